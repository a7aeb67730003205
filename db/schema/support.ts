import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES } from './vocabulary'
import { users } from './auth'
import { timestamps } from './timestamps'

/**
 * A question sent from the contact form at /support. It is stored before any e-mail is tried, so a mail server
 * that is down loses nothing: the two e-mails (to the support inbox, and the confirmation to the sender) are
 * retried until sent (docs/decisions/042-support-requests.md).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, when there was one; the name and address are what they typed. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: text('category', { enum: SUPPORT_CATEGORIES }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The support admin's address, as SUPPORT_ADMINS lists it. */
    answeredBy: text('answered_by'),
    /** The reply sent from the support inbox, if it was answered from there. */
    reply: text('reply'),
    teamNotifiedAt: timestamp('team_notified_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** When the unsent e-mails may next be tried; also a lease, so two instances never send the same one. */
    nextMailAttemptAt: timestamp('next_mail_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    index('support_requests_status_created_idx').on(table.status, table.createdAt),
    index('support_requests_pending_mail_idx')
      .on(table.nextMailAttemptAt)
      .where(sql`${table.teamNotifiedAt} is null or ${table.confirmationSentAt} is null`),
    check('support_requests_category', sql.raw(`category in (${sqlList(SUPPORT_CATEGORIES)})`)),
    check('support_requests_status', sql.raw(`status in (${sqlList(SUPPORT_STATUSES)})`)),
    check('support_requests_message_length', sql`char_length(${table.message}) <= 5000`),
  ],
)
