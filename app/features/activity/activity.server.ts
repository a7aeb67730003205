import { desc, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import type { ActivityType } from '~db/schema/vocabulary'
import type { FamilyAccess } from '~/lib/permissions.server'
import { personName } from '~/lib/person-name'
import { activities, profiles } from '~db/schema'

/**
 * The family's activity feed (decision 009, decision 057): every feature records its changes here, inside the
 * transaction that makes them, and the dashboard and the family page read it back.
 */

/**
 * Whose feed the entry goes in and who made the change: a `FamilyAccess`, or, for a change nobody with an
 * account made (an erased person's family handed over to someone else), the family and a null person.
 */
export type ActivityAuthor = Pick<FamilyAccess, 'familyId'> & { userId: string | null }

/**
 * Writes one entry. `db` is the database or, as nearly always, the transaction of the change itself, so the
 * entry is written exactly when the change is. `target` is the name as it is now (a task's title, a person's
 * name), so the feed still reads after it is renamed or deleted; `detail` a short addition such as a new status.
 */
export async function recordActivity(
  db: Database,
  author: ActivityAuthor,
  type: ActivityType,
  target: string,
  detail?: string,
): Promise<void> {
  await db.insert(activities).values({ familyId: author.familyId, userId: author.userId, type, target, detail })
}

export interface ActivityEntry {
  id: string
  type: ActivityType
  target: string
  detail: string | null
  /** Who did it, by their full name (app/lib/person-name.ts); null once their account is gone. */
  actor: string | null
  createdAt: Date
}

/** The family's entries, newest first, a page at a time (`limit` from `offset`). */
export async function recentActivity(
  db: Database,
  access: FamilyAccess,
  limit = 8,
  offset = 0,
): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: activities.id,
      type: activities.type,
      target: activities.target,
      detail: activities.detail,
      actorId: profiles.userId,
      actorName: profiles.fullName,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .leftJoin(profiles, eq(profiles.userId, activities.userId))
    .where(eq(activities.familyId, access.familyId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit)
    .offset(offset)
  return rows.map(({ actorId, actorName, ...row }) => ({
    ...row,
    type: row.type as ActivityType,
    actor: actorId === null ? null : personName(actorName),
  }))
}
