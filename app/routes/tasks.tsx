import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { Dialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { isDone } from '~/features/tasks'
import { TaskBadges } from '~/features/tasks/components/task-badges'
import {
  STATUS_CHANGED_WORDING,
  useTaskFeedback,
  type TaskToastWording,
} from '~/features/tasks/components/use-task-feedback'
import { taskAction } from '~/features/tasks/task-actions.server'
import { loadFamilyTasks } from '~/features/tasks/task-loaders.server'
import { GUIDED_GROUPS, type TaskView } from '~/features/tasks/task-view'
import { STATUS_LABELS } from '~/features/tasks/tasks.schema'
import type { Route } from './+types/tasks'

export const meta: Route.MetaFunction = () => [{ title: 'Guided Tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await loadFamilyTasks(args, { order: 'due' })
  return { tasks: family.tasks, canEdit: family.canEdit }
}

export const action = taskAction

/** The guided screen offers three statuses (specification §4 'Guided task status'). */
const GUIDED_STATUSES = ['not-started', 'in-progress', 'completed'] as const

const WORDING: TaskToastWording = (result) =>
  result.intent === 'create'
    ? { title: 'Task Added', description: `“${result.task?.title}” has been added to your tasks` }
    : STATUS_CHANGED_WORDING(result)

function TaskGroup({ title, tasks, search }: { title: string; tasks: TaskView[]; search: string }) {
  const completed = tasks.filter(isDone).length
  const id = `group-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <p className="text-muted-foreground">
          {completed} of {tasks.length} completed
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={id} className="flex flex-col divide-y divide-border">
          {tasks.map((task) => {
            const params = new URLSearchParams(search)
            params.set('task', task.id)
            return (
              <li key={task.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{task.title}</span>
                  <span className="text-sm text-muted-foreground">{STATUS_LABELS[task.status]}</span>
                </div>
                <Button asChild variant="outline" size="sm">
                  <Link to={`?${params.toString()}`} preventScrollReset aria-label={`View Details: ${task.title}`}>
                    View Details
                  </Link>
                </Button>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}

export default function GuidedTasksPage() {
  const { tasks, canEdit } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const location = useLocation()
  const navigate = useNavigate()
  useTaskFeedback(result, WORDING)

  const params = new URLSearchParams(location.search)
  const close = () => void navigate('/tasks', { replace: true, preventScrollReset: true })
  const planTasks = tasks.filter((task) => task.kind !== 'custom')
  const customTasks = tasks.filter((task) => task.kind === 'custom')
  const selected = tasks.find((task) => task.id === params.get('task'))
  const addRefused = result?.intent === 'create' && !result.ok
  const adding = params.get('dialog') === 'add' || addRefused

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
      <div className="grid gap-6 lg:grid-cols-3">
        {GUIDED_GROUPS.map((group) => (
          <TaskGroup
            key={group.key}
            title={group.title}
            search={location.search}
            tasks={planTasks.filter((task) => (group.categories as readonly string[]).includes(task.category))}
          />
        ))}
      </div>
      {customTasks.length > 0 && <TaskGroup title="Custom Tasks" tasks={customTasks} search={location.search} />}

      {selected && (
        <Dialog title={selected.title} description={selected.description} onClose={close} closeHref="/tasks">
          <div className="flex flex-col gap-4">
            <TaskBadges task={selected} />
            <p>
              Status: <strong>{STATUS_LABELS[selected.status]}</strong>
            </p>
            {selected.steps.length > 0 && (
              <div>
                <h3 className="font-semibold">Steps</h3>
                <ol className="ml-5 list-decimal">
                  {selected.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            )}
            {selected.contacts.length > 0 && (
              <div>
                <h3 className="font-semibold">Contacts</h3>
                <ul className="ml-5 list-disc">
                  {selected.contacts.map((contact) => (
                    <li key={contact}>{contact}</li>
                  ))}
                </ul>
              </div>
            )}
            {canEdit && (
              <Form method="post" action="/tasks" className="flex flex-wrap gap-2 border-t border-border pt-4">
                <input type="hidden" name="intent" value="set-status" />
                <input type="hidden" name="taskId" value={selected.id} />
                {GUIDED_STATUSES.filter((status) => status !== selected.status).map((status) => (
                  <Button key={status} type="submit" name="status" value={status} variant="outline">
                    Mark as {STATUS_LABELS[status]}
                  </Button>
                ))}
              </Form>
            )}
            <Button asChild variant="ghost" className="self-end">
              <Link to="/tasks" replace preventScrollReset>
                Close
              </Link>
            </Button>
          </div>
        </Dialog>
      )}

      {canEdit && adding && (
        <Dialog title="Add Custom Task" onClose={close} closeHref="/tasks">
          <Form method="post" action="/tasks" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="category" value="general" />
            {addRefused && result.fieldErrors?.title && (
              <p role="alert" className="font-medium text-destructive">
                {result.fieldErrors.title}
              </p>
            )}
            <TextField
              name="title"
              label="Task title"
              idPrefix="custom"
              maxLength={200}
              defaultValue={addRefused ? String(result.values?.title ?? '') : ''}
            />
            <TextField
              name="description"
              label="Description (optional)"
              idPrefix="custom"
              defaultValue={addRefused ? String(result.values?.description ?? '') : ''}
            />
            <SelectField
              name="priority"
              label="Priority"
              idPrefix="custom"
              defaultValue="medium"
              options={[
                { value: 'high', label: 'High' },
                { value: 'medium', label: 'Medium' },
                { value: 'low', label: 'Low' },
              ]}
            />
            <div className="flex justify-end gap-3">
              <Button asChild variant="outline">
                <Link to="/tasks" replace preventScrollReset>
                  Cancel
                </Link>
              </Button>
              <Button type="submit">Add Task</Button>
            </div>
          </Form>
        </Dialog>
      )}
    </Container>
  )
}
