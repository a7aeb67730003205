import { and, eq, inArray, like, ne, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  activities,
  documents,
  families,
  familyMembers,
  outboxMessages,
  profiles,
  rateLimits,
  supportRequests,
  users,
} from '~db/schema'
import { lockFamily } from '~/features/family/index.server'
import { composeEmail } from '~/lib/auth-emails'
import type { Database } from '~/lib/db.server'
import type { Mailer } from '~/lib/mail.server'
import type { ObjectStore } from '~/lib/storage.server'
import { removeExports } from './data-export.server'
import type { FamilyToHandOver } from './privacy.schema'

/**
 * Erasing an account (decision 050). In one transaction: each family the person alone administers is handed to
 * the member they chose, or deleted with everything in it (never left without an Admin); their private documents
 * go; their support requests, outbox copies and rate-limit counters go; the user row goes, and with it (by
 * foreign key) their sessions, sign-in methods, two-step secrets, profile, memberships and calendar links.
 * Payments stay, as the law requires, with the payer's link removed. Files are removed after the commit, so a
 * failure there leaves only files without rows, which the document sweep removes.
 */

/** The families whose only Admin is this person: each needs a new Admin, or to be deleted, before erasure. */
export async function familiesOnlyTheyManage(db: Database, userId: string): Promise<FamilyToHandOver[]> {
  const own = await db
    .select({ familyId: families.id, deceasedName: families.deceasedName })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(
      and(
        eq(familyMembers.userId, userId),
        eq(familyMembers.role, 'Admin'),
        sql`not exists (select 1 from family_members other where other.family_id = ${familyMembers.familyId}
              and other.user_id <> ${userId} and other.role = 'Admin')`,
      ),
    )
  if (own.length === 0) return []
  const others = await db
    .select({
      familyId: familyMembers.familyId,
      userId: familyMembers.userId,
      name: profiles.username,
      role: familyMembers.role,
    })
    .from(familyMembers)
    .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(
      and(
        inArray(
          familyMembers.familyId,
          own.map((family) => family.familyId),
        ),
        ne(familyMembers.userId, userId),
      ),
    )
  return own.map((family) => ({
    ...family,
    members: others
      .filter((member) => member.familyId === family.familyId)
      .map(({ userId: memberId, name, role }) => ({ userId: memberId, name, role })),
  }))
}

/** For each family of `familiesOnlyTheyManage`: the member who becomes its Admin, or 'delete'. */
export type HandOverChoices = Record<string, string>

export class ErasureChoiceError extends Error {}

export interface ErasureServices {
  db: Database
  store: ObjectStore
  mailer: Mailer
  logger: Logger
}

export async function eraseAccount(services: ErasureServices, userId: string, choices: HandOverChoices) {
  const { db, store, logger } = services
  const [person] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId))
  if (!person) return { familiesDeleted: 0, familiesHandedOver: 0 }
  await removeExports(services, { userId })

  const outcome = await db.transaction(async (tx) => {
    const keysToRemove: string[] = []
    let familiesDeleted = 0
    let familiesHandedOver = 0
    for (const family of await familiesOnlyTheyManage(tx, userId)) {
      await lockFamily(tx, family.familyId)
      // A family others use is never deleted by default: the person must have said so.
      const choice = choices[family.familyId] ?? (family.members.length === 0 ? 'delete' : undefined)
      if (choice === undefined) {
        throw new ErasureChoiceError('Please choose who will look after each family, or to delete it.')
      }
      const heir = family.members.find((member) => member.userId === choice)
      if (choice !== 'delete' && !heir) {
        throw new ErasureChoiceError('The person you chose is no longer in that family. Please choose again.')
      }
      if (heir) {
        await tx
          .update(familyMembers)
          .set({ role: 'Admin' })
          .where(and(eq(familyMembers.familyId, family.familyId), eq(familyMembers.userId, heir.userId)))
        await tx.insert(activities).values({
          familyId: family.familyId,
          userId: null,
          type: 'member_role_changed',
          target: heir.name,
          detail: 'Admin',
        })
        familiesHandedOver += 1
      } else {
        const files = await tx
          .select({ key: documents.storageKey })
          .from(documents)
          .where(eq(documents.familyId, family.familyId))
        keysToRemove.push(...files.map((file) => file.key))
        await tx.delete(families).where(eq(families.id, family.familyId))
        familiesDeleted += 1
      }
    }
    // Their private documents go; those they shared stay with the family, which relies on them.
    const privateFiles = await tx
      .delete(documents)
      .where(and(eq(documents.uploadedBy, userId), eq(documents.isShared, false)))
      .returning({ key: documents.storageKey })
    keysToRemove.push(...privateFiles.map((file) => file.key))
    await tx.delete(supportRequests).where(eq(supportRequests.userId, userId))
    await tx.delete(outboxMessages).where(eq(outboxMessages.to, person.email))
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:email:${person.email.toLowerCase()}`))
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:user:${userId}`))
    await tx.delete(users).where(eq(users.id, userId))
    return { keysToRemove, familiesDeleted, familiesHandedOver }
  })

  for (const key of outcome.keysToRemove) {
    await store.remove(key).catch((error: unknown) => {
      logger.warn({ err: error, key }, 'erasure: a file could not be removed; the document sweep will remove it')
    })
  }
  await services.mailer
    .send(
      composeEmail(person.email, 'Your Afterword account has been deleted', [
        `Hello ${person.name}, as you asked, your Afterword account and what it held have been deleted.`,
        'We keep only the record of any payment you made (the amount and the date, without your name or address), because the law requires it.',
        'If you did not ask for this, please reply to this e-mail at once.',
      ]),
    )
    .catch((error: unknown) => logger.error({ err: error }, 'erasure: the final e-mail could not be sent'))
  return { familiesDeleted: outcome.familiesDeleted, familiesHandedOver: outcome.familiesHandedOver }
}
