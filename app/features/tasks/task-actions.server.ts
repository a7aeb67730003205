import { data } from 'react-router'
import { z } from 'zod'
import type { AfterwordLoadContext } from '~/load-context'
import { servicesFrom } from '~/load-context'
import { parseForm } from '~/lib/forms'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { findActiveFamilyAccess } from '~/features/family/index.server'
import { createTask, deleteTask, setTaskStatus, TaskNotFoundError, updateTask } from './task-service.server'
import { AssigneeError, assignTask, notifyAssignee } from './task-assignment.server'
import type { TaskActionResult } from './task-view'
import {
  StatusSchema,
  TASK_INTENTS,
  TASK_LIST_FIELDS,
  TaskFieldsSchema,
  type TaskFields,
  type TaskIntent,
} from './tasks.schema'
import { readForm } from '~/lib/forms.server'
import { Refusal } from '~/lib/refusal'

const FAILURE: Record<TaskIntent, string> = {
  create: 'Failed to create task',
  update: 'Failed to update task',
  'set-status': 'Failed to update task',
  delete: 'Failed to delete task',
  assign: 'Failed to assign task',
}

/** The fields the person changed: those that differ from the values the form was opened with. */
function changedFields(sent: TaskFields, initialJson: FormDataEntryValue | null): Partial<TaskFields> {
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

/**
 * The one action behind every task screen: create, edit, change status, delete, for the signed-in person's
 * family, checked by the permission module. Each screen's route exports it as its own action, so every
 * mutation is a plain form post that also works without JavaScript.
 */
export async function taskAction({ request, context }: { request: Request; context: AfterwordLoadContext }) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const form = await readForm(request)
  const intent = TASK_INTENTS.find((candidate) => candidate === form.get('intent'))
  if (!intent) return data<TaskActionResult>({ intent: 'update', ok: false, message: 'Unknown action.' }, 400)
  const refuse = (status: number, extra: Partial<TaskActionResult> = {}) =>
    data<TaskActionResult>({ intent, ok: false, message: FAILURE[intent], ...extra }, status)
  const done = (task: { id: string; title: string; status: string }) =>
    data<TaskActionResult>({ intent, ok: true, task: { id: task.id, title: task.title, status: task.status } })

  try {
    const access = await findActiveFamilyAccess(services.db, user.id, 'edit-tasks')
    if (!access) return refuse(404, { message: 'Set up your plan first.' })
    // A malformed id is not a task of this family either: 'not found', like any other.
    const id = z.uuid().safeParse(form.get('taskId'))
    const taskId = id.success ? id.data : '00000000-0000-0000-0000-000000000000'

    switch (intent) {
      case 'create': {
        const parsed = parseForm(TaskFieldsSchema, form, TASK_LIST_FIELDS)
        if (!parsed.success) return refuse(400, { fieldErrors: parsed.fieldErrors, values: Object.fromEntries(form) })
        const task = await createTask(services.db, access, parsed.data)
        return done(task)
      }
      case 'update': {
        const parsed = parseForm(TaskFieldsSchema, form, TASK_LIST_FIELDS)
        if (!parsed.success) return refuse(400, { fieldErrors: parsed.fieldErrors, values: Object.fromEntries(form) })
        const task = await updateTask(services.db, access, taskId, changedFields(parsed.data, form.get('initial')))
        return done(task)
      }
      case 'set-status': {
        const status = StatusSchema.safeParse(form.get('status'))
        if (!status.success) return refuse(400, { fieldErrors: { status: status.error.issues[0]?.message } })
        const task = await setTaskStatus(services.db, access, taskId, status.data)
        return done(task)
      }
      case 'delete': {
        const task = await deleteTask(services.db, access, taskId)
        return done(task)
      }
      case 'assign': {
        const chosen = form.get('assigneeId')
        const assignment = await assignTask(
          services.db,
          access,
          taskId,
          typeof chosen === 'string' && chosen ? chosen : null,
        )
        await notifyAssignee(
          { mailer: services.mailer, publicUrl: services.settings.publicUrl, logger: context.logger },
          user,
          assignment,
        )
        return done(assignment.task)
      }
    }
  } catch (error) {
    if (error instanceof TaskNotFoundError) return refuse(404, { message: `${FAILURE[intent]}: ${error.message}` })
    if (error instanceof AssigneeError) return refuse(400, { message: error.message })
    if (error instanceof Refusal) return refuse(error.status, { message: error.message })
    throw error
  }
}
