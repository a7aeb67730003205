import type { TaskCategory, TaskPriority } from '~/content/schema'
import type { TaskKind, TaskStatus } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import { isDone } from './task-rules'
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
}

/** Someone a task can be assigned to: a member who may work on tasks (Member or Admin). */
export interface AssigneeOption {
  id: string
  name: string
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
 * The guided screen's three groups (docs/product.md), by task category. Tasks the
 * family added themselves are shown in 'Custom Tasks' instead.
 */
export const GUIDED_GROUPS = [
  { key: 'legal', title: 'Legal Tasks', categories: ['legal', 'government'] },
  { key: 'funeral', title: 'Funeral Planning', categories: ['funeral'] },
  { key: 'estate', title: 'Estate Management', categories: ['estate', 'financial', 'personal', 'general'] },
] as const satisfies ReadonlyArray<{ key: string; title: string; categories: readonly TaskCategory[] }>

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
