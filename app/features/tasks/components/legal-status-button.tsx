import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { nextLegalStatus, type TaskActionResult, type TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'
import { pendingStatus } from './task-status-select'
import { STATUS_CHANGED_WORDING, useTaskFeedback } from './use-task-feedback'

/**
 * The legal task's one button (docs/product.md): Start Task → Mark Complete → Reset Task. The new status
 * shows at once and goes back if the server refuses.
 */
export function LegalStatusButton({
  task,
  disabled,
}: {
  task: Pick<TaskView, 'id' | 'title' | 'status'>
  disabled?: boolean
}) {
  const fetcher = useFetcher<TaskActionResult>()
  const status = pendingStatus(fetcher, task.status)
  const { next, label } = nextLegalStatus(status)
  useTaskFeedback(fetcher.data, STATUS_CHANGED_WORDING)
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
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
    </fetcher.Form>
  )
}
