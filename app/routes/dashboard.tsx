import { CalendarDays, CheckSquare, ClipboardList, Gavel, ListChecks, Printer, Settings, Users } from 'lucide-react'
import { useLoaderData, useSearchParams } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { servicesFrom } from '~/load-context'
import { DashboardTile } from '~/features/tasks/components/dashboard-tile'
import { DeadlinesAndActivity } from '~/features/tasks/components/deadlines-and-activity'
import { familyOverview, requireActiveFamily } from '~/features/family/index.server'
import { loadPlanOverview } from '~/features/tasks/plan-overview.server'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  // The next deadlines and the activity feed are the advanced dashboard: Premium (docs/product.md, 'Premium').
  const [overview, people] = await Promise.all([
    loadPlanOverview(db, family.access, { advanced: family.premium }),
    familyOverview(db, family.access),
  ])
  return {
    members: people.activeMembers,
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
    place: family.place,
    country: family.country.name,
    premium: family.premium,
    ...overview,
    now: new Date().toISOString(),
  }
}

export default function DashboardPage() {
  const { deceasedName, dateOfDeath, place, country, premium, upcoming, figures, activity, now, members } =
    useLoaderData<typeof loader>()
  const [searchParams] = useSearchParams()
  const justMade = searchParams.get('plan') === 'ready'
  const justJoined = searchParams.get('joined') === '1'

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

      {justJoined && (
        <p role="status" className="rounded-md border border-primary bg-accent px-4 py-3">
          You have joined the family. This is the plan you now share with them.
        </p>
      )}

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
          <DashboardTile
            to="/dashboard/tasks"
            icon={<ListChecks aria-hidden />}
            title="Task Manager"
            text={`${figures.total - figures.completed} tasks still to do`}
          />
          <DashboardTile
            to="/dashboard/legal-tasks"
            icon={<Gavel aria-hidden />}
            title="Legal tasks"
            premiumNeeded={!premium}
            text={`${figures.pendingLegal} pending, ${figures.urgentLegal} of them high priority or urgent`}
          />
          <DashboardTile
            to="/dashboard/generic-tasks"
            icon={<CheckSquare aria-hidden />}
            title="Everyday tasks"
            text={`${figures.genericInProgress} of ${figures.genericTotal} in progress`}
          />
          <DashboardTile
            to="/tasks"
            icon={<ClipboardList aria-hidden />}
            title="Guided tasks"
            text="Legal, funeral and estate tasks, step by step"
          />
          <DashboardTile
            to="/dashboard/timeline"
            icon={<CalendarDays aria-hidden />}
            title="Timeline"
            premiumNeeded={!premium}
            text="The next eight weeks, and a calendar of every deadline"
          />
          <DashboardTile
            to="/dashboard/checklist"
            icon={<Printer aria-hidden />}
            title="Printable checklist"
            premiumNeeded={!premium}
            text="Print or download your tasks, with their steps and contacts"
          />
          <DashboardTile
            to="/family"
            icon={<Users aria-hidden />}
            title="Family"
            premiumNeeded={!premium}
            text={`${members} ${members === 1 ? 'member' : 'members'}: invite family, roles and activity`}
          />
          <DashboardTile
            to="/dashboard/settings"
            icon={<Settings aria-hidden />}
            title="Settings"
            text="Your details, region and date of death"
          />
        </ul>
      </nav>

      <DeadlinesAndActivity premium={premium} upcoming={upcoming} activity={activity} now={now} />
    </Container>
  )
}
