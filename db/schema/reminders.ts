import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { REMINDER_KINDS } from './vocabulary'
import { users } from './auth'
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
