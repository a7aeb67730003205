import { CalendarDays, CheckSquare, ClipboardList, Gavel, ListChecks, Printer, Settings } from 'lucide-react'
import { Link, useLoaderData, useSearchParams } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { servicesFrom } from '~/load-context'
import { recentActivity, summariseTasks, upcomingTasks } from '~/features/tasks/index.server'
import { ActivityList } from '~/features/tasks/components/activity-list'
import { UpcomingDeadlines } from '~/features/tasks/components/upcoming-deadlines'
import { requireActiveFamily } from '~/features/family/index.server'
import { toTaskView } from '~/features/tasks/task-loaders.server'
import { percentCompleted } from '~/features/tasks/task-view'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  // The next deadlines and the activity feed are the advanced dashboard: Premium (docs/product.md, 'Premium').
  const [summary, upcoming, activity] = await Promise.all([
    summariseTasks(db, family.access),
    family.premium ? upcomingTasks(db, family.access, 6) : [],
    family.premium ? recentActivity(db, family.access) : [],
  ])
  return {
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
    place: family.place,
    country: family.country.name,
    premium: family.premium,
    upcoming: upcoming.map(toTaskView),
    figures: {
      ...summary,
      percent: percentCompleted(summary.completed, summary.total),
    },
    activity: activity.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    now: new Date().toISOString(),
  }
}

function Tile({
  to,
  icon,
  title,
  text,
  premiumNeeded = false,
}: {
  to: string
  icon: React.ReactNode
  title: string
  text: string
  premiumNeeded?: boolean
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-lg border border-border bg-card p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2 font-semibold">
          {icon}
          {title}
        </span>
        <span className="text-muted-foreground">{text}</span>
        {premiumNeeded && <span className="text-sm font-medium text-primary">Premium</span>}
      </Link>
    </li>
  )
}

export default function DashboardPage() {
  const { deceasedName, dateOfDeath, place, country, premium, upcoming, figures, activity, now } =
    useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const justMade = searchParams.get('plan') === 'ready'

  return (
    <Container className="flex flex-col gap-6 py-10">
      <div>
        <h1 className="text-3xl font-semibold">Your plan</h1>
        <p className="mt-1 text-muted-foreground">
          {deceasedName ? `For ${deceasedName}, in ` : 'For '}
          {place}
          {place !== country ? `, ${country}` : ''}
        </p>
      </div>

      {justMade && (
        <p role="status" className="rounded-md border border-primary bg-accent px-4 py-3">
          Your plan is ready: {figures.total} tasks for {place}.{' '}
          {dateOfDeath
            ? 'Where the law sets a deadline, the date it falls on is shown.'
            : 'Add the date of death in Settings to see the date each legal deadline falls on.'}
        </p>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Progress</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p id="plan-progress-label">
            {figures.completed} of {figures.total} tasks completed ({figures.percent}%)
          </p>
          <ProgressBar value={figures.percent} labelledBy="plan-progress-label" />
        </CardContent>
      </Card>

      <nav aria-label="Your tasks">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Tile
            to="/dashboard/tasks"
            icon={<ListChecks aria-hidden />}
            title="Task Manager"
            text={`${figures.total - figures.completed} tasks still to do`}
          />
          <Tile
            to="/dashboard/legal-tasks"
            icon={<Gavel aria-hidden />}
            title="Legal tasks"
            premiumNeeded={!premium}
            text={`${figures.pendingLegal} pending, ${figures.urgentLegal} of them high priority or urgent`}
          />
          <Tile
            to="/dashboard/generic-tasks"
            icon={<CheckSquare aria-hidden />}
            title="Everyday tasks"
            text={`${figures.genericInProgress} of ${figures.genericTotal} in progress`}
          />
          <Tile
            to="/tasks"
            icon={<ClipboardList aria-hidden />}
            title="Guided tasks"
            text="Legal, funeral and estate tasks, step by step"
          />
          <Tile
            to="/dashboard/timeline"
            icon={<CalendarDays aria-hidden />}
            title="Timeline"
            premiumNeeded={!premium}
            text="The next eight weeks, and a calendar of every deadline"
          />
          <Tile
            to="/dashboard/checklist"
            icon={<Printer aria-hidden />}
            title="Printable checklist"
            premiumNeeded={!premium}
            text="Print or download your tasks, with their steps and contacts"
          />
          <Tile
            to="/dashboard/settings"
            icon={<Settings aria-hidden />}
            title="Settings"
            text="Your details, region and date of death"
          />
        </ul>
      </nav>

      {premium ? (
        <>
          <UpcomingDeadlines tasks={upcoming} />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Recent activity</CardTitle>
            </CardHeader>
            <CardContent>
              <ActivityList entries={activity} now={now} />
            </CardContent>
          </Card>
        </>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Deadlines and activity</CardTitle>
          </CardHeader>
          <CardContent>
            <p>
              With Premium, this page also shows your next deadlines and what your family has done recently.{' '}
              <Link to="/upgrade" className="text-primary underline underline-offset-4 hover:no-underline">
                See what Premium includes
              </Link>
            </p>
          </CardContent>
        </Card>
      )}
    </Container>
  )
}
