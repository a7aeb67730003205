import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { toTaskView } from './task-loaders.server'
import { recentActivity, summariseTasks, upcomingTasks } from './task-service.server'
import { percentCompleted } from './task-view'

/** The dashboard's overview of the plan: its figures, the next six deadlines and the latest activity. */
export async function loadPlanOverview(db: Database, access: FamilyAccess) {
  const [summary, upcoming, activity] = await Promise.all([
    summariseTasks(db, access),
    upcomingTasks(db, access, 6),
    recentActivity(db, access),
  ])
  return {
    upcoming: upcoming.map(toTaskView),
    figures: { ...summary, percent: percentCompleted(summary.completed, summary.total) },
    activity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  }
}
