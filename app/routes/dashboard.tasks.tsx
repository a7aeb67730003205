import { data } from 'react-router'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { changeTask, taskChangeServices, taskIntentOf } from '~/features/tasks/task-changes.server'
import type { TaskActionResult } from '~/features/tasks/task-view'
import { readForm } from '~/lib/forms.server'
import { answerRefusal } from '~/lib/refusal'
import { servicesFrom, type RouteArgs } from '~/load-context'
import { loadTaskManager } from '~/features/tasks/task-manager.server'
import { assigneeOptions } from '~/features/tasks/task-assignment.server'
import { findActiveFamilyAccess, requireActiveFamily } from '~/features/family/index.server'
import { TaskManagerPage } from '~/features/tasks/components/task-manager-page'
import { taskManagerDialogsReady } from '~/features/tasks/components/task-manager-dialogs-when-open'
import { taskCardPanelReady } from '~/features/tasks/components/task-card'
import { withParts } from '~/lib/split-part'
import type { Route } from './+types/dashboard.tasks'
import { isKeptAnswer, keepWhenNoSignal } from '~/lib/offline-changes'

export const meta: Route.MetaFunction = () => [{ title: 'Task Manager — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  const url = new URL(args.request.url)
  const [page, assignees] = await Promise.all([
    loadTaskManager(db, family.access, url),
    assigneeOptions(db, family.access),
    taskManagerDialogsReady(url),
  ])
  return { ...page, canEdit: family.canEdit, assignees, youId: family.access.userId }
}

/** On a client navigation, a dialog's code arrives with the data of the address that opens it. */
export const clientLoader = (args: Route.ClientLoaderArgs) =>
  withParts(args, taskManagerDialogsReady, taskCardPanelReady)

/**
 * The task changes of every task screen: create, edit, change status, assign, delete. The guided, everyday and
 * legal screens export this same action (decision 060), so it takes the arguments every route's action has.
 */
export async function action(args: RouteArgs) {
  const services = servicesFrom(args.context)
  const user = await requireSignedInUser(args.request, services)
  const form = await readForm(args.request)
  const intent = taskIntentOf(form)
  if (!intent) return data<TaskActionResult>({ intent: 'update', ok: false, message: 'Unknown action.' }, 400)
  try {
    const access = await findActiveFamilyAccess(services.db, user.id, 'edit-tasks')
    const result = await changeTask(taskChangeServices(args.context), user, access, intent, form)
    return data(result, result.ok ? 200 : 400)
  } catch (error) {
    return answerRefusal(error, 'action', { intent })
  }
}

/** The page's changes, kept on the phone when their request fails for want of signal (decision 082). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepWhenNoSignal(request, serverAction)
}

export default function TaskManagerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TaskManagerPage page={loaderData} result={isKeptAnswer(actionData) ? undefined : actionData} />
}
