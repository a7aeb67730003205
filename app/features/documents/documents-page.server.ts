import { data } from 'react-router'
import { parseForm, textOf, type FieldErrors } from '~/lib/forms'
import { can } from '~/lib/permissions'
import { isUuid } from '~/lib/ids'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { requirePremiumFamily } from '~/features/family/index.server'
import { toDocumentRow } from './document-view'
import {
  deleteDocument,
  documentText,
  familyStorageUsed,
  listDocuments,
  setDocumentShared,
  updateDocumentDetails,
} from './documents.server'
import { documentQueryFromUrl, EditDetailsSchema } from './documents.schema'
import { documentServicesFrom } from './index.server'
import { readForm } from '~/lib/forms.server'
import { Refusal } from '~/lib/refusal'

interface RouteArgs {
  request: Request
  context: AfterwordLoadContext
}

/** /dashboard/documents: the list the filters choose, the family's space, and the upload's outcome. */
export async function loadDocumentsPage(args: RouteArgs) {
  const family = await requirePremiumFamily(args, 'view', 'documents')
  const services = servicesFrom(args.context)
  const url = new URL(args.request.url)
  const query = documentQueryFromUrl(url)
  const [{ documents, total }, used] = await Promise.all([
    listDocuments(documentServicesFrom(args.context), family.access, query),
    familyStorageUsed(services.db, family.access.familyId),
  ])
  const rows = documents.map((document) => toDocumentRow(document, family.access))
  const deleteId = url.searchParams.get('delete')
  const editId = url.searchParams.get('edit')
  const textId = url.searchParams.get('text')
  const shownText =
    textId && isUuid(textId)
      ? await documentText(documentServicesFrom(args.context), family.access, textId).catch(() => null)
      : null
  return {
    query,
    documents: rows,
    total,
    storage: { used, quota: services.documents.limits.familyQuotaBytes },
    maxFileBytes: services.documents.limits.maxFileBytes,
    canUpload: can(family.access.role, 'upload-documents'),
    confirmDelete: rows.find((row) => row.id === deleteId && row.canDelete) ?? null,
    editing: rows.find((row) => row.id === editId && row.canChange) ?? null,
    shownText,
    // What a plain form upload (without JavaScript) came back with.
    uploadOutcome: {
      uploaded: Number(url.searchParams.get('uploaded')) || 0,
      problem: url.searchParams.get('problem')?.slice(0, 500) ?? null,
    },
  }
}

export type DocumentsActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; fieldErrors?: FieldErrors }

/** Delete, share, make private and edit details. Each checks the person's right to that document on the server. */
export async function documentsAction(args: RouteArgs) {
  const services = servicesFrom(args.context)
  const family = await requirePremiumFamily(args, 'view', 'documents')
  const form = await readForm(args.request)
  const intent = textOf(form.get('intent'))
  const id = textOf(form.get('documentId'))
  const refuse = (status: number, message: string) =>
    data<DocumentsActionResult>({ ok: false, intent, message }, { status })
  if (!isUuid(id)) return refuse(404, 'This document was not found. It may have been deleted.')
  try {
    if (intent === 'delete') {
      await deleteDocument(documentServicesFrom(args.context), family.access, id)
      return { ok: true, intent, message: 'Document deleted successfully' } satisfies DocumentsActionResult
    }
    if (intent === 'edit') {
      const parsed = parseForm(EditDetailsSchema, form)
      if (!parsed.success) {
        const message = Object.values(parsed.fieldErrors)[0] ?? 'Check the details.'
        return data<DocumentsActionResult>(
          { ok: false, intent, message, fieldErrors: parsed.fieldErrors },
          { status: 400 },
        )
      }
      const result = await updateDocumentDetails(services.db, family.access, id, parsed.data)
      return { ok: true, intent, message: `The details of “${result.name}” were saved` } satisfies DocumentsActionResult
    }
    if (intent === 'share') {
      const shared = form.get('shared') === 'true'
      const result = await setDocumentShared(services.db, family.access, id, shared)
      const message = result.shared
        ? `“${result.name}” is now shared with the family`
        : `“${result.name}” is now private to you`
      return { ok: true, intent, message } satisfies DocumentsActionResult
    }
    return refuse(400, 'That is not something this page can do.')
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message)
    throw error
  }
}
