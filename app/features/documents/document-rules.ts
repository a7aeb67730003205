import type { FamilyRole } from '~db/schema/vocabulary'
import { can, type Access } from '~/lib/permissions'

/**
 * Who may do what with one document (docs/decisions/044-document-vault.md), as the permission table's rows for
 * documents: 'change-documents' and 'delete-documents', on one's 'own' document or 'any'. A private document is
 * its uploader's alone: to anyone else it is not there at all, whatever their role. Shared by the server, which
 * enforces it, and the page, which hides what a person cannot do.
 */
export interface DocumentOwnership {
  isShared: boolean
  uploadedBy: string | null
}

/** The person looking at the document, and their role in its family. */
export interface DocumentReader {
  userId: string
  role: FamilyRole
}

/** Whose document it is, to the reader: their 'own' (they uploaded it) or someone else's ('any'). */
function accessTo(document: DocumentOwnership, reader: DocumentReader): Access {
  return document.uploadedBy === reader.userId ? 'own' : 'any'
}

export function canSeeDocument(document: DocumentOwnership, reader: DocumentReader): boolean {
  return document.isShared || accessTo(document, reader) === 'own'
}

/** Share or unshare it, change its details. */
export function canChangeDocument(document: DocumentOwnership, reader: DocumentReader): boolean {
  return canSeeDocument(document, reader) && can(reader.role, 'change-documents', accessTo(document, reader))
}

export function canDeleteDocument(document: DocumentOwnership, reader: DocumentReader): boolean {
  return canSeeDocument(document, reader) && can(reader.role, 'delete-documents', accessTo(document, reader))
}
