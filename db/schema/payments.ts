import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { families } from './families'
import { timestamps } from './timestamps'

export const PAYMENT_TYPES = ['premium', 'donation'] as const
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const

/**
 * One checkout: premium or a donation, in minor units of GBP (decision 041). A row is made 'pending' when the
 * checkout opens and becomes 'paid' exactly once, whoever reports it first (the return page or the webhook).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the payer erased their account: the record is kept, anonymised, as the law requires (decision 050). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The family the person was in when they paid (premium reaches a family through its admins). */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('GBP'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session id: how the return page and the webhook find this row. */
    providerSessionId: text('provider_session_id').notNull(),
    /** Where the provider's checkout page is: a second click on Pay goes back to the same one. */
    checkoutUrl: text('checkout_url').notNull(),
    /** The provider's payment (Stripe: the PaymentIntent), for refunds. */
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_provider_session_key').on(table.provider, table.providerSessionId),
    index('payments_user_id_idx').on(table.userId),
    index('payments_provider_payment_idx').on(table.providerPaymentId),
    check('payments_type', sql`${table.type} in ('premium', 'donation')`),
    check('payments_status', sql`${table.status} in ('pending', 'paid', 'cancelled', 'failed', 'refunded')`),
    check('payments_provider', sql`${table.provider} in ('stripe', 'test')`),
    check('payments_amount', sql`${table.amountMinor} > 0 and ${table.amountMinor} <= 10000000`),
    check('payments_currency', sql`${table.currency} = 'GBP'`),
  ],
)
