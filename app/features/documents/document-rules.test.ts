import { describe, expect, it } from 'vitest'
import type { FamilyRole } from '~db/schema/vocabulary'
import {
  canChangeDocument,
  canDeleteDocument,
  canSeeDocument,
  defaultSharing,
  sharingDefaults,
  type DocumentOwnership,
} from './document-rules'

const reader = (role: FamilyRole) => ({ userId: 'reader', role })
const ownShared: DocumentOwnership = { isShared: true, uploadedBy: 'reader' }
const ownPrivate: DocumentOwnership = { isShared: false, uploadedBy: 'reader' }
const othersShared: DocumentOwnership = { isShared: true, uploadedBy: 'someone-else' }
const othersPrivate: DocumentOwnership = { isShared: false, uploadedBy: 'someone-else' }
// The uploader erased their account: the document stays with the family, uploaded by nobody.
const nobodysShared: DocumentOwnership = { isShared: true, uploadedBy: null }

describe('who may do what with a document (decision 044)', () => {
  it('shows shared documents to everyone in the family, private ones to their uploader only', () => {
    for (const role of ['Viewer', 'Member', 'Admin'] as const) {
      expect(canSeeDocument(othersShared, reader(role))).toBe(true)
      expect(canSeeDocument(ownPrivate, reader(role))).toBe(true)
      expect(canSeeDocument(othersPrivate, reader(role))).toBe(false)
    }
  })

  it('lets only its uploader, as Member or Admin, share it or change its details', () => {
    expect(canChangeDocument(ownShared, reader('Member'))).toBe(true)
    expect(canChangeDocument(ownPrivate, reader('Admin'))).toBe(true)
    expect(canChangeDocument(ownShared, reader('Viewer'))).toBe(false)
    expect(canChangeDocument(othersShared, reader('Admin'))).toBe(false)
    expect(canChangeDocument(nobodysShared, reader('Admin'))).toBe(false)
  })

  it("lets a Member delete its own, an Admin also anyone's shared one, and nobody another's private one", () => {
    expect(canDeleteDocument(ownPrivate, reader('Member'))).toBe(true)
    expect(canDeleteDocument(othersShared, reader('Member'))).toBe(false)
    expect(canDeleteDocument(othersShared, reader('Admin'))).toBe(true)
    expect(canDeleteDocument(nobodysShared, reader('Admin'))).toBe(true)
    expect(canDeleteDocument(othersPrivate, reader('Admin'))).toBe(false)
    expect(canDeleteDocument(ownShared, reader('Viewer'))).toBe(false)
  })

  it("shares an Admin's legal documents (the will, the death certificate) with the family unless they choose", () => {
    expect(defaultSharing('Admin', 'legal')).toBe('family')
    expect(defaultSharing('Admin', 'medical')).toBe('private')
    expect(defaultSharing('Admin', 'general')).toBe('private')
    expect(defaultSharing('Member', 'legal')).toBe('private')
    expect(defaultSharing('Viewer', 'legal')).toBe('private')
    expect(sharingDefaults('Admin')).toEqual({
      legal: 'family',
      financial: 'private',
      personal: 'private',
      medical: 'private',
      insurance: 'private',
      general: 'private',
    })
  })
})
