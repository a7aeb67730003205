import { useEffect, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import type { PartReady } from '~/lib/split-part'
import type { TaskDetailsView } from '../task-view'

/** Where a task's details come from when its row opens (app/routes/dashboard.tasks.$id.details.ts). */
export function taskDetailsUrl(taskId: string): string {
  return `/dashboard/tasks/${encodeURIComponent(taskId)}/details`
}

/** An open row's part, when the address opens a row (`?open=`): its code before the page is drawn. */
export const whenRowOpen =
  (part: { load: () => Promise<unknown> }): PartReady =>
  (url) =>
    url.searchParams.has('open') ? part.load() : undefined

/** What an open row shows while its details, or its code, are on their way. */
export const DETAILS_LOADING = (
  <p role="status" className="text-muted-foreground">
    Loading the details…
  </p>
)

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
  if (!task) return DETAILS_LOADING
  return children(task)
}
