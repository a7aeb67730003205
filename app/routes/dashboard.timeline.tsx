import { Link, useLoaderData, useLocation, useNavigation } from 'react-router'
// The calendar's styles stay in the page's CSS: a calendar drawn on the server is styled before its script arrives.
import 'react-day-picker/style.css'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { requirePremiumFamily } from '~/features/family/index.server'
import { NothingMatchesNotice, StatusFilter } from '~/features/timeline/components/status-filter'
import { SummaryCards } from '~/features/timeline/components/summary-cards'
import { TimelineActions } from '~/features/timeline/components/timeline-actions'
import { TimelineWeeks } from '~/features/timeline/components/timeline-weeks'
import { ViewTabs } from '~/features/timeline/components/view-tabs'
import { timelineHref, timelineQueryFromUrl } from '~/features/timeline/timeline.schema'
import { loadTimeline } from '~/features/timeline/timeline-overview.server'
import { showsNothing } from '~/features/timeline/timeline-view'
import { readerDates } from '~/lib/reader-dates.server'
import { cn } from '~/lib/utils'
import { servicesFrom } from '~/load-context'
import { splitPart } from '~/lib/split-part'
import type { Route } from './+types/dashboard.timeline'

// The calendar (react-day-picker and date-fns, about 20 KB) is loaded in the browser only when the calendar view
// is shown (decision 066); the timeline view, the default, never loads it. The server has it loaded before it draws
// a page, so the calendar is in the HTML (the page works without JavaScript) and hydration keeps it on screen
// until the script arrives.
const calendar = splitPart(
  () => import('~/features/timeline/components/task-calendar').then((part) => part.TaskCalendar),
  {
    fallback: <p className="text-muted-foreground">Loading the calendar…</p>,
  },
)
const TaskCalendar = calendar.Part

export const meta: Route.MetaFunction = () => [{ title: 'Timeline and Calendar — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const query = timelineQueryFromUrl(new URL(args.request.url))
  const { db } = servicesFrom(args.context)
  const family = await requirePremiumFamily(args, 'view', 'timeline')
  const dates = readerDates(args.request, family.country.code)
  const timeline = await loadTimeline(db, family.access, query, dates)
  if (query.view === 'calendar') await calendar.load()
  return { query, dates, canEdit: family.canEdit, ...timeline }
}

export default function TimelinePage() {
  const { query, dates, canEdit, summary, shown } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold">Timeline and Calendar</h1>
        <TimelineActions />
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
      <ViewTabs query={query} />
      {query.status !== 'all' && showsNothing(shown) && (
        <NothingMatchesNotice query={query} matching={summary[query.status]} />
      )}
      <p aria-live="polite" className={loading ? 'text-muted-foreground' : 'sr-only'}>
        {loading ? 'Loading timeline...' : ''}
      </p>
      <section aria-labelledby="view-heading" aria-busy={loading} className={cn(loading && 'opacity-60')}>
        <h2 id="view-heading" className="sr-only">
          {query.view === 'calendar' ? 'Calendar View' : 'Timeline View'}
        </h2>
        {shown.view === 'calendar' ? (
          <TaskCalendar
            chosenDateLabel={shown.chosenDateLabel}
            query={query}
            days={shown.days}
            onDate={shown.onDate}
            followUpDays={shown.followUpDays}
            onDateFollowUps={shown.onDateFollowUps}
            dates={dates}
            canEdit={canEdit}
          />
        ) : (
          <TimelineWeeks
            weeks={shown.weeks}
            lastDayLabel={shown.lastDayLabel}
            earlier={shown.earlier}
            showAllLateHref={timelineHref({ ...query, allLate: true })}
            showWeekHref={(start) => timelineHref({ ...query, week: start })}
            outside={shown.outside}
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
