import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { containsPattern, type Database } from '~/lib/db.server'
import type { ActivityType, TaskStatus } from '~db/schema/vocabulary'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { tasks } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import {
  countFamilyTasks,
  countOf,
  taskHasDueDate,
  taskIsDone,
  taskIsEveryday,
  taskIsLegal,
  taskIsOverdue,
  taskIsPending,
} from './task-rules.server'
import type { TaskFields, TaskFilters, TaskSort } from './tasks.schema'
import { percentCompleted, type PlanCounts, type TaskCounts } from './task-view'
import { todayIn } from '~/lib/calendar'
import { Refusal } from '~/lib/refusal'

/**
 * The family's tasks: list, create, edit, change status, delete. Every function takes the access the
 * permission module granted and never leaves that family: a task id of another family is 'not found'.
 */

export type Task = typeof tasks.$inferSelect

/** A task that is not the family's, or not there any more: a 404 Refusal the task action words for its form. */
export class TaskNotFoundError extends Refusal {
  static override readonly kind: string = 'TaskNotFoundError'

  constructor() {
    super(404, 'This task was not found. It may have been deleted.')
  }
}

export type TaskOrder = 'created' | 'due' | 'priority' | 'needs' | 'title' | 'category'

const PRIORITY_RANK = sql`case ${tasks.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`

/**
 * What needs doing first (docs/product.md, 'Tasks', Order): the tasks still to do by due date, so the overdue
 * ones (due before today) lead, then the undated ones, then the completed ones.
 */
const NEEDS_DOING_FIRST = [
  sql`(${taskIsDone}) asc`,
  sql`${tasks.dueDate} asc nulls last`,
  desc(PRIORITY_RANK),
  sql`${tasks.sort} asc`,
]

/**
 * docs/product.md: created_at desc (newest), due_date asc nulls last (timeline), priority desc, and the task
 * lists' choices: what needs doing first, title, category.
 */
export const TASK_ORDERS: Record<TaskOrder, SQL[]> = {
  created: [desc(tasks.createdAt), sql`${tasks.sort} asc`],
  due: [sql`${tasks.dueDate} asc nulls last`, desc(PRIORITY_RANK), sql`${tasks.sort} asc`],
  priority: [desc(PRIORITY_RANK), sql`${tasks.dueDate} asc nulls last`, sql`${tasks.sort} asc`],
  needs: NEEDS_DOING_FIRST,
  title: [sql`lower(${tasks.title}) asc`, sql`${tasks.sort} asc`],
  category: [sql`${tasks.category} asc`, ...NEEDS_DOING_FIRST],
}

/** The order of each `?sort=` a task list offers. */
export const SORT_ORDERS: Record<TaskSort, TaskOrder> = {
  needs: 'needs',
  newest: 'created',
  priority: 'priority',
  title: 'title',
  category: 'category',
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
  /** Only the legal tasks (`taskIsLegal`), whichever kind they are. */
  legal?: boolean
  /** A page of the list; the whole list when absent. */
  limit?: number
  offset?: number
}

export async function listTasks(db: Database, access: FamilyAccess, options: ListOptions = {}): Promise<Task[]> {
  const conditions = filterConditions(access, options.filters)
  if (options.kind) conditions.push(eq(tasks.kind, options.kind))
  if (options.legal) conditions.push(taskIsLegal)
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

/** The five counts of `TaskCounts` over the tasks `scope` picks (all of them without one), for one query. */
function countsOf(today: string, scope?: SQL): Record<keyof TaskCounts, SQL<number>> {
  const within = (condition: SQL) => countOf(scope ? sql`${scope} and ${condition}` : condition)
  return {
    total: countOf(scope),
    completed: within(taskIsDone),
    pending: within(taskIsPending),
    inProgress: within(sql`${tasks.status} = 'in-progress'`),
    overdue: within(taskIsOverdue(today)),
  }
}

/**
 * The plan's counts (docs/product.md, 'Tasks', Counts), counted by the database rather than by loading every task:
 * every view that shows a count of the plan's tasks takes it from here, or from `countTaskViews` over the same
 * tasks. `today` is the reader's ('YYYY-MM-DD'), for 'overdue'.
 */
export async function countPlanTasks(db: Database, access: FamilyAccess, today: string): Promise<PlanCounts> {
  const flat = <Prefix extends string>(prefix: Prefix, counts: Record<keyof TaskCounts, SQL<number>>) =>
    Object.fromEntries(Object.entries(counts).map(([name, count]) => [`${prefix}.${name}`, count])) as Record<
      `${Prefix}.${keyof TaskCounts}`,
      SQL<number>
    >
  const row = await countFamilyTasks(db, access, {
    ...flat('all', countsOf(today)),
    ...flat('legal', countsOf(today, taskIsLegal)),
    ...flat('everyday', countsOf(today, taskIsEveryday)),
    urgentLegal: countOf(sql`${taskIsLegal} and ${taskIsPending} and ${tasks.priority} in ('high', 'urgent')`),
  })
  const unflat = (prefix: 'all' | 'legal' | 'everyday'): TaskCounts => ({
    total: row[`${prefix}.total`],
    completed: row[`${prefix}.completed`],
    pending: row[`${prefix}.pending`],
    inProgress: row[`${prefix}.inProgress`],
    overdue: row[`${prefix}.overdue`],
  })
  return { all: unflat('all'), legal: unflat('legal'), everyday: unflat('everyday'), urgentLegal: row.urgentLegal }
}

/** How far the family's plan has come: its tasks, those completed, and the whole percent completed. */
export interface TaskProgress {
  total: number
  completed: number
  percent: number
}

/** The family page's progress, from the plan's counts (overdue is not shown there, so any day will do). */
export async function taskProgress(db: Database, access: FamilyAccess): Promise<TaskProgress> {
  const { all } = await countPlanTasks(db, access, todayIn('UTC'))
  return { total: all.total, completed: all.completed, percent: percentCompleted(all.completed, all.total) }
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
export async function upcomingTasks(
  db: Database,
  access: FamilyAccess,
  limit: number,
  /** Only tasks due after this day ('YYYY-MM-DD'): what comes after 'Needs doing first'. */
  after?: string,
): Promise<Task[]> {
  const conditions = [eq(tasks.familyId, access.familyId), taskHasDueDate, taskIsPending]
  if (after) conditions.push(sql`${tasks.dueDate} > ${after}`)
  return db
    .select()
    .from(tasks)
    .where(and(...conditions))
    .orderBy(...TASK_ORDERS.due)
    .limit(limit)
}

/**
 * Every task still to do that is overdue or due by `lastDay` ('YYYY-MM-DD'), soonest first: the dashboard's
 * 'Needs doing first', shown to every family, free or Premium (docs/product.md, 'Tasks', Needs doing first).
 */
export async function tasksDueBy(db: Database, access: FamilyAccess, lastDay: string): Promise<Task[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.familyId, access.familyId), taskIsPending, sql`${tasks.dueDate} <= ${lastDay}`))
    .orderBy(...TASK_ORDERS.due)
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
        changedBy: access.userId,
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
        changedBy: access.userId,
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
        changedBy: access.userId,
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
