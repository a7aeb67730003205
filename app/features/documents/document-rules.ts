import type { FamilyRole } from '~db/schema/vocabulary'
import { can } from '~/lib/permissions'

/**
 * Who may do what with one document (docs/decisions/044-document-vault.md). A private document is its
 * uploader's alone; a shared one is the family's under their roles: a Viewer sees and downloads it, a Member
 * also uploads and changes its own, an Admin also deletes anyone's. Shared by the server, which enforces it, and
 * the page, which hides what a person cannot do.
 */
export interface DocumentOwnership {
  isShared: boolean
  uploadedBy: string | null
}

export interface Viewer {
  userId: string
  role: FamilyRole
}

export function canSeeDocument(document: DocumentOwnership, viewer: Viewer): boolean {
  return document.isShared || document.uploadedBy === viewer.userId
}

/** Share or unshare it, change its details. */
export function canChangeDocument(document: DocumentOwnership, viewer: Viewer): boolean {
  return document.uploadedBy === viewer.userId && can(viewer.role, 'upload-documents')
}

export function canDeleteDocument(document: DocumentOwnership, viewer: Viewer): boolean {
  if (canChangeDocument(document, viewer)) return true
  return document.isShared && can(viewer.role, 'manage-family')
}
