import { DOCUMENT_CATEGORIES, type DocumentCategory, type FamilyRole } from '~db/schema/vocabulary'
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

/** Who sees a new upload: 'private' (only its uploader) or 'family' (everyone in the family). */
export const SHARING_CHOICES = ['private', 'family'] as const
export type Sharing = (typeof SHARING_CHOICES)[number]

export const SHARING_LABELS: Record<Sharing, string> = { private: 'Only me', family: 'The family' }

/**
 * Sharing a document one uploads is changing one's own document: the permission table's 'change-documents' on
 * one's 'own' (docs/decisions/057-activity-feature-and-permission-granularity.md).
 */
export function canShareOwnDocuments(role: FamilyRole): boolean {
  return can(role, 'change-documents', 'own')
}

/**
 * What an upload is shared with when the person chooses nothing (docs/product.md, 'Documents'): the family, for
 * legal documents (the will, the death certificate, the grant) from the person who manages the family, since
 * everyone helping needs those; 'Only me' for everything else, and for anyone who may not share.
 */
export function defaultSharing(role: FamilyRole, category: DocumentCategory): Sharing {
  const managesTheEstate = can(role, 'manage-family')
  return category === 'legal' && managesTheEstate && canShareOwnDocuments(role) ? 'family' : 'private'
}

/** The default for each category, for the upload form to follow as the category changes. */
export function sharingDefaults(role: FamilyRole): Record<DocumentCategory, Sharing> {
  return Object.fromEntries(
    DOCUMENT_CATEGORIES.map((category) => [category, defaultSharing(role, category)]),
  ) as Record<DocumentCategory, Sharing>
}
