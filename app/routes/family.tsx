import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { InviteForm } from '~/features/family/components/invite-form'
import {
  LeaveFamilyDialog,
  MemberSettingsDialog,
  RemoveMemberDialog,
} from '~/features/family/components/member-dialogs'
import { FamilyOverviewCards } from '~/features/family/components/family-overview'
import { PeopleList } from '~/features/family/components/people-list'
import { familyAction, loadFamilyPage } from '~/features/family/family-page.server'
import { ActivityList } from '~/features/activity'
import { taskProgress } from '~/features/tasks/index.server'
import { withArticle } from '~/lib/format'
import type { Route } from './+types/family'

export const meta: Route.MetaFunction = () => [{ title: 'Family Collaboration — Afterword' }]

export const loader = (args: Route.LoaderArgs) => loadFamilyPage(args, { countTaskProgress: taskProgress })
export const action = (args: Route.ActionArgs) => familyAction(args)

export default function FamilyPage() {
  const page = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const close = () => void navigate('/family', { replace: true, preventScrollReset: true })
  const active = page.people.filter((person) => person.status === 'Active' && !person.isYou)
  const settingsFor = page.canManage ? active.find((person) => person.id === params.get('member')) : undefined
  const removing = page.canManage ? active.find((person) => person.id === params.get('remove')) : undefined
  const refusedElsewhere = result && !result.ok && result.intent !== 'invite' ? result : undefined

  return (
    <Container className="flex flex-col gap-8 py-10">
      <BackLink />
      <div>
        <h1 className="text-3xl font-semibold">Family Collaboration</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Share the plan{page.deceasedName ? ` for ${page.deceasedName}` : ''} with the people helping you. You are{' '}
          {withArticle(page.role)} of this family.
        </p>
      </div>

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

      <FamilyOverviewCards overview={page.overview} />

      <div className="grid gap-8 lg:grid-cols-2">
        {page.canManage && <InviteForm result={result} />}
        <PeopleList people={page.people} canManage={page.canManage} />
      </div>

      <section aria-labelledby="activity-heading" className="flex flex-col gap-3">
        <h2 id="activity-heading" className="text-xl font-semibold">
          Family activity
        </h2>
        <ActivityList entries={page.activity} now={page.now} />
        <nav aria-label="Older and newer activity" className="flex gap-3">
          {page.activityPage > 1 && (
            <Button asChild variant="outline" size="sm">
              <Link to={page.activityPage === 2 ? '/family' : `?page=${page.activityPage - 1}`}>Newer activity</Link>
            </Button>
          )}
          {page.hasOlderActivity && (
            <Button asChild variant="outline" size="sm">
              <Link to={`?page=${page.activityPage + 1}`}>Older activity</Link>
            </Button>
          )}
        </nav>
      </section>

      <section aria-labelledby="another-heading" className="border-t border-border pt-6">
        <h2 id="another-heading" className="text-lg font-semibold">
          Helping with someone else&apos;s affairs too?
        </h2>
        <p className="mt-1 text-muted-foreground">
          Start a separate plan, for example as the executor of a second estate. You can switch between your families
          from the menu under your name.
        </p>
        <Form method="post" action="/family/switch" reloadDocument className="mt-3">
          <input type="hidden" name="intent" value="new" />
          <Button type="submit" variant="outline">
            Start a plan for someone else
          </Button>
        </Form>
      </section>

      <section aria-labelledby="leave-heading" className="border-t border-border pt-6">
        <h2 id="leave-heading" className="text-lg font-semibold">
          Leave this family
        </h2>
        <p className="mt-1 text-muted-foreground">
          You stop seeing its tasks and documents. Nothing you did is undone.
        </p>
        <Button asChild variant="outline" className="mt-3">
          <Link to="?leave=1" preventScrollReset>
            Leave this family
          </Link>
        </Button>
      </section>

      {page.canManage && (
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
      )}

      {settingsFor && <MemberSettingsDialog person={settingsFor} close={close} />}
      {removing && <RemoveMemberDialog person={removing} close={close} />}
      {params.get('leave') === '1' && <LeaveFamilyDialog close={close} />}
    </Container>
  )
}
