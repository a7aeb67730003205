import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { certificateCopies, certificateSendings, families } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { plural } from '~/lib/words'
import { findOrganisation } from './organisations.server'
import { Refusal } from '~/lib/refusal'

/**
 * Certified copies of the death certificate (decision 048): how many the family holds, which organisation each
 * went to, and whether it came back. A copy out is one sent and not yet returned; no more can be out than are
 * held, and the family's row is locked while a sending is checked, so two people sending at once cannot
 * between them send more than there are.
 */

export type CertificateSending = typeof certificateSendings.$inferSelect

export interface CertificateStatus {
  held: number
  out: number
  sendings: CertificateSending[]
}

export async function certificateStatus(db: Database, access: FamilyAccess): Promise<CertificateStatus> {
  const [[copies], sendings] = await Promise.all([
    db
      .select({ held: certificateCopies.held })
      .from(certificateCopies)
      .where(eq(certificateCopies.familyId, access.familyId)),
    db
      .select()
      .from(certificateSendings)
      .where(eq(certificateSendings.familyId, access.familyId))
      .orderBy(desc(certificateSendings.sentOn), desc(certificateSendings.createdAt)),
  ])
  return {
    held: copies?.held ?? 0,
    out: sendings.filter((sending) => sending.returnedOn === null).length,
    sendings,
  }
}

/** The family's copies row, made if missing, locked until the transaction ends. */
async function lockCopies(tx: Transaction, access: FamilyAccess) {
  await tx.insert(certificateCopies).values({ familyId: access.familyId }).onConflictDoNothing()
  const [row] = await tx
    .select({ held: certificateCopies.held })
    .from(certificateCopies)
    .where(eq(certificateCopies.familyId, access.familyId))
    .for('update')
  const [counted] = await tx
    .select({ out: sql<number>`count(*)::int` })
    .from(certificateSendings)
    .where(and(eq(certificateSendings.familyId, access.familyId), isNull(certificateSendings.returnedOn)))
  return { held: row?.held ?? 0, out: counted?.out ?? 0 }
}

const copies = (count: number) => plural(count, 'copy', 'copies')

export async function setCopiesHeld(db: Database, access: FamilyAccess, held: number) {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const current = await lockCopies(tx, access)
    if (held < current.out) {
      throw new Refusal(
        409,
        `${copies(current.out)} are out with organisations, so you hold at least ${current.out}. Record the ones that came back first.`,
        'held',
      )
    }
    await tx
      .update(certificateCopies)
      .set({ held, updatedAt: new Date() })
      .where(eq(certificateCopies.familyId, access.familyId))
    await recordActivity(tx, access, 'certificates_held', copies(held))
    return { held }
  })
}

export type CopySentResult =
  | { needsConfirmation: true; organisationName: string }
  | { needsConfirmation: false; organisationName: string; left: number }

/**
 * Records a copy sent. More out than held is refused; sending the last copy in hand needs `confirmLast`, so
 * the page can warn first.
 */
export async function recordCopySent(
  db: Database,
  access: FamilyAccess,
  input: { organisationId: string; sentOn: string; confirmLast?: 'yes' },
): Promise<CopySentResult> {
  assertCan(access, 'edit-organisations')
  return db.transaction(async (tx) => {
    const current = await lockCopies(tx, access)
    const organisation = await findOrganisation(tx, access, input.organisationId)
    if (current.out >= current.held) {
      throw new Refusal(
        409,
        current.held === 0
          ? 'First say how many certified copies you hold. Nothing was recorded.'
          : `All ${copies(current.held)} you hold are out. Record one coming back, or add the copies you have, before sending another.`,
        'organisationId',
      )
    }
    const [family] = await tx
      .select({ dateOfDeath: families.dateOfDeath })
      .from(families)
      .where(eq(families.id, access.familyId))
    if (family?.dateOfDeath && input.sentOn < family.dateOfDeath) {
      throw new Refusal(400, 'The date sent cannot be before the date of death', 'sentOn')
    }
    const left = current.held - current.out - 1
    if (left === 0 && input.confirmLast !== 'yes') {
      return { needsConfirmation: true, organisationName: organisation.name }
    }
    await tx.insert(certificateSendings).values({
      familyId: access.familyId,
      organisationId: organisation.id,
      organisationName: organisation.name,
      sentOn: input.sentOn,
      createdBy: access.userId,
    })
    await recordActivity(tx, access, 'certificate_sent', organisation.name)
    return { needsConfirmation: false, organisationName: organisation.name, left }
  })
}

export const SENDING_NOT_FOUND = 'That copy was not found. It may already be recorded as returned.'

export async function recordCopyReturned(
  db: Database,
  access: FamilyAccess,
  input: { sendingId: string; returnedOn: string },
) {
  assertCan(access, 'edit-organisations')
  if (!isUuid(input.sendingId)) throw new Refusal(404, SENDING_NOT_FOUND)
  return db.transaction(async (tx) => {
    await lockCopies(tx, access)
    const [sending] = await tx
      .select()
      .from(certificateSendings)
      .where(
        and(
          eq(certificateSendings.id, input.sendingId),
          eq(certificateSendings.familyId, access.familyId),
          isNull(certificateSendings.returnedOn),
        ),
      )
    if (!sending) throw new Refusal(404, SENDING_NOT_FOUND)
    if (input.returnedOn < sending.sentOn) {
      throw new Refusal(400, 'A copy cannot come back before the date it was sent', 'returnedOn')
    }
    await tx
      .update(certificateSendings)
      .set({ returnedOn: input.returnedOn, updatedAt: new Date() })
      .where(eq(certificateSendings.id, sending.id))
    await recordActivity(tx, access, 'certificate_returned', sending.organisationName)
    return { organisationName: sending.organisationName }
  })
}
