import { Readable } from 'node:stream'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { renderLetterPdf } from '~/features/organisations/letter-pdf.server'
import { letterForPdf } from '~/features/organisations/letter-page.server'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.organisations.$id.letter[.]pdf'

/**
 * The organisation's letter, as saved (or the first draft), as a tagged PDF to print and post. Laying out a PDF
 * is the costliest thing a page asks for, so letters count against the checklist PDF's limit per person.
 */
export async function loader(args: Route.LoaderArgs) {
  const letter = await letterForPdf(args)
  const services = servicesFrom(args.context)
  // The same look-up letterForPdf made, remembered for this request.
  const user = await requireSignedInUser(args.request, services)
  const limit = await consumeExpensiveAction(services.db, 'pdf', user.id)
  if (!limit.allowed) throw tooManyRequests(limit.retryAfter)
  const pdf = renderLetterPdf(letter)
  return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${letter.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
