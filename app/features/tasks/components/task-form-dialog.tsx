import { Form, Link, useNavigation } from 'react-router'
import { keepWhenOffline } from '~/lib/offline-changes'
import { KeptEditNote } from '~/components/ui/kept-change-note'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { FormError } from '~/components/ui/form-error'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { TASK_CATEGORIES, TASK_PRIORITIES } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import type { TaskView } from '../task-view'
import { CATEGORY_LABELS, PRIORITY_LABELS, TITLE_MAX } from '../task-labels'
import type { TaskFields } from '../tasks.schema'
import { ListField } from './list-field'

interface TaskFormDialogProps {
  /** The task being edited; none for 'Create New Task'. */
  task?: TaskView
  /** Where the form posts: the page without the dialog in its URL, so a saved form closes it. */
  action: string
  onClose: () => void
  errors?: FieldErrors
  /** What was sent last time, after a refusal. */
  sent?: Record<string, unknown>
}

function fieldsOf(task: TaskView | undefined): TaskFields {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    category: task?.category ?? 'general',
    priority: task?.priority ?? 'medium',
    estimatedDuration: task?.estimatedDuration ?? '',
    dueDate: task?.dueDate ?? '',
    steps: task?.steps ?? [],
    contacts: task?.contacts ?? [],
    notes: task?.notes ?? '',
  }
}

const textArea =
  'min-h-24 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

/** 'Create New Task', and the same dialog for editing (docs/product.md). */
export function TaskFormDialog({ task, action, onClose, errors = {}, sent }: TaskFormDialogProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const initial = fieldsOf(task)
  const value = (name: keyof TaskFields) => (typeof sent?.[name] === 'string' ? sent[name] : initial[name])
  const ID = task ? 'edit-task' : 'new-task'
  // An edit made offline (a note, most often) is kept on the phone with the version of the task it was made to.
  const keep = task
    ? keepWhenOffline('tasks', task.id, `Changes to “${task.title}”`, { seen: task.updatedAt ?? '' })
    : undefined

  return (
    <Dialog title={task ? 'Edit Task' : 'Create New Task'} onClose={onClose} closeHref={action}>
      <Form method="post" action={action} className="flex flex-col gap-5" noValidate onSubmit={keep}>
        <input type="hidden" name="intent" value={task ? 'update' : 'create'} />
        {task && <input type="hidden" name="taskId" value={task.id} />}
        {/* The values the form opened with: the server saves only what changed, so two editors keep each other's work. */}
        {task && <input type="hidden" name="initial" value={JSON.stringify(initial)} />}
        {Object.keys(errors).length > 0 && <FormError message="Please check the fields marked below." />}
        <TextField
          name="title"
          label="Title"
          required
          maxLength={TITLE_MAX}
          defaultValue={value('title')}
          error={errors.title}
          idPrefix={ID}
        />
        <DescriptionField id={`${ID}-description`} defaultValue={value('description')} error={errors.description} />
        <ClassificationFields idPrefix={ID} value={value} errors={errors} />
        <ListField name="steps" legend="Steps" itemLabel="step" initial={initial.steps} error={errors.steps} />
        <ListField
          name="contacts"
          legend="Contacts"
          itemLabel="contact"
          initial={initial.contacts}
          error={errors.contacts}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ID}-notes`} className="font-medium">
            Notes
          </label>
          <textarea id={`${ID}-notes`} name="notes" defaultValue={value('notes')} className={textArea} />
          {errors.notes && <p className="text-sm font-medium text-destructive">{errors.notes}</p>}
        </div>
        {task && <KeptEditNote target={task.id} />}
        <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-4">
          <Button asChild variant="outline">
            <Link to={action} replace preventScrollReset>
              Cancel
            </Link>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving…' : task ? 'Save Changes' : 'Create Task'}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}

function DescriptionField({
  id,
  defaultValue,
  error,
}: {
  id: string
  defaultValue: TaskFields[keyof TaskFields]
  error: string | undefined
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        Description
      </label>
      <textarea
        id={id}
        name="description"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={textArea}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** Category and priority, the due date and the time it may take. */
function ClassificationFields({
  idPrefix,
  value,
  errors,
}: {
  idPrefix: string
  value: (name: keyof TaskFields) => TaskFields[keyof TaskFields]
  errors: FieldErrors
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="category"
        label="Category"
        defaultValue={value('category')}
        error={errors.category}
        idPrefix={idPrefix}
        options={TASK_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }))}
      />
      <SelectField
        name="priority"
        label="Priority"
        defaultValue={value('priority')}
        error={errors.priority}
        idPrefix={idPrefix}
        options={TASK_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
      />
      <TextField
        name="dueDate"
        type="date"
        label="Due date (optional)"
        defaultValue={value('dueDate')}
        error={errors.dueDate}
        idPrefix={idPrefix}
      />
      <TextField
        name="estimatedDuration"
        label="Estimated time (optional)"
        hint="For example '2-3 days'."
        defaultValue={value('estimatedDuration')}
        error={errors.estimatedDuration}
        idPrefix={idPrefix}
      />
    </div>
  )
}
