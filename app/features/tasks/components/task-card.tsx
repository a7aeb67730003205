import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import type { AssigneeOption, TaskView } from '../task-view'
import { assigneeNameOf, TaskAssignment } from './task-assign-form'
import { TaskBadges } from './task-badges'
import { TaskDetails } from './task-details'
import { TaskRow } from './task-row'
import { TaskStatusSelect } from './task-status-select'

interface TaskCardProps {
  task: TaskView
  canEdit: boolean
  /** The members a task can be assigned to, and the person looking. */
  assignees: AssigneeOption[]
  youId: string
  /** Links that open this task's edit and delete dialogs (the page's URL with the dialog added). */
  editHref: string
  deleteHref: string
}

/**
 * A task in the task manager: a row that says what it is, its status, when and for whom, and opens to its
 * details and controls (status, assignment, edit, delete).
 */
export function TaskCard({ task, canEdit, assignees, youId, editHref, deleteHref }: TaskCardProps) {
  return (
    <TaskRow task={task} assignee={assigneeNameOf(task.assigneeId, assignees, youId)}>
      <TaskBadges task={task} due={false} />
      <TaskStatusSelect task={task} disabled={!canEdit} />
      <TaskAssignment task={task} assignees={assignees} canEdit={canEdit} youId={youId} />
      {task.description && <p className="text-muted-foreground">{task.description}</p>}
      <TaskDetails task={task} />
      {canEdit && (
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={editHref} preventScrollReset aria-label={`Edit “${task.title}”`}>
              Edit
            </Link>
          </Button>
          <Button asChild variant="destructive-ghost" size="sm">
            <Link to={deleteHref} preventScrollReset aria-label={`Delete “${task.title}”`}>
              Delete
            </Link>
          </Button>
        </div>
      )}
    </TaskRow>
  )
}
