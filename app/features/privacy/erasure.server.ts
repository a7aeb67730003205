import { and, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  activities,
  documents,
  families,
  familyInvitations,
  familyMembers,
  jobs,
  outboxMessages,
  profiles,
  rateLimits,
  supportRequests,
  users,
  verifications,
} from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { lockFamily } from '~/features/family/index.server'
import { composeEmail } from '~/lib/auth-emails'
import type { Database } from '~/lib/db.server'
import type { Mailer } from '~/lib/mail.server'
import { personName } from '~/lib/person-name'
import { FAMILY_MANAGER_ROLE, rolesThatCan } from '~/lib/permissions'
import type { ObjectStore } from '~/lib/storage.server'
import { removeExports } from './data-export.server'
import type { FamilyToHandOver } from './privacy.schema'

/**
 * Erasing an account (decision 050). In one transaction: each family the person alone administers is handed to
 * the member they chose, or deleted with everything in it (never left without an Admin); their private documents
 * go; what else names them goes or is anonymised (`forgetPerson`); the user row goes, and with it (by foreign
 * key) their sessions, sign-in methods, two-step secrets, profile, memberships, calendar links and reminder
 * devices (decision 078). Payments stay, as the law requires, with the payer's link removed. Files are removed
 * after the commit, so a failure there leaves only files without rows, which the document sweep removes.
 */

/** What the family's history says instead of an erased person's name (decision 050). */
export const FORMER_MEMBER = 'A former member'
/** What an answered support request says instead of an erased support admin's address. */
export const FORMER_SUPPORT_ADMIN = 'a former support admin'

/** Activity whose `target` is a person's name (app/features/activity/components/activity-list.tsx). */
const ACTIVITY_NAMING_TARGET = [
  'member_invited',
  'member_joined',
  'member_left',
  'member_removed',
  'member_role_changed',
]

/** The families whose only Admin is this person: each needs a new Admin, or to be deleted, before erasure. */
export async function familiesOnlyTheyManage(db: Database, userId: string): Promise<FamilyToHandOver[]> {
  const own = await db
    .select({ familyId: families.id, deceasedName: families.deceasedName })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .where(
      and(
        eq(familyMembers.userId, userId),
        inArray(familyMembers.role, rolesThatCan('manage-family')),
        sql`not exists (select 1 from family_members other where other.family_id = ${familyMembers.familyId}
              and other.user_id <> ${userId} and ${inArray(sql`other.role`, rolesThatCan('manage-family'))})`,
      ),
    )
  if (own.length === 0) return []
  const others = await db
    .select({
      familyId: familyMembers.familyId,
      userId: familyMembers.userId,
      fullName: profiles.fullName,
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
      .map(({ userId: memberId, fullName, role }) => ({ userId: memberId, name: personName(fullName), role })),
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
          .set({ role: FAMILY_MANAGER_ROLE })
          .where(and(eq(familyMembers.familyId, family.familyId), eq(familyMembers.userId, heir.userId)))
        await recordActivity(
          tx,
          { familyId: family.familyId, userId: null },
          'member_role_changed',
          heir.name,
          FAMILY_MANAGER_ROLE,
        )
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
    await forgetPerson(tx, { id: userId, email: person.email, name: person.name })
    await tx.delete(users).where(eq(users.id, userId))
    return { keysToRemove, familiesDeleted, familiesHandedOver }
  })

  for (const key of outcome.keysToRemove) {
    await store.remove(key).catch((error: unknown) => {
      logger.warn({ err: error, key }, 'erasure: a file could not be removed; the document sweep will remove it')
    })
  }
  await sayGoodbye(services, person.email)
  return { familiesDeleted: outcome.familiesDeleted, familiesHandedOver: outcome.familiesHandedOver }
}

/**
 * Everything outside the user row's foreign keys that names the person
 * (docs/security.md, 'Third round', item 9; decision 050): their
 * support requests and invitations go; the family's history keeps its entries but says 'A former member'; mail
 * to them or naming them goes from the outbox and from the queue; sign-in tokens and rate-limit counters go.
 * The names looked for are their full name (on the profile and as Better Auth's `name`), the username of an account
 * made before sign-up asked for a full name (decision 061), and the full names families invited them by.
 */
