import { Readable } from 'node:stream'
import { loadPaperPack } from '~/features/checklist/paper-pack.server'
import { renderPaperPackPdf } from '~/features/checklist/paper-pack-pdf.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { readerDates } from '~/lib/reader-dates.server'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.paper-pack[.]pdf'

/**
 * The paper pack (decision 073): the whole plan, the calls and the letters in one PDF, for a helper to print
 * for someone who is not online. Signed-in only, for the person's own active family, with the same permission
 * as the printable checklist it is linked from; in large print when the person chose it in Settings.
 */
export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'checklist')
  const { db } = servicesFrom(args.context)
  const pack = await loadPaperPack(db, family, readerDates(args.request, family.country.code))
  const limit = await consumeExpensiveAction(db, 'pdf', family.access.userId)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfter)
  const pdf = renderPaperPackPdf(pack)
  return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="paper-pack.pdf"',
      'Cache-Control': 'private, no-store',
    },
  })
}
