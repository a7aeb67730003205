import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import type { TaskCardProps } from './task-card'
import { TaskAssignment } from './task-assign-form'
import { TaskBadges } from './task-badges'
import { TaskDetails } from './task-details'
import { TaskStatusSelect } from './task-status-select'

/** An open task manager row: the task's details and controls (status, assignment, edit, delete). */
export function TaskCardPanel({ task, canEdit, assignees, youId, editHref, deleteHref }: TaskCardProps) {
  return (
    <>
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
    </>
  )
}