async function forgetPerson(tx: Database, person: { id: string; email: string; name: string }) {
  const email = person.email.toLowerCase()
  const invitedAs = await tx
    .select({ familyId: familyInvitations.familyId, fullName: familyInvitations.fullName })
    .from(familyInvitations)
    .where(eq(sql`lower(${familyInvitations.email})`, email))
  const [profile] = await tx
    .select({ fullName: profiles.fullName, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, person.id))
  const names = [
    ...new Set(
      [person.name, profile?.fullName, profile?.username, ...invitedAs.map((row) => row.fullName)].map((name) =>
        name?.trim(),
      ),
    ),
  ].filter((name): name is string => Boolean(name))

  await renameInHistory(tx, person.id, invitedAs, names)

  await tx.delete(familyInvitations).where(eq(sql`lower(${familyInvitations.email})`, email))
  await tx
    .delete(supportRequests)
    .where(or(eq(supportRequests.userId, person.id), eq(sql`lower(${supportRequests.email})`, email)))
  await tx
    .update(supportRequests)
    .set({ answeredBy: FORMER_SUPPORT_ADMIN })
    .where(eq(sql`lower(${supportRequests.answeredBy})`, email))

  const mentions = (text: SQL) => {
    const byAddress = sql`position(${email} in lower(${text})) > 0`
    const pattern = nameMentionPattern(names)
    return pattern ? sql`(${byAddress} or ${text} ~ ${pattern})` : byAddress
  }
  await tx
    .delete(outboxMessages)
    .where(mentions(sql`${outboxMessages.to} || ' ' || ${outboxMessages.subject} || ' ' || ${outboxMessages.text}`))
  // Queued e-mails (with SMTP) hold the whole message until delivered; a failed one stays until the finished
  // jobs are removed. Any other job that carries the address goes too, and their reminders still to be pushed
  // (decision 078; their devices go with the user row).
  await tx
    .delete(jobs)
    .where(
      or(
        sql`position(${email} in lower(${jobs.payload}::text || ' ' || coalesce(${jobs.lastError}, ''))) > 0`,
        and(eq(jobs.kind, 'send-push'), sql`${jobs.payload}->>'userId' = ${person.id}`),
        and(
          eq(jobs.kind, 'send-email'),
          mentions(
            sql`coalesce(${jobs.payload}->'message'->>'subject', '') || ' ' || coalesce(${jobs.payload}->'message'->>'text', '')`,
          ),
        ),
      ),
    )
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.value, person.id),
        sql`position(${email} in lower(${verifications.identifier} || ' ' || ${verifications.value})) > 0`,
      ),
    )
  // Counters keyed by the address in any position (`sign-in-failed:account-ip:<address>:<ip>`, `…:email:<address>`).
  await tx.delete(rateLimits).where(sql`position(${email} in lower(${rateLimits.key})) > 0`)
  await tx.delete(rateLimits).where(like(rateLimits.key, `%:user:${person.id}`))
}

/**
 * The history of every family that may name the person (where they are, were invited, started one, or did
 * something) keeps its entries, with 'A former member' where their names were.
 */
async function renameInHistory(
  tx: Database,
  userId: string,
  invitedAs: ReadonlyArray<{ familyId: string }>,
  names: readonly string[],
) {
  const memberOf = await tx
    .select({ familyId: familyMembers.familyId })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
  const touched = await tx
    .selectDistinct({ familyId: activities.familyId })
    .from(activities)
    .where(eq(activities.userId, userId))
  const started = await tx.select({ familyId: families.id }).from(families).where(eq(families.createdBy, userId))
  const familyIds = [...new Set([...memberOf, ...touched, ...started, ...invitedAs].map((row) => row.familyId))]
  if (familyIds.length > 0 && names.length > 0) {
    await tx
      .update(activities)
      .set({ target: FORMER_MEMBER })
      .where(
        and(
          inArray(activities.familyId, familyIds),
          inArray(activities.type, ACTIVITY_NAMING_TARGET),
          inArray(activities.target, names),
        ),
      )
    await tx
      .update(activities)
      .set({ detail: FORMER_MEMBER.toLowerCase() })
      .where(
        and(
          inArray(activities.familyId, familyIds),
          eq(activities.type, 'task_assigned'),
          inArray(activities.detail, names),
        ),
      )
  }
}

/**
 * A PostgreSQL regular expression that finds any of the names as a whole word, case as typed. A one-letter
 * name is left out: it would match nearly every e-mail, and removing other people's mail is not erasure.
 */
function nameMentionPattern(names: readonly string[]): string | null {
  const escaped = names
    .filter((name) => [...name].length > 1)
    .map((name) => name.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'))
  if (escaped.length === 0) return null
  return `(^|[^[:alnum:]_])(${escaped.join('|')})($|[^[:alnum:]_])`
}

/**
 * The last e-mail says it is done, and names nobody. Without SMTP it is not written: the outbox would keep the
 * address that was just erased, for a message nobody receives (decision 050).
 */
async function sayGoodbye(services: ErasureServices, email: string) {
  if (services.mailer.mode === 'outbox') {
    services.logger.info('erasure: no SMTP, so no final e-mail is kept in the outbox')
    return
  }
  await services.mailer
    .send(
      composeEmail(email, 'Your Afterword account has been deleted', [
        'Hello, as you asked, your Afterword account and what it held have been deleted.',
        'We keep only the record of any payment you made (the amount and the date, without your name or address), because the law requires it.',
        'If you did not ask for this, please reply to this e-mail at once.',
      ]),
    )
    .catch((error: unknown) => services.logger.error({ err: error }, 'erasure: the final e-mail could not be sent'))
}
