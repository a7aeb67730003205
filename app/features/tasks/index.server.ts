export { buildPlan, UnknownRegionError, type PlanAnswers, type PlannedTask } from './plan.server'
export { recomputeDueDates, syncPlan, type PlanChanges } from './plan-sync.server'
export {
  listTasks,
  recentActivity,
  summariseTasks,
  upcomingTasks,
  type ActivityEntry,
  type Task,
} from './task-service.server'
export { loadFamily, type FamilyContext } from './task-loaders.server'
