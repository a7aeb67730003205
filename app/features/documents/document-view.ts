import { canChangeDocument, canDeleteDocument, type DocumentReader, type Sharing } from './document-rules'
import type { DocumentCategory, TextStatus } from '~db/schema/vocabulary'
import type { DocumentQuery } from './document-words'
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
  /**
   * A link to add what this statement shows to the estate, prefilled, when the person may (worked out on the
   * server by the estate, docs/decisions/070-estate-from-documents-and-digest.md); null otherwise.
   */
  estateOffer: { href: string; label: string } | null
}

export type DocumentFields = Omit<DocumentRow, 'fileHref' | 'viewable' | 'canChange' | 'canDelete' | 'estateOffer'>

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
    estateOffer: null,
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
  /** What the list says when it is empty (`emptyListMessage`); null when it is not. */
  emptyMessage: string | null
  /**
   * What the page says about privacy: how many of the person's own documents are private (others' private ones
   * are never counted), whether they may share, and who an upload of each category is shared with unless they
   * choose (document-rules.ts, `defaultSharing`).
   */
  sharing: {
    ownPrivate: number
    canShare: boolean
    defaults: Record<DocumentCategory, Sharing>
  }
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

/** After a search or a category: what the search could not look at is said, so an empty list is not a mystery. */
export const NO_DOCUMENTS_FOUND =
  'No documents found. The search looks through your own documents and those shared with the family, not the files others keep private.'
export const NOTHING_SHARED_YET =
  'No documents have been shared with the family yet. Each person’s own uploads stay private until they share them.'

/**
 * What an empty list says (docs/product.md, 'Documents'). Unfiltered, it can only be empty when nothing is shared
 * and the person has no private document of their own, so it says that, and why others' uploads are not there
 * (the family's space counts them); searched or filtered, that nothing matched.
 */
export function emptyListMessage(query: DocumentQuery): string {
  return query.search || query.category !== 'all' ? NO_DOCUMENTS_FOUND : NOTHING_SHARED_YET
}
