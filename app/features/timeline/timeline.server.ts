import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import {
  countFamilyTasks,
  countOf,
  TASK_ORDERS,
  taskHasDueDate,
  taskIsDone,
  taskIsOverdue,
  taskIsPending,
} from '~/features/tasks/index.server'
import { tasks } from '~db/schema'
import type { TimelineStatus } from './timeline.schema'
import type { DayCount, OutsideCounts, TimelineSummary, TimelineTask } from './timeline-view'

/**
 * What the timeline and calendar read: counts and short task rows, asked of the database for the dates on
 * screen rather than loading the family's whole list. `today` is the reader's today ('YYYY-MM-DD').
 */

const COLUMNS = {
  id: tasks.id,
  title: tasks.title,
  category: tasks.category,
  priority: tasks.priority,
  status: tasks.status,
  dueDate: tasks.dueDate,
}

function statusCondition(status: TimelineStatus, today: string): SQL | undefined {
  switch (status) {
    case 'pending':
      return taskIsPending
    case 'overdue':
      return taskIsOverdue(today)
    case 'completed':
      return taskIsDone
    default:
      return undefined
  }
}

/** The table's check constraints keep kind, category, priority and status within their lists. */
function asTimelineTasks(rows: Array<Record<keyof TimelineTask, unknown>>): TimelineTask[] {
  return rows as TimelineTask[]
}

export async function timelineSummary(db: Database, access: FamilyAccess, today: string): Promise<TimelineSummary> {
  return countFamilyTasks(db, access, {
    total: countOf(),
    pending: countOf(taskIsPending),
    overdue: countOf(taskIsOverdue(today)),
    completed: countOf(taskIsDone),
  })
}

interface Range {
  /** Inclusive bounds; either may be absent. */
  from?: string
  to?: string
}

/** Tasks due within the range that pass the status filter, soonest first, then the most pressing. */
export async function tasksDue(
  db: Database,
  access: FamilyAccess,
  range: Range,
  status: TimelineStatus,
  today: string,
): Promise<TimelineTask[]> {
  const conditions: Array<SQL | undefined> = [
    eq(tasks.familyId, access.familyId),
    taskHasDueDate,
    range.from ? sql`${tasks.dueDate} >= ${range.from}` : undefined,
    range.to ? sql`${tasks.dueDate} <= ${range.to}` : undefined,
    statusCondition(status, today),
  ]
  const rows = await db
    .select(COLUMNS)
    .from(tasks)
    .where(and(...conditions))
    .orderBy(...TASK_ORDERS.due)
  return asTimelineTasks(rows)
}

/**
 * Tasks still to do whose date passed before `before` (the timeline shows them first), the longest overdue
 * first; at most `limit` of them, with how many there are in all.
 */
export async function unfinishedBefore(
  db: Database,
  access: FamilyAccess,
  before: string,
  status: TimelineStatus,
  today: string,
  limit?: number,
): Promise<{ tasks: TimelineTask[]; total: number }> {
  if (status === 'completed') return { tasks: [], total: 0 }
  const conditions = and(
    eq(tasks.familyId, access.familyId),
    taskIsPending,
    sql`${tasks.dueDate} < ${before}`,
    statusCondition(status, today),
  )
  const query = db
    .select(COLUMNS)
    .from(tasks)
    .where(conditions)
    .orderBy(...TASK_ORDERS.due)
  const rows = await (limit === undefined ? query : query.limit(limit))
  if (limit === undefined || rows.length < limit) return { tasks: asTimelineTasks(rows), total: rows.length }
  const [counted] = await db.select({ total: countOf() }).from(tasks).where(conditions)
  return { tasks: asTimelineTasks(rows), total: counted?.total ?? rows.length }
}

export async function countOutside(
  db: Database,
  access: FamilyAccess,
  after: string,
  status: TimelineStatus,
  today: string,
): Promise<OutsideCounts> {
  const [row] = await db
    .select({
      later: countOf(sql`${tasks.dueDate} > ${after}`),
      undated: countOf(sql`${tasks.dueDate} is null`),
    })
    .from(tasks)
    .where(and(eq(tasks.familyId, access.familyId), statusCondition(status, today)))
  return row ?? { later: 0, undated: 0 }
}

/** Every day that has tasks passing the filter, for the calendar's marks. */
export async function daysWithTasks(
  db: Database,
  access: FamilyAccess,
  status: TimelineStatus,
  today: string,
): Promise<DayCount[]> {
  return db
    .select({ date: sql<string>`${tasks.dueDate}::text`, count: countOf() })
    .from(tasks)
    .where(and(eq(tasks.familyId, access.familyId), taskHasDueDate, statusCondition(status, today)))
    .groupBy(tasks.dueDate)
    .orderBy(tasks.dueDate)
}
