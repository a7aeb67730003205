import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm'
import type { Database, Transaction } from '~/lib/db.server'
import { isUuid } from '~/lib/ids'
import type { FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import {
  documents,
  estateAssetDocuments,
  estateAssets,
  estateBeneficiaries,
  estateDebtDocuments,
  estateDebts,
  estateDistributions,
  estateEntries,
  families,
  familyOrganisations,
} from '~db/schema'
import { COUNTRY_CURRENCIES, type CountryCode } from '~db/schema/vocabulary'
import type { AccountEntry, Beneficiary, Distribution, EstateAsset, EstateDebt, EstateRecords } from './estate-types'

/**
 * Reading the estate's records (decision 067) and the checks every change shares: an organisation, document or
 * record of another family is 'not found', and a date after the death cannot come before it.
 */

export type Db = Database | Transaction

export const ORGANISATION_NOT_FOUND =
  'That organisation is not on your family’s list of who to tell. Choose one from the list; nothing was saved.'
export const DOCUMENT_NOT_FOUND =
  'That document is not in your family’s vault, or it is private to someone else. Nothing was saved.'

/** The family's facts the estate needs: its country (and so currency), region and date of death. */
export async function estateFamily(db: Db, familyId: string, lock = false) {
  const query = db
    .select({ country: families.country, region: families.region, dateOfDeath: families.dateOfDeath })
    .from(families)
    .where(eq(families.id, familyId))
  // A distribution locks the family's row, so two at once cannot both spend the same money.
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new Refusal(404, 'This family was not found.')
  const country = row.country as CountryCode
  return { country, regionCode: row.region, currency: COUNTRY_CURRENCIES[country], dateOfDeath: row.dateOfDeath }
}

/** Where an asset's or a debt's evidence is kept: the links table, its column naming the record, the records. */
const EVIDENCE = {
  asset: {
    links: estateAssetDocuments,
    owner: estateAssetDocuments.assetId,
    records: estateAssets,
    link: (assetId: string, documentId: string): typeof estateAssetDocuments.$inferInsert => ({ assetId, documentId }),
  },
  debt: {
    links: estateDebtDocuments,
    owner: estateDebtDocuments.debtId,
    records: estateDebts,
    link: (debtId: string, documentId: string): typeof estateDebtDocuments.$inferInsert => ({ debtId, documentId }),
  },
}

/** Every evidence link of one family's assets, or of its debts: the record's id and the document's. */
function evidenceOf(db: Db, kind: keyof typeof EVIDENCE, familyId: string) {
  const { links, owner, records } = EVIDENCE[kind]
  return db
    .select({ ownerId: owner, documentId: links.documentId })
    .from(links)
    .innerJoin(records, eq(records.id, owner))
    .where(eq(records.familyId, familyId))
}

/** The document ids linked to each record, by the record's id. */
function linksOf(links: { ownerId: string; documentId: string }[]) {
  const byOwner = new Map<string, string[]>()
  for (const link of links) {
    const ids = byOwner.get(link.ownerId)
    if (ids) ids.push(link.documentId)
    else byOwner.set(link.ownerId, [link.documentId])
  }
  return (id: string) => byOwner.get(id) ?? []
}

// Only the columns the records hold: the family id, who made a row and its timestamps would be read and turned
// into Dates for every one of thousands of rows, and nothing uses them (a page of 500 assets, 500 debts and 2,000
// entries read them all).
const ASSET_COLUMNS = {
  id: estateAssets.id,
  kind: estateAssets.kind,
  description: estateAssets.description,
  organisationId: estateAssets.organisationId,
  reference: estateAssets.reference,
  ownership: estateAssets.ownership,
  valueAtDeath: estateAssets.valueAtDeath,
  valuationMethod: estateAssets.valuationMethod,
  state: estateAssets.state,
  settledInEstate: estateAssets.settledInEstate,
}
const DEBT_COLUMNS = {
  id: estateDebts.id,
  kind: estateDebts.kind,
  creditor: estateDebts.creditor,
  organisationId: estateDebts.organisationId,
  reference: estateDebts.reference,
  amount: estateDebts.amount,
  paid: estateDebts.paid,
}
const ENTRY_COLUMNS = {
  id: estateEntries.id,
  date: estateEntries.date,
  direction: estateEntries.direction,
  amount: estateEntries.amount,
  description: estateEntries.description,
  debtId: estateEntries.debtId,
  assetId: estateEntries.assetId,
}
const BENEFICIARY_COLUMNS = {
  id: estateBeneficiaries.id,
  name: estateBeneficiaries.name,
  relationship: estateBeneficiaries.relationship,
  gift: estateBeneficiaries.gift,
  amount: estateBeneficiaries.amount,
  residueShareBasisPoints: estateBeneficiaries.residueShareBasisPoints,
  giftDescription: estateBeneficiaries.giftDescription,
}
const DISTRIBUTION_COLUMNS = {
  id: estateDistributions.id,
  beneficiaryId: estateDistributions.beneficiaryId,
  date: estateDistributions.date,
  kind: estateDistributions.kind,
  amount: estateDistributions.amount,
  receiptDate: estateDistributions.receiptDate,
}

type Row<Columns extends Record<string, { _: { data: unknown; notNull: boolean } }>> = {
  [Key in keyof Columns]: Columns[Key]['_']['notNull'] extends true
    ? Columns[Key]['_']['data']
    : Columns[Key]['_']['data'] | null
}

// The rows as plain records: the vocabulary's columns are text here, checked by the database against the lists.
const assetOf = (row: Row<typeof ASSET_COLUMNS>, documentIds: string[]): EstateAsset => ({
  ...row,
  kind: row.kind as EstateAsset['kind'],
  ownership: row.ownership as EstateAsset['ownership'],
  valuationMethod: row.valuationMethod as EstateAsset['valuationMethod'],
  state: row.state as EstateAsset['state'],
  settledInEstate: row.settledInEstate,
  documentIds,
})

const debtOf = (row: Row<typeof DEBT_COLUMNS>, documentIds: string[]): EstateDebt => ({
  ...row,
  kind: row.kind as EstateDebt['kind'],
  documentIds,
})

const entryOf = (row: Row<typeof ENTRY_COLUMNS>): AccountEntry => ({
  ...row,
  direction: row.direction as AccountEntry['direction'],
})

const beneficiaryOf = (row: Row<typeof BENEFICIARY_COLUMNS>): Beneficiary => ({
  ...row,
  gift: row.gift as Beneficiary['gift'],
})

const distributionOf = (row: Row<typeof DISTRIBUTION_COLUMNS>): Distribution => ({
  ...row,
  kind: row.kind as Distribution['kind'],
})

/** Everything the rules and the accounts need about one family's estate, as plain values (estate-types.ts). */
export async function loadEstateRecords(db: Db, familyId: string): Promise<EstateRecords> {
  const [family, assets, debts, entries, beneficiaries, distributions, assetLinks, debtLinks] = await Promise.all([
    estateFamily(db, familyId),
    db
      .select(ASSET_COLUMNS)
      .from(estateAssets)
      .where(eq(estateAssets.familyId, familyId))
      .orderBy(asc(estateAssets.createdAt)),
    db
      .select(DEBT_COLUMNS)
      .from(estateDebts)
      .where(eq(estateDebts.familyId, familyId))
      .orderBy(asc(estateDebts.createdAt)),
    db
      .select(ENTRY_COLUMNS)
      .from(estateEntries)
      .where(eq(estateEntries.familyId, familyId))
      .orderBy(asc(estateEntries.date), asc(estateEntries.createdAt)),
    db
      .select(BENEFICIARY_COLUMNS)
      .from(estateBeneficiaries)
      .where(eq(estateBeneficiaries.familyId, familyId))
      .orderBy(asc(estateBeneficiaries.createdAt)),
    db
      .select(DISTRIBUTION_COLUMNS)
      .from(estateDistributions)
      .where(eq(estateDistributions.familyId, familyId))
      .orderBy(asc(estateDistributions.date), asc(estateDistributions.createdAt)),
    evidenceOf(db, 'asset', familyId),
    evidenceOf(db, 'debt', familyId),
  ])
  const assetDocuments = linksOf(assetLinks)
  const debtDocuments = linksOf(debtLinks)
  return {
    ...family,
    assets: assets.map((row) => assetOf(row, assetDocuments(row.id))),
    debts: debts.map((row) => debtOf(row, debtDocuments(row.id))),
    entries: entries.map(entryOf),
    beneficiaries: beneficiaries.map(beneficiaryOf),
    distributions: distributions.map(distributionOf),
  }
}

/** An organisation chosen as an asset's holder or a debt's creditor: the family's own, or refused. */
export async function checkOrganisation(db: Db, access: FamilyAccess, id: string | null) {
  if (id === null) return
  const [row] = isUuid(id)
    ? await db
        .select({ id: familyOrganisations.id })
        .from(familyOrganisations)
        .where(and(eq(familyOrganisations.id, id), eq(familyOrganisations.familyId, access.familyId)))
    : []
  if (!row) throw new Refusal(404, ORGANISATION_NOT_FOUND, 'organisationId')
}

/** Documents the person may see: the family's shared ones and their own private ones (decision 044). */
export const documentVisibleTo = (access: FamilyAccess) =>
  and(
    eq(documents.familyId, access.familyId),
    or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
  )

/** Documents chosen as evidence: each in the family's vault and visible to the person, or all refused. */
export async function checkDocuments(db: Db, access: FamilyAccess, ids: string[]) {
  if (ids.length === 0) return
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(inArray(documents.id, ids), documentVisibleTo(access)))
  if (rows.length !== ids.length) throw new Refusal(404, DOCUMENT_NOT_FOUND, 'documentId')
}

