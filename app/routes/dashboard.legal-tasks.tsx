import { Link, useLoaderData, useLocation } from 'react-router'
import { requirePremiumFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { COUNTRY_MODULES } from '~/content/countries.server'
import { pathForRegionCode } from '~/features/regions/region-pages.server'
import { assigneeNameOf } from '~/features/tasks/assignee-name'
import { TaskSortForm } from '~/features/tasks/components/task-filters'
import { TaskRow } from '~/features/tasks/components/task-row'
import { DETAILS_LOADING, TaskRowDetails, whenRowOpen } from '~/features/tasks/components/task-row-details'
import { splitPart, withParts } from '~/lib/split-part'
import { loadTaskList } from '~/features/tasks/task-lists.server'
import { countTaskViews, legalProgressPercent } from '~/features/tasks/task-view'
import { readerDates } from '~/lib/reader-dates.server'
import { shownFromUrl, shownRows } from '~/lib/show-more'
import { ShowMoreLink } from '~/components/ui/show-more-link'
import type { Route } from './+types/dashboard.legal-tasks'
import { action as changeTasks } from './dashboard.tasks'
import { countryInSentence } from '~/lib/format'
import { keepWhenNoSignal } from '~/lib/offline-changes'

/** The address's count of legal tasks shown (`?shown=40`). */
const LEGAL_LIST_KEY = 'shown'

// An open row's controls: fetched when a row first opens (docs/decisions/088).
const panel = splitPart(
  () => import('~/features/tasks/components/task-row-panels').then((part) => part.LegalTaskPanel),
  { fallback: DETAILS_LOADING },
)

/** A client navigation to an address with a row open: the row's code with the data. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, whenRowOpen(panel))

export const meta: Route.MetaFunction = () => [{ title: 'Legal tasks — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'legal-tasks')
  const url = new URL(args.request.url)
  const { tasks, ...list } = await loadTaskList(servicesFrom(args.context).db, family.access, url, { legal: true })
  // The counts and progress are of every legal task; the page sends the rows it shows (decision 083).
  const { today } = readerDates(args.request, family.country.code)
  const progress = { counts: countTaskViews(tasks, today), percent: legalProgressPercent(tasks) }
  // The page of the family's own state or province, where its figures and offices are.
  const resources = {
    href: pathForRegionCode(COUNTRY_MODULES[family.country.code], family.regionCode),
    label: `${family.place} resources`,
  }
  const shown = shownRows(tasks, shownFromUrl(url, LEGAL_LIST_KEY), list.opened?.id ?? null)
  return { ...list, ...progress, shown, canEdit: family.canEdit, country: family.country, resources }
}

/** The task changes of the other task screens (decision 060), for a family with Premium's legal tasks. */
export async function action(args: Route.ActionArgs) {
  await requirePremiumFamily(args, 'edit-tasks', 'legal-tasks')
  return changeTasks(args)
}

/** The page's changes, kept on the phone when their request fails for want of signal (decision 082). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepWhenNoSignal(request, serverAction)
}

export default function LegalTasksPage() {
  const { shown, counts, percent, opened, canEdit, country, resources, sort, assignees, youId } =
    useLoaderData<typeof loader>()
  const location = useLocation()
  const tasks = shown.rows
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
      <TaskSortForm key={location.search} sort={sort} />
      {tasks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center">No tasks found</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} assignee={assigneeNameOf(task.assigneeId, assignees, youId)}>
              <TaskRowDetails taskId={task.id} opened={opened}>
                {(details) => <panel.Part task={task} details={details} canEdit={canEdit} />}
              </TaskRowDetails>
            </TaskRow>
          ))}
        </ul>
      )}
      {shown.nextId && (
        <ShowMoreLink
          listKey={LEGAL_LIST_KEY}
          shown={tasks.length}
          total={shown.total}
          nextAnchor={`task-${shown.nextId}`}
          what="legal tasks"
        />
      )}
    </Container>
  )
}
