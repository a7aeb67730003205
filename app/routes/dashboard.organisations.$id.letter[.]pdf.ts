import { Readable } from 'node:stream'
import { renderLetterPdf } from '~/features/organisations/letter-pdf.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { letterForPdf, openLetter } from '~/features/organisations/letters.server'
import { readerDates } from '~/lib/reader-dates.server'
import { answerRefusal } from '~/lib/refusal'
import { consumeExpensiveAction, tooManyRequests } from '~/lib/rate-limit.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.organisations.$id.letter[.]pdf'

/**
 * The organisation's letter, written from the details (decision 063), as a tagged PDF to print and post; a
 * letter still missing a detail is refused, naming each. Laying out a PDF
 * is the costliest thing a page asks for, so letters count against the checklist PDF's limit per person.
 */
export async function loader(args: Route.LoaderArgs) {
  const family = await requirePremiumFamily(args, 'view', 'organisations')
  const services = servicesFrom(args.context)
  const { today } = readerDates(args.request, family.country.code)
  const opened = await openLetter(services.db, family, args.params.id, today).catch((error: unknown) =>
    answerRefusal(error, 'loader'),
  )
  // A letter missing a detail it needs is refused with their names (422), before it counts against the limit.
  const letter = (() => {
    try {
      return letterForPdf(family, opened)
    } catch (error) {
      return answerRefusal(error, 'loader')
    }
  })()
  const limit = await consumeExpensiveAction(services.db, 'pdf', family.access.userId)
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
