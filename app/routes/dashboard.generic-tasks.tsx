import { useLoaderData } from 'react-router'
import { requireActiveFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { TaskBadges } from '~/features/tasks/components/task-badges'
import { TaskDetails } from '~/features/tasks/components/task-details'
import { TaskStatusSelect } from '~/features/tasks/components/task-status-select'
import { familyTaskViews } from '~/features/tasks/task-lists.server'
import { isDone } from '~/features/tasks'
import { percentCompletedOf } from '~/features/tasks/task-view'
import type { Route } from './+types/dashboard.generic-tasks'

export const meta: Route.MetaFunction = () => [{ title: 'Everyday tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requireActiveFamily(args, 'view')
  const tasks = await familyTaskViews(servicesFrom(args.context).db, family.access, {
    order: 'priority',
    kind: 'generic',
  })
  return { tasks, canEdit: family.canEdit }
}

/** The task changes, as on every task screen (decision 060). */
export { action } from './dashboard.tasks'

/** The seven generic tasks in docs/product.md, with their steps, status and progress. */
export default function GenericTasksPage() {
  const { tasks, canEdit } = useLoaderData<typeof loader>()
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
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {tasks.map((task) => (
            <li key={task.id}>
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
                  <div className="flex flex-col gap-2">
                    <CardTitle as="h2">{task.title}</CardTitle>
                    <TaskBadges task={task} />
                  </div>
                  <TaskStatusSelect task={task} disabled={!canEdit} />
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  <p className="text-muted-foreground">{task.description}</p>
                  <TaskDetails task={task} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
