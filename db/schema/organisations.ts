import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { ORGANISATION_KINDS, ORGANISATION_STATUSES, type LetterEnclosure, type LetterPurpose } from './vocabulary'
import { users } from './auth'
import { documents } from './documents'
import { families } from './families'
import { timestamps } from './timestamps'

/** What the family chose for an organisation's letter: what it asks, what it encloses, and a note of their own. */
export interface StoredLetter {
  purpose: LetterPurpose
  enclosures: LetterEnclosure[]
  /**
   * A paragraph of the family's own words, added before the closing. The rest of the letter is written from the
   * details each time it is shown (decision 063), so no member's address is kept with the organisation.
   */
  note: string
  savedAt: string
}

/**
 * An organisation the family has to tell about the death (decision 048): picked from the country's catalogue
 * (`catalogue_id`, so a one-stop service can find it) or typed. `notified_through_*` records a one-stop service
 * that told it, with that service's reference number.
 */
export const familyOrganisations = pgTable(
  'family_organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    catalogueId: text('catalogue_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('other'),
    status: text('status').notNull().default('to-notify'),
    /** The account, policy or customer number: kept exactly as typed, odd characters and all. */
    reference: text('reference').notNull().default(''),
    notifiedOn: date('notified_on', { mode: 'string' }),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /**
     * The number the family rings them on, as typed ('0800 123 4567', '+44 (0)20 …'); filled from the catalogue
     * when it has one, and theirs to change, since the number on the statement is often the right one.
     */
    phone: text('phone').notNull().default(''),
    /** Where letters to them go, one line each (decision 081). */
    postalAddress: text('postal_address').notNull().default(''),
    notifiedThroughService: text('notified_through_service'),
    notifiedThroughReference: text('notified_through_reference'),
    letter: jsonb('letter').$type<StoredLetter>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who last changed the organisation, so that a change kept on a phone while offline and refused as stale can
     * say who changed it since (decisions 080, 082). Null before anyone has.
     */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // One entry per catalogue organisation: 'Mark these as told' adds the missing ones without doubling any.
    uniqueIndex('family_organisations_catalogue_key')
      .on(table.familyId, table.catalogueId)
      .where(sql`catalogue_id is not null`),
    index('family_organisations_family_follow_up_idx').on(table.familyId, table.followUpOn),
    check('family_organisations_kind', sql.raw(`kind in (${sqlList(ORGANISATION_KINDS)})`)),
    check('family_organisations_status', sql.raw(`status in (${sqlList(ORGANISATION_STATUSES)})`)),
    check('family_organisations_name_length', sql`char_length(${table.name}) between 1 and 200`),
    check('family_organisations_reference_length', sql`char_length(${table.reference}) <= 200`),
    check('family_organisations_notes_length', sql`char_length(${table.notes}) <= 5000`),
    check('family_organisations_phone_length', sql`char_length(${table.phone}) <= 40`),
    check('family_organisations_postal_address_length', sql`char_length(${table.postalAddress}) <= 500`),
  ],
)

/** A vault document linked to an organisation (a statement, the policy): both of the same family. */
export const organisationDocuments = pgTable(
  'organisation_documents',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => familyOrganisations.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.documentId] }),
    index('organisation_documents_document_idx').on(table.documentId),
  ],
)

/** How many certified copies of the death certificate the family holds: one row per family, made when set. */
export const certificateCopies = pgTable(
  'certificate_copies',
  {
    familyId: uuid('family_id')
      .primaryKey()
      .references(() => families.id, { onDelete: 'cascade' }),
    held: integer('held').notNull().default(0),
    ...timestamps,
  },
  (table) => [check('certificate_copies_held', sql`${table.held} between 0 and 1000`)],
)

/**
 * One certified copy sent to an organisation, and when it came back. The organisation's name is kept so the
 * record still reads if the organisation is removed from the list.
 */
export const certificateSendings = pgTable(
  'certificate_sendings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => familyOrganisations.id, { onDelete: 'set null' }),
    organisationName: text('organisation_name').notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('certificate_sendings_family_idx').on(table.familyId, table.sentOn),
    check(
      'certificate_sendings_returned_after_sent',
      sql`${table.returnedOn} is null or ${table.returnedOn} >= ${table.sentOn}`,
    ),
  ],
)
