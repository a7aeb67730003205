import { Form, Link, useNavigation } from 'react-router'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { TaskActionResult, TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'
import { TaskBadges } from './task-badges'
import { TaskStepsAndContacts } from './task-details'
import { keepStatusChange, useShownStatus } from './task-status-select'

/** The guided screen offers three statuses (docs/product.md). */
const GUIDED_STATUSES = ['not-started', 'in-progress', 'completed'] as const

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
