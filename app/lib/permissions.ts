import type { FamilyRole } from '~db/schema/vocabulary'

/**
 * What each family role may do (docs/product.md): a Viewer only views tasks, documents and organisations, a
 * Member also edits tasks and the organisations list and uploads documents (and changes its own), an Admin also
 * manages the family (its details, members and plan, and deletes any shared document or listed organisation).
 * Shared by the server, which enforces it, and the pages, which hide what a role cannot do.
 */
export type FamilyAction =
  'view' | 'edit-tasks' | 'upload-documents' | 'edit-organisations' | 'delete-organisations' | 'manage-family'

const ALLOWED: Record<FamilyRole, ReadonlySet<FamilyAction>> = {
  Admin: new Set([
    'view',
    'edit-tasks',
    'upload-documents',
    'edit-organisations',
    'delete-organisations',
    'manage-family',
  ]),
  Member: new Set(['view', 'edit-tasks', 'upload-documents', 'edit-organisations']),
  Viewer: new Set(['view']),
}

export function can(role: FamilyRole, action: FamilyAction): boolean {
  return ALLOWED[role].has(action)
}

/** The roles that may do an action, for queries that must ask 'does anyone in this family with that right…'. */
export function rolesThatCan(action: FamilyAction): FamilyRole[] {
  return (Object.keys(ALLOWED) as FamilyRole[]).filter((role) => can(role, action))
}
