import type Stripe from 'stripe'
import { and, eq } from 'drizzle-orm'
import { payments } from '~db/schema'
import { activatePayment, refundPayment, type PaymentServices } from './payments.server'

export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook'

export interface StripeWebhook {
  stripe: Stripe
  secret: string
}

/**
 * POST /api/payments/webhook: Stripe's report of a completed checkout or a refund. The signature is checked
 * over the raw body with STRIPE_WEBHOOK_SECRET before anything is read from it; a bad or missing one is 400
 * with nothing changed. Replays and any order with the return page are safe: activation happens once.
 */
export async function handleStripeWebhook(
  services: Pick<PaymentServices, 'db' | 'mailer' | 'logger'>,
  webhook: StripeWebhook,
  request: Request,
): Promise<Response> {
  const signature = request.headers.get('stripe-signature')
  const body = await request.text()
  let event: Stripe.Event
  try {
    if (!signature) throw new Error('no signature')
    event = webhook.stripe.webhooks.constructEvent(body, signature, webhook.secret)
  } catch {
    return new Response('The signature of this request is not valid.\n', { status: 400 })
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.payment_status !== 'paid') break
      const [row] = await services.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.provider, 'stripe'), eq(payments.providerSessionId, session.id)))
        .limit(1)
      if (!row) {
        services.logger.warn({ sessionId: session.id }, 'webhook: a checkout that is not ours')
        break
      }
      const intent = session.payment_intent
      await activatePayment(services, row.id, typeof intent === 'string' ? intent : (intent?.id ?? null))
      break
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const intent = charge.payment_intent
      // Only a full refund withdraws what was bought; a partial one is a goodwill gesture.
      if (intent && charge.refunded) {
        await refundPayment(services.db, { providerPaymentId: typeof intent === 'string' ? intent : intent.id })
      }
      break
    }
    default:
      break
  }
  return Response.json({ received: true })
}
