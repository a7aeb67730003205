import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A phone or computer that shows the daily reminders as notifications (docs/decisions/078-push-reminders.md):
 * the browser's push subscription, as its `PushManager` gave it. The endpoint is the push service's address for
 * that one browser profile, so it is unique: when someone else turns reminders on in the same browser, the
 * device moves to them. The keys are the browser's, for encrypting to it (RFC 8291); they decrypt nothing here.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url). */
    p256dh: text('p256dh').notNull(),
    /** The browser's authentication secret (16 bytes, base64url). */
    auth: text('auth').notNull(),
    /** 'Chrome on Android', from the browser's User-Agent when it was turned on. */
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the push service last accepted a reminder for it; null until the first. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
    check('push_subscriptions_endpoint', sql`${table.endpoint} like 'https://%' and length(${table.endpoint}) <= 2000`),
    check('push_subscriptions_keys', sql`length(${table.p256dh}) <= 200 and length(${table.auth}) <= 100`),
  ],
)
