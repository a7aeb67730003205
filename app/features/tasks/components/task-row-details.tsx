import { useEffect, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import type { TaskDetailsView } from '../task-view'

/** Where a task's details come from when its row opens (app/routes/dashboard.tasks.$id.details.ts). */
export function taskDetailsUrl(taskId: string): string {
  return `/dashboard/tasks/${encodeURIComponent(taskId)}/details`
}

/**
 * The part of an open row that needs the task's details: drawn from `opened` when the page came with them (the
 * address opened this row), otherwise loaded as the row opens. A list sends only its rows (decision 077); the
 * details are loaded again after a change, as the page is.
 */
export function TaskRowDetails({
  taskId,
  opened,
  children,
}: {
  taskId: string
  /** The task the page's address opened, with its details, if any. */
  opened: TaskDetailsView | null
  children: (task: TaskDetailsView) => ReactNode
}) {
  const fetcher = useFetcher<TaskDetailsView>()
  const fromPage = opened?.id === taskId ? opened : null
  const { load, state, data } = fetcher
  useEffect(() => {
    if (!fromPage && state === 'idle' && data === undefined) void load(taskDetailsUrl(taskId))
  }, [fromPage, state, data, load, taskId])
  const task = fromPage ?? data
  if (!task) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading the details…
      </p>
    )
  }
  return children(task)
}
