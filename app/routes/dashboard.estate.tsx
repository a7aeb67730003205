import { data } from 'react-router'
import { requirePremiumFamily } from '~/features/family/index.server'
import { EstatePage } from '~/features/estate/components/estate-page'
import { changeEstate, estateFormIntent } from '~/features/estate/estate-changes.server'
import { estateOverview } from '~/features/estate/estate-overview.server'
import { readForm } from '~/lib/forms.server'
import { readerDates } from '~/lib/reader-dates.server'
import { answerRefusal, refusingLoader } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.estate'

export const meta: Route.MetaFunction = () => [{ title: 'The estate — Afterword' }]

/** The estate's records for everyone in a premium family; what the address opens (?add=, ?edit=, ?delete=). */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'estate')
  const params = new URL(args.request.url).searchParams
  return estateOverview(servicesFrom(args.context).db, family.access, readerDates(args.request, family.country.code), {
    add: params.get('add'),
    edit: params.get('edit'),
    remove: params.get('delete'),
    id: params.get('id'),
    params,
  })
})

/** Every change on the page; the 'manage-estate' right is checked before any field (a Viewer gets 403). */
export async function action(args: Route.ActionArgs) {
  const family = await requirePremiumFamily(args, 'view', 'estate')
  const form = await readForm(args.request)
  try {
    const result = await changeEstate(servicesFrom(args.context).db, family.access, form)
    return result.ok ? result : data(result, { status: 400 })
  } catch (error) {
    return answerRefusal(error, 'action', estateFormIntent(form))
  }
}

export default function EstateRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EstatePage page={loaderData} result={actionData} />
}
