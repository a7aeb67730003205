import { describe, expect, it } from 'vitest'
import { FAMILY_ROLES } from '~db/schema/vocabulary'
import { can, FAMILY_MANAGER_ROLE, rolesThatCan } from './permissions'

describe('the permission table', () => {
  it('gives a Viewer only viewing, a Member the daily work, an Admin the management', () => {
    expect(rolesThatCan('view')).toEqual(['Viewer', 'Member', 'Admin'])
    expect(rolesThatCan('edit-tasks')).toEqual(['Member', 'Admin'])
    expect(rolesThatCan('upload-documents')).toEqual(['Member', 'Admin'])
    expect(rolesThatCan('edit-organisations')).toEqual(['Member', 'Admin'])
    expect(rolesThatCan('delete-organisations')).toEqual(['Admin'])
    expect(rolesThatCan('manage-family')).toEqual(['Admin'])
  })

  it("tells one's own things from anyone's: a right over anyone's covers one's own, not the other way", () => {
    expect(can('Member', 'delete-documents', 'own')).toBe(true)
    expect(can('Member', 'delete-documents', 'any')).toBe(false)
    expect(can('Admin', 'delete-documents', 'any')).toBe(true)
    expect(can('Admin', 'delete-organisations', 'own')).toBe(true)
    // Changing a document is its uploader's alone, for every role that may upload.
    expect(rolesThatCan('change-documents', 'own')).toEqual(['Member', 'Admin'])
    expect(rolesThatCan('change-documents', 'any')).toEqual([])
    expect(can('Viewer', 'delete-documents', 'own')).toBe(false)
  })

  it("asks about anyone's things unless told otherwise", () => {
    for (const role of FAMILY_ROLES) expect(can(role, 'delete-documents')).toBe(can(role, 'delete-documents', 'any'))
  })

  it('makes the creator of a family, and whoever it is handed to, someone who may manage it', () => {
    expect(can(FAMILY_MANAGER_ROLE, 'manage-family')).toBe(true)
  })
})
