import { CalendarPlus, Printer } from 'lucide-react'
import { Link, useLoaderData, useLocation, useNavigation } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { requirePremiumFamily } from '~/features/family/index.server'
import { StatusFilter } from '~/features/timeline/components/status-filter'
import { SummaryCards } from '~/features/timeline/components/summary-cards'
import { TaskCalendar } from '~/features/timeline/components/task-calendar'
import { TimelineWeeks } from '~/features/timeline/components/timeline-weeks'
import {
  EARLIER_SHOWN,
  WEEK_SHOWN,
  TIMELINE_WEEKS,
  timelineHref,
  timelineQueryFromUrl,
  type TimelineView,
} from '~/features/timeline/timeline.schema'
import { limitWeek } from '~/features/timeline/timeline-view'
import {
  countOutside,
  daysWithTasks,
  tasksDue,
  timelineSummary,
  unfinishedBefore,
} from '~/features/timeline/timeline.server'
import { bucketByWeek, formatDay, formatWeek, weeksFrom } from '~/lib/calendar'
import { readerDates } from '~/lib/reader-dates.server'
import { cn } from '~/lib/utils'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.timeline'

export const meta: Route.MetaFunction = () => [{ title: 'Timeline and Calendar — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const query = timelineQueryFromUrl(new URL(args.request.url))
  const { db } = servicesFrom(args.context)
  const family = await requirePremiumFamily(args, 'view', 'timeline')
  const dates = readerDates(args.request, family.country.code)
  const weeks = weeksFrom(dates.today, dates.weekStartsOn, TIMELINE_WEEKS)
  const firstDay = weeks[0]!.start
  const lastDay = weeks.at(-1)!.end
  const { access } = family
  const { status } = query
  const { today } = dates
  const onTimeline = query.view === 'timeline'
  // Only the shown view's tasks are asked for and sent: a family with a thousand tasks keeps a light page.
  const [summary, inWeeks, earlier, outside, days, onDate] = await Promise.all([
    timelineSummary(db, access, today),
    onTimeline ? tasksDue(db, access, { from: firstDay, to: lastDay }, status, today) : [],
    onTimeline
      ? unfinishedBefore(db, access, firstDay, status, today, query.allLate ? undefined : EARLIER_SHOWN)
      : { tasks: [], total: 0 },
    onTimeline ? countOutside(db, access, lastDay, status, today) : { later: 0, undated: 0 },
    onTimeline ? [] : daysWithTasks(db, access, status, today),
    !onTimeline && query.date ? tasksDue(db, access, { from: query.date, to: query.date }, status, today) : [],
  ])
  return {
    query,
    dates,
    canEdit: family.canEdit,
    summary,
    // Range formats differ between the server's and the browser's ICU ('16–22' against '16 – 22'): written here
    // once, so the page hydrates with the same text.
    weeks: onTimeline
      ? bucketByWeek(inWeeks, weeks).map((week) => ({
          ...week,
          ...limitWeek(week, query.week, WEEK_SHOWN),
          label: formatWeek(week, dates.locale),
        }))
      : [],
    lastDayLabel: formatDay(lastDay, dates.locale),
    chosenDateLabel: query.date ? formatDay(query.date, dates.locale, 'full') : null,
    earlier,
    outside,
    days,
    onDate,
  }
}

const VIEWS: Array<{ view: TimelineView; label: string }> = [
  { view: 'timeline', label: 'Timeline View' },
  { view: 'calendar', label: 'Calendar View' },
]

export default function TimelinePage() {
  const { query, dates, canEdit, summary, weeks, lastDayLabel, chosenDateLabel, earlier, outside, days, onDate } =
    useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Timeline and Calendar</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href="/dashboard/calendar.ics" download>
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/checklist">
              <Printer aria-hidden="true" />
              Printable checklist
            </Link>
          </Button>
        </div>
      </div>
      <SummaryCards summary={summary} />
      <StatusFilter
        query={query}
        counts={{
          all: summary.total,
          pending: summary.pending,
          overdue: summary.overdue,
          completed: summary.completed,
        }}
      />
      <nav aria-label="Views">
        <ul className="flex gap-1 border-b border-border">
          {VIEWS.map(({ view, label }) => {
            const active = view === query.view
            return (
              <li key={view}>
                <Link
                  to={timelineHref({ ...query, view })}
                  aria-current={active ? 'page' : undefined}
                  preventScrollReset
                  className={cn(
                    '-mb-px flex min-h-11 items-center rounded-t-md border border-transparent px-4 font-medium',
                    active
                      ? 'border-border border-b-card bg-card text-foreground'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <p aria-live="polite" className={loading ? 'text-muted-foreground' : 'sr-only'}>
        {loading ? 'Loading timeline...' : ''}
      </p>
      <section aria-labelledby="view-heading" aria-busy={loading} className={cn(loading && 'opacity-60')}>
        <h2 id="view-heading" className="sr-only">
          {query.view === 'calendar' ? 'Calendar View' : 'Timeline View'}
        </h2>
        {query.view === 'calendar' ? (
          <TaskCalendar
            chosenDateLabel={chosenDateLabel}
            query={query}
            days={days}
            onDate={onDate}
            dates={dates}
            canEdit={canEdit}
          />
        ) : (
          <TimelineWeeks
            weeks={weeks}
            lastDayLabel={lastDayLabel}
            earlier={earlier}
            showAllLateHref={timelineHref({ ...query, allLate: true })}
            showWeekHref={(start) => timelineHref({ ...query, week: start })}
            outside={outside}
            canEdit={canEdit}
          />
        )}
      </section>
      <p className="text-sm text-muted-foreground">
        Weeks start on {dates.weekStartsOn === 1 ? 'Monday' : 'Sunday'}; today is taken in your time zone (
        {dates.timeZone.replaceAll('_', ' ')}). Dates come from the legal deadlines in your plan and the dates you set.{' '}
        <Link to="/dashboard/settings" className="text-primary underline underline-offset-4 hover:no-underline">
          Subscribe to these dates in your own calendar
        </Link>
      </p>
    </Container>
  )
}
