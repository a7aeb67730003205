import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { TASK_STATUSES, type TaskStatus } from '~db/schema/vocabulary'
import { useHydrated } from '~/lib/use-hydrated'
import { keepOrDescribe, useKeptChange } from '~/lib/offline-changes'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { isDone } from '../task-rules'
import type { TaskActionResult, TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'
import { useTaskFeedback, type TaskToastWording } from './use-task-feedback'

/** The status a fetcher is sending, shown at once; if the server refuses, the loader's value returns. */
export function pendingStatus(fetcher: { formData?: FormData }, current: TaskStatus): TaskStatus {
  const sent = fetcher.formData?.get('status')
  return TASK_STATUSES.find((status) => status === sent) ?? current
}

type StatusTask = Pick<TaskView, 'id' | 'title' | 'status' | 'updatedAt'>

/**
 * Keeps a status change on the phone while offline, with the version of the task the page shows, to be sent
 * when the signal returns (decision 080); false when it must be sent now. Online, the change is noted so that the
 * page's `clientAction` keeps it if its request fails for want of signal (decision 082).
 */
export function keepStatusChange(task: StatusTask, chosen: string): boolean {
  const label = `“${task.title}” set to ${STATUS_LABELS[chosen as TaskStatus] ?? chosen}`
  const form = () => {
    const fields = new FormData()
    fields.set('intent', 'set-status')
    fields.set('taskId', task.id)
    fields.set('status', chosen)
    return fields
  }
  return keepOrDescribe(
    { page: 'tasks', target: task.id, label, intent: 'set-status', extra: { seen: task.updatedAt ?? '' } },
    form,
  )
}

/** The status to show: the one kept on the phone, else the one being sent, else the task's. */
export function useShownStatus(fetcher: { formData?: FormData }, task: StatusTask): TaskStatus {
  const kept = useKeptChange(task.id)
  const keptValue = kept.waiting?.fields.find(([name]) => name === 'status')?.[1]
  return TASK_STATUSES.find((option) => option === keptValue) ?? pendingStatus(fetcher, task.status)
}

const MANAGER_WORDING: TaskToastWording = (result) =>
  result.task && isDone(result.task)
    ? { title: 'Success', description: 'Task completed' }
    : { title: 'Success', description: 'Task updated' }

/**
 * The inline status select: the change shows at once (optimistic) and is sent in the background; without
 * JavaScript a Save button posts it.
 */
export function TaskStatusSelect({
  task,
  disabled,
}: {
  /** `updatedAt` is the version a change kept offline is checked against (decision 080). */
  task: StatusTask
  disabled?: boolean
}) {
  const fetcher = useFetcher<TaskActionResult>()
  const hydrated = useHydrated()
  const status = useShownStatus(fetcher, task)
  useTaskFeedback(fetcher.data, MANAGER_WORDING)
  const id = `status-${task.id}`

  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="set-status" />
      <input type="hidden" name="taskId" value={task.id} />
      {/* Seen as 'Status' inside the task's row, heard with the task's title. */}
      <label htmlFor={id} className="text-sm">
        Status<span className="sr-only"> of “{task.title}”</span>
      </label>
      <select
        id={id}
        name="status"
        value={status}
        disabled={disabled}
        onChange={(event) => {
          // The values themselves, not the form: React restores a controlled select before the form is read.
          const chosen = event.target.value
          if (keepStatusChange(task, chosen)) return
          void fetcher.submit({ intent: 'set-status', taskId: task.id, status: chosen }, { method: 'post' })
        }}
        className="min-h-11 rounded-md border border-input bg-card px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {TASK_STATUSES.map((option) => (
          <option key={option} value={option}>
            {STATUS_LABELS[option]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <Button type="submit" variant="outline" size="sm">
          Save
        </Button>
      )}
      <KeptChangeNote target={task.id} />
    </fetcher.Form>
  )
}
