import { and, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { recordActivity } from '~/features/activity/index.server'
import { estateAssets, estateDebts } from '~db/schema'
import type { AssetFields, DebtFields } from './estate.schema'
import { checkDocuments, checkOrganisation, setEvidence, type Db } from './estate-records.server'

/**
 * What the person owned and owed (decision 067): add, correct and remove assets and debts, each with its
 * evidence from the vault. Every change is the 'manage-estate' right's (Admins and Members), inside the family.
 */

export const ASSET_NOT_FOUND = 'This asset was not found. It may have been removed.'
export const DEBT_NOT_FOUND = 'This debt was not found. It may have been removed.'

export async function findAsset(db: Db, access: FamilyAccess, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(estateAssets)
        .where(and(eq(estateAssets.id, id), eq(estateAssets.familyId, access.familyId)))
    : []
  if (!row) throw new Refusal(404, ASSET_NOT_FOUND)
  return row
}

export async function findDebt(db: Db, access: FamilyAccess, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(estateDebts)
        .where(and(eq(estateDebts.id, id), eq(estateDebts.familyId, access.familyId)))
    : []
  if (!row) throw new Refusal(404, DEBT_NOT_FOUND)
  return row
}

const assetColumns = (fields: AssetFields) => ({
  kind: fields.kind,
  description: fields.description,
  organisationId: fields.organisationId,
  reference: fields.reference,
  ownership: fields.ownership,
  valueAtDeath: fields.valueAtDeath,
  // A method says how a value was found: without a value there is none.
  valuationMethod: fields.valueAtDeath === null ? null : fields.valuationMethod,
  state: fields.state,
})

export async function createAsset(db: Database, access: FamilyAccess, fields: AssetFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    await checkOrganisation(tx, access, fields.organisationId)
    await checkDocuments(tx, access, fields.documentId)
    const [row] = await tx
      .insert(estateAssets)
      .values({ ...assetColumns(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('createAsset: the insert returned no row')
    await setEvidence(tx, access, { kind: 'asset', id: row.id }, fields.documentId)
    await recordActivity(tx, access, 'asset_added', row.description)
    return row
  })
}

export async function updateAsset(db: Database, access: FamilyAccess, id: string, fields: AssetFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const before = await findAsset(tx, access, id)
    await checkOrganisation(tx, access, fields.organisationId)
    await checkDocuments(tx, access, fields.documentId)
    // The family's answer to a 'depends' (decision 076) was about the asset as it was owned then.
    const unsettle =
      before.kind !== fields.kind || before.ownership !== fields.ownership
        ? { settledInEstate: null, settledBy: null, settledAt: null }
        : {}
    const [row] = await tx
      .update(estateAssets)
      .set({ ...assetColumns(fields), ...unsettle, updatedAt: new Date() })
      .where(and(eq(estateAssets.id, id), eq(estateAssets.familyId, access.familyId)))
      .returning()
    if (!row) throw new Refusal(404, ASSET_NOT_FOUND)
    await setEvidence(tx, access, { kind: 'asset', id: row.id }, fields.documentId)
    await recordActivity(tx, access, 'asset_updated', row.description)
    return row
  })
}

/** Removes the asset and its document links; receipts that collected it stay on the account, unlinked. */
export async function deleteAsset(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const row = await findAsset(tx, access, id)
    await tx.delete(estateAssets).where(eq(estateAssets.id, row.id))
    await recordActivity(tx, access, 'asset_deleted', row.description)
    return { description: row.description }
  })
}

const debtColumns = (fields: DebtFields) => ({
  kind: fields.kind,
  creditor: fields.creditor,
  organisationId: fields.organisationId,
  reference: fields.reference,
  amount: fields.amount,
  paid: fields.paid,
})

export async function createDebt(db: Database, access: FamilyAccess, fields: DebtFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    await checkOrganisation(tx, access, fields.organisationId)
    await checkDocuments(tx, access, fields.documentId)
    const [row] = await tx
      .insert(estateDebts)
      .values({ ...debtColumns(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    if (!row) throw new Error('createDebt: the insert returned no row')
    await setEvidence(tx, access, { kind: 'debt', id: row.id }, fields.documentId)
    await recordActivity(tx, access, 'debt_added', row.creditor)
    return row
  })
}

export async function updateDebt(db: Database, access: FamilyAccess, id: string, fields: DebtFields) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    await findDebt(tx, access, id)
    await checkOrganisation(tx, access, fields.organisationId)
    await checkDocuments(tx, access, fields.documentId)
    const [row] = await tx
      .update(estateDebts)
      .set({ ...debtColumns(fields), updatedAt: new Date() })
      .where(and(eq(estateDebts.id, id), eq(estateDebts.familyId, access.familyId)))
      .returning()
    if (!row) throw new Refusal(404, DEBT_NOT_FOUND)
    await setEvidence(tx, access, { kind: 'debt', id: row.id }, fields.documentId)
    await recordActivity(tx, access, 'debt_updated', row.creditor)
    return row
  })
}

/** Removes the debt and its document links; a payment that settled it stays on the account, unlinked. */
export async function deleteDebt(db: Database, access: FamilyAccess, id: string) {
  assertCan(access, 'manage-estate')
  return db.transaction(async (tx) => {
    const row = await findDebt(tx, access, id)
    await tx.delete(estateDebts).where(eq(estateDebts.id, row.id))
    await recordActivity(tx, access, 'debt_deleted', row.creditor)
    return { creditor: row.creditor }
  })
}
