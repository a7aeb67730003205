import { and, eq, sql } from 'drizzle-orm'
import type { CountryCode } from '~/content/schema'
import type { Database } from '~/lib/db.server'
import { FAMILY_MANAGER_ROLE } from '~/lib/permissions'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { families, familyMembers, profiles } from '~db/schema'

export interface FamilyDetails {
  deceasedName: string | null
  country: CountryCode
  region: string
  dateOfDeath: string | null
  /** For the letters (decision 063); left as it is when not given. */
  deceasedDateOfBirth?: string | null
  deceasedLastAddress?: string | null
}

export interface Family extends FamilyDetails {
  id: string
}

/**
 * A new family space with the user as its Admin, made the family their dashboard shows. Returns the access
 * this grants them.
 */
export async function createFamily(db: Database, userId: string, details: FamilyDetails): Promise<FamilyAccess> {
  const [family] = await db
    .insert(families)
    .values({ ...details, createdBy: userId })
    .returning({ id: families.id })
  if (!family) throw new Error('createFamily: the insert returned no row')
  await db.insert(familyMembers).values({ familyId: family.id, userId, role: FAMILY_MANAGER_ROLE })
  // Premium already bought by its Admin becomes the new family's own, so it outlasts their account.
  await db
    .update(families)
    .set({ premiumSince: sql`now()` })
    .where(
      and(
        eq(families.id, family.id),
        sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${userId} and ${profiles.hasPurchasedPremium})`,
      ),
    )
  await db
    .update(profiles)
    .set({ activeFamilyId: family.id, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
  return { familyId: family.id, userId, role: FAMILY_MANAGER_ROLE }
}

/** The family's name, place and date of death; only for someone who may 'manage-family'. */
export async function updateFamilyDetails(db: Database, access: FamilyAccess, details: FamilyDetails): Promise<void> {
  assertCan(access, 'manage-family')
  await db
    .update(families)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(families.id, access.familyId))
}

/** The family's details, for a caller the permission module has let 'view'. */
export async function getFamily(db: Database, access: FamilyAccess): Promise<Family> {
  const [family] = await db
    .select({
      id: families.id,
      deceasedName: families.deceasedName,
      country: families.country,
      region: families.region,
      dateOfDeath: families.dateOfDeath,
      deceasedDateOfBirth: families.deceasedDateOfBirth,
      deceasedLastAddress: families.deceasedLastAddress,
    })
    .from(families)
    .where(eq(families.id, access.familyId))
    .limit(1)
  if (!family) throw new Error(`getFamily: family ${access.familyId} vanished`)
  return { ...family, country: family.country as CountryCode }
}
