import { Link, useActionData, useLoaderData, useLocation, useNavigate } from 'react-router'
import { requireActiveFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import { Button } from '~/components/ui/button'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import {
  AddCustomTaskDialog,
  guidedDialogsReady,
  GuidedTaskDialog,
  GuidedTaskGroup,
} from '~/features/tasks/components/guided-tasks'
import {
  STATUS_CHANGED_WORDING,
  useTaskFeedback,
  type TaskToastWording,
} from '~/features/tasks/components/use-task-feedback'
import { loadTaskList } from '~/features/tasks/task-lists.server'
import { guidedListUrl } from '~/features/tasks/task-urls'
import { CUSTOM_GROUP, GUIDED_GROUPS, guidedGroupOf, type TaskRowView } from '~/features/tasks/task-view'
import { isDone } from '~/features/tasks/task-rules'
import { shownFromUrl, shownRows } from '~/lib/show-more'
import { assigneeNameOf } from '~/features/tasks/assignee-name'
import { TaskSortForm } from '~/features/tasks/components/task-filters'
import { withParts } from '~/lib/split-part'
import type { Route } from './+types/tasks'
import { action } from './dashboard.tasks'
import { isKeptAnswer, keepWhenNoSignal } from '~/lib/offline-changes'

export const meta: Route.MetaFunction = () => [{ title: 'Guided Tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requireActiveFamily(args, 'view')
  const url = new URL(args.request.url)
  // A task's dialog is in the address (`?task=`): the page sends that task's details, and the others' rows only.
  const [{ tasks, ...list }] = await Promise.all([
    loadTaskList(servicesFrom(args.context).db, family.access, url, {}, 'task'),
    guidedDialogsReady(url),
  ])
  // Each group counts all its tasks and sends the rows it shows (decision 083).
  const groups = [...GUIDED_GROUPS, CUSTOM_GROUP].map(({ key, title }) => {
    const inGroup = tasks.filter((task) => guidedGroupOf(task) === key)
    return { key, title, completed: inGroup.filter(isDone).length, ...shownRows(inGroup, shownFromUrl(url, key)) }
  })
  return { ...list, groups, canEdit: family.canEdit }
}

/** On a client navigation, a dialog's code arrives with the data of the address that opens it. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, guidedDialogsReady)

/** The task changes, as on every task screen (decision 060). */
export { action }

/** The page's changes, kept on the phone when their request fails for want of signal (decision 082). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepWhenNoSignal(request, serverAction)
}

const WORDING: TaskToastWording = (result) =>
  result.intent === 'create'
    ? { title: 'Task Added', description: `“${result.task?.title}” has been added to your tasks` }
    : STATUS_CHANGED_WORDING(result)

export default function GuidedTasksPage() {
  const { groups, opened, canEdit, sort, assignees, youId } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof clientAction>()
  const result = isKeptAnswer(answer) ? undefined : answer
  const location = useLocation()
  const navigate = useNavigate()
  useTaskFeedback(result, WORDING)

  const params = new URLSearchParams(location.search)
  const closeHref = guidedListUrl(location.search)
  const close = () => void navigate(closeHref, { replace: true, preventScrollReset: true })
  const selected = opened?.id === params.get('task') ? opened : null
  const addRefused = result?.intent === 'create' && !result.ok
  const adding = params.get('dialog') === 'add' || addRefused
  const assigneeOf = (task: TaskRowView) => assigneeNameOf(task.assigneeId, assignees, youId)

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Guided Tasks</h1>
        {canEdit && (
          <Button asChild>
            <Link to="?dialog=add" preventScrollReset>
              Add Custom Task
            </Link>
          </Button>
        )}
      </div>
      <TaskSortForm key={location.search} sort={sort} />
      <div className="grid gap-6 lg:grid-cols-3">
        {groups
          .filter((group) => group.key !== 'custom')
          .map((group) => (
            <GuidedTaskGroup key={group.key} group={group} search={location.search} assigneeOf={assigneeOf} />
          ))}
      </div>
      {groups
        .filter((group) => group.key === 'custom' && group.total > 0)
        .map((group) => (
          <GuidedTaskGroup key={group.key} group={group} search={location.search} assigneeOf={assigneeOf} />
        ))}

      {selected && <GuidedTaskDialog selected={selected} canEdit={canEdit} close={close} closeHref={closeHref} />}
      {canEdit && adding && (
        <AddCustomTaskDialog refused={addRefused ? result : undefined} close={close} closeHref={closeHref} />
      )}
    </Container>
  )
}
