import { Readable } from 'node:stream'
import { requirePremiumFamily } from '~/features/family/index.server'
import { accountsFileName, familyEstateAccounts } from '~/features/estate/estate-accounts.server'
import { renderEstateAccountsPdf } from '~/features/estate/estate-accounts-pdf.server'
import { personName } from '~/lib/person-name'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { refusingLoader } from '~/lib/refusal'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.estate.accounts[.]pdf'

/** The estate accounts as a tagged PDF for beneficiaries (decision 069), streamed as it is laid out. */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'estate')
  const { db } = servicesFrom(args.context)
  const asOf = new URL(args.request.url).searchParams.get('asOf')
  const accounts = await familyEstateAccounts(db, family.access, asOf)
  const limit = await consumeExpensiveAction(db, 'pdf', family.access.userId)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfter)
  const pdf = renderEstateAccountsPdf({ accounts, deceasedName: family.deceasedName ?? personName(null) })
  return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${accountsFileName(asOf, 'pdf')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
