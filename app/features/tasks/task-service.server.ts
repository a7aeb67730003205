import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { containsPattern, type Database } from '~/lib/db.server'
import type { ActivityType, TaskStatus } from '~db/schema/vocabulary'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { tasks } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import { countFamilyTasks, countOf, taskHasDueDate, taskIsDone, taskIsPending } from './task-rules.server'
import type { TaskFields, TaskFilters } from './tasks.schema'
import { percentCompleted } from './task-view'

/**
 * The family's tasks: list, create, edit, change status, delete. Every function takes the access the
 * permission module granted and never leaves that family: a task id of another family is 'not found'.
 */

export type Task = typeof tasks.$inferSelect

export class TaskNotFoundError extends Error {
  readonly status = 404
  constructor() {
    super('This task was not found. It may have been deleted.')
    this.name = 'TaskNotFoundError'
  }
}

export type TaskOrder = 'created' | 'due' | 'priority'

const PRIORITY_RANK = sql`case ${tasks.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`

/** docs/product.md: created_at desc (task manager), due_date asc nulls last (timeline), priority desc. */
export const TASK_ORDERS: Record<TaskOrder, SQL[]> = {
  created: [desc(tasks.createdAt), sql`${tasks.sort} asc`],
  due: [sql`${tasks.dueDate} asc nulls last`, desc(PRIORITY_RANK), sql`${tasks.sort} asc`],
  priority: [desc(PRIORITY_RANK), sql`${tasks.dueDate} asc nulls last`, sql`${tasks.sort} asc`],
}

function filterConditions(access: FamilyAccess, filters: Partial<TaskFilters> = {}): SQL[] {
  const { search = '', status = 'all', category = 'all', assigned = 'all' } = filters
  const conditions: SQL[] = [eq(tasks.familyId, access.familyId)]
  if (search) {
    const pattern = containsPattern(search)
    const matches = or(ilike(tasks.title, pattern), ilike(tasks.description, pattern))
    if (matches) conditions.push(matches)
  }
  if (status !== 'all') conditions.push(eq(tasks.status, status))
  if (category !== 'all') conditions.push(eq(tasks.category, category))
  if (assigned === 'me') conditions.push(eq(tasks.assigneeId, access.userId))
  return conditions
}

export interface ListOptions {
  filters?: Partial<TaskFilters>
  order?: TaskOrder
  kind?: Task['kind']
  /** A page of the list; the whole list when absent. */
  limit?: number
  offset?: number
}

export async function listTasks(db: Database, access: FamilyAccess, options: ListOptions = {}): Promise<Task[]> {
  const conditions = filterConditions(access, options.filters)
  if (options.kind) conditions.push(eq(tasks.kind, options.kind))
  const query = db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(...TASK_ORDERS[options.order ?? 'created'])
  if (options.limit === undefined) return query
  return query.limit(options.limit).offset(options.offset ?? 0)
}

/** How many tasks match the filters (for 'N tasks shown' and the pages of the list). */
export async function countTasks(db: Database, access: FamilyAccess, filters?: Partial<TaskFilters>): Promise<number> {
  const [row] = await db
    .select({ count: countOf() })
    .from(tasks)
    .where(and(...filterConditions(access, filters)))
  return row?.count ?? 0
}

export interface TaskSummary {
  total: number
  completed: number
  pendingLegal: number
  /** Pending legal tasks that are high priority or urgent. */
  urgentLegal: number
  genericInProgress: number
  genericTotal: number
}

/** The dashboard's figures, counted by the database rather than by loading every task. */
export async function summariseTasks(db: Database, access: FamilyAccess): Promise<TaskSummary> {
  const legal = sql`${tasks.kind} = 'legal-action'`
  const generic = sql`${tasks.kind} = 'generic'`
  return countFamilyTasks(db, access, {
    total: countOf(),
    completed: countOf(taskIsDone),
    pendingLegal: countOf(sql`${legal} and ${taskIsPending}`),
    urgentLegal: countOf(sql`${legal} and ${taskIsPending} and ${tasks.priority} in ('high', 'urgent')`),
    genericInProgress: countOf(sql`${generic} and ${tasks.status} = 'in-progress'`),
    genericTotal: countOf(generic),
  })
}

/** How far the family's plan has come: its tasks, those completed, and the whole percent completed. */
export interface TaskProgress {
  total: number
  completed: number
  percent: number
}

export async function taskProgress(db: Database, access: FamilyAccess): Promise<TaskProgress> {
  const counts = await countFamilyTasks(db, access, { total: countOf(), completed: countOf(taskIsDone) })
  return { ...counts, percent: percentCompleted(counts.completed, counts.total) }
}

