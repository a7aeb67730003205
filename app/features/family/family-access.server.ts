import { and, eq } from 'drizzle-orm'
import { redirect } from 'react-router'
import { COUNTRIES } from '~/content/catalogue'
import { findRegion } from '~/content/countries.server'
import type { CountryInfo } from '~/content/schema'
import type { Database } from '~/lib/db.server'
import type { FamilyRole } from '~db/schema/vocabulary'
import { can, type FamilyAction } from '~/lib/permissions'
import { assertCan, FamilyAccessError, toHttpError, type FamilyAccess } from '~/lib/permissions.server'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { familyMembers, profiles } from '~db/schema'
import { getFamily, type Family } from './family.server'
import { familyHasPremium, refuseWithoutPremium, type PremiumFeature } from './premium.server'

/**
 * The way into a family's data. A loader or action calls `requireActiveFamily(args, action)`: the signed-in
 * user, their active family (someone without one goes to make it at /onboarding), their role checked against
 * the permission table for the action, and what the pages show about the family. Services keyed by the person
 * that also work before onboarding (settings, the task action's 'Set up your plan first') call
 * `findActiveFamilyAccess`, which checks the same way and answers null instead of redirecting.
 *
 * Premium features ask `requirePremiumFamily(args, action, feature)` instead: the same checks, then the
 * family's premium, so that every premium page and action asks in the same place.
 */

export interface FamilyContext {
  access: FamilyAccess
  canEdit: boolean
  /** One of the family's admins has premium: the premium features are open to everyone in it. */
  premium: boolean
  country: CountryInfo
  /** The region's code ('au-nsw'; 'ie' for Ireland). */
  regionCode: string
  /** The region's name, or the country's for Ireland and New Zealand. */
  place: string
  deceasedName: string | null
  dateOfDeath: string | null
}

interface RouteArgs {
  request: Request
  context: AfterwordLoadContext
}

export async function requireActiveFamily(args: RouteArgs, action: FamilyAction): Promise<FamilyContext> {
  const services = servicesFrom(args.context)
  const user = await requireSignedInUser(args.request, services)
  const access = await findActiveFamilyAccess(services.db, user.id, action).catch(toHttpError)
  if (!access) throw redirect('/onboarding')
  const [family, premium] = await Promise.all([
    getFamily(services.db, access),
    familyHasPremium(services.db, access.familyId),
  ])
  return {
    access,
    canEdit: can(access.role, 'edit-tasks'),
    premium,
    regionCode: family.region,
    ...describePlace(family),
    deceasedName: family.deceasedName,
    dateOfDeath: family.dateOfDeath,
  }
}

/** As `requireActiveFamily`, for a premium feature: without premium, the upgrade page or a refusal. */
export async function requirePremiumFamily(
  args: RouteArgs,
  action: FamilyAction,
  feature: PremiumFeature,
): Promise<FamilyContext> {
  const family = await requireActiveFamily(args, action)
  if (!family.premium) refuseWithoutPremium(args.request, feature)
  return family
}

/**
 * The user's access to their active family for this action; null before onboarding. A role that may not do
 * the action is a 403 FamilyAccessError.
 */
export async function findActiveFamilyAccess(
  db: Database,
  userId: string,
  action: FamilyAction,
): Promise<FamilyAccess | null> {
  const access = await findActiveFamily(db, userId)
  if (access) assertCan(access, action)
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

/**
 * The user's access to a given family for this action. A family they do not belong to is 'not found', never
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
  assertCan(access, action)
  return access
}

/** The user's membership of a family, whatever their role; null when they are not in it. */
export async function findMembership(db: Database, userId: string, familyId: string): Promise<FamilyAccess | null> {
  const [row] = await db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
    .limit(1)
  return row ? { familyId, userId, role: row.role as FamilyRole } : null
}

/** The family's country, and the place to name: its region, or the country for Ireland and New Zealand. */
export function describePlace(family: Pick<Family, 'country' | 'region'>): Pick<FamilyContext, 'country' | 'place'> {
  const country = COUNTRIES[family.country]
  const regionName = findRegion(family.region)?.region.name ?? family.region
  return { country, place: family.region === family.country.toLowerCase() ? country.name : regionName }
}
