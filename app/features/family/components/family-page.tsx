import { Form, Link, useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { InviteForm } from './invite-form'
import { MemberDialogsWhenOpen } from './member-dialogs-when-open'
import { FamilyOverviewCards } from './family-overview'
import { PeopleList } from './people-list'
import { ActivityList, type ActivityView } from '~/features/activity'
import { withArticle } from '~/lib/format'
import type { FamilyRole } from '~db/schema/vocabulary'
import type { FamilyActionResult, FamilyOverview, FamilyPerson } from '../family-view'

/** What /family shows: the people, the figures and a page of the activity. */
export interface FamilyPageData {
  people: FamilyPerson[]
  overview: FamilyOverview
  activity: ActivityView[]
  activityPage: number
  hasOlderActivity: boolean
  canManage: boolean
  role: FamilyRole
  deceasedName: string | null
}

/** /family: the people helping, their roles and invitations, the figures and the family's activity. */
export function FamilyPage({ page, result }: { page: FamilyPageData; result: FamilyActionResult | undefined }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const close = () => void navigate('/family', { replace: true, preventScrollReset: true })
  const active = page.people.filter((person) => person.status === 'Active' && !person.isYou)
  const settingsFor = page.canManage ? active.find((person) => person.id === params.get('member')) : undefined
  const removing = page.canManage ? active.find((person) => person.id === params.get('remove')) : undefined

  return (
    <Container className="flex flex-col gap-8 py-10">
      <BackLink />
      <FamilyHeader deceasedName={page.deceasedName} role={page.role} />
      <FamilyNotices result={result} />

      <FamilyOverviewCards overview={page.overview} />

      <div className="grid gap-8 lg:grid-cols-2">
        {page.canManage && <InviteForm result={result} />}
        <PeopleList people={page.people} canManage={page.canManage} />
      </div>

      <FamilyActivity
        activity={page.activity}
        activityPage={page.activityPage}
        hasOlderActivity={page.hasOlderActivity}
      />
      <AnotherPlanSection />
      <LeaveFamilySection />
      {page.canManage && <DeleteFamilySection />}

      <MemberDialogsWhenOpen
        settingsFor={settingsFor}
        removing={removing}
        leaving={params.get('leave') === '1'}
        close={close}
      />
    </Container>
  )
}

function FamilyHeader({ deceasedName, role }: { deceasedName: string | null; role: FamilyRole }) {
  return (
    <div>
      <h1 className="text-3xl font-semibold">Family Collaboration</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Share the plan{deceasedName ? ` for ${deceasedName}` : ''} with the people helping you. You are{' '}
        {withArticle(role)} of this family.
      </p>
    </div>
  )
}

/** The outcome of the last change; a refused invitation is shown by the invitation form itself. */
function FamilyNotices({ result }: { result: FamilyActionResult | undefined }) {
  const refusedElsewhere = result && !result.ok && result.intent !== 'invite' ? result : undefined
  return (
    <>
      <div role="status" aria-live="polite">
        {result?.ok && (
          <div className="rounded-lg border border-primary/40 bg-primary/5 p-4">
            <p className="font-semibold">{result.notice.title}</p>
            <p>{result.notice.message}</p>
          </div>
        )}
      </div>
      {refusedElsewhere && (
        <p role="alert" className="rounded-md border border-destructive px-4 py-3 font-medium text-destructive">
          {refusedElsewhere.message}
        </p>
      )}
    </>
  )
}

function FamilyActivity({
  activity,
  activityPage,
  hasOlderActivity,
}: Pick<FamilyPageData, 'activity' | 'activityPage' | 'hasOlderActivity'>) {
  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
      <h2 id="activity-heading" className="text-xl font-semibold">
        Family activity
      </h2>
      <ActivityList entries={activity} />
      <nav aria-label="Older and newer activity" className="flex gap-3">
        {activityPage > 1 && (
          <Button asChild variant="outline" size="sm">
            <Link to={activityPage === 2 ? '/family' : `?page=${activityPage - 1}`}>Newer activity</Link>
          </Button>
        )}
        {hasOlderActivity && (
          <Button asChild variant="outline" size="sm">
            <Link to={`?page=${activityPage + 1}`}>Older activity</Link>
          </Button>
        )}
      </nav>
    </section>
  )
}

function AnotherPlanSection() {
  return (
    <section aria-labelledby="another-heading" className="border-t border-border pt-6">
      <h2 id="another-heading" className="text-lg font-semibold">
        Helping with someone else&apos;s affairs too?
      </h2>
      <p className="mt-1 text-muted-foreground">
        Start a separate plan, for example as the executor of a second estate. You can switch between your families from
        the menu under your name.
      </p>
      <Form method="post" action="/family/switch" reloadDocument className="mt-3">
        <input type="hidden" name="intent" value="new" />
        <Button type="submit" variant="outline">
          Start a plan for someone else
        </Button>
      </Form>
    </section>
  )
}

function LeaveFamilySection() {
  return (
    <section aria-labelledby="leave-heading" className="border-t border-border pt-6">
      <h2 id="leave-heading" className="text-lg font-semibold">
        Leave this family
      </h2>
      <p className="mt-1 text-muted-foreground">You stop seeing its tasks and documents. Nothing you did is undone.</p>
      <Button asChild variant="outline" className="mt-3">
        <Link to="?leave=1" preventScrollReset>
          Leave this family
        </Link>
      </Button>
    </section>
  )
}

function DeleteFamilySection() {
  return (
    <section aria-labelledby="delete-heading" className="border-t border-border pt-6">
      <h2 id="delete-heading" className="text-lg font-semibold">
        Delete this family
      </h2>
      <p className="mt-1 text-muted-foreground">
        Deletes its tasks, organisations and documents for everyone in it. It cannot be undone.
      </p>
      <Button asChild variant="outline" className="mt-3">
        <Link to="/family/delete">Delete this family…</Link>
      </Button>
    </section>
  )
}
