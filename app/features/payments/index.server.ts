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

/** Stripe when both of its keys are set (the env module insists on both or neither), else test mode. */
export function paymentsFrom(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
  db: Database,
  publicUrl: string,
  stripeOverrides: Partial<StripeSettings> = {},
): { provider: PaymentProvider; webhook?: StripeWebhook } {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const stripe = createStripeClient({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...stripeOverrides,
    })
    return { provider: stripeProvider(stripe), webhook: { stripe, secret: env.STRIPE_WEBHOOK_SECRET } }
  }
  return { provider: testModeProvider(db, publicUrl) }
}
