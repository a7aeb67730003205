import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { toEditableTaskView } from './task-lists.server'
import { countTasks, findTask, listTasks, SORT_ORDERS, taskProgress } from './task-service.server'
import { filtersFromUrl, pageFromUrl, TASKS_PER_PAGE } from './tasks.schema'

/**
 * The task manager's page of the list for its URL (filters, page), the family's progress, and the task a
 * dialog in the URL opens when it is not on this page (the timeline and calendar links open any task).
 */
export async function loadTaskManager(db: Database, access: FamilyAccess, url: URL) {
  const filters = filtersFromUrl(url)
  const [summary, matching] = await Promise.all([taskProgress(db, access), countTasks(db, access, filters)])
  const pages = Math.max(1, Math.ceil(matching / TASKS_PER_PAGE))
  const page = Math.min(pageFromUrl(url), pages)
  const tasks = await listTasks(db, access, {
    filters,
    order: SORT_ORDERS[filters.sort],
    limit: TASKS_PER_PAGE,
    offset: (page - 1) * TASKS_PER_PAGE,
  })
  const dialogTaskId = url.searchParams.get('task')
  const onThisPage = tasks.some((task) => task.id === dialogTaskId)
  const dialogTask = dialogTaskId && !onThisPage ? await findTask(db, access, dialogTaskId) : null
  return {
    filters,
    otherDialogTask: dialogTask ? toEditableTaskView(dialogTask) : null,
    total: summary.total,
    completed: summary.completed,
    percent: summary.percent,
    matching,
    page,
    pages,
    tasks: tasks.map(toEditableTaskView),
  }
}
