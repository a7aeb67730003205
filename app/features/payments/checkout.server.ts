import { redirect, redirectDocument } from 'react-router'
import { assertSameOrigin, getSignedInUser } from '~/features/accounts/index.server'
import { findActiveFamily } from '~/features/family/index.server'
import { parseForm } from '~/lib/forms'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { z } from 'zod'
import { DonationAmountSchema } from './donation'
import { PaymentProviderError } from './payment-provider.server'
import { startCheckout, type PaymentServices } from './payments.server'
import { readForm } from '~/lib/forms.server'

const CheckoutSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('premium') }),
  z.object({ type: z.literal('donation'), amount: DonationAmountSchema }),
])

/** Where each kind of payment starts, and where a problem sends the person back to. */
const START = { premium: '/premium', donation: '/donate' } as const

/** The payment services, or a redirect to where the person is told that payments are not set up here. */
export function paymentServices(context: AfterwordLoadContext, startedAt: string = START.premium): PaymentServices {
  const services = servicesFrom(context)
  const { provider } = services.payments
  if (!provider) throw redirect(`${startedAt}?payment=unavailable`)
  return {
    db: services.db,
    provider,
    mailer: services.mailer,
    logger: context.logger,
    publicUrl: services.settings.publicUrl,
  }
}

/**
 * POST /checkout: the purchase button and the donation widget. A visitor signs in first and comes back; a
 * person who has bought Premium goes to the dashboard; otherwise the checkout opens (Stripe's page, or the test-mode one).
 * The premium amount is the server's own; a tampered type or amount is refused.
 */
export async function checkoutAction({ request, context }: { request: Request; context: AfterwordLoadContext }) {
  const services = servicesFrom(context)
  assertSameOrigin(request, services.settings.trustedOrigins)
  const form = await readForm(request)
  const type = form.get('type') === 'donation' ? 'donation' : 'premium'
  // Said before anything is asked of the person: there is nothing to sign in for (decision 041).
  if (!services.payments.provider) throw redirect(`${START[type]}?payment=unavailable`)
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  if (!user) throw redirect(`/auth?payment=${type}`)
  const parsed = parseForm(CheckoutSchema, form)
  if (!parsed.success) {
    const problem = parsed.fieldErrors.amount ? 'minimum' : 'error'
    throw redirect(`${START[type]}?payment=${problem}`)
  }
  if (parsed.data.type === 'premium' && user.hasPurchasedPremium) throw redirect('/dashboard')
  const family = await findActiveFamily(services.db, user.id)
  try {
    const { url } = await startCheckout(
      paymentServices(context, START[type]),
      { id: user.id, email: user.email, name: user.username },
      family?.familyId ?? null,
      parsed.data.type === 'premium' ? { type: 'premium' } : { type: 'donation', amountMinor: parsed.data.amount },
    )
    // Stripe's page is another site: a full page load, not a client-side navigation.
    return redirectDocument(url)
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    context.logger.error({ err: error }, 'a checkout could not be opened')
    throw redirect(`${START[type]}?payment=error`)
  }
}
