import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { listTasks, type ListOptions, type Task } from './task-service.server'
import type { TaskView } from './task-view'

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

/** The family's tasks (all of them, or the page and filters asked for), as the task screens show them. */
export async function familyTaskViews(
  db: Database,
  access: FamilyAccess,
  options: ListOptions = {},
): Promise<TaskView[]> {
  const tasks = await listTasks(db, access, options)
  return tasks.map(toTaskView)
}
