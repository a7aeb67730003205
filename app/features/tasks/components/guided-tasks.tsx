import { Form, Link, useNavigation } from 'react-router'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Dialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { ShowMoreLink } from '~/components/ui/show-more-link'
import type { ShownRows } from '~/lib/show-more'
import type { TaskActionResult, TaskRowView, TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'
import { TaskBadges } from './task-badges'
import { TaskStepsAndContacts } from './task-details'
import { TaskFacts } from './task-row'
import { keepStatusChange, useShownStatus } from './task-status-select'

/** The guided screen (`/tasks`): its groups, a task's dialog and 'Add Custom Task'. Dialogs live in the URL. */

/** The guided screen offers three statuses (docs/product.md). */
const GUIDED_STATUSES = ['not-started', 'in-progress', 'completed'] as const

/** One of the guided screen's groups as the page receives it: its counts, and the rows it shows (decision 083). */
export interface GuidedGroupView extends ShownRows<TaskRowView> {
  key: string
  title: string
  completed: number
}

/** Where a guided row is in the page, for the 'Show more' link that leads to it. */
const rowAnchor = (taskId: string) => `guided-${taskId}`

/**
 * One of the guided screen's groups: how many are done, and each task (its status, due date and who it is for)
 * with a link that opens its dialog; a long group shows its first rows and 'Show more'. `assigneeOf` names
 * whoever a task is assigned to.
 */
export function GuidedTaskGroup({
  group,
  search,
  assigneeOf,
}: {
  group: GuidedGroupView
  search: string
  assigneeOf: (task: TaskRowView) => string | null
}) {
  const { title, rows: tasks, total, completed, nextId } = group
  const id = `group-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
        <p className="text-muted-foreground">
          {completed} of {total} completed
        </p>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={id} className="flex flex-col divide-y divide-border">
          {tasks.map((task) => {
            const params = new URLSearchParams(search)
            params.set('task', task.id)
            return (
              <li
                key={task.id}
                id={rowAnchor(task.id)}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="flex flex-col gap-1">
                  <span className="font-medium">{task.title}</span>
                  <TaskFacts task={task} assignee={assigneeOf(task)} />
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
        {nextId && (
          <ShowMoreLink
            listKey={group.key}
            shown={tasks.length}
            total={total}
            nextAnchor={rowAnchor(nextId)}
            what={title.toLowerCase()}
          />
        )}
      </CardContent>
    </Card>
  )
}

/** A task's dialog: its badges, status, steps and contacts, and for editors the other statuses to choose. */
export function GuidedTaskDialog({
  selected,
  canEdit,
  close,
  closeHref,
}: {
  selected: TaskView
  canEdit: boolean
  close: () => void
  /** The guided list as it was, in its chosen order (`guidedListUrl`). */
  closeHref: string
}) {
  const status = useShownStatus(useNavigation(), selected)
  return (
    <Dialog title={selected.title} description={selected.description} onClose={close} closeHref={closeHref}>
      <div className="flex flex-col gap-4">
        <TaskBadges task={selected} />
        <p>
          Status: <strong>{STATUS_LABELS[status]}</strong>
        </p>
        <TaskStepsAndContacts task={selected} />
        {canEdit && (
          <Form
            method="post"
            action="/tasks"
            className="flex flex-wrap gap-2 border-t border-border pt-4"
            // Offline, the change is kept on the phone as the task manager's status select keeps it.
            onSubmit={(event) => {
              const chosen = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value')
              if (chosen && keepStatusChange(selected, chosen)) event.preventDefault()
            }}
          >
            <input type="hidden" name="intent" value="set-status" />
            <input type="hidden" name="taskId" value={selected.id} />
            <KeptChangeNote target={selected.id} />
            {GUIDED_STATUSES.filter((option) => option !== status).map((status) => (
              <Button key={status} type="submit" name="status" value={status} variant="outline">
                Mark as {STATUS_LABELS[status]}
              </Button>
            ))}
          </Form>
        )}
        <Button asChild variant="ghost" className="self-end">
          <Link to={closeHref} replace preventScrollReset>
            Close
          </Link>
        </Button>
      </div>
    </Dialog>
  )
}

/**
 * 'Add Custom Task': title, description and priority. After a refusal (`refused`), the answers sent and the
 * title's error are shown again.
 */
export function AddCustomTaskDialog({
  refused,
  close,
  closeHref,
}: {
  refused?: TaskActionResult
  close: () => void
  closeHref: string
}) {
  const sent = (field: string) => {
    const value = refused?.values?.[field]
    return typeof value === 'string' ? value : ''
  }
  return (
    <Dialog title="Add Custom Task" onClose={close} closeHref={closeHref}>
      <Form method="post" action="/tasks" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="category" value="general" />
        {refused?.fieldErrors?.title && (
          <p role="alert" className="font-medium text-destructive">
            {refused.fieldErrors.title}
          </p>
        )}
        <TextField name="title" label="Task title" idPrefix="custom" maxLength={200} defaultValue={sent('title')} />
        <TextField
          name="description"
          label="Description (optional)"
          idPrefix="custom"
          defaultValue={sent('description')}
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
            <Link to={closeHref} replace preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit">Add Task</Button>
        </div>
      </Form>
    </Dialog>
  )
}
