import { canChangeDocument, canDeleteDocument, type DocumentReader } from './document-rules'
import type { DocumentCategory, DocumentQuery, TextStatus } from './documents.schema'
import type { FieldErrors } from '~/lib/forms'

/** A document as the list shows it, with what the person may do with it. */
export interface DocumentRow {
  id: string
  originalName: string
  size: number
  mimeType: string
  category: DocumentCategory
  description: string
  tags: string[]
  isShared: boolean
  uploadedBy: string | null
  uploaderName: string | null
  textStatus: TextStatus
  /** ISO timestamp. */
  createdAt: string
  fileHref: string
  /** Images and PDFs open in the browser. */
  viewable: boolean
  canChange: boolean
  canDelete: boolean
}

export type DocumentFields = Omit<DocumentRow, 'fileHref' | 'viewable' | 'canChange' | 'canDelete'>

export function isViewable(mimeType: string): boolean {
  return mimeType === 'application/pdf' || mimeType.startsWith('image/')
}

export function toDocumentRow(document: DocumentFields, reader: DocumentReader): DocumentRow {
  return {
    ...document,
    fileHref: `/dashboard/documents/${document.id}/file`,
    viewable: isViewable(document.mimeType),
    canChange: canChangeDocument(document, reader),
    canDelete: canDeleteDocument(document, reader),
  }
}

/** What the documents page shows: the listing, the family's space, and any dialog's document. */
export interface DocumentsPageData {
  query: DocumentQuery
  documents: DocumentRow[]
  total: number
  storage: { used: number; quota: number }
  maxFileBytes: number
  canUpload: boolean
  confirmDelete: DocumentRow | null
  editing: DocumentRow | null
  shownText: { name: string; text: string } | null
  /** What a plain form upload (without JavaScript) came back with. */
  uploadOutcome: { uploaded: number; problem: string | null }
}

/** What a change on the documents page answers: its message, and for details that do not pass, their fields. */
export type DocumentsActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent?: string; message: string; fieldErrors?: FieldErrors }
