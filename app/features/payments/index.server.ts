import type { Database } from '~/lib/db.server'
import type { Env } from '~/lib/env.server'
import type { PaymentProvider } from './payment-provider.server'
import { createStripeClient, stripeProvider, type StripeSettings } from './stripe-provider.server'
import { testModeProvider } from './test-mode-provider.server'
import type { StripeWebhook } from './webhook.server'

export * from './payments.server'
export { PaymentProviderError, type PaymentProvider } from './payment-provider.server'
export { TEST_CHECKOUT_PATH } from './test-mode-provider.server'
export { handleStripeWebhook, PAYMENTS_WEBHOOK_PATH, type StripeWebhook } from './webhook.server'

/**
 * Stripe when its keys are set, otherwise the built-in test-mode checkout where it is allowed, otherwise null
 * (payments are not set up); `webhook` only with Stripe.
 */
export interface PaymentSetup {
  provider: PaymentProvider | null
  webhook?: StripeWebhook
}

// Payments' own key in what every request shares (docs/decisions/059-layers-and-import-zones.md).
declare module '~/load-context' {
  interface AppServices {
    payments: PaymentSetup
  }
}

/**
 * Stripe when both of its keys are set (the env module insists on both or neither); else the built-in test
 * checkout where it is allowed (`testCheckout`: a local install or PAYMENTS_MODE=test, see `testCheckoutAllowed`;
 * tests leave it out); else none (`provider: null`), and the purchase buttons say that payments are not set up.
 */
export function paymentsFrom(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'> & Partial<Pick<Env, 'STRIPE_API_URL'>>,
  db: Database,
  stripeOverrides: Partial<StripeSettings> = {},
  testCheckout = true,
): PaymentSetup {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const stripe = createStripeClient({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...stripeApiAddress(env.STRIPE_API_URL),
      ...stripeOverrides,
    })
    return { provider: stripeProvider(stripe), webhook: { stripe, secret: env.STRIPE_WEBHOOK_SECRET } }
  }
  return { provider: testCheckout ? testModeProvider(db) : null }
}

/**
 * The test checkout lets anyone 'pay' without money, so it is on by itself only where nobody else can reach
 * the server (the outbox page's rule); elsewhere only with PAYMENTS_MODE=test
 * (docs/security.md, 'Third round', item 4).
 */
export function testCheckoutAllowed(env: Pick<Env, 'PAYMENTS_MODE'>, localInstall: boolean): boolean {
  return env.PAYMENTS_MODE === 'test' || localInstall
}

function stripeApiAddress(url: string | undefined): Partial<StripeSettings> {
  if (!url) return {}
  const parsed = new URL(url)
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https'
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol }
}
