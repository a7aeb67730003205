import { canChangeDocument, canDeleteDocument, type DocumentReader } from './document-rules'
import type { DocumentCategory, TextStatus } from './documents.schema'

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
