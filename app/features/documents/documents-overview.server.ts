import { parseForm, textOf } from '~/lib/forms'
import { can } from '~/lib/permissions'
import { isUuid } from '~/lib/ids'
import type { FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { emptyListMessage, toDocumentRow, type DocumentsPageData } from './document-view'
import { canShareOwnDocuments, sharingDefaults } from './document-rules'
import {
  deleteDocument,
  DOCUMENT_NOT_FOUND,
  documentText,
  familyStorageUsed,
  listDocuments,
  setDocumentShared,
  ownPrivateCount,
  updateDocumentDetails,
  type DocumentServices,
} from './documents.server'
import { EditDetailsSchema, type DocumentQuery } from './documents.schema'

/** What the documents page asked to see besides the list: a dialog's document, and a plain upload's outcome. */
export interface DocumentsView {
  query: DocumentQuery
  deleteId: string | null
  editId: string | null
  textId: string | null
  uploadOutcome: DocumentsPageData['uploadOutcome']
}

/** The list the filters choose, the family's space, and the document a dialog is about. */
export async function documentsOverview(
  services: DocumentServices,
  access: FamilyAccess,
  view: DocumentsView,
): Promise<DocumentsPageData> {
  const [{ documents, total }, used, ownPrivate] = await Promise.all([
    listDocuments(services, access, view.query),
    familyStorageUsed(services.db, access.familyId),
    ownPrivateCount(services.db, access),
  ])
  const rows = documents.map((document) => toDocumentRow(document, access))
  const shownText =
    view.textId && isUuid(view.textId) ? await documentText(services, access, view.textId).catch(() => null) : null
  return {
    query: view.query,
    documents: rows,
    total,
    storage: { used, quota: services.limits.familyQuotaBytes },
    maxFileBytes: services.limits.maxFileBytes,
    canUpload: can(access.role, 'upload-documents'),
    emptyMessage: total === 0 ? emptyListMessage(view.query) : null,
    sharing: {
      ownPrivate,
      canShare: canShareOwnDocuments(access.role),
      defaults: sharingDefaults(access.role),
    },
    confirmDelete: rows.find((row) => row.id === view.deleteId && row.canDelete) ?? null,
    editing: rows.find((row) => row.id === view.editId && row.canChange) ?? null,
    shownText: shownText && { name: shownText.name, text: shownText.text },
    uploadOutcome: view.uploadOutcome,
  }
}

/**
 * Delete, share, make private and edit details, as the page's form asks (`intent`). Each checks the person's
 * right to that document; a refusal (a Refusal) changes nothing. Details that do not pass are answered with
 * their field messages.
 */
export async function changeDocument(services: DocumentServices, access: FamilyAccess, form: FormData) {
  const intent = textOf(form.get('intent'))
  const id = textOf(form.get('documentId'))
  if (!isUuid(id)) throw new Refusal(404, DOCUMENT_NOT_FOUND)
  if (intent === 'delete') {
    await deleteDocument(services, access, id)
    return { ok: true, intent, message: 'Document deleted successfully' } as const
  }
  if (intent === 'edit') {
    const parsed = parseForm(EditDetailsSchema, form)
    if (!parsed.success) {
      const message = Object.values(parsed.fieldErrors)[0] ?? 'Check the details.'
      return { ok: false, intent, message, fieldErrors: parsed.fieldErrors } as const
    }
    const result = await updateDocumentDetails(services.db, access, id, parsed.data)
    return { ok: true, intent, message: `The details of “${result.name}” were saved` } as const
  }
  if (intent === 'share') {
    const result = await setDocumentShared(services.db, access, id, form.get('shared') === 'true')
    const message = result.shared
      ? `“${result.name}” is now shared with the family`
      : `“${result.name}” is now private to you`
    return { ok: true, intent, message } as const
  }
  throw new Refusal(400, 'That is not something this page can do.')
}
