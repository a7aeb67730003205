import type { TaskCategory, TaskPriority } from '~/content/schema'
import type { TaskKind, TaskStatus } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import { isDone, isLegal, isOverdue } from './task-rules'
import type { TaskIntent } from './tasks.schema'

export { isOverdue } from './task-rules'

/** A task as the pages receive it. */
export interface TaskView {
  id: string
  kind: TaskKind
  title: string
  description: string
  category: TaskCategory
  priority: TaskPriority
  status: TaskStatus
  region: string | null
  estimatedDuration: string
  dueDate: string | null
  steps: string[]
  contacts: string[]
  notes: string
  sourceUrl: string | null
  completedAt: string | null
  /** The member the task is assigned to, if anyone. */
  assigneeId: string | null
  /**
   * When the task last changed, on the task manager's rows: a change kept on the phone while offline sends it
   * back as the version it saw, so that the server can refuse it if someone changed the task since (decision
   * 080). Lists without it send their kept changes without a version, which the server applies unchecked.
   */
  updatedAt?: string
}

/**
 * A task in a long list's row: what the row shows (its title, status, due date and who it is for) and what the
 * list groups and counts it by. A family's plan runs to hundreds of tasks, and each one's description, steps,
 * contacts and notes would be page data for rows that are mostly never opened: a row's details come when it
 * opens (`TaskRowDetails`, from `/dashboard/tasks/:id/details`, or with the page when the address opens it).
 */
export type TaskRowView = Pick<TaskView, 'id' | 'kind' | 'title' | 'category' | 'status' | 'dueDate' | 'assigneeId'>

export function taskRowView({ id, kind, title, category, status, dueDate, assigneeId }: TaskView): TaskRowView {
  return { id, kind, title, category, status, dueDate, assigneeId }
}

/** A task's details as a row or dialog opens to them, with the name of its region (the legal screen says it). */
export type TaskDetailsView = TaskView & { regionName: string }

/**
 * A task in the dashboard's 'Needs doing first': what its line shows and no more. A family with hundreds of
 * overdue tasks lists them all there, and each task's description, steps and contacts would be page data the
 * dashboard never shows (decision 066).
 */
export type DeadlineTask = Pick<TaskView, 'id' | 'title' | 'category' | 'priority' | 'status' | 'dueDate' | 'sourceUrl'>

export function deadlineTask({ id, title, category, priority, status, dueDate, sourceUrl }: TaskView): DeadlineTask {
  return { id, title, category, priority, status, dueDate, sourceUrl }
}

/** A task under 'Deadlines coming up': its line, with the notes and source the line shows, and no more. */
export type UpcomingTask = DeadlineTask & Pick<TaskView, 'notes'>

export function upcomingTask(task: TaskView): UpcomingTask {
  return { ...deadlineTask(task), notes: task.notes }
}

/** Someone a task can be assigned to: a member who may work on tasks (Member or Admin). */
export interface AssigneeOption {
  id: string
  name: string
}

/**
 * The counts every view shows of a set of tasks (docs/product.md, 'Tasks', Counts): all of them, those completed,
 * those still to do (pending: any status but completed), those in progress, and those overdue.
 */
export interface TaskCounts {
  total: number
  completed: number
  pending: number
  inProgress: number
  overdue: number
}

/** The plan's counts: every task, the legal ones, the everyday ones, and the legal ones still to do that are urgent. */
export interface PlanCounts {
  all: TaskCounts
  legal: TaskCounts
  everyday: TaskCounts
  /** Legal tasks still to do that are high priority or urgent. */
  urgentLegal: number
}

/** The same counts of tasks already loaded, by the same rules as the database's (`countPlanTasks`). */
export function countTaskViews(tasks: ReadonlyArray<Pick<TaskView, 'status' | 'dueDate'>>, today: string): TaskCounts {
  const completed = tasks.filter(isDone).length
  return {
    total: tasks.length,
    completed,
    pending: tasks.length - completed,
    inProgress: tasks.filter((task) => task.status === 'in-progress').length,
    overdue: tasks.filter((task) => isOverdue(task, today)).length,
  }
}

/** docs/product.md: completed / total × 100, rounded. */
export function percentCompletedOf(tasks: ReadonlyArray<Pick<TaskView, 'status'>>): number {
  return percentCompleted(tasks.filter(isDone).length, tasks.length)
}

/**
 * The same from counts: completed / total × 100, rounded (the dashboard's figures come counted from the
 * database). In-progress tasks count for nothing here; only the legal screen's `legalProgressPercent` counts
 * them as half.
 */
export function percentCompleted(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100)
}

/** docs/product.md, legal tasks: (completed + 0.5 × in progress) / total × 100, rounded. */
export function legalProgressPercent(tasks: ReadonlyArray<Pick<TaskView, 'status'>>): number {
  if (tasks.length === 0) return 0
  const completed = tasks.filter(isDone).length
  const inProgress = tasks.filter((task) => task.status === 'in-progress').length
  return Math.round(((completed + 0.5 * inProgress) / tasks.length) * 100)
}

/**
 * The guided screen's three groups (docs/product.md): every legal task (`isLegal`, the legal screen's own), then
 * the rest by category. Other tasks the family added themselves are shown in 'Custom Tasks' instead.
 */
export const GUIDED_GROUPS = [
  { key: 'legal', title: 'Legal Tasks', categories: [] },
  { key: 'funeral', title: 'Funeral Planning', categories: ['funeral'] },
  { key: 'estate', title: 'Estate Management', categories: ['estate', 'financial', 'personal', 'general'] },
] as const satisfies ReadonlyArray<{ key: string; title: string; categories: readonly TaskCategory[] }>

export type GuidedGroupKey = (typeof GUIDED_GROUPS)[number]['key'] | 'custom'

/** The family's own tasks, shown below the three groups once there is one. */
export const CUSTOM_GROUP = { key: 'custom', title: 'Custom Tasks' } as const

/** Which of the guided screen's groups a task is in. */
export function guidedGroupOf(task: Pick<TaskView, 'kind' | 'category'>): GuidedGroupKey {
  if (isLegal(task)) return 'legal'
  if (task.kind === 'custom') return 'custom'
  return GUIDED_GROUPS.find((group) => (group.categories as readonly string[]).includes(task.category))?.key ?? 'estate'
}

/** The legal-task button's cycle (docs/product.md): Not Started → In Progress → Completed → Not Started. */
export function nextLegalStatus(status: TaskStatus): { next: TaskStatus; label: string } {
  switch (status) {
    case 'not-started':
    case 'blocked':
      return { next: 'in-progress', label: 'Start Task' }
    case 'in-progress':
      return { next: 'completed', label: 'Mark Complete' }
    case 'completed':
      return { next: 'not-started', label: 'Reset Task' }
  }
}

/** What every task screen's action answers; each screen words its own toast from it (docs/product.md). */
export interface TaskActionResult {
  intent: TaskIntent
  ok: boolean
  /** The task's id and title after the change (for 'Task Added' / '"{title}" has been added'). */
  task?: { id: string; title: string; status: string }
  fieldErrors?: FieldErrors
  /** For refusals: why, in a sentence. */
  message?: string
  /** The fields sent, shown back in the form after a refusal. */
  values?: Record<string, unknown>
}
