import { asc, and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import type { FamilyChoice } from '~/lib/signed-in-user'
import { families, familyMembers, profiles } from '~db/schema'
import { describePlace } from './family-access.server'
import type { CountryCode } from '~/content/schema'

/** Every family the person belongs to, oldest membership first, marking the one their pages show. */
export async function listMyFamilies(db: Database, userId: string): Promise<FamilyChoice[]> {
  const rows = await db
    .select({
      id: families.id,
      deceasedName: families.deceasedName,
      country: families.country,
      region: families.region,
      role: familyMembers.role,
      active: sql<boolean>`${profiles.activeFamilyId} is not distinct from ${families.id}`,
    })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.createdAt))
  return rows.map((row) => ({
    id: row.id,
    label: row.deceasedName
      ? `For ${row.deceasedName}`
      : `Plan in ${describePlace({ country: row.country as CountryCode, region: row.region }).place}`,
    role: row.role,
    active: row.active,
  }))
}

/** Makes one of the person's families the one every page is about; false when they are not in it. */
export async function switchFamily(db: Database, userId: string, familyId: string): Promise<boolean> {
  if (!isUuid(familyId)) return false
  const [member] = await db
    .select({ familyId: familyMembers.familyId })
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.familyId, familyId)))
  if (!member) return false
  await db
    .update(profiles)
    .set({ activeFamilyId: familyId, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
  return true
}

/**
 * Starts a plan for another person: the pages show no family until onboarding makes the new one (onboarding
 * makes a family when the person has no active one). Their other families stay, one switch away.
 */
export async function startAnotherFamily(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ activeFamilyId: null, onboardingDraft: null, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
}
