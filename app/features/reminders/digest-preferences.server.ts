import { and, eq, sql } from 'drizzle-orm'
import { data } from 'react-router'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { familyMembers, families } from '~db/schema'
import { DIGEST_FREQUENCIES, type DigestFrequency } from '~db/schema/vocabulary'
import { readDigestToken, type DigestSubscriber } from './digest-token.server'

/**
 * A member's choice of digest for one family (docs/decisions/070-estate-from-documents-and-digest.md), from
 * Settings or, to turn it off, from the link in the e-mail without signing in.
 */

export function isDigestFrequency(value: unknown): value is DigestFrequency {
  return typeof value === 'string' && (DIGEST_FREQUENCIES as readonly string[]).includes(value)
}

/** The member's choice in this family; 'none' when they are not (or no longer) in it. */
export async function digestChoice(db: Database, member: DigestSubscriber): Promise<DigestFrequency> {
  const [row] = await db
    .select({ digest: familyMembers.digest })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, member.userId), eq(familyMembers.familyId, member.familyId)))
  return isDigestFrequency(row?.digest) ? row.digest : 'none'
}

/**
 * Saves the choice; answers false when they are not in the family. A new choice restarts the count, so a
 * weekly digest comes seven days after it is chosen; choosing the same again changes nothing.
 */
export async function setDigest(db: Database, member: DigestSubscriber, frequency: DigestFrequency): Promise<boolean> {
  const where = and(eq(familyMembers.userId, member.userId), eq(familyMembers.familyId, member.familyId))
  const [row] = await db.select({ digest: familyMembers.digest }).from(familyMembers).where(where)
  if (!row) return false
  if (row.digest === frequency) return true
  await db
    .update(familyMembers)
    .set({ digest: frequency, digestChosenAt: sql`now()` })
    .where(where)
  return true
}

/** Settings' save: the member's choice for their active family. */
export function setOwnDigest(db: Database, access: FamilyAccess, frequency: DigestFrequency): Promise<boolean> {
  return setDigest(db, { userId: access.userId, familyId: access.familyId }, frequency)
}

export type DigestStopPage =
  { state: 'invalid' } | { state: 'ask'; on: boolean; family: string } | { state: 'stopped'; family: string }

interface StopServices {
  db: Database
  secret: string
}

function invalid() {
  return data<DigestStopPage>({ state: 'invalid' }, { status: 400 })
}

async function familyWords(db: Database, familyId: string): Promise<string> {
  const [family] = await db.select({ name: families.deceasedName }).from(families).where(eq(families.id, familyId))
  return family?.name ? `the family of ${family.name}` : 'your family'
}

/** Opening the link changes nothing (mail scanners open links): it asks. */
export async function loadDigestStopPage(services: StopServices, token: string) {
  const subscriber = readDigestToken(services.secret, token)
  if (!subscriber) return invalid()
  const [member] = await services.db
    .select({ digest: familyMembers.digest })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, subscriber.userId), eq(familyMembers.familyId, subscriber.familyId)))
  if (!member) return invalid()
  return data<DigestStopPage>({
    state: 'ask',
    on: member.digest !== 'none',
    family: await familyWords(services.db, subscriber.familyId),
  })
}

/** The button, or a mail program's one-click POST: the digest for that family is off. */
export async function stopDigest(services: StopServices, token: string) {
  const subscriber = readDigestToken(services.secret, token)
  if (!subscriber || !(await setDigest(services.db, subscriber, 'none'))) return invalid()
  return data<DigestStopPage>({ state: 'stopped', family: await familyWords(services.db, subscriber.familyId) })
}
