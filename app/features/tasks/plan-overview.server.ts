import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { toTaskView } from './task-lists.server'
import { activityLines, recentActivity } from '~/features/activity/index.server'
import { countPlanTasks, tasksDueBy, upcomingTasks } from './task-service.server'
import { addDays } from '~/lib/calendar'
import { ROWS_AT_A_TIME, shownFromUrl, shownRows } from '~/lib/show-more'
import { isOverdue } from './task-rules'
import { deadlineTask, percentCompleted, upcomingTask } from './task-view'

/** How far ahead the dashboard's 'Needs doing first' looks, besides everything already overdue. */
const DUE_SOON_DAYS = 7

/**
 * The dashboard's overview of the plan: its figures, what is overdue or due within a week (for everyone), and for
 * the advanced dashboard (Premium) the next six deadlines after that week and the latest activity. Each task shows
 * once: a task in 'Needs doing first' is not repeated under 'Deadlines coming up' (docs/product.md). The page's
 * address (`url`) says how many lines of what is overdue (`?overdue=`) and what is due soon (`?soon=`) it shows.
 */
export async function loadPlanOverview(
  db: Database,
  access: FamilyAccess,
  { advanced, today, url }: { advanced: boolean; today: string; url?: URL },
) {
  const shown = {
    overdue: url ? shownFromUrl(url, 'overdue') : ROWS_AT_A_TIME,
    soon: url ? shownFromUrl(url, 'soon') : ROWS_AT_A_TIME,
  }
  const lastDueSoonDay = addDays(today, DUE_SOON_DAYS)
  const [counts, dueSoon, upcoming, activity] = await Promise.all([
    countPlanTasks(db, access, today),
    tasksDueBy(db, access, lastDueSoonDay),
    advanced ? upcomingTasks(db, access, 6, lastDueSoonDay) : [],
    advanced ? recentActivity(db, access) : [],
  ])
  // A family far behind has hundreds of overdue tasks: each list counts them all and sends the lines it shows
  // (decision 083).
  const lines = dueSoon.map((task) => deadlineTask(toTaskView(task)))
  return {
    overdue: shownRows(
      lines.filter((task) => isOverdue(task, today)),
      shown.overdue,
    ),
    soon: shownRows(
      lines.filter((task) => !isOverdue(task, today)),
      shown.soon,
    ),
    upcoming: upcoming.map((task) => upcomingTask(toTaskView(task))),
    figures: { ...counts, percent: percentCompleted(counts.all.completed, counts.all.total) },
    activity: activityLines(activity, new Date()),
  }
}