/** One of the family's tasks by id, or null (also for an id that is not a uuid, or another family's task). */
export async function findTask(db: Database, access: FamilyAccess, taskId: string): Promise<Task | null> {
  if (!z.uuid().safeParse(taskId).success) return null
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.familyId, access.familyId)))
    .limit(1)
  return task ?? null
}

/** The next dated tasks still to do, soonest first. */
export async function upcomingTasks(db: Database, access: FamilyAccess, limit: number): Promise<Task[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.familyId, access.familyId), taskHasDueDate, taskIsPending))
    .orderBy(...TASK_ORDERS.due)
    .limit(limit)
}

export type DatedTask = Pick<Task, 'id' | 'title' | 'description' | 'steps' | 'dueDate' | 'status' | 'updatedAt'>

/**
 * Every task with a due date, soonest first, for the calendar export: only the columns an event needs, so a
 * family with 1,000 tasks is read quickly. Completed tasks only when asked for.
 */
export async function listDatedTasks(
  db: Database,
  access: FamilyAccess,
  options: { includeCompleted: boolean },
): Promise<DatedTask[]> {
  const conditions = [eq(tasks.familyId, access.familyId), taskHasDueDate]
  if (!options.includeCompleted) conditions.push(taskIsPending)
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      steps: tasks.steps,
      dueDate: tasks.dueDate,
      status: tasks.status,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(and(...conditions))
    .orderBy(...TASK_ORDERS.due)
}

/** A task the family adds itself: it starts not-started (docs/product.md) and is the family's from the start. */
export async function createTask(
  db: Database,
  access: FamilyAccess,
  fields: TaskFields,
  kind: 'custom' = 'custom',
): Promise<Task> {
  assertCan(access, 'edit-tasks')
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        ...fields,
        dueDate: fields.dueDate || null,
        dueDateFollowsRule: false,
        kind,
        familyId: access.familyId,
        createdBy: access.userId,
        changedByUserAt: sql`now()`,
      })
      .returning()
    if (!task) throw new Error('createTask: the insert returned no row')
    await recordActivity(tx, access, 'task_created', task.title)
    return task
  })
}

/**
 * Writes only the fields given: the edit form sends those the person changed, so two people editing the same
 * task at once each keep their own changes (the last write wins on a field both changed).
 */
export async function updateTask(
  db: Database,
  access: FamilyAccess,
  taskId: string,
  changes: Partial<TaskFields>,
): Promise<Task> {
  assertCan(access, 'edit-tasks')
  return db.transaction(async (tx) => {
    const { dueDate, ...rest } = changes
    const [task] = await tx
      .update(tasks)
      .set({
        ...rest,
        // A due date set by hand no longer follows the legal rule: a new date of death leaves it alone.
        ...(dueDate === undefined ? {} : { dueDate: dueDate || null, dueDateFollowsRule: false }),
        changedByUserAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tasks.id, taskId), eq(tasks.familyId, access.familyId)))
      .returning()
    if (!task) throw new TaskNotFoundError()
    await recordActivity(tx, access, 'task_updated', task.title)
    return task
  })
}

const STATUS_ACTIVITY: Record<TaskStatus, ActivityType> = {
  'not-started': 'task_status_changed',
  'in-progress': 'task_started',
  completed: 'task_completed',
  blocked: 'task_status_changed',
}

/** completed_at is the server's: now when completed, cleared otherwise (docs/product.md). */
export async function setTaskStatus(
  db: Database,
  access: FamilyAccess,
  taskId: string,
  status: TaskStatus,
): Promise<Task> {
  assertCan(access, 'edit-tasks')
  return db.transaction(async (tx) => {
    const [task] = await tx
      .update(tasks)
      .set({
        status,
        completedAt: status === 'completed' ? sql`coalesce(${tasks.completedAt}, now())` : null,
        changedByUserAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(tasks.id, taskId), eq(tasks.familyId, access.familyId)))
      .returning()
    if (!task) throw new TaskNotFoundError()
    await recordActivity(tx, access, STATUS_ACTIVITY[status], task.title, status)
    return task
  })
}

export async function deleteTask(db: Database, access: FamilyAccess, taskId: string): Promise<Task> {
  assertCan(access, 'edit-tasks')
  return db.transaction(async (tx) => {
    const [task] = await tx
      .delete(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.familyId, access.familyId)))
      .returning()
    if (!task) throw new TaskNotFoundError()
    await recordActivity(tx, access, 'task_deleted', task.title)
    return task
  })
}
