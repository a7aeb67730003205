import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { TASK_STATUSES, type TaskStatus } from '~db/schema/vocabulary'
import { useHydrated } from '~/lib/use-hydrated'
import { isOffline, keepChange, useKeptChange } from '~/lib/offline-changes'
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
  /** `updatedAt` is the version a change kept offline is checked against (decision 080); the task manager sends it. */
  task: Pick<TaskView, 'id' | 'title' | 'status' | 'updatedAt'>
  disabled?: boolean
}) {
  const fetcher = useFetcher<TaskActionResult>()
  const hydrated = useHydrated()
  const kept = useKeptChange(task.id)
  const keptValue = kept.waiting?.fields.find(([name]) => name === 'status')?.[1]
  const keptStatus = TASK_STATUSES.find((option) => option === keptValue)
  const status = keptStatus ?? pendingStatus(fetcher, task.status)
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
          if (isOffline()) {
            // Kept on the phone with the version of the task this page shows, and sent when the signal returns.
            const label = `“${task.title}” set to ${STATUS_LABELS[chosen as TaskStatus] ?? chosen}`
            const fields: Array<[string, string]> = [
              ['intent', 'set-status'],
              ['taskId', task.id],
              ['status', chosen],
              ['seen', task.updatedAt ?? ''],
            ]
            if (keepChange({ page: 'tasks', target: task.id, label, fields })) return
          }
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
