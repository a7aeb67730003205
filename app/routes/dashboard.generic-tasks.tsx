import { useLoaderData, useLocation } from 'react-router'
import { requireActiveFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { assigneeNameOf } from '~/features/tasks/assignee-name'
import { TaskSortForm } from '~/features/tasks/components/task-filters'
import { TaskRow } from '~/features/tasks/components/task-row'
import { DETAILS_LOADING, TaskRowDetails, whenRowOpen } from '~/features/tasks/components/task-row-details'
import { splitPart, withParts } from '~/lib/split-part'
import { loadTaskList } from '~/features/tasks/task-lists.server'
import { isDone } from '~/features/tasks'
import { percentCompletedOf } from '~/features/tasks/task-view'
import type { Route } from './+types/dashboard.generic-tasks'
import { keepWhenNoSignal } from '~/lib/offline-changes'

// An open row's controls: fetched when a row first opens (docs/decisions/088).
const panel = splitPart(
  () => import('~/features/tasks/components/task-row-panels').then((part) => part.GenericTaskPanel),
  { fallback: DETAILS_LOADING },
)

/** A client navigation to an address with a row open: the row's code with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, whenRowOpen(panel))

export const meta: Route.MetaFunction = () => [{ title: 'Everyday tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requireActiveFamily(args, 'view')
  const list = await loadTaskList(servicesFrom(args.context).db, family.access, new URL(args.request.url), {
    kind: 'generic',
  })
  return { ...list, canEdit: family.canEdit }
}

/** The task changes, as on every task screen (decision 060). */
export { action } from './dashboard.tasks'

/** The page's changes, kept on the phone when their request fails for want of signal (decision 082). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepWhenNoSignal(request, serverAction)
}

/** The seven generic tasks in docs/product.md, as rows that open to their steps and status, and progress. */
export default function GenericTasksPage() {
  const { tasks, opened, canEdit, sort, assignees, youId } = useLoaderData<typeof loader>()
  const location = useLocation()
  const completed = tasks.filter(isDone).length
  const percent = percentCompletedOf(tasks)
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div>
        <h1 className="text-3xl font-semibold">Everyday tasks</h1>
        <p className="mt-1 text-muted-foreground">
          The practical things that need sorting out wherever the person lived: accounts, subscriptions, insurance,
          belongings, papers and memories.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p id="generic-progress">
          {completed} of {tasks.length} tasks completed ({percent}%)
        </p>
        <ProgressBar value={percent} labelledBy="generic-progress" />
      </div>
      <TaskSortForm key={location.search} sort={sort} />
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} assignee={assigneeNameOf(task.assigneeId, assignees, youId)}>
              <TaskRowDetails taskId={task.id} opened={opened}>
                {(details) => <panel.Part task={task} details={details} canEdit={canEdit} />}
              </TaskRowDetails>
            </TaskRow>
          ))}
        </ul>
      )}
    </Container>
  )
}
