import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { assigneeOptions } from './task-assignment.server'
import { listTasks, SORT_ORDERS, type ListOptions, type Task } from './task-service.server'
import type { AssigneeOption, TaskView } from './task-view'
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

/** A task screen's list: its tasks in the order the address asks for, and the names of whoever they are for. */
export interface TaskListData {
  tasks: TaskView[]
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
): Promise<TaskListData> {
  const sort = sortFromUrl(url)
  const [tasks, assignees] = await Promise.all([
    familyTaskViews(db, access, { ...options, order: SORT_ORDERS[sort] }),
    assigneeOptions(db, access),
  ])
  return { tasks, sort, assignees, youId: access.userId }
}
