import { Readable } from 'node:stream'
import { data } from 'react-router'
import { contentDisposition } from '~/features/documents/index.server'
import { requireSignedInUser } from '~/features/accounts/session.server'
import { ExportNotFound, openDataExport } from '~/features/privacy/data-export.server'
import { isUuid } from '~/lib/ids'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/dashboard.settings.your-data.$id.download'

/** A finished data export, decrypted as it streams, for the person it belongs to only (decision 050). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const gone = () => data({ message: 'This download has expired or is not yours. You can ask for a new one.' }, 404)
  if (!isUuid(params.id)) throw gone()
  try {
    const { body, size, createdAt } = await openDataExport(
      { db: services.db, ...services.documents },
      user.id,
      params.id,
    )
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(size),
        'Content-Disposition': contentDisposition(
          'attachment',
          `afterword-data-${createdAt.toISOString().slice(0, 10)}.zip`,
        ),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof ExportNotFound) throw gone()
    throw error
  }
}
