import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { nextLegalStatus, type TaskActionResult, type TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { keepStatusChange, useShownStatus } from './task-status-select'
import { STATUS_CHANGED_WORDING, useTaskFeedback } from './use-task-feedback'

/**
 * The legal task's one button (docs/product.md): Start Task → Mark Complete → Reset Task. The new status
 * shows at once and goes back if the server refuses.
 */
export function LegalStatusButton({
  task,
  disabled,
}: {
  /** With `updatedAt`, the version a change kept offline is checked against (decision 080). */
  task: Pick<TaskView, 'id' | 'title' | 'status' | 'updatedAt'>
  disabled?: boolean
}) {
  const fetcher = useFetcher<TaskActionResult>()
  const status = useShownStatus(fetcher, task)
  const { next, label } = nextLegalStatus(status)
  useTaskFeedback(fetcher.data, STATUS_CHANGED_WORDING)
  return (
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-center gap-3"
      // Offline, the change is kept on the phone as the task manager's status select keeps it.
      onSubmit={(event) => {
        if (keepStatusChange(task, next)) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="taskId" value={task.id} />
      <span className="text-sm">
        Status: <strong>{STATUS_LABELS[status]}</strong>
      </span>
      <Button
        type="submit"
        name="status"
        value={next}
        variant={status === 'completed' ? 'outline' : 'default'}
        disabled={disabled}
        aria-label={`${label}: ${task.title}`}
      >
        {label}
      </Button>
      <KeptChangeNote target={task.id} />
    </fetcher.Form>
  )
}
