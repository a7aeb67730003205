import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import type { AssigneeOption, TaskView } from '../task-view'
import { TaskAssignment } from './task-assign-form'
import { TaskBadges } from './task-badges'
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

/** A task in the task manager: what it is, when, its next two steps, and its controls. */
export function TaskCard({ task, canEdit, assignees, youId, editHref, deleteHref }: TaskCardProps) {
  const nextSteps = task.steps.slice(0, 2)
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{task.title}</h2>
        <TaskStatusSelect task={task} disabled={!canEdit} />
      </div>
      <TaskBadges task={task} />
      <TaskAssignment task={task} assignees={assignees} canEdit={canEdit} youId={youId} />
      {task.description && <p className="text-muted-foreground">{task.description}</p>}
      {nextSteps.length > 0 && (
        <div>
          <h3 className="font-medium">Next Steps</h3>
          <ol className="ml-5 list-decimal text-sm">
            {nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {canEdit && (
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={editHref} preventScrollReset aria-label={`Edit “${task.title}”`}>
              Edit
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="text-destructive">
            <Link to={deleteHref} preventScrollReset aria-label={`Delete “${task.title}”`}>
              Delete
            </Link>
          </Button>
        </div>
      )}
    </li>
  )
}
