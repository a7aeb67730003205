import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { toTaskView } from './task-loaders.server'
import { recentActivity } from '~/features/activity/index.server'
import { summariseTasks, upcomingTasks } from './task-service.server'
import { percentCompleted } from './task-view'

/**
 * The dashboard's overview of the plan: its figures, and for the advanced dashboard (Premium) the next six
 * deadlines and the latest activity.
 */
export async function loadPlanOverview(db: Database, access: FamilyAccess, { advanced }: { advanced: boolean }) {
  const [summary, upcoming, activity] = await Promise.all([
    summariseTasks(db, access),
    advanced ? upcomingTasks(db, access, 6) : [],
    advanced ? recentActivity(db, access) : [],
  ])
  return {
    upcoming: upcoming.map(toTaskView),
    figures: { ...summary, percent: percentCompleted(summary.completed, summary.total) },
    activity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  }
}
