import { eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { tasks } from '~db/schema'

/**
 * The task rules of `task-rules.ts` as SQL over the `tasks` table, for queries that count or filter in the
 * database: every list, count and export asks 'done?' and 'overdue?' through these.
 */

/** Done: its status is 'completed'. */
export const taskIsDone: SQL = sql`${tasks.status} = 'completed'`

/** Still to do ('pending'): any status but 'completed'. */
export const taskIsPending: SQL = sql`${tasks.status} <> 'completed'`

/** Overdue: still to do, with a due date before `today` ('YYYY-MM-DD', the reader's today). */
export function taskIsOverdue(today: string): SQL {
  return sql`${taskIsPending} and ${tasks.dueDate} < ${today}`
}

/** Legal, as `isLegal` in `task-rules.ts` says: a legal action, or a task in the legal or government category. */
export const taskIsLegal: SQL = sql`(${tasks.kind} = 'legal-action' or ${tasks.category} in ('legal', 'government'))`

/** Everyday: one of the seven generic tasks every plan has (the everyday-tasks screen's). */
export const taskIsEveryday: SQL = sql`${tasks.kind} = 'generic'`

export const taskHasDueDate: SQL = sql`${tasks.dueDate} is not null`

/** How many tasks meet the condition (all of them without one), as a number rather than PostgreSQL's bigint. */
export function countOf(condition?: SQL): SQL<number> {
  return condition ? sql<number>`count(*) filter (where ${condition})::int` : sql<number>`count(*)::int`
}

/**
 * Several counts over one family's tasks in a single query: `counts` names each figure and its `countOf`.
 * A family with no tasks gets zeros.
 */
export async function countFamilyTasks<Figure extends string>(
  db: Database,
  access: FamilyAccess,
  counts: Record<Figure, SQL<number>>,
): Promise<Record<Figure, number>> {
  const [row] = await db.select(counts).from(tasks).where(eq(tasks.familyId, access.familyId))
  if (row) return row as Record<Figure, number>
  return Object.fromEntries(Object.keys(counts).map((figure) => [figure, 0])) as Record<Figure, number>
}
