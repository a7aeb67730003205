import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { formatMoney } from '~/lib/money'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { recordActivity } from '~/features/activity/index.server'
import { estateAssets, estateBeneficiaries, estateDebts, estateDistributions, estateEntries } from '~db/schema'
import type { BeneficiaryFields, DistributionFields, EntryFields } from './estate.schema'
import { estateFigures } from './estate-figures'
import { checkAfterDeath, estateFamily, loadEstateRecords, type Db } from './estate-records.server'
import { findAsset, findDebt } from './estate.server'

/**
 * The estate account, the beneficiaries and what was paid to them (decision 067). A payment may settle a debt
 * (marking it paid), a receipt may collect an asset; a distribution may not exceed what the estate holds.
 */

export const ENTRY_NOT_FOUND = 'This entry was not found. It may have been removed.'
export const BENEFICIARY_NOT_FOUND = 'This beneficiary was not found. They may have been removed.'
export const DISTRIBUTION_NOT_FOUND = 'This distribution was not found. It may have been removed.'

async function findOwned<T extends typeof estateEntries | typeof estateBeneficiaries | typeof estateDistributions>(
  db: Db,
  access: FamilyAccess,
  table: T,
  id: string,
  message: string,
) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(table as typeof estateEntries)
        .where(and(eq(table.id, id), eq(table.familyId, access.familyId)))
    : []
  if (!row) throw new Refusal(404, message)
  return row as unknown as T['$inferSelect']
}

export async function addEntry(db: Database, access: FamilyAccess, fields: EntryFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const family = await estateFamily(tx, access.familyId)
    checkAfterDeath(family.dateOfDeath, fields.date, 'date', 'A receipt or payment on the estate account')
    if (fields.debtId) {
      if (fields.direction !== 'out') throw new Refusal(400, 'Only a payment can settle a debt', 'debtId')
      await findDebt(tx, access, fields.debtId).catch(() => {
        throw new Refusal(404, 'That debt is not one of your family’s. Choose one from the list.', 'debtId')
      })
    }
    if (fields.assetId) {
      if (fields.direction !== 'in') throw new Refusal(400, 'Only a receipt can collect an asset', 'assetId')
      await findAsset(tx, access, fields.assetId).catch(() => {
        throw new Refusal(404, 'That asset is not one of your family’s. Choose one from the list.', 'assetId')
      })
    }
    const [row] = await tx
      .insert(estateEntries)
      .values({ ...fields, familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('addEntry: the insert returned no row')
    if (row.debtId)
      await tx.update(estateDebts).set({ paid: true, updatedAt: new Date() }).where(eq(estateDebts.id, row.debtId))
    if (row.assetId) {
      await tx
        .update(estateAssets)
        .set({ state: 'collected', updatedAt: new Date() })
        .where(and(eq(estateAssets.id, row.assetId), eq(estateAssets.familyId, access.familyId)))
    }
    await recordActivity(tx, access, 'estate_entry_added', row.description, formatMoney(row.amount, family.currency))
    return { row, currency: family.currency }
  })
}

/** Removes an entry; a debt it settled is unpaid again unless another payment settles it too. */
export async function deleteEntry(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const row = await findOwned(tx, access, estateEntries, id, ENTRY_NOT_FOUND)
    await tx.delete(estateEntries).where(eq(estateEntries.id, row.id))
    if (row.debtId) {
      const [other] = await tx
        .select({ id: estateEntries.id })
        .from(estateEntries)
        .where(and(eq(estateEntries.debtId, row.debtId), ne(estateEntries.id, row.id)))
        .limit(1)
      if (!other)
        await tx.update(estateDebts).set({ paid: false, updatedAt: new Date() }).where(eq(estateDebts.id, row.debtId))
    }
    await recordActivity(tx, access, 'estate_entry_deleted', row.description)
    return { description: row.description }
  })
}

const beneficiaryColumns = (fields: BeneficiaryFields) => ({
  name: fields.name,
  relationship: fields.relationship,
  gift: fields.gift,
  amount: fields.amount,
  residueShareBasisPoints: fields.residueShareBasisPoints,
  giftDescription: fields.giftDescription,
})

