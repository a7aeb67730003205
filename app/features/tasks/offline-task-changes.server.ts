import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { changedSince, whoAndWhen, type ReaderClock } from '~/lib/kept-changes.server'
import { Refusal } from '~/lib/refusal'
import { changedFields } from './task-changes.server'
import { findTask, type Task } from './task-service.server'
import { STATUS_LABELS } from './task-labels'
import { StatusSchema, TASK_LIST_FIELDS, TaskFieldsSchema, type TaskFields } from './tasks.schema'
import { parseForm } from '~/lib/forms'

/** The task changes a phone may keep while offline and send later (decision 080). */
export const OFFLINE_TASK_INTENTS = ['set-status', 'update'] as const
export type OfflineTaskIntent = (typeof OFFLINE_TASK_INTENTS)[number]

/** The task's own value of a field, as the edit form would send it (no due date is '', like the form's). */
function currentValue(task: Task, field: keyof TaskFields): unknown {
  if (field === 'dueDate') return task.dueDate ?? ''
  if (field === 'estimatedDuration') return task.estimatedDuration ?? ''
  return task[field]
}

/** Does the task already say what the kept change asks for? Then sending it again changes nothing. */
function alreadyApplied(task: Task, intent: OfflineTaskIntent, form: FormData): boolean {
  if (intent === 'set-status') {
    const status = StatusSchema.safeParse(form.get('status'))
    return status.success && task.status === status.data
  }
  const parsed = parseForm(TaskFieldsSchema, form, TASK_LIST_FIELDS)
  if (!parsed.success) return false
  const changes = changedFields(parsed.data, form.get('initial'))
  return Object.entries(changes).every(
    ([field, value]) => JSON.stringify(currentValue(task, field as keyof TaskFields)) === JSON.stringify(value),
  )
}

/**
 * Before a task change kept on a phone is applied: 'already' when the task already says what it asks (it is
 * answered as done, and nothing is written, so the activity feed does not show it twice); a Refusal (409) when
 * someone changed the task after the version the phone saw (`seen`, the task's `updatedAt` when the page was
 * loaded), saying who and when, so that a change made hours ago offline does not silently undo a newer one;
 * else 'apply'. A task that is not there is left to the change itself, which answers 'not found'.
 */
export async function checkKeptTaskChange(
  db: Database,
  access: FamilyAccess,
  intent: OfflineTaskIntent,
  form: FormData,
  clock: ReaderClock,
): Promise<'apply' | 'already'> {
  const taskId = form.get('taskId')
  const task = typeof taskId === 'string' ? await findTask(db, access, taskId) : null
  if (!task) return 'apply'
  if (alreadyApplied(task, intent, form)) return 'already'
  if (!changedSince(task.updatedAt, form.get('seen'))) return 'apply'
  const { who, when } = await whoAndWhen(db, access, task, clock)
  throw new Refusal(
    409,
    `${who} changed “${task.title}” on ${when}, after this phone saved your change. Your change was not sent, ` +
      `so nothing was overwritten: the task now says ${STATUS_LABELS[task.status as keyof typeof STATUS_LABELS]}. ` +
      'Make your change again if it is still needed.',
  )
}
