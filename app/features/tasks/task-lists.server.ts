import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { findRegion } from '~/content/countries.server'
import { assigneeOptions } from './task-assignment.server'
import { findTask, listTasks, SORT_ORDERS, type ListOptions, type Task } from './task-service.server'
import { taskRowView, type AssigneeOption, type TaskDetailsView, type TaskRowView, type TaskView } from './task-view'
import { sortFromUrl, type TaskSort } from './tasks.schema'

export function toTaskView(task: Task): TaskView {
  return {
    id: task.id,
    kind: task.kind as TaskView['kind'],
    title: task.title,
    description: task.description,
    category: task.category as TaskView['category'],
    priority: task.priority as TaskView['priority'],
    status: task.status as TaskView['status'],
    region: task.region,
    estimatedDuration: task.estimatedDuration ?? '',
    dueDate: task.dueDate,
    steps: task.steps,
    contacts: task.contacts,
    notes: task.notes,
    sourceUrl: task.sourceUrl,
    completedAt: task.completedAt?.toISOString() ?? null,
    assigneeId: task.assigneeId,
  }
}

/**
 * As `toTaskView`, with the version a change kept offline sends back (decision 080): only where the task
 * manager shows a row's controls, since a thousand timestamps would weigh on every other list's page data.
 */
export function toEditableTaskView(task: Task): TaskView {
  return { ...toTaskView(task), updatedAt: task.updatedAt.toISOString() }
}

/** The family's tasks (all of them, or the page and filters asked for), as the task screens show them. */
export async function familyTaskViews(
  db: Database,
  access: FamilyAccess,
  options: ListOptions = {},
): Promise<TaskView[]> {
  const tasks = await listTasks(db, access, options)
  return tasks.map(toTaskView)
}

/** A task with its details, and its region by name; null when the family has no task of that id. */
export async function loadTaskDetails(
  db: Database,
  access: FamilyAccess,
  taskId: string | null,
): Promise<TaskDetailsView | null> {
  const task = taskId ? await findTask(db, access, taskId) : null
  if (!task) return null
  const regionName = task.region ? (findRegion(task.region)?.region.name ?? task.region) : ''
  // With its version: the open row's status controls keep a change offline against it (decisions 080, 082).
  return { ...toEditableTaskView(task), regionName }
}

/**
 * A task screen's list: its tasks' rows in the order the address asks for, the names of whoever they are for,
 * and the task the address opens with its details (`?open=` on the row lists, `?task=` for the guided screen's
 * dialog), so an opened task shows without JavaScript.
 */
export interface TaskListData {
  tasks: TaskRowView[]
  opened: TaskDetailsView | null
  sort: TaskSort
  assignees: AssigneeOption[]
  youId: string
}

/**
 * The tasks of one screen (`options` picks which) in the order of the address's `?sort=`, what needs doing
 * first unless it asks for another (docs/product.md, 'Tasks', Order), with the names of the members they can
 * be assigned to, for the rows.
 */
export async function loadTaskList(
  db: Database,
  access: FamilyAccess,
  url: URL,
  options: Omit<ListOptions, 'order'> = {},
  openedBy: 'open' | 'task' = 'open',
): Promise<TaskListData> {
  const sort = sortFromUrl(url)
  const [tasks, assignees, opened] = await Promise.all([
    familyTaskViews(db, access, { ...options, order: SORT_ORDERS[sort] }),
    assigneeOptions(db, access),
    loadTaskDetails(db, access, url.searchParams.get(openedBy)),
  ])
  // Only a task of this list opens here (the legal screen opens no everyday task).
  const listed = opened && tasks.some((task) => task.id === opened.id) ? opened : null
  return { tasks: tasks.map(taskRowView), opened: listed, sort, assignees, youId: access.userId }
}
