import { and, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import { assertCan, type FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { recordActivity } from '~/features/activity/index.server'
import { estateAssets, estateDebts } from '~db/schema'
import type { ActivityType } from '~db/schema/vocabulary'
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

const debtColumns = (fields: DebtFields) => ({
  kind: fields.kind,
  creditor: fields.creditor,
  organisationId: fields.organisationId,
  reference: fields.reference,
  amount: fields.amount,
  paid: fields.paid,
})

/**
 * What tells an asset from a debt when one is added, corrected or removed; the rest is the same for both. `insert`,
 * `update` and `remove` write only the record's own row, each inside the family.
 */
interface RecordKind<Row extends { id: string }, Fields extends AssetFields | DebtFields> {
  kind: 'asset' | 'debt'
  notFound: string
  find: (tx: Db, access: FamilyAccess, id: string) => Promise<Row>
  insert: (tx: Db, access: FamilyAccess, fields: Fields) => Promise<Row | undefined>
  update: (tx: Db, access: FamilyAccess, fields: Fields, before: Row) => Promise<Row | undefined>
  remove: (tx: Db, row: Row) => Promise<unknown>
  /** How the activity and the page name it: an asset's description, a debt's creditor. */
  name: (row: Row) => string
  activity: { added: ActivityType; updated: ActivityType; deleted: ActivityType }
}

const ASSET: RecordKind<typeof estateAssets.$inferSelect, AssetFields> = {
  kind: 'asset',
  notFound: ASSET_NOT_FOUND,
  find: findAsset,
  insert: async (tx, access, fields) => {
    const [row] = await tx
      .insert(estateAssets)
      .values({ ...assetColumns(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    return row
  },
  update: async (tx, access, fields, before) => {
    // The family's answer to a 'depends' (decision 076) was about the asset as it was owned then.
    const unsettle =
      before.kind !== fields.kind || before.ownership !== fields.ownership
        ? { settledInEstate: null, settledBy: null, settledAt: null }
        : {}
    const [row] = await tx
      .update(estateAssets)
      .set({ ...assetColumns(fields), ...unsettle, updatedAt: new Date() })
      .where(and(eq(estateAssets.id, before.id), eq(estateAssets.familyId, access.familyId)))
      .returning()
    return row
  },
  remove: (tx, row) => tx.delete(estateAssets).where(eq(estateAssets.id, row.id)),
  name: (row) => row.description,
  activity: { added: 'asset_added', updated: 'asset_updated', deleted: 'asset_deleted' },
}

const DEBT: RecordKind<typeof estateDebts.$inferSelect, DebtFields> = {
  kind: 'debt',
  notFound: DEBT_NOT_FOUND,
  find: findDebt,
  insert: async (tx, access, fields) => {
    const [row] = await tx
      .insert(estateDebts)
      .values({ ...debtColumns(fields), familyId: access.familyId, createdBy: access.userId })
      .returning()
    return row
  },
  update: async (tx, access, fields, before) => {
    const [row] = await tx
      .update(estateDebts)
      .set({ ...debtColumns(fields), updatedAt: new Date() })
      .where(and(eq(estateDebts.id, before.id), eq(estateDebts.familyId, access.familyId)))
      .returning()
    return row
  },
  remove: (tx, row) => tx.delete(estateDebts).where(eq(estateDebts.id, row.id)),
  name: (row) => row.creditor,
  activity: { added: 'debt_added', updated: 'debt_updated', deleted: 'debt_deleted' },
}

/**
 * Adding, correcting and removing one kind of record: the organisation and documents chosen are checked as the
 * family's before anything is written, the evidence set to those chosen, and each change said in the activity.
 */
function changesTo<Row extends { id: string }, Fields extends AssetFields | DebtFields>(
  record: RecordKind<Row, Fields>,
) {
  return {
    create: (db: Database, access: FamilyAccess, fields: Fields) => {
      assertCan(access, 'manage-estate')
      return db.transaction(async (tx) => {
        await checkOrganisation(tx, access, fields.organisationId)
        await checkDocuments(tx, access, fields.documentId)
        const row = await record.insert(tx, access, fields)
        if (!row) throw new Error(`Adding the ${record.kind}: the insert returned no row`)
        await setEvidence(tx, access, { kind: record.kind, id: row.id }, fields.documentId)
        await recordActivity(tx, access, record.activity.added, record.name(row))
        return row
      })
    },
    /** Another family's record is not found. */
    update: (db: Database, access: FamilyAccess, id: string, fields: Fields) => {
      assertCan(access, 'manage-estate')
      return db.transaction(async (tx) => {
        const before = await record.find(tx, access, id)
        await checkOrganisation(tx, access, fields.organisationId)
        await checkDocuments(tx, access, fields.documentId)
        const row = await record.update(tx, access, fields, before)
        if (!row) throw new Refusal(404, record.notFound)
        await setEvidence(tx, access, { kind: record.kind, id: row.id }, fields.documentId)
        await recordActivity(tx, access, record.activity.updated, record.name(row))
        return row
      })
    },
    /** Removes the record and its document links (the database's cascade); returns the row removed. */
    remove: (db: Database, access: FamilyAccess, id: string) => {
      assertCan(access, 'manage-estate')
      return db.transaction(async (tx) => {
        const row = await record.find(tx, access, id)
        await record.remove(tx, row)
        await recordActivity(tx, access, record.activity.deleted, record.name(row))
        return row
      })
    },
  }
}

const assetChanges = changesTo(ASSET)
export const createAsset = assetChanges.create
export const updateAsset = assetChanges.update
/** Receipts that collected the asset stay on the account, unlinked. */
export const deleteAsset = assetChanges.remove

const debtChanges = changesTo(DEBT)
export const createDebt = debtChanges.create
export const updateDebt = debtChanges.update
/** A payment that settled the debt stays on the account, unlinked. */
export const deleteDebt = debtChanges.remove
