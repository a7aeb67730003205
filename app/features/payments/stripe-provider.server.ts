import Stripe from 'stripe'
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type SessionOutcome,
} from './payment-provider.server'

export interface StripeSettings {
  secretKey: string
  webhookSecret: string
  /** Tests point the official SDK at a loopback fixture; production leaves these unset. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    host: settings.host,
    port: settings.port,
    protocol: settings.protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  })
}

/** Stripe Checkout in payment mode: a one-off charge, on Stripe's own page. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer_email: request.customerEmail,
            client_reference_id: request.paymentId,
            metadata: { paymentId: request.paymentId, type: request.type },
            payment_intent_data: { metadata: { paymentId: request.paymentId, type: request.type } },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amountMinor,
                  product_data: { name: request.description },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          // The same payment never opens two checkouts, even if the request is retried.
          { idempotencyKey: `checkout-${request.paymentId}` },
        )
        if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a URL')
        return { sessionId: session.id, url: session.url }
      } catch (error) {
        throw new PaymentProviderError('Stripe could not open a checkout', { cause: error })
      }
    },
    async sessionOutcome(sessionId: string): Promise<SessionOutcome> {
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId)
      } catch (error) {
        throw new PaymentProviderError('Stripe could not be asked about a checkout', { cause: error })
      }
      if (session.payment_status === 'paid') {
        const intent = session.payment_intent
        return {
          state: 'paid',
          amountMinor: session.amount_total ?? 0,
          currency: (session.currency ?? '').toUpperCase(),
          providerPaymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        }
      }
      return session.status === 'expired' ? { state: 'expired' } : { state: 'open' }
    },
  }
}
