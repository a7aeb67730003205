import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { Logger } from 'pino'
import { documents, families, familyMembers, profiles, tasks, users } from '~db/schema'
import { lockFamily } from '~/features/family/index.server'
import { composeEmail } from '~/lib/auth-emails'
import type { Database } from '~/lib/db.server'
import type { FamilyRole } from '~db/schema/vocabulary'
import type { Mailer } from '~/lib/mail.server'
import { greeting, personName } from '~/lib/person-name'
import { can, rolesThatCan } from '~/lib/permissions'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import type { ObjectStore } from '~/lib/storage.server'

/**
 * Deleting a whole family space by its last Admin (decision 050): the same care as erasing an account.
 * Only the family's only Admin may, after their password and typed words; everything in it goes (tasks,
 * organisations, documents and their files, invitations, activity), the other members are told by e-mail, and
 * payments stay, with the family's link removed.
 */

export interface FamilyDeletionSummary {
  deceasedName: string | null
  tasks: number
  documents: number
  /** The other people in it, who lose it too. */
  otherMembers: number
  /** Other Admins: then this Admin may not delete it alone. */
  otherAdmins: number
}

export async function summariseFamilyForDeletion(db: Database, access: FamilyAccess): Promise<FamilyDeletionSummary> {
  const id = access.familyId
  const [family] = await db.select({ deceasedName: families.deceasedName }).from(families).where(eq(families.id, id))
  const [taskCount, documentCount, others, admins] = await Promise.all([
    db.select({ n: count() }).from(tasks).where(eq(tasks.familyId, id)),
    db.select({ n: count() }).from(documents).where(eq(documents.familyId, id)),
    db
      .select({ n: count() })
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, id), ne(familyMembers.userId, access.userId))),
    db
      .select({ n: count() })
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.familyId, id),
          ne(familyMembers.userId, access.userId),
          inArray(familyMembers.role, rolesThatCan('manage-family')),
        ),
      ),
  ])
  return {
    deceasedName: family?.deceasedName ?? null,
    tasks: taskCount[0]?.n ?? 0,
    documents: documentCount[0]?.n ?? 0,
    otherMembers: others[0]?.n ?? 0,
    otherAdmins: admins[0]?.n ?? 0,
  }
}

export class FamilyDeletionRefused extends Error {}

export const OTHER_ADMINS =
  'Other Admins look after this family too, so it can be deleted only by its last Admin. Ask them, or leave the family.'

export async function deleteFamilyAsLastAdmin(
  services: { db: Database; store: ObjectStore; mailer: Mailer; logger: Logger },
  access: FamilyAccess,
): Promise<void> {
  assertCan(access, 'manage-family')
  const { db, store, logger } = services
  const outcome = await db.transaction(async (tx) => {
    await lockFamily(tx, access.familyId)
    const members = await tx
      .select({
        userId: familyMembers.userId,
        role: familyMembers.role,
        email: users.email,
        fullName: profiles.fullName,
      })
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.userId))
      .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
      .where(eq(familyMembers.familyId, access.familyId))
    if (members.some((member) => can(member.role as FamilyRole, 'manage-family') && member.userId !== access.userId)) {
      throw new FamilyDeletionRefused(OTHER_ADMINS)
    }
    const [family] = await tx
      .select({ deceasedName: families.deceasedName })
      .from(families)
      .where(eq(families.id, access.familyId))
    const files = await tx
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.familyId, access.familyId))
    // Tasks, organisations, documents, invitations, activity and memberships go with it by foreign key.
    await tx.delete(families).where(eq(families.id, access.familyId))
    return { members, files, deceasedName: family?.deceasedName ?? null }
  })

  for (const file of outcome.files) {
    await store.remove(file.key).catch((error: unknown) => {
      logger.warn({ err: error, key: file.key }, 'family deletion: a file could not be removed; the sweep will')
    })
  }
  const actor = personName(outcome.members.find((member) => member.userId === access.userId)?.fullName)
  const space = outcome.deceasedName ? `the family space for ${outcome.deceasedName}` : 'your family space'
  for (const member of outcome.members) {
    const own = member.userId === access.userId
    await services.mailer
      .send(
        composeEmail(member.email, 'A family space on Afterword has been deleted', [
          own
            ? `${greeting(member.fullName)} as you asked, ${space} has been deleted, with its tasks, organisations and documents.`
            : `${greeting(member.fullName)} ${actor}, its Admin, has deleted ${space} on Afterword, with its tasks, organisations and documents. Your own account is not affected.`,
          'If this is a surprise, please speak to them, or reply to this e-mail.',
        ]),
      )
      .catch((error: unknown) => logger.error({ err: error }, 'family deletion: an e-mail could not be sent'))
  }
}
