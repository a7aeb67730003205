import type { FamilyRole } from '~db/schema/vocabulary'

/**
 * What each family role may do (docs/product.md), as one table of rows in the manner of the Epic Stack's
 * permissions (action, entity, access): our action names already name the entity ('edit-tasks'), and `access`
 * says whose things a row covers: 'own' (what the person added themselves) or 'any' (anyone's in the family).
 *
 * A Viewer only views tasks, documents and organisations; a Member also edits tasks and the organisations list,
 * uploads documents and changes and deletes its own, and keeps the estate's records (decision 067); an Admin also manages the family (its details, members and
 * plan) and deletes anyone's shared document or any listed organisation. Shared by the server, which enforces it,
 * and the pages, which hide what a role cannot do.
 */
export type FamilyAction =
  | 'view'
  | 'edit-tasks'
  | 'upload-documents'
  | 'change-documents'
  | 'delete-documents'
  | 'edit-organisations'
  | 'delete-organisations'
  | 'manage-estate'
  | 'manage-family'

export type Access = 'own' | 'any'

export interface Permission {
  action: FamilyAction
  access: Access
}

export const PERMISSIONS: Record<FamilyRole, readonly Permission[]> = {
  Viewer: [{ action: 'view', access: 'any' }],
  Member: [
    { action: 'view', access: 'any' },
    { action: 'edit-tasks', access: 'any' },
    { action: 'upload-documents', access: 'any' },
    // Sharing, unsharing and a document's details are its uploader's alone, whatever their role.
    { action: 'change-documents', access: 'own' },
    { action: 'delete-documents', access: 'own' },
    { action: 'edit-organisations', access: 'any' },
    { action: 'manage-estate', access: 'any' },
  ],
  Admin: [
    { action: 'view', access: 'any' },
    { action: 'edit-tasks', access: 'any' },
    { action: 'upload-documents', access: 'any' },
    { action: 'change-documents', access: 'own' },
    { action: 'delete-documents', access: 'any' },
    { action: 'edit-organisations', access: 'any' },
    { action: 'delete-organisations', access: 'any' },
    { action: 'manage-estate', access: 'any' },
    { action: 'manage-family', access: 'any' },
  ],
}

/**
 * May the role do the action to something of its own ('own') or to anyone's ('any', the default: the family's
 * tasks, organisations and details belong to no one person)? A row for 'any' also covers one's own things.
 */
export function can(role: FamilyRole, action: FamilyAction, access: Access = 'any'): boolean {
  return PERMISSIONS[role].some(
    (permission) => permission.action === action && (permission.access === 'any' || access === 'own'),
  )
}

/** The roles that may do an action, for queries that must ask 'does anyone in this family with that right…'. */
export function rolesThatCan(action: FamilyAction, access: Access = 'any'): FamilyRole[] {
  return (Object.keys(PERMISSIONS) as FamilyRole[]).filter((role) => can(role, action, access))
}

/**
 * The role of the person who creates a family, and of the member a family is handed to when the one who managed
 * it erases their account (decision 050): the role that may manage the family.
 */
export const FAMILY_MANAGER_ROLE = 'Admin' satisfies FamilyRole
