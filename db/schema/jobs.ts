import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './timestamps'

/**
 * Background work that must survive a restart and may run on any instance (docs/decisions/045-job-queue.md):
 * reading the text in documents, data exports, e-mails and the recurring sweeps. A job is claimed with `for update skip locked`, so two
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
    /**
     * A recurring job's slot (`kind@start-of-slot`): every instance offers the slot's job, and this key lets
     * only the first offer in, so each slot runs once however many instances there are.
     */
    singletonKey: text('singleton_key'),
    ...timestamps,
  },
  (table) => [
    index('jobs_ready_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_singleton_key_key').on(table.singletonKey),
    check('jobs_status', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
)
