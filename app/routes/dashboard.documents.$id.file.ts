import { Readable } from 'node:stream'
import { documentServicesFrom, fileResponseHeaders, openDocumentFile } from '~/features/documents/index.server'
import { isViewable } from '~/features/documents/document-view'
import { requirePremiumFamily } from '~/features/family/index.server'
import { isUuid } from '~/lib/ids'
import type { Route } from './+types/dashboard.documents.$id.file'
import { Refusal, refusingLoader } from '~/lib/refusal'

/**
 * A document's file, decrypted as it streams, for someone who may see it: a download, or with `?view` a view
 * in the browser for images and PDFs. Never served by path: the id is looked up in the person's family.
 */
export const loader = refusingLoader(async (args: Route.LoaderArgs) => {
  const family = await requirePremiumFamily(args, 'view', 'documents')
  if (!isUuid(args.params.id)) throw new Refusal(404, 'This document was not found.')
  const { document, body } = await openDocumentFile(documentServicesFrom(args.context), family.access, args.params.id)
  const inline = new URL(args.request.url).searchParams.has('view') && isViewable(document.mimeType)
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: fileResponseHeaders(document, inline),
  })
})
