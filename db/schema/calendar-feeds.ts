import { sql } from 'drizzle-orm'
import { boolean, check, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { families, familyMembers } from './families'

/**
 * A private calendar subscription: one per person per family (decision 011). The link's token is a bearer
 * secret, so only its SHA-256 is kept: a copy of the database does not hand out working links.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, in lower-case hex; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Completed tasks appear marked as done (true) or are left out (false). */
    includeCompleted: boolean('include_completed').notNull().default(false),
    /** When this link was made: a new link (regenerate) starts again. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a calendar last fetched the feed, to the hour: written at most once an hour. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash),
    uniqueIndex('calendar_feeds_family_user_key').on(table.familyId, table.userId),
    index('calendar_feeds_user_id_idx').on(table.userId),
    // Leaving the family removes the link with the membership, so rejoining later never revives an old link.
    foreignKey({
      name: 'calendar_feeds_membership_fk',
      columns: [table.familyId, table.userId],
      foreignColumns: [familyMembers.familyId, familyMembers.userId],
    }).onDelete('cascade'),
    check('calendar_feeds_token_hash', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
)
