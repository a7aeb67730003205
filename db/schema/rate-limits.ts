import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every instance (docs/architecture.md: nothing another instance needs lives in memory).
 * One row per bucket, e.g. `sign-in:ip:203.0.113.5` or `sign-in:email:ann@example.com`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
})
