import { CATEGORY_LABELS } from '../task-labels'
import type { TaskDetailsView, TaskRowView } from '../task-view'
import { LegalStatusButton } from './legal-status-button'
import { TaskBadges } from './task-badges'
import { TaskDetails } from './task-details'
import { TaskStatusSelect } from './task-status-select'

/**
 * What an open row of the everyday and legal task lists shows (docs/product.md, 'Tasks', Rows), with the task's
 * details; the code is fetched when a row first opens (docs/decisions/088).
 */
interface PanelProps {
  task: TaskRowView
  details: TaskDetailsView
  canEdit: boolean
}

export function GenericTaskPanel({ task, details, canEdit }: PanelProps) {
  return (
    <>
      <TaskBadges task={details} due={false} />
      <TaskStatusSelect task={{ ...task, updatedAt: details.updatedAt }} disabled={!canEdit} />
      <p className="text-muted-foreground">{details.description}</p>
      <TaskDetails task={details} />
    </>
  )
}

export function LegalTaskPanel({ task, details, canEdit }: PanelProps) {
  return (
    <>
      <TaskBadges task={details} due={false} />
      {/* The row's own status: the list's, which the button changes at once. */}
      <LegalStatusButton task={{ ...task, updatedAt: details.updatedAt }} disabled={!canEdit} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
        <dt className="font-medium">Estimated time</dt>
        <dd>{details.estimatedDuration || 'Not known'}</dd>
        <dt className="font-medium">Region</dt>
        <dd>{details.regionName}</dd>
        <dt className="font-medium">Category</dt>
        <dd>{CATEGORY_LABELS[details.category]}</dd>
      </dl>
      <p className="text-muted-foreground">{details.description}</p>
      <TaskDetails task={details} />
    </>
  )
}
