/**
 * Addresses on the task manager. Its dialogs live in the URL (decision 010), so a link can open one: the
 * timeline, the calendar feed's events and the page's own cards all build them here.
 */

const TASK_MANAGER = '/dashboard/tasks'
const DIALOG_KEYS = ['dialog', 'task']

/** The task manager with one dialog open (or none), keeping the filters and page of `search`. */
export function taskManagerUrl(search: string, dialog: { dialog: string; task?: string } | null): string {
  const params = new URLSearchParams(search)
  for (const key of DIALOG_KEYS) params.delete(key)
  for (const [key, value] of Object.entries(dialog ?? {})) params.set(key, value)
  const query = params.toString()
  return `${TASK_MANAGER}${query ? `?${query}` : ''}`
}

/** Another page of the task manager's list, keeping the filters and closing any dialog. */
export function taskManagerPageUrl(search: string, page: number): string {
  const params = new URLSearchParams(search)
  for (const key of DIALOG_KEYS) params.delete(key)
  params.set('page', String(page))
  return `${TASK_MANAGER}?${params.toString()}`
}

/** The task manager with this task's edit dialog open. */
export function editTaskUrl(taskId: string): string {
  return taskManagerUrl('', { dialog: 'edit', task: taskId })
}

/** The guided list (/tasks) with its dialog closed, keeping the order chosen in `?sort=`. */
export function guidedListUrl(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of DIALOG_KEYS) params.delete(key)
  const query = params.toString()
  return `/tasks${query ? `?${query}` : ''}`
}
