import type { AfterwordLoadContext } from '~/load-context'
import { servicesFrom } from '~/load-context'
import {
  requireActiveFamily,
  requirePremiumFamily,
  type FamilyContext,
  type PremiumFeature,
} from '~/features/family/index.server'
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

/** The family and its tasks (all of them, or the page and filters asked for); a premium screen names its feature. */
export async function loadFamilyTasks(
  args: { request: Request; context: AfterwordLoadContext },
  options: ListOptions = {},
  premiumFeature?: PremiumFeature,
): Promise<FamilyContext & { tasks: TaskView[] }> {
  const family = premiumFeature
    ? await requirePremiumFamily(args, 'view', premiumFeature)
    : await requireActiveFamily(args, 'view')
  const tasks = await listTasks(servicesFrom(args.context).db, family.access, options)
  return { ...family, tasks: tasks.map(toTaskView) }
}
