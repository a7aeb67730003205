import { eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { formatMoney } from '~/lib/money'
import { estateAssets, estateDebts } from '~db/schema'
import { estateFigures } from './estate-figures'
import { loadEstateRecords } from './estate-records.server'
import { inEstateLabel, isInEstate } from './estate-rules'
import { ASSET_KIND_LABELS, ASSET_STATE_LABELS, DEBT_KIND_LABELS } from './estate-words'
import type { EstateInventory } from './estate-inventory'

/**
 * The estate's inventory on paper (decision 076): the printable checklist can add what the person owned and owed,
 * each with its value and where it has got to, for the family to tick off as assets are collected and debts paid.
 */

/** Whether the family has recorded any asset or debt: only then does the checklist offer the inventory. */
export async function hasEstateRecords(db: Database, familyId: string): Promise<boolean> {
  const [asset, debt] = await Promise.all([
    db.select({ id: estateAssets.id }).from(estateAssets).where(eq(estateAssets.familyId, familyId)).limit(1),
    db.select({ id: estateDebts.id }).from(estateDebts).where(eq(estateDebts.familyId, familyId)).limit(1),
  ])
  return asset.length > 0 || debt.length > 0
}

const DEALT_WITH = new Set(['collected', 'transferred', 'sold'])

export async function estateInventory(db: Database, familyId: string, locale: string): Promise<EstateInventory> {
  const records = await loadEstateRecords(db, familyId)
  const money = (minor: number) => formatMoney(minor, records.currency, locale)
  const figures = estateFigures(records)
  return {
    assets: records.assets.map((asset) => {
      const answer = isInEstate(asset, records.country, records.regionCode)
      return {
        id: asset.id,
        name: asset.description,
        facts: [
          ASSET_KIND_LABELS[asset.kind],
          asset.valueAtDeath === null ? 'Value at death not known yet' : `Value at death ${money(asset.valueAtDeath)}`,
          ASSET_STATE_LABELS[asset.state],
          answer.settled ? `${inEstateLabel(answer.inEstate)} (the family’s answer)` : inEstateLabel(answer.inEstate),
        ],
        done: DEALT_WITH.has(asset.state),
      }
    }),
    debts: records.debts.map((debt) => ({
      id: debt.id,
      name: debt.creditor,
      facts: [DEBT_KIND_LABELS[debt.kind], money(debt.amount), debt.paid ? 'Paid' : 'Not paid yet'],
      done: debt.paid,
    })),
    totals: [
      `Assets at death ${money(figures.assetsAtDeath)}`,
      `Debts and expenses ${money(figures.debts)}`,
      `Net estate ${money(figures.net)}`,
    ],
  }
}
