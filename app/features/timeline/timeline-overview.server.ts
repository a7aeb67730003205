import { bucketByWeek, formatDay, formatWeek, weeksFrom } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import type { ReaderDates } from '~/lib/reader-dates'
import { listFollowUps } from '~/features/organisations/index.server'
import { EARLIER_SHOWN, TIMELINE_WEEKS, WEEK_SHOWN, type TimelineQuery, type TimelineStatus } from './timeline.schema'
import { countOutside, daysWithTasks, tasksDue, timelineSummary, unfinishedBefore } from './timeline.server'
import { limitWeek } from './timeline-view'

/**
 * Follow-ups with organisations in the range, filtered as the tasks are: 'completed' is an organisation marked
 * done, 'overdue' one not done whose date has passed.
 */
async function followUpsIn(
  db: Database,
  access: FamilyAccess,
  range: { from?: string; to?: string },
  status: TimelineStatus,
  today: string,
) {
  const rows = await listFollowUps(db, access, { ...range, includeDone: status === 'all' || status === 'completed' })
  return rows
    .filter((followUp) => status !== 'completed' || followUp.status === 'done')
    .filter((followUp) => status !== 'overdue' || followUp.followUpOn! < today)
    .map((followUp) => ({
      id: followUp.id,
      name: followUp.name,
      done: followUp.status === 'done',
      dueDate: followUp.followUpOn,
    }))
}

/**
 * What `/dashboard/timeline` shows for its URL: the figures, and only the shown view's tasks (the eight weeks,
 * or the calendar's marked days and chosen date), so a family with a thousand tasks keeps a light page.
 */
export async function loadTimeline(db: Database, access: FamilyAccess, query: TimelineQuery, dates: ReaderDates) {
  const { status } = query
  const { today } = dates
  if (query.view === 'calendar') {
    const [summary, days, onDate, followUps] = await Promise.all([
      timelineSummary(db, access, today),
      daysWithTasks(db, access, status, today),
      query.date ? tasksDue(db, access, { from: query.date, to: query.date }, status, today) : [],
      followUpsIn(db, access, {}, status, today),
    ])
    const chosenDateLabel = query.date ? formatDay(query.date, dates.locale, 'full') : null
    const followUpDays = [...new Set(followUps.map((followUp) => followUp.dueDate!))]
    const onDateFollowUps = followUps.filter((followUp) => followUp.dueDate === query.date)
    return {
      summary,
      shown: { view: 'calendar' as const, days, onDate, chosenDateLabel, followUpDays, onDateFollowUps },
    }
  }
  const weeks = weeksFrom(today, dates.weekStartsOn, TIMELINE_WEEKS)
  const firstDay = weeks[0]!.start
  const lastDay = weeks.at(-1)!.end
  const [summary, inWeeks, earlier, outside, followUps] = await Promise.all([
    timelineSummary(db, access, today),
    tasksDue(db, access, { from: firstDay, to: lastDay }, status, today),
    unfinishedBefore(db, access, firstDay, status, today, query.allLate ? undefined : EARLIER_SHOWN),
    countOutside(db, access, lastDay, status, today),
    followUpsIn(db, access, { from: firstDay, to: lastDay }, status, today),
  ])
  const followUpWeeks = bucketByWeek(followUps, weeks)
  return {
    summary,
    shown: {
      view: 'timeline' as const,
      // Range formats differ between the server's and the browser's ICU ('16–22' against '16 – 22'): written
      // here once, so the page hydrates with the same text.
      weeks: bucketByWeek(inWeeks, weeks).map((week, index) => ({
        ...week,
        followUps: followUpWeeks[index]?.items ?? [],
        ...limitWeek(week, query.week, WEEK_SHOWN),
        label: formatWeek(week, dates.locale),
      })),
      lastDayLabel: formatDay(lastDay, dates.locale),
      earlier,
      outside,
    },
  }
}
