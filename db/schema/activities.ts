import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { ACTIVITY_TYPES } from './vocabulary'
import { users } from './auth'
import { families } from './families'

/**
 * The family's activity feed, written by the server for every change (decision 009): who did what to which
 * task or document. `target` keeps the title as it was, so the feed still reads after a delete.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    target: text('target').notNull(),
    /** A short detail such as the new status. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activities_family_created_at_idx').on(table.familyId, table.createdAt),
    check('activities_type', sql.raw(`type in (${sqlList(ACTIVITY_TYPES)})`)),
  ],
)
