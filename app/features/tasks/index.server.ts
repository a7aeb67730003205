export { buildPlan, UnknownRegionError, type PlanAnswers, type PlannedTask } from './plan.server'
export { recomputeDueDates, syncPlan, type PlanChanges } from './plan-sync.server'
export {
  listDatedTasks,
  listTasks,
  countPlanTasks,
  TASK_ORDERS,
  taskProgress,
  upcomingTasks,
  type DatedTask,
  type Task,
  type TaskProgress,
} from './task-service.server'
export {
  countFamilyTasks,
  countOf,
  taskHasDueDate,
  taskIsDone,
  taskIsOverdue,
  taskIsPending,
} from './task-rules.server'
export { assigneeOptions, myNextTasks } from './task-assignment.server'
