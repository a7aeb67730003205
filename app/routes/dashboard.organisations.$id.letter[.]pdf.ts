import { Readable } from 'node:stream'
import { renderLetterPdf } from '~/features/organisations/letter-pdf.server'
import { letterForPdf } from '~/features/organisations/letter-page.server'
import type { Route } from './+types/dashboard.organisations.$id.letter[.]pdf'

/** The organisation's letter, as saved (or the first draft), as a tagged PDF to print and post. */
export async function loader(args: Route.LoaderArgs) {
  const letter = await letterForPdf(args)
  const pdf = renderLetterPdf(letter)
  return new Response(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${letter.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
