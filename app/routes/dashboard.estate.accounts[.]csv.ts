import { requirePremiumFamily } from '~/features/family/index.server'
import { accountsFileName, familyEstateAccounts } from '~/features/estate/estate-accounts.server'
import { estateAccountsCsv } from '~/features/estate/estate-accounts-csv'
import { refusingLoader } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.estate.accounts[.]csv'

/** The estate accounts' figures as CSV for an accountant (decision 069): the same figures as the PDF. */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'estate')
  const asOf = new URL(args.request.url).searchParams.get('asOf')
  const accounts = await familyEstateAccounts(servicesFrom(args.context).db, family.access, asOf)
  return new Response(estateAccountsCsv(accounts), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${accountsFileName(asOf, 'csv')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
