import { Readable } from 'node:stream'
import { loadChecklistFor } from '~/features/checklist/checklist-loader.server'
import { renderChecklistPdf } from '~/features/checklist/checklist-pdf.server'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import type { Route } from './+types/dashboard.checklist[.]pdf'

/**
 * 'Download PDF': the checklist the filters in the query choose, streamed as it is laid out (never held whole
 * in memory). Signed-in only, for the person's own family, like the page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { checklist } = await loadChecklistFor(args)
  const services = servicesFrom(args.context)
  // The same look-up the loader above made, remembered for this request.
  const user = await requireSignedInUser(args.request, services)
  const limit = await consumeExpensiveAction(services.db, 'pdf', user.id)
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
