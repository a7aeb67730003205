import { data, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { NamePromptArea, namePromptReady, withNamePromptCode } from '~/features/accounts/components/name-prompt-area'
import {
  answerNamePrompt,
  asksForFullName,
  forgetSignedInUser,
  NAME_PROMPT_INTENTS,
} from '~/features/accounts/index.server'
import { textOf } from '~/lib/forms'
import { readForm } from '~/lib/forms.server'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { servicesFrom } from '~/load-context'
import { DashboardTiles } from '~/features/tasks/components/dashboard-tiles'
import { MyNextTasks } from '~/features/tasks/components/my-next-tasks'
import { DeadlinesAndActivity } from '~/features/tasks/components/deadlines-and-activity'
import { NeedsDoingFirst } from '~/features/tasks/components/needs-doing-first'
import { readerDates } from '~/lib/reader-dates.server'
import { countFamilyMembers, requireActiveFamily } from '~/features/family/index.server'
import { countVisibleDocuments } from '~/features/documents/index.server'
import { organisationProgress } from '~/features/organisations/index.server'
import { estateSummaryLine } from '~/features/estate/index.server'
import { loadPlanOverview } from '~/features/tasks/plan-overview.server'
import { myNextTasks } from '~/features/tasks/index.server'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard — Afterword' }]

export async function loader(args: Route.LoaderArgs) {
  const { db } = servicesFrom(args.context)
  const family = await requireActiveFamily(args, 'view')
  // What needs doing first is everyone's; the next deadlines and the activity feed are the advanced dashboard:
  // Premium (docs/product.md, 'Tasks' and 'Premium').
  const { today, locale } = readerDates(args.request, family.country.code)
  const [overview, members, mine, documents, organisations, askForName, estate] = await Promise.all([
    loadPlanOverview(db, family.access, { advanced: family.premium, today, url: new URL(args.request.url) }),
    countFamilyMembers(db, family.access),
    myNextTasks(db, family.access),
    countVisibleDocuments(db, family.access),
    organisationProgress(db, family.access),
    asksForFullName(db, family.access.userId).then(namePromptReady),
    family.premium ? estateSummaryLine(db, family.access, locale) : null,
  ])
  return {
    mine,
    documents,
    organisations,
    estate,
    members,
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
    place: family.place,
    country: family.country.name,
    premium: family.premium,
    ...overview,
    askForName,
  }
}

/** On a client navigation, the name prompt's code arrives with the data that asks for it. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader().then(withNamePromptCode)

/** The 'Add your full name' prompt's two answers (decision 061); the dashboard has no other form. */
export async function action(args: Route.ActionArgs) {
  const family = await requireActiveFamily(args, 'view')
  const form = await readForm(args.request)
  const intent = NAME_PROMPT_INTENTS.find((known) => known === textOf(form.get('intent')))
  if (!intent) return data({ ok: false as const, message: 'That is not something this page can do.' }, 400)
  const answer = { intent, fullName: textOf(form.get('fullName'), 300) }
  const result = await answerNamePrompt(servicesFrom(args.context).db, family.access.userId, answer)
  // The header names the person: its loader looks them up again after a new name (as settings does).
  forgetSignedInUser(args.request.headers)
  return result.ok ? result : data(result, 400)
}

export default function DashboardPage() {
  const {
    deceasedName,
    dateOfDeath,
    place,
    country,
    premium,
    overdue,
    soon,
    upcoming,
    figures,
    activity,
    members,
    mine,
    documents,
    organisations,
    estate,
    askForName,
  } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
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
          Your plan is ready: {figures.all.total} tasks for {place}.{' '}
          {dateOfDeath
            ? 'Where the law sets a deadline, the date it falls on is shown.'
            : 'Add the date of death in Settings to see the date each legal deadline falls on.'}
        </p>
      )}

      <NamePromptArea ask={askForName} answer={answer} />

      <NeedsDoingFirst overdue={overdue} soon={soon} />

      <Card>
        <CardHeader>
          <CardTitle as="h2">Progress</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <p id="plan-progress-label">
            {figures.all.completed} of {figures.all.total} tasks completed ({figures.percent}%)
          </p>
          <ProgressBar value={figures.percent} labelledBy="plan-progress-label" />
        </CardContent>
      </Card>

      <MyNextTasks tasks={mine} />

      <DashboardTiles {...{ figures, premium, documents, organisations, members, estate }} />

      <DeadlinesAndActivity premium={premium} upcoming={upcoming} activity={activity} />
    </Container>
  )
}
