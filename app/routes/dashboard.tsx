import {
  CalendarDays,
  CheckSquare,
  ClipboardList,
  FileText,
  Gavel,
  ListChecks,
  Mail,
  Printer,
  Settings,
  Users,
} from 'lucide-react'
import { Link, useLoaderData, useSearchParams } from 'react-router'
import { formatDay } from '~/lib/calendar'
import { useReaderDates } from '~/lib/reader-dates'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { servicesFrom } from '~/load-context'
import { DashboardTile } from '~/features/tasks/components/dashboard-tile'
import { DeadlinesAndActivity } from '~/features/tasks/components/deadlines-and-activity'
import { countFamilyMembers, requireActiveFamily } from '~/features/family/index.server'
import { countVisibleDocuments } from '~/features/documents/index.server'
import { organisationProgress } from '~/features/organisations/index.server'
import { loadPlanOverview } from '~/features/tasks/plan-overview.server'
import { myNextTasks } from '~/features/tasks/index.server'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  // The next deadlines and the activity feed are the advanced dashboard: Premium (docs/product.md, 'Premium').
  const [overview, members, mine, documents, organisations] = await Promise.all([
    loadPlanOverview(db, family.access, { advanced: family.premium }),
    countFamilyMembers(db, family.access),
    myNextTasks(db, family.access),
    countVisibleDocuments(db, family.access),
    organisationProgress(db, family.access),
  ])
  return {
    mine,
    documents,
    organisations,
    members,
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
  const {
    deceasedName,
    dateOfDeath,
    place,
    country,
    premium,
    upcoming,
    figures,
    activity,
    now,
    members,
    mine,
    documents,
    organisations,
  } = useLoaderData<typeof loader>()
  const { locale } = useReaderDates()
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

      {mine.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your next tasks</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <ul className="flex flex-col divide-y divide-border">
              {mine.map((task) => (
                <li key={task.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                  <span>{task.title}</span>
                  {task.dueDate && (
                    <span className="text-sm text-muted-foreground">
                      Due by <time dateTime={task.dueDate}>{formatDay(task.dueDate, locale)}</time>
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <Link to="/dashboard/tasks?assigned=me" className="self-start underline underline-offset-4">
              All tasks assigned to you
            </Link>
          </CardContent>
        </Card>
      )}

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
            to="/dashboard/documents"
            icon={<FileText aria-hidden />}
            title="Documents"
            premiumNeeded={!premium}
            text={`${documents} ${documents === 1 ? 'document' : 'documents'}, kept safe and searchable`}
          />
          <DashboardTile
            to="/dashboard/organisations"
            icon={<Mail aria-hidden />}
            title="Who to tell"
            premiumNeeded={!premium}
            text={`Organisations told: ${organisations.told} of ${organisations.total}`}
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
