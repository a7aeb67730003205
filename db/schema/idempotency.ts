import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A change sent with an idempotency key (decision 080): a change kept on a phone while offline is sent again
 * when the first answer was lost, and must be applied once. One row per person and key, holding the answer
 * given, so a replay answers the same without doing anything. Rows are forgotten after seven days.
 */
export const idempotentChanges = pgTable(
  'idempotent_changes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What was asked (the form's fields): the same key with another change is refused, not answered. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_changes_created_at_idx').on(table.createdAt),
  ],
)
