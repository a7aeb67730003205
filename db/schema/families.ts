import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { COUNTRY_CODES, DIGEST_FREQUENCIES, FAMILY_ROLES, RELATIONSHIPS } from './vocabulary'
import { users } from './auth'
import { timestamps } from './timestamps'

/** The shared space around one person who has died (decision 009). Tasks and documents belong to a family. */
export const families = pgTable(
  'families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name of the person who died, if the family gave it. */
    deceasedName: text('deceased_name'),
    country: text('country').notNull(),
    region: text('region').notNull(),
    /** A calendar date, never a timestamp: deadlines count from it in whole days. */
    dateOfDeath: date('date_of_death', { mode: 'string' }),
    /** For the letters to organisations (decision 063), which identify the person by it. */
    deceasedDateOfBirth: date('deceased_date_of_birth', { mode: 'string' }),
    /** The person's last postal address, one line each, for the letters (decision 063). */
    deceasedLastAddress: text('deceased_last_address'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the family got Premium. Premium belongs to the family once bought: it outlives the buyer's erasure
     * and a change of their role, and only a refund takes it back (decision 041, amended 2026-11-27).
     */
    premiumSince: timestamp('premium_since', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('families_deceased_name_length', sql`char_length(${table.deceasedName}) between 1 and 200`),
    check('families_country', sql.raw(`country in (${sqlList(COUNTRY_CODES)})`)),
    check('families_date_of_death', sql`${table.dateOfDeath} >= date '1900-01-01'`),
    check('families_deceased_date_of_birth', sql`${table.deceasedDateOfBirth} >= date '1850-01-01'`),
    check('families_deceased_last_address_length', sql`char_length(${table.deceasedLastAddress}) between 1 and 500`),
  ],
)

export const familyMembers = pgTable(
  'family_members',
  {
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /**
     * This member's relationship to the person who died, as their letters state it; their own to set
     * (decision 063). Kept per family: a person may be a son in one family and an executor in another.
     */
    relationship: text('relationship'),
    /** What the member typed when their relationship is 'other'. */
    relationshipOther: text('relationship_other'),
    /** The digest e-mail of what moved in this family, as this member chose it (decision 070): none by default. */
    digest: text('digest').notNull().default('none'),
    /** When they last chose it: a weekly digest counts its first week from here. */
    digestChosenAt: timestamp('digest_chosen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.familyId, table.userId] }),
    index('family_members_user_id_idx').on(table.userId),
    check('family_members_role', sql.raw(`role in (${sqlList(FAMILY_ROLES)})`)),
    check('family_members_relationship', sql.raw(`relationship in (${sqlList(RELATIONSHIPS)})`)),
    check('family_members_digest', sql.raw(`digest in (${sqlList(DIGEST_FREQUENCIES)})`)),
    check(
      'family_members_relationship_other',
      sql`(relationship = 'other') = (relationship_other is not null) and char_length(relationship_other) between 1 and 100`,
    ),
  ],
)

/**
 * An invitation to join a family (docs/decisions/043-family-invitations.md). The link's token is stored only as
 * its SHA-256 hash; a resend replaces it, so an older link stops working. At most one invitation per address is
 * waiting in a family at a time.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('family_invitations_token_hash_key').on(table.tokenHash),
    uniqueIndex('family_invitations_waiting_key')
      .on(table.familyId, table.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    check('family_invitations_role', sql.raw(`role in (${sqlList(FAMILY_ROLES)})`)),
    check('family_invitations_full_name_length', sql`char_length(${table.fullName}) between 1 and 100`),
    check('family_invitations_email_length', sql`char_length(${table.email}) between 3 and 254`),
  ],
)
