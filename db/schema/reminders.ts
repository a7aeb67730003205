import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { REMINDER_KINDS } from './vocabulary'
import { users } from './auth'
import { families } from './families'
import { tasks } from './tasks'

/**
 * Which reminder went to whom on which of their days (docs/decisions/051-deadline-reminders.md). The unique
 * key is what makes a reminder go out once however many instances run the schedule: the rows are inserted with
 * `on conflict do nothing` and only those newly inserted are e-mailed.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** The person's own calendar date the reminder was for. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // user and date first: 'has this person had today's digest?' is the question every run asks.
    uniqueIndex('reminder_deliveries_key').on(table.userId, table.localDate, table.taskId, table.kind),
    index('reminder_deliveries_task_id_idx').on(table.taskId),
    index('reminder_deliveries_created_at_idx').on(table.createdAt),
    check('reminder_deliveries_kind', sql.raw(`kind in (${sqlList(REMINDER_KINDS)})`)),
  ],
)

/**
 * The digests of what moved in a family (decision 070), one row per person, family and period: 'w:' and the
 * person's local date for a weekly one, 'm:' and the month covered for a monthly one. The key is what makes a
 * digest go out once however many instances run; a period in which nothing moved has its row too (`items`
 * 0, no e-mail), so the next week counts from it.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** The activity covered: after `coveredFrom`, up to and including `coveredUntil`. */
    coveredFrom: timestamp('covered_from', { withTimezone: true }).notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
    /** How many changes the e-mail listed; 0 when nothing moved and nothing was sent. */
    items: integer('items').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('digest_deliveries_key').on(table.userId, table.familyId, table.period),
    index('digest_deliveries_family_id_idx').on(table.familyId),
    check('digest_deliveries_period', sql`${table.period} ~ '^(w:[0-9]{4}-[0-9]{2}-[0-9]{2}|m:[0-9]{4}-[0-9]{2})$'`),
    check('digest_deliveries_items', sql`${table.items} >= 0`),
  ],
)
