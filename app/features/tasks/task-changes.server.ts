import { z } from 'zod'
import type { Logger } from 'pino'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import type { Database } from '~/lib/db.server'
import type { Mailer } from '~/lib/mail.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { parseForm } from '~/lib/forms'
import { createTask, deleteTask, setTaskStatus, TaskNotFoundError, updateTask } from './task-service.server'
import { assignTask, notifyAssignee } from './task-assignment.server'
import type { TaskActionResult } from './task-view'
import {
  StatusSchema,
  TASK_INTENTS,
  TASK_LIST_FIELDS,
  TaskFieldsSchema,
  type TaskFields,
  type TaskIntent,
} from './tasks.schema'
import { Refusal } from '~/lib/refusal'

const FAILURE: Record<TaskIntent, string> = {
  create: 'Failed to create task',
  update: 'Failed to update task',
  'set-status': 'Failed to update task',
  delete: 'Failed to delete task',
  assign: 'Failed to assign task',
}

/** The fields the person changed: those that differ from the values the form was opened with. */
export function changedFields(sent: TaskFields, initialJson: FormDataEntryValue | null): Partial<TaskFields> {
  if (typeof initialJson !== 'string') return sent
  let initial: unknown
  try {
    initial = JSON.parse(initialJson)
  } catch {
    return sent
  }
  const parsed = TaskFieldsSchema.partial().safeParse(initial)
  if (!parsed.success) return sent
  const changes: Partial<TaskFields> = {}
  for (const key of Object.keys(sent) as Array<keyof TaskFields>) {
    if (JSON.stringify(sent[key]) !== JSON.stringify(parsed.data[key])) {
      Object.assign(changes, { [key]: sent[key] })
    }
  }
  return changes
}

/** The intent a task form posted, or undefined for one no task screen has. */
export function taskIntentOf(form: FormData): TaskIntent | undefined {
  return TASK_INTENTS.find((candidate) => candidate === form.get('intent'))
}

/** What a task change needs beyond the database: the assignee's e-mail. */
export interface TaskChangeServices {
  db: Database
  mailer: Mailer
  publicUrl: string
  logger: Logger
}

/** The task changes' services from the load context. */
export function taskChangeServices(context: AfterwordLoadContext): TaskChangeServices {
  const services = servicesFrom(context)
  return { db: services.db, mailer: services.mailer, publicUrl: services.settings.publicUrl, logger: context.logger }
}

/**
 * The one set of changes behind every task screen: create, edit, change status, assign, delete, in the person's
 * family (null before onboarding), checked by the permission module. A form that does not pass is answered with
 * its field messages; a task that is not the family's, an assignee who is not in it, or a role that may not is a
 * Refusal, and nothing changes.
 */
export async function changeTask(
  services: TaskChangeServices,
  user: { id: string; fullName: string | null },
  access: FamilyAccess | null,
  intent: TaskIntent,
  form: FormData,
): Promise<TaskActionResult> {
  if (!access) throw new Refusal(404, 'Set up your plan first.')
  const { db } = services
  const refused = (extra: Partial<TaskActionResult>): TaskActionResult => ({
    intent,
    ok: false,
    message: FAILURE[intent],
    ...extra,
  })
  const done = (task: { id: string; title: string; status: string }): TaskActionResult => ({
    intent,
    ok: true,
    task: { id: task.id, title: task.title, status: task.status },
  })
  // A malformed id is not a task of this family either: 'not found', like any other.
  const id = z.uuid().safeParse(form.get('taskId'))
  const taskId = id.success ? id.data : '00000000-0000-0000-0000-000000000000'

  try {
    switch (intent) {
      case 'create': {
        const parsed = parseForm(TaskFieldsSchema, form, TASK_LIST_FIELDS)
        if (!parsed.success) return refused({ fieldErrors: parsed.fieldErrors, values: Object.fromEntries(form) })
        return done(await createTask(db, access, parsed.data))
      }
      case 'update': {
        const parsed = parseForm(TaskFieldsSchema, form, TASK_LIST_FIELDS)
        if (!parsed.success) return refused({ fieldErrors: parsed.fieldErrors, values: Object.fromEntries(form) })
        return done(await updateTask(db, access, taskId, changedFields(parsed.data, form.get('initial'))))
      }
      case 'set-status': {
        const status = StatusSchema.safeParse(form.get('status'))
        if (!status.success) return refused({ fieldErrors: { status: status.error.issues[0]?.message } })
        return done(await setTaskStatus(db, access, taskId, status.data))
      }
      case 'delete':
        return done(await deleteTask(db, access, taskId))
      case 'assign': {
        const chosen = form.get('assigneeId')
        const assignment = await assignTask(db, access, taskId, typeof chosen === 'string' && chosen ? chosen : null)
        await notifyAssignee(services, user, assignment)
        return done(assignment.task)
      }
    }
  } catch (error) {
    if (error instanceof TaskNotFoundError) throw new Refusal(404, `${FAILURE[intent]}: ${error.message}`)
    throw error
  }
}
