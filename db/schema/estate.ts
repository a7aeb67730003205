import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import {
  ACCOUNT_DIRECTIONS,
  ASSET_KINDS,
  ASSET_STATES,
  DEBT_KINDS,
  DISTRIBUTION_KINDS,
  GIFT_KINDS,
  OWNERSHIPS,
  VALUATION_METHODS,
} from './vocabulary'
import { users } from './auth'
import { documents } from './documents'
import { families } from './families'
import { familyOrganisations } from './organisations'
import { timestamps } from './timestamps'

/**
 * The estate's records (issue 33, decision 067): what the person owned and owed, the estate account after the
 * death, the beneficiaries and what was paid to them. Money is in minor units (pence, cents) of the family's
 * currency as a whole number, at most 12 digits of major units (< 10^14 minor), so it stays a safe integer.
 */
const MINOR_MAX = '100000000000000'

/** An amount column's checks: never negative, never more than 12 digits of major units. */
const amountCheck = (name: string, column: string) =>
  check(name, sql.raw(`${column} is null or (${column} >= 0 and ${column} < ${MINOR_MAX})`))

export const estateAssets = pgTable(
  'estate_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    organisationId: uuid('organisation_id').references(() => familyOrganisations.id, { onDelete: 'set null' }),
    /** The account or policy number, exactly as typed. */
    reference: text('reference'),
    ownership: text('ownership').notNull().default('sole'),
    valueAtDeath: bigint('value_at_death', { mode: 'number' }),
    valuationMethod: text('valuation_method'),
    state: text('state').notNull().default('found'),
    /**
     * The family's own answer where the country's rule says 'depends' (decision 076): true, part of the estate;
     * false, it passes outside it; null, not settled. Read only while the rule still says 'depends'.
     */
    settledInEstate: boolean('settled_in_estate'),
    /** Who settled it (kept as null once their account is erased) and when. */
    settledBy: text('settled_by').references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('estate_assets_family_idx').on(table.familyId, table.createdAt),
    check('estate_assets_kind', sql.raw(`kind in (${sqlList(ASSET_KINDS)})`)),
    check('estate_assets_ownership', sql.raw(`ownership in (${sqlList(OWNERSHIPS)})`)),
    check(
      'estate_assets_valuation_method',
      sql.raw(`valuation_method is null or valuation_method in (${sqlList(VALUATION_METHODS)})`),
    ),
    check('estate_assets_state', sql.raw(`state in (${sqlList(ASSET_STATES)})`)),
    check('estate_assets_description_length', sql`char_length(${table.description}) between 1 and 200`),
    check('estate_assets_reference_length', sql`char_length(${table.reference}) <= 200`),
    amountCheck('estate_assets_value_at_death', 'value_at_death'),
    check('estate_assets_settled_at', sql`(${table.settledInEstate} is null) = (${table.settledAt} is null)`),
  ],
)

export const estateDebts = pgTable(
  'estate_debts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    creditor: text('creditor').notNull(),
    organisationId: uuid('organisation_id').references(() => familyOrganisations.id, { onDelete: 'set null' }),
    reference: text('reference'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('estate_debts_family_idx').on(table.familyId, table.createdAt),
    check('estate_debts_kind', sql.raw(`kind in (${sqlList(DEBT_KINDS)})`)),
    check('estate_debts_creditor_length', sql`char_length(${table.creditor}) between 1 and 200`),
    check('estate_debts_reference_length', sql`char_length(${table.reference}) <= 200`),
    amountCheck('estate_debts_amount', 'amount'),
  ],
)

/** A receipt or payment on the estate account after the death. */
export const estateEntries = pgTable(
  'estate_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    debtId: uuid('debt_id').references(() => estateDebts.id, { onDelete: 'set null' }),
    assetId: uuid('asset_id').references(() => estateAssets.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('estate_entries_family_idx').on(table.familyId, table.date),
    check('estate_entries_direction', sql.raw(`direction in (${sqlList(ACCOUNT_DIRECTIONS)})`)),
    check('estate_entries_description_length', sql`char_length(${table.description}) between 1 and 200`),
    // A payment settles a debt; a receipt collects an asset: never the other way round.
    check('estate_entries_debt_is_payment', sql`${table.debtId} is null or ${table.direction} = 'out'`),
    check('estate_entries_asset_is_receipt', sql`${table.assetId} is null or ${table.direction} = 'in'`),
    amountCheck('estate_entries_amount', 'amount'),
  ],
)

export const estateBeneficiaries = pgTable(
  'estate_beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull().default(''),
    gift: text('gift').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    residueShareBasisPoints: integer('residue_share_basis_points'),
    giftDescription: text('gift_description').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('estate_beneficiaries_family_idx').on(table.familyId, table.createdAt),
    check('estate_beneficiaries_gift', sql.raw(`gift in (${sqlList(GIFT_KINDS)})`)),
    check('estate_beneficiaries_name_length', sql`char_length(${table.name}) between 1 and 200`),
    check('estate_beneficiaries_relationship_length', sql`char_length(${table.relationship}) <= 100`),
    check('estate_beneficiaries_gift_description_length', sql`char_length(${table.giftDescription}) <= 1000`),
    check(
      'estate_beneficiaries_residue_share',
      sql`${table.residueShareBasisPoints} is null or ${table.residueShareBasisPoints} between 0 and 10000`,
    ),
    amountCheck('estate_beneficiaries_amount', 'amount'),
  ],
)

export const estateDistributions = pgTable(
  'estate_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => estateBeneficiaries.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('estate_distributions_family_idx').on(table.familyId, table.date),
    index('estate_distributions_beneficiary_idx').on(table.beneficiaryId),
    check('estate_distributions_kind', sql.raw(`kind in (${sqlList(DISTRIBUTION_KINDS)})`)),
    check(
      'estate_distributions_receipt_after',
      sql`${table.receiptDate} is null or ${table.receiptDate} >= ${table.date}`,
    ),
    amountCheck('estate_distributions_amount', 'amount'),
  ],
)

/** A vault document evidencing an asset (a statement, a valuation). */
export const estateAssetDocuments = pgTable(
  'estate_asset_documents',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => estateAssets.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.documentId] }),
    index('estate_asset_documents_document_idx').on(table.documentId),
  ],
)

/** A vault document evidencing a debt (a bill, a final statement). */
export const estateDebtDocuments = pgTable(
  'estate_debt_documents',
  {
    debtId: uuid('debt_id')
      .notNull()
      .references(() => estateDebts.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.debtId, table.documentId] }),
    index('estate_debt_documents_document_idx').on(table.documentId),
  ],
)
