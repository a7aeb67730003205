import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { payments } from '~db/schema'
import type { CheckoutRequest, CheckoutSession, PaymentProvider, SessionOutcome } from './payment-provider.server'

export const TEST_CHECKOUT_PATH = '/checkout/test'

/**
 * The built-in checkout for a machine without Stripe keys: a page of the app itself, clearly marked as test
 * mode, where Pay stands for the card payment. Its 'provider state' is our own payment row, which the page's
 * Pay and Cancel change, so the rest of the flow (return page, activation, receipt) runs as with Stripe.
 */
export function testModeProvider(db: Database): PaymentProvider {
  return {
    name: 'test',
    createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
      const sessionId = `test_${randomBytes(18).toString('base64url')}`
      // A path, not an address: the page is on this site, whichever of its names (localhost, 127.0.0.1) the
      // person opened, and the browser's form-action rule allows a same-site redirect (docs/security.md, 'Third round',
      // item 10).
      return Promise.resolve({ sessionId, url: `${TEST_CHECKOUT_PATH}/${sessionId}` })
    },
    async sessionOutcome(sessionId: string): Promise<SessionOutcome> {
      const [row] = await db
        .select({ status: payments.status, amountMinor: payments.amountMinor, currency: payments.currency })
        .from(payments)
        .where(and(eq(payments.provider, 'test'), eq(payments.providerSessionId, sessionId)))
        .limit(1)
      if (!row) return { state: 'expired' }
      if (row.status === 'paid' || row.status === 'refunded') {
        return { state: 'paid', amountMinor: row.amountMinor, currency: row.currency, providerPaymentId: null }
      }
      return row.status === 'pending' ? { state: 'open' } : { state: 'expired' }
    },
  }
}
