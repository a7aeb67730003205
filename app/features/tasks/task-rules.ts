import type { TaskStatus } from '~db/schema/vocabulary'

/**
 * When a task counts as done or overdue, for the pages. The database asks the same questions through the SQL
 * fragments in `task-rules.server.ts`; keep the two in step.
 */

/**
 * Done: its status is 'completed'. Every other status (not started, in progress, blocked) is still to do. Takes
 * any string, as rows read with a narrower column list (the calendar's) carry the status untyped.
 */
export function isDone(task: { status: string }): boolean {
  return task.status === 'completed'
}

/** Overdue: a due date before today (the reader's today, 'YYYY-MM-DD') and not done. */
export function isOverdue(task: { dueDate: string | null; status: TaskStatus }, today: string): boolean {
  return task.dueDate !== null && task.dueDate < today && !isDone(task)
}

/** The categories that make any task legal, whichever list it came from (docs/product.md, 'Tasks'). */
const LEGAL_CATEGORIES: readonly string[] = ['legal', 'government']

/**
 * Legal: a region's legal action, or any task in the legal or government category (registering the death is a
 * checklist task in 'government', and is legal). The legal screen, the guided screen's 'Legal Tasks' and the
 * dashboard's legal figures all ask this.
 */
export function isLegal(task: { kind: string; category: string }): boolean {
  return task.kind === 'legal-action' || LEGAL_CATEGORIES.includes(task.category)
}
