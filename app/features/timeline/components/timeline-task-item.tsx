import { Link } from 'react-router'
import { editTaskUrl, isDone, TaskBadges, STATUS_LABELS } from '~/features/tasks'
import type { TimelineTask } from '../timeline-view'

/** A task on the timeline or under a calendar day: its title (a link to open it), status and badges. */
export function TimelineTaskItem({ task, canEdit }: { task: TimelineTask; canEdit: boolean }) {
  const done = isDone(task)
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        {canEdit ? (
          <Link
            to={editTaskUrl(task.id)}
            className="font-medium text-foreground underline underline-offset-4 hover:no-underline"
          >
            {task.title}
          </Link>
        ) : (
          <span className="font-medium">{task.title}</span>
        )}
        <span className={done ? 'text-sm font-medium' : 'text-sm text-muted-foreground'}>
          {done && <span aria-hidden="true">✓ </span>}
          {STATUS_LABELS[task.status]}
        </span>
      </div>
      <TaskBadges task={task} />
    </li>
  )
}