export async function createBeneficiary(db: Database, access: FamilyAccess, fields: BeneficiaryFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(estateBeneficiaries)
      .values({ ...beneficiaryColumns(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('createBeneficiary: the insert returned no row')
    await recordActivity(tx, access, 'beneficiary_added', row.name)
    return row
  })
}

export async function updateBeneficiary(db: Database, access: FamilyAccess, id: string, fields: BeneficiaryFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    await findOwned(tx, access, estateBeneficiaries, id, BENEFICIARY_NOT_FOUND)
    const [row] = await tx
      .update(estateBeneficiaries)
      .set({ ...beneficiaryColumns(fields), updatedAt: new Date() })
      .where(and(eq(estateBeneficiaries.id, id), eq(estateBeneficiaries.familyId, access.familyId)))
      .returning()
    if (!row) throw new Refusal(404, BENEFICIARY_NOT_FOUND)
    await recordActivity(tx, access, 'beneficiary_updated', row.name)
    return row
  })
}

/** Removes the beneficiary with the distributions recorded to them. */
export async function deleteBeneficiary(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const row = await findOwned(tx, access, estateBeneficiaries, id, BENEFICIARY_NOT_FOUND)
    await tx.delete(estateBeneficiaries).where(eq(estateBeneficiaries.id, row.id))
    await recordActivity(tx, access, 'beneficiary_deleted', row.name)
    return { name: row.name }
  })
}

/**
 * A distribution to a beneficiary, refused when it is more than the estate holds after its debts and earlier
 * distributions (estate-figures.ts), with both figures in the message. The family's row is locked meanwhile.
 */
export async function makeDistribution(db: Database, access: FamilyAccess, fields: DistributionFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const family = await estateFamily(tx, access.familyId, true)
    const beneficiary = await findOwned(tx, access, estateBeneficiaries, fields.beneficiaryId, BENEFICIARY_NOT_FOUND)
    checkAfterDeath(family.dateOfDeath, fields.date, 'date', 'A distribution')
    const { available } = estateFigures(await loadEstateRecords(tx, access.familyId))
    if (fields.amount > available) {
      const money = (minor: number) => formatMoney(minor, family.currency)
      throw new Refusal(
        422,
        `The estate holds ${money(Math.max(available, 0))} after debts and earlier distributions; this distribution is ${money(fields.amount)}`,
        'amount',
      )
    }
    const [row] = await tx
      .insert(estateDistributions)
      .values({ ...fields, familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('makeDistribution: the insert returned no row')
    const amount = formatMoney(row.amount, family.currency)
    await recordActivity(tx, access, 'distribution_made', beneficiary.name, amount)
    return { row, name: beneficiary.name, amount }
  })
}

/**
 * Removes a mistaken distribution (decision 076), with its receipt: the estate holds that sum again. Recorded in
 * the activity with the beneficiary and the amount, as making it was.
 */
export async function deleteDistribution(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const distribution = await findOwned(tx, access, estateDistributions, id, DISTRIBUTION_NOT_FOUND)
    const family = await estateFamily(tx, access.familyId)
    const [beneficiary] = await tx
      .select({ name: estateBeneficiaries.name })
      .from(estateBeneficiaries)
      .where(eq(estateBeneficiaries.id, distribution.beneficiaryId))
    await tx
      .delete(estateDistributions)
      .where(and(eq(estateDistributions.id, distribution.id), eq(estateDistributions.familyId, access.familyId)))
    const name = beneficiary?.name ?? 'a beneficiary'
    const amount = formatMoney(distribution.amount, family.currency)
    await recordActivity(tx, access, 'distribution_deleted', name, amount)
    return { name, amount }
  })
}

/** The beneficiary's receipt for a distribution: dated on or after the distribution. */
export async function recordReceipt(db: Database, access: FamilyAccess, id: string, receiptDate: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const distribution = await findOwned(tx, access, estateDistributions, id, DISTRIBUTION_NOT_FOUND)
    if (receiptDate < distribution.date) {
      throw new Refusal(
        400,
        `The receipt cannot be dated before the distribution (${distribution.date})`,
        'receiptDate',
      )
    }
    const [beneficiary] = await tx
      .select({ name: estateBeneficiaries.name })
      .from(estateBeneficiaries)
      .where(eq(estateBeneficiaries.id, distribution.beneficiaryId))
    await tx
      .update(estateDistributions)
      .set({ receiptDate, updatedAt: new Date() })
      .where(eq(estateDistributions.id, distribution.id))
    const name = beneficiary?.name ?? 'a beneficiary'
    await recordActivity(tx, access, 'distribution_receipted', name)
    return { name }
  })
}
