import type { FamilyRole } from './domain'

/**
 * What each family role may do (docs/product.md): a Viewer only views tasks and documents, a Member also
 * edits them, an Admin also manages the family (its details, members and plan). Shared by the server, which
 * enforces it, and the pages, which hide what a role cannot do.
 */
export type FamilyAction = 'view' | 'edit-tasks' | 'manage-family'

const ALLOWED: Record<FamilyRole, ReadonlySet<FamilyAction>> = {
  Admin: new Set(['view', 'edit-tasks', 'manage-family']),
  Member: new Set(['view', 'edit-tasks']),
  Viewer: new Set(['view']),
}

export function can(role: FamilyRole, action: FamilyAction): boolean {
  return ALLOWED[role].has(action)
}
