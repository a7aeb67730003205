import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** E-mails kept instead of sent when no SMTP server is configured; listed at /dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_created_at_idx').on(table.createdAt)],
)
