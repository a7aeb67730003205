import { Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { Dialog } from '~/components/ui/dialog'
import { ProgressBar } from '~/components/ui/progress-bar'
import { DeleteTaskForm } from '~/features/tasks/components/delete-task-form'
import { TaskCard } from '~/features/tasks/components/task-card'
import { TaskFilters } from '~/features/tasks/components/task-filters'
import { TaskFormDialog } from '~/features/tasks/components/task-form-dialog'
import { useTaskFeedback, type TaskToastWording } from '~/features/tasks/components/use-task-feedback'
import { TaskPages } from '~/features/tasks/components/task-pages'
import { taskAction } from '~/features/tasks/task-actions.server'
import { loadTaskManager } from '~/features/tasks/task-manager.server'
import { assigneeOptions } from '~/features/tasks/task-assignment.server'
import { isDone } from '~/features/tasks'
import { taskManagerUrl } from '~/features/tasks/task-urls'
import { requireActiveFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.tasks'

export const meta: Route.MetaFunction = () => [{ title: 'Task Manager — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  const [page, assignees] = await Promise.all([
    loadTaskManager(db, family.access, new URL(args.request.url)),
    assigneeOptions(db, family.access),
  ])
  return { ...page, canEdit: family.canEdit, assignees, youId: family.access.userId }
}

export const action = taskAction

const WORDING: TaskToastWording = (result) => {
  switch (result.intent) {
    case 'create':
      return { title: 'Success', description: 'Task created successfully' }
    case 'delete':
      return { title: 'Success', description: 'Task deleted successfully' }
    case 'update':
      return { title: 'Success', description: 'Task updated' }
    default:
      return { title: 'Success', description: result.task && isDone(result.task) ? 'Task completed' : 'Task updated' }
  }
}

export default function TaskManagerPage() {
  const {
    filters,
    canEdit,
    total,
    completed,
    percent,
    matching,
    page,
    pages,
    tasks,
    otherDialogTask,
    assignees,
    youId,
  } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useNavigation()
  useTaskFeedback(result, WORDING)

  const params = new URLSearchParams(location.search)
  const closeUrl = taskManagerUrl(location.search, null)
  const close = () => void navigate(closeUrl, { replace: true, preventScrollReset: true })
  const refused = result && !result.ok && result.fieldErrors ? result : undefined
  const dialog = refused ? (refused.intent === 'create' ? 'create' : 'edit') : params.get('dialog')
  const dialogTaskId = refused ? String(refused.values?.taskId ?? '') : params.get('task')
  const dialogTask =
    tasks.find((task) => task.id === dialogTaskId) ??
    (otherDialogTask?.id === dialogTaskId ? otherDialogTask : undefined)
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Task Manager</h1>
        {canEdit && (
          <Button asChild>
            <Link to={taskManagerUrl(location.search, { dialog: 'create' })} preventScrollReset>
              Add Task
            </Link>
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p id="tasks-progress">
          {completed} of {total} tasks completed ({percent}%)
        </p>
        <ProgressBar value={percent} labelledBy="tasks-progress" />
      </div>
      <TaskFilters key={location.search} filters={filters} />
      <div aria-live="polite" className="min-h-6 text-muted-foreground">
        {loading
          ? 'Loading tasks...'
          : `${matching} ${matching === 1 ? 'task' : 'tasks'} found${pages > 1 ? `, page ${page} of ${pages}` : ''}`}
      </div>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              canEdit={canEdit}
              assignees={assignees}
              youId={youId}
              editHref={taskManagerUrl(location.search, { dialog: 'edit', task: task.id })}
              deleteHref={taskManagerUrl(location.search, { dialog: 'delete', task: task.id })}
            />
          ))}
        </ul>
      )}
      <TaskPages page={page} pages={pages} search={location.search} />
      {canEdit && dialog === 'create' && (
        <TaskFormDialog action={closeUrl} onClose={close} errors={refused?.fieldErrors} sent={refused?.values} />
      )}
      {canEdit && dialog === 'edit' && dialogTask && (
        <TaskFormDialog
          task={dialogTask}
          action={closeUrl}
          onClose={close}
          errors={refused?.fieldErrors}
          sent={refused?.values}
        />
      )}
      {canEdit && dialog === 'delete' && dialogTask && (
        <Dialog
          title="Delete this task?"
          description={`“${dialogTask.title}” will be removed for everyone in your family. This cannot be undone.`}
          onClose={close}
          closeHref={closeUrl}
        >
          <DeleteTaskForm taskId={dialogTask.id} action={closeUrl} />
        </Dialog>
      )}
    </Container>
  )
}
