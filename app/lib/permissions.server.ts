import type { FamilyRole } from '~db/schema/vocabulary'
import { can, type FamilyAction } from './permissions'
import { Refusal } from './refusal'

/**
 * A person's granted access to one family: what the family feature's `requireActiveFamily` (and its lower-level
 * look-ups) return, and what every service that reads or changes the family takes. Services scope their
 * queries by `familyId` and call `assertCan` before any change; none takes a bare family id.
 */
export interface FamilyAccess {
  familyId: string
  userId: string
  role: FamilyRole
}

/**
 * The one guard: throws a 403 Refusal unless the role's row in the permission table (`can`) allows
 * the action. Every role decision that refuses goes through here; pages that only hide controls call `can`.
 */
export function assertCan(access: FamilyAccess, action: FamilyAction): void {
  if (!can(access.role, action)) {
    throw new Refusal(403, `As a ${access.role} of this family you cannot do that.`)
  }
}
