import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './timestamps'

/**
 * Background work that must survive a restart and may run on any instance (docs/decisions/045-job-queue.md):
 * reading the text in an uploaded document, for now. A job is claimed with `for update skip locked`, so two
 * instances never take the same one; a claim lapses after `locked_until`, so work of a process that died is
 * taken up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    index('jobs_ready_idx').on(table.status, table.runAt),
    check('jobs_status', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
)
