import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { toTaskView } from './task-lists.server'
import { recentActivity } from '~/features/activity/index.server'
import { countPlanTasks, tasksDueBy, upcomingTasks } from './task-service.server'
import { addDays } from '~/lib/calendar'
import { deadlineTask, percentCompleted } from './task-view'

/** How far ahead the dashboard's 'Needs doing first' looks, besides everything already overdue. */
const DUE_SOON_DAYS = 7

/**
 * The dashboard's overview of the plan: its figures, what is overdue or due within a week (for everyone), and for
 * the advanced dashboard (Premium) the next six deadlines after that week and the latest activity. Each task shows
 * once: a task in 'Needs doing first' is not repeated under 'Deadlines coming up' (docs/product.md).
 */
export async function loadPlanOverview(
  db: Database,
  access: FamilyAccess,
  { advanced, today }: { advanced: boolean; today: string },
) {
  const lastDueSoonDay = addDays(today, DUE_SOON_DAYS)
  const [counts, dueSoon, upcoming, activity] = await Promise.all([
    countPlanTasks(db, access, today),
    tasksDueBy(db, access, lastDueSoonDay),
    advanced ? upcomingTasks(db, access, 6, lastDueSoonDay) : [],
    advanced ? recentActivity(db, access) : [],
  ])
  return {
    dueSoon: dueSoon.map((task) => deadlineTask(toTaskView(task))),
    upcoming: upcoming.map(toTaskView),
    figures: { ...counts, percent: percentCompleted(counts.all.completed, counts.all.total) },
    activity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  }
}
