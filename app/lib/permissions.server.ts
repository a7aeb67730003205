import { data } from 'react-router'
import type { FamilyRole } from '~db/schema/vocabulary'
import { can, type FamilyAction } from './permissions'

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

export class FamilyAccessError extends Error {
  constructor(
    readonly status: 403 | 404,
    message: string,
  ) {
    super(message)
    this.name = 'FamilyAccessError'
  }
}

/**
 * The one guard: throws a 403 FamilyAccessError unless the role's row in the permission table (`can`) allows
 * the action. Every role decision that refuses goes through here; pages that only hide controls call `can`.
 */
export function assertCan(access: FamilyAccess, action: FamilyAction): void {
  if (!can(access.role, action)) {
    throw new FamilyAccessError(403, `As a ${access.role} of this family you cannot do that.`)
  }
}

/** For loaders and actions: the access error as an HTTP response with a calm message. */
export function toHttpError(error: unknown): never {
  if (error instanceof FamilyAccessError) throw data({ message: error.message }, { status: error.status })
  throw error
}
