import { data, Link, useLoaderData } from 'react-router'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { findActiveFamilyAccess, requirePremiumFamily } from '~/features/family/index.server'
import { changeTask, taskChangeServices, taskIntentOf } from '~/features/tasks/task-changes.server'
import type { TaskActionResult } from '~/features/tasks/task-view'
import { readForm } from '~/lib/forms.server'
import { answerRefusal } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { COUNTRY_MODULES, findRegion } from '~/content/countries.server'
import { pathForRegionCode } from '~/features/regions/region-pages.server'
import { LegalStatusButton } from '~/features/tasks/components/legal-status-button'
import { TaskBadges } from '~/features/tasks/components/task-badges'
import { TaskDetails } from '~/features/tasks/components/task-details'
import { familyTaskViews } from '~/features/tasks/task-lists.server'
import { countTaskViews, legalProgressPercent } from '~/features/tasks/task-view'
import { useReaderDates } from '~/lib/reader-dates'
import { CATEGORY_LABELS } from '~/features/tasks'
import type { Route } from './+types/dashboard.legal-tasks'
import { countryInSentence } from '~/lib/format'

export const meta: Route.MetaFunction = () => [{ title: 'Legal tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'legal-tasks')
  const views = await familyTaskViews(servicesFrom(args.context).db, family.access, {
    order: 'priority',
    legal: true,
  })
  const tasks = views.map((task) => ({
    ...task,
    regionName: task.region ? (findRegion(task.region)?.region.name ?? task.region) : '',
  }))
  // The page of the family's own state or province, where its figures and offices are.
  const resources = {
    href: pathForRegionCode(COUNTRY_MODULES[family.country.code], family.regionCode),
    label: `${family.place} resources`,
  }
  return { tasks, canEdit: family.canEdit, country: family.country, resources }
}

/** The task changes of every task screen: create, edit, change status, assign, delete. */
export async function action(args: Route.ActionArgs) {
  await requirePremiumFamily(args, 'edit-tasks', 'legal-tasks')
  const services = servicesFrom(args.context)
  const user = await requireSignedInUser(args.request, services)
  const form = await readForm(args.request)
  const intent = taskIntentOf(form)
  if (!intent) return data<TaskActionResult>({ intent: 'update', ok: false, message: 'Unknown action.' }, 400)
  try {
    const access = await findActiveFamilyAccess(services.db, user.id, 'edit-tasks')
    const result = await changeTask(taskChangeServices(args.context), user, access, intent, form)
    return data(result, result.ok ? 200 : 400)
  } catch (error) {
    return answerRefusal(error, 'action', { intent })
  }
}

export default function LegalTasksPage() {
  const { tasks, canEdit, country, resources } = useLoaderData<typeof loader>()
  const percent = legalProgressPercent(tasks)
  const counts = countTaskViews(tasks, useReaderDates().today)
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <div>
        <h1 className="text-3xl font-semibold">Legal tasks</h1>
        <p className="mt-1 text-muted-foreground">
          Probate, tax and the estate in {countryInSentence(country.name)}. This is general information, not legal
          advice. For help,{' '}
          <Link to="/support" className="text-primary underline underline-offset-4 hover:no-underline">
            contact support
          </Link>{' '}
          or see the{' '}
          <Link to={resources.href} className="text-primary underline underline-offset-4 hover:no-underline">
            {resources.label}
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p>
          {counts.completed} of {counts.total} completed, {counts.pending} still to do
          {counts.overdue > 0 ? `, ${counts.overdue} past their deadline` : ''}
        </p>
        <p id="legal-progress">Legal tasks progress: {percent}% (a task in progress counts as half)</p>
        <ProgressBar value={percent} labelledBy="legal-progress" />
      </div>
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {tasks.map((task) => (
            <li key={task.id}>
              <Card>
                <CardHeader className="flex flex-col gap-2">
                  <CardTitle as="h2">{task.title}</CardTitle>
                  <TaskBadges task={task} />
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                    <dt className="font-medium">Estimated time</dt>
                    <dd>{task.estimatedDuration || 'Not known'}</dd>
                    <dt className="font-medium">Region</dt>
                    <dd>{task.regionName}</dd>
                    <dt className="font-medium">Category</dt>
                    <dd>{CATEGORY_LABELS[task.category]}</dd>
                  </dl>
                </CardHeader>
                <CardContent className="flex flex-col gap-4">
                  <p className="text-muted-foreground">{task.description}</p>
                  <TaskDetails task={task} />
                  <LegalStatusButton task={task} disabled={!canEdit} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  )
}
