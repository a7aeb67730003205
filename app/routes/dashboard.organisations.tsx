import { data } from 'react-router'
import { requirePremiumFamily } from '~/features/family/index.server'
import { loadOrganisationDialogs, OrganisationsPage } from '~/features/organisations/components/organisations-page'
import { changeOrganisations, organisationsFormIntent } from '~/features/organisations/organisation-changes.server'
import { organisationsOverview } from '~/features/organisations/organisations-overview.server'
import { readForm } from '~/lib/forms.server'
import { readerDates } from '~/lib/reader-dates.server'
import { answerRefusal, refusingLoader } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.organisations'
import { isKeptAnswer, keepWhenNoSignal } from '~/lib/offline-changes'

export const meta: Route.MetaFunction = () => [{ title: 'Who to tell — Afterword' }]

/** The one-stop services, the family's list, the catalogue and the certificate copies. */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'organisations')
  const { searchParams } = new URL(args.request.url)
  const page = await organisationsOverview(
    servicesFrom(args.context).db,
    family,
    readerDates(args.request, family.country.code),
    {
      dialog: searchParams.get('dialog'),
      organisationId: searchParams.get('organisation'),
      query: searchParams.get('q'),
    },
  )
  const { add, editing, deleting } = page.dialog
  // An open dialog is drawn by the server: its code must be there first.
  if (add || editing || deleting) await loadOrganisationDialogs()
  return page
})

/** Every change on the page; a form that does not pass is a 400, the question before the last copy a 200. */
export async function action(args: Route.ActionArgs) {
  const family = await requirePremiumFamily(args, 'view', 'organisations')
  const form = await readForm(args.request)
  try {
    const result = await changeOrganisations(
      servicesFrom(args.context).db,
      { access: family.access, countryCode: family.country.code },
      form,
    )
    return result.ok || result.confirmLast ? result : data(result, { status: 400 })
  } catch (error) {
    return answerRefusal(error, 'action', organisationsFormIntent(form))
  }
}

/** The page's changes, kept on the phone when their request fails for want of signal (decision 082). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return keepWhenNoSignal(request, serverAction)
}

export default function OrganisationsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrganisationsPage page={loaderData} result={isKeptAnswer(actionData) ? undefined : actionData} />
}
