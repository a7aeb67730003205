import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { formatMoney } from '~/lib/money'
import type { FamilyAccess } from '~/lib/permissions.server'
import { estateAssets } from '~db/schema'
import { estateFamily } from './estate-records.server'

/**
 * The dashboard's one line about the estate (decision 067): the value of the assets found so far, and how many
 * are still to value. Counted in the database, so a long list costs one small query.
 */
export async function estateSummaryLine(db: Database, access: FamilyAccess, locale: string): Promise<string> {
  const [family, [row]] = await Promise.all([
    estateFamily(db, access.familyId),
    db
      .select({
        assets: sql<number>`count(*)::int`,
        // Summed as text: a bigint sum can pass what a JavaScript number holds exactly only beyond any estate.
        valued: sql<string>`coalesce(sum(${estateAssets.valueAtDeath}), 0)::text`,
        toValue: sql<number>`(count(*) filter (where ${estateAssets.valueAtDeath} is null))::int`,
      })
      .from(estateAssets)
      .where(eq(estateAssets.familyId, access.familyId)),
  ])
  if (!row || row.assets === 0) return 'Start with what they owned and owed'
  const value = formatMoney(Number(row.valued), family.currency, locale)
  if (row.toValue === 0) return `Assets so far: ${value}, all valued`
  return `Assets so far: ${value}; ${row.toValue} still to find a value for`
}
