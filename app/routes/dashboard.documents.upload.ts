import { redirect } from 'react-router'
import { documentServicesFrom, receiveUpload } from '~/features/documents/index.server'
import { requirePremiumFamily } from '~/features/family/index.server'
import { servicesFrom } from '~/load-context'
import { consumeExpensiveAction, tooManyAttemptsMessage } from '~/lib/rate-limit.server'
import type { Route } from './+types/dashboard.documents.upload'
import { Refusal } from '~/lib/refusal'

/**
 * The upload (docs/decisions/044-document-vault.md): the page's script sends one file per request and reads
 * JSON, so it can show each file's progress; without JavaScript the form posts every file here at once and
 * is sent back to the page with what happened. A refusal while the file is still arriving closes the
 * connection, so the browser stops sending the rest.
 */
export async function action(args: Route.ActionArgs) {
  const wantsJson = (args.request.headers.get('accept') ?? '').includes('application/json')
  const answer = (status: number, body: { ok: boolean; message: string; uploaded: number }, close = false) => {
    if (wantsJson) {
      return Response.json(body, { status, headers: close ? { Connection: 'close' } : undefined })
    }
    const params = new URLSearchParams(body.ok ? { uploaded: String(body.uploaded) } : { problem: body.message })
    if (!body.ok && body.uploaded > 0) params.set('uploaded', String(body.uploaded))
    throw redirect(`/dashboard/documents?${params.toString()}`, { headers: close ? { Connection: 'close' } : {} })
  }
  // Someone signed out, without premium or without the right is refused here, before a byte is read.
  const family = await requirePremiumFamily(args, 'upload-documents', 'documents')
  const limit = await consumeExpensiveAction(servicesFrom(args.context).db, 'upload', family.access.userId)
  if (!limit.allowed)
    return answer(429, { ok: false, message: tooManyAttemptsMessage(limit.retryAfter), uploaded: 0 }, true)
  try {
    const result = await receiveUpload(documentServicesFrom(args.context), family.access, args.request)
    if (result.ok) {
      return answer(201, {
        ok: true,
        message: uploadedMessage(result.uploaded.length),
        uploaded: result.uploaded.length,
      })
    }
    return answer(result.status, { ok: false, message: result.message, uploaded: result.uploaded.length }, true)
  } catch (error) {
    if (error instanceof Refusal) {
      return answer(error.status, { ok: false, message: error.message, uploaded: 0 }, true)
    }
    throw error
  }
}

function uploadedMessage(count: number): string {
  return count === 1 ? 'Document uploaded successfully' : `${count} documents uploaded successfully`
}
