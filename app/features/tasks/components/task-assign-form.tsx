import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import type { AssigneeOption, TaskActionResult, TaskView } from '../task-view'
import { useTaskFeedback, type TaskToastWording } from './use-task-feedback'
import { assigneeNameOf } from '../assignee-name'

const ASSIGNED_WORDING: TaskToastWording = () => ({ title: 'Success', description: 'Task assigned' })

/** Who a task is for: the name for everyone, and for those who may edit, a choice of who takes it on. */
export function TaskAssignment({
  task,
  assignees,
  canEdit,
  youId,
}: {
  task: TaskView
  assignees: AssigneeOption[]
  canEdit: boolean
  youId: string
}) {
  const fetcher = useFetcher<TaskActionResult>()
  useTaskFeedback(fetcher.data, ASSIGNED_WORDING)
  const sent = fetcher.formData?.get('assigneeId')
  const current = typeof sent === 'string' ? sent || null : task.assigneeId
  if (!canEdit) {
    return current ? <p className="text-sm">Assigned to {assigneeNameOf(current, assignees, youId)}</p> : null
  }
  const id = `assignee-${task.id}`
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="taskId" value={task.id} />
      <label htmlFor={id}>Assigned to</label>
      <select
        id={id}
        name="assigneeId"
        defaultValue={task.assigneeId ?? ''}
        className="min-h-9 rounded-md border border-input bg-card px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <option value="">Nobody yet</option>
        {assignees.map((person) => (
          <option key={person.id} value={person.id}>
            {person.id === youId ? `${person.name} (you)` : person.name}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm" aria-label={`Assign “${task.title}”`}>
        Assign
      </Button>
    </fetcher.Form>
  )
}