/**
 * An asset's or debt's evidence becomes the documents chosen. Links to documents the person cannot see (someone
 * else's private ones) are left alone: they were not on the form, so leaving them out removes nothing.
 */
export async function setEvidence(
  db: Db,
  access: FamilyAccess,
  owner: { kind: 'asset' | 'debt'; id: string },
  ids: string[],
) {
  const visible = db.select({ id: documents.id }).from(documents).where(documentVisibleTo(access))
  const { links, owner: ownerColumn, link } = EVIDENCE[owner.kind]
  await db
    .delete(links)
    .where(
      and(
        eq(ownerColumn, owner.id),
        inArray(links.documentId, visible),
        ids.length > 0 ? notInArray(links.documentId, ids) : undefined,
      ),
    )
  if (ids.length === 0) return
  await db
    .insert(links)
    .values(ids.map((documentId) => link(owner.id, documentId)))
    .onConflictDoNothing()
}

/** A date after the death (a payment, a distribution) cannot come before it: a typing slip, refused by field. */
export function checkAfterDeath(dateOfDeath: string | null, date: string | null, field: string, what: string) {
  if (dateOfDeath && date && date < dateOfDeath) {
    throw new Refusal(400, `${what} cannot be before the date of death (${dateOfDeath})`, field)
  }
}

/** The vault documents already evidencing an asset or a debt: the documents page offers them to the estate no more. */
export async function documentsInEstate(db: Database, familyId: string): Promise<Set<string>> {
  const [assetLinks, debtLinks] = await Promise.all([
    evidenceOf(db, 'asset', familyId),
    evidenceOf(db, 'debt', familyId),
  ])
  return new Set([...assetLinks, ...debtLinks].map((link) => link.documentId))
}
