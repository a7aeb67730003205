import { and, eq, isNotNull } from 'drizzle-orm'
import { formatDay, todayIn } from '~/lib/calendar'
import type { Database } from '~/lib/db.server'
import { personName } from '~/lib/person-name'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { recordActivity } from '~/features/activity/index.server'
import { estateAssets, profiles } from '~db/schema'
import type { Settlement } from './estate.schema'
import { estateFamily } from './estate-records.server'
import { estateRule, inEstateLabel } from './estate-rules'
import { findAsset } from './estate.server'
import type { EstateAsset } from './estate-types'

/**
 * The family settles an asset whose rule says 'depends' (decision 076): part of the estate, or passing outside
 * it, kept on the asset with who said so and when. `isInEstate` (estate-rules.ts) reads the answer, so every
 * figure counts the asset alike. Admins and Members only ('manage-estate').
 */

const SETTLED_VALUES: Record<Settlement, boolean | null> = { in: true, out: false, unsettled: null }

export async function settleAsset(db: Database, access: FamilyAccess, id: string, settlement: Settlement) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const row = await findAsset(tx, access, id)
    const family = await estateFamily(tx, access.familyId)
    const asset = { kind: row.kind as EstateAsset['kind'], ownership: row.ownership as EstateAsset['ownership'] }
    const rule = estateRule(asset, family.country, family.regionCode)
    // Only a 'depends' is the family's to settle; a definite answer is changed by correcting how it was owned.
    if (rule.inEstate !== 'depends') {
      throw new Refusal(
        409,
        `The rule already answers for ${row.description}: ${inEstateLabel(rule.inEstate).toLowerCase()}. If that is wrong, edit how they owned it.`,
        'settlement',
      )
    }
    const settledInEstate = SETTLED_VALUES[settlement]
    const settled = settledInEstate !== null
    await tx
      .update(estateAssets)
      .set({
        settledInEstate,
        settledBy: settled ? access.userId : null,
        settledAt: settled ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(estateAssets.id, row.id), eq(estateAssets.familyId, access.familyId)))
    await recordActivity(tx, access, 'asset_settled', row.description, settlement)
    return { description: row.description, settlement }
  })
}

/** What the page says under a settled asset: their answer, by whom (their full name) and on which day. */
export interface SettledBy {
  name: string
  dateLabel: string
}

/** Who settled each settled asset of the family, and when, in the reader's dates; by the asset's id. */
export async function settlementsOf(
  db: Database,
  familyId: string,
  dates: { locale: string; timeZone?: string },
): Promise<Map<string, SettledBy>> {
  const rows = await db
    .select({ id: estateAssets.id, at: estateAssets.settledAt, fullName: profiles.fullName })
    .from(estateAssets)
    .leftJoin(profiles, eq(profiles.userId, estateAssets.settledBy))
    .where(and(eq(estateAssets.familyId, familyId), isNotNull(estateAssets.settledInEstate)))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        // An erased account leaves no name: the answer stays, said by 'A family member'.
        name: personName(row.fullName),
        dateLabel: row.at ? formatDay(todayIn(dates.timeZone ?? 'UTC', row.at), dates.locale) : '',
      },
    ]),
  )
}
