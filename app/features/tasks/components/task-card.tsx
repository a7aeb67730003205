import { splitPart } from '~/lib/split-part'
import { assigneeNameOf } from '../assignee-name'
import type { AssigneeOption, TaskView } from '../task-view'
import { TaskRow } from './task-row'
import { DETAILS_LOADING, whenRowOpen } from './task-row-details'

export interface TaskCardProps {
  task: TaskView
  canEdit: boolean
  /** The members a task can be assigned to, and the person looking. */
  assignees: AssigneeOption[]
  youId: string
  /** Links that open this task's edit and delete dialogs (the page's URL with the dialog added). */
  editHref: string
  deleteHref: string
}

// An open row's details and controls are drawn only while it is open: their code is fetched when a row first
// opens (docs/decisions/088), as a dialog's is (docs/decisions/086).
const panel = splitPart(() => import('./task-card-panel').then((part) => part.TaskCardPanel), {
  fallback: DETAILS_LOADING,
})

/** Loads an open row's code when the address opens one (`?open=`), before the page is drawn. */
export const taskCardPanelReady = whenRowOpen(panel)

/**
 * A task in the task manager: a row that says what it is, its status, when and for whom, and opens to its
 * details and controls (status, assignment, edit, delete).
 */
export function TaskCard(props: TaskCardProps) {
  const { task, assignees, youId } = props
  return (
    <TaskRow task={task} assignee={assigneeNameOf(task.assigneeId, assignees, youId)}>
      <panel.Part {...props} />
    </TaskRow>
  )
}
