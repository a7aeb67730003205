import { and, eq } from 'drizzle-orm'
import { data } from 'react-router'
import { familyMembers, profiles } from '~db/schema'
import type { Database } from './db.server'
import type { FamilyRole } from './domain'
import { can, type FamilyAction } from './permissions'

/**
 * The one gate to a family's data. Every service that reads or changes a family's tasks or documents asks it
 * first, with the signed-in user's id, and scopes its queries by the family id it returns.
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

export async function findMembership(db: Database, userId: string, familyId: string): Promise<FamilyAccess | null> {
  const [row] = await db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
    .limit(1)
  return row ? { familyId, userId, role: row.role as FamilyRole } : null
}

/**
 * The user's access to the family for this action. A family they do not belong to is 'not found', never
 * 'forbidden', so that nobody can learn which family ids exist.
 */
export async function requireFamilyAccess(
  db: Database,
  userId: string,
  familyId: string,
  action: FamilyAction,
): Promise<FamilyAccess> {
  const access = await findMembership(db, userId, familyId)
  if (!access) throw new FamilyAccessError(404, 'This family space was not found.')
  if (!can(access.role, action)) {
    throw new FamilyAccessError(403, `As a ${access.role} of this family you cannot do that.`)
  }
  return access
}

/** The family the user's dashboard shows, with their role in it; null before onboarding. */
export async function findActiveFamily(db: Database, userId: string): Promise<FamilyAccess | null> {
  const [row] = await db
    .select({ familyId: familyMembers.familyId, role: familyMembers.role })
    .from(profiles)
    .innerJoin(
      familyMembers,
      and(eq(familyMembers.familyId, profiles.activeFamilyId), eq(familyMembers.userId, profiles.userId)),
    )
    .where(eq(profiles.userId, userId))
    .limit(1)
  return row ? { familyId: row.familyId, userId, role: row.role as FamilyRole } : null
}

/** For loaders and actions: the access error as an HTTP response with a calm message. */
export function toHttpError(error: unknown): never {
  if (error instanceof FamilyAccessError) throw data({ message: error.message }, { status: error.status })
  throw error
}
