import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { data, redirect } from 'react-router'
import type { Database } from '~/lib/db.server'
import { rolesThatCan } from '~/lib/permissions'
import { families, familyMembers, profiles } from '~db/schema'

/**
 * Premium belongs to the family: it is premium once Premium was bought for it (its `premiumSince`, which
 * outlives the buyer's erasure or change of role), or while one of its admins has bought Premium, so everyone
 * helping with that death gets the premium features (docs/product.md, 'Premium').
 */
export async function familyHasPremium(db: Database, familyId: string): Promise<boolean> {
  const [bought] = await db
    .select({ id: families.id })
    .from(families)
    .where(and(eq(families.id, familyId), isNotNull(families.premiumSince)))
    .limit(1)
  if (bought) return true
  const [row] = await db
    .select({ userId: familyMembers.userId })
    .from(familyMembers)
    .innerJoin(profiles, eq(profiles.userId, familyMembers.userId))
    .where(
      and(
        eq(familyMembers.familyId, familyId),
        inArray(familyMembers.role, rolesThatCan('manage-family')),
        eq(profiles.hasPurchasedPremium, true),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** The premium features, each with the name the upgrade page gives it. */
export const PREMIUM_FEATURES = {
  'legal-tasks': 'Legal tasks',
  timeline: 'The timeline and calendar',
  calendar: 'Calendar export',
  checklist: 'Printable checklists',
  documents: 'Documents',
  family: 'Family collaboration',
  organisations: 'Who to tell: organisations, letters and certificate copies',
  estate: 'The estate: what they owned and owed, the estate account and the beneficiaries',
} as const

export type PremiumFeature = keyof typeof PREMIUM_FEATURES

export function isPremiumFeature(value: string | null): value is PremiumFeature {
  return value !== null && Object.hasOwn(PREMIUM_FEATURES, value)
}

export const PREMIUM_NEEDED = 'This is part of Premium. Nothing was changed.'

/**
 * What someone without premium gets instead of a premium page: the upgrade page for anything they open, and a
 * plain refusal (403), with nothing changed, for a form or request that would change something.
 */
export function refuseWithoutPremium(request: Request, feature: PremiumFeature): never {
  if (request.method === 'GET' || request.method === 'HEAD') {
    throw redirect(`/upgrade?${new URLSearchParams({ feature }).toString()}`)
  }
  throw data({ ok: false, message: PREMIUM_NEEDED }, 403)
}
