import { Readable } from 'node:stream'
import { familyChecklist } from '~/features/checklist/family-checklist.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { readerDates } from '~/lib/reader-dates.server'
import { renderChecklistPdf } from '~/features/checklist/checklist-pdf.server'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.checklist[.]pdf'

/**
 * 'Download PDF': the checklist the filters in the query choose, streamed as it is laid out (never held whole
 * in memory). Signed-in only, for the person's own family, like the page.
 */
export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'checklist')
  const { db } = servicesFrom(args.context)
  const dates = readerDates(args.request, family.country.code)
  const { checklist } = await familyChecklist(db, family, new URL(args.request.url), dates)
  const limit = await consumeExpensiveAction(db, 'pdf', family.access.userId)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfter)
  const pdf = renderChecklistPdf(checklist)
  return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="bereavement-support-checklist.pdf"',
      'Cache-Control': 'private, no-store',
    },
  })
}
