import { redirect, redirectDocument } from 'react-router'
import { getSignedInUser } from '~/features/accounts/index.server'
import { findActiveFamily } from '~/features/family/index.server'
import { CheckoutSchema, paymentServices, START } from '~/features/payments/checkout.server'
import { PaymentProviderError, startCheckout } from '~/features/payments/index.server'
import { parseForm } from '~/lib/forms'
import { readForm } from '~/lib/forms.server'
import { servicesFrom } from '~/load-context'
import type { Route } from './+types/checkout'

/** Only the forms post here; someone who opens the address goes to the premium page. */
export function loader() {
  return redirect('/premium')
}

/**
 * The purchase button and the donation widget. A visitor signs in first and comes back; a premium holder goes
 * to the dashboard; otherwise the checkout opens (Stripe's page, or the test-mode one). The premium amount is
 * the server's own; a tampered type or amount is refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const form = await readForm(request)
  const type = form.get('type') === 'donation' ? 'donation' : 'premium'
  // Said before anything is asked of the person: there is nothing to sign in for (decision 041).
  if (!services.payments.provider) throw redirect(`${START[type]}?payment=unavailable`)
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  if (!user) throw redirect(`/auth?payment=${type}`)
  const parsed = parseForm(CheckoutSchema, form)
  if (!parsed.success) throw redirect(`${START[type]}?payment=${parsed.fieldErrors.amount ? 'minimum' : 'error'}`)
  if (parsed.data.type === 'premium' && user.hasPurchasedPremium) throw redirect('/dashboard')
  const family = await findActiveFamily(services.db, user.id)
  try {
    const { url } = await startCheckout(
      paymentServices(context, START[type]),
      { id: user.id, email: user.email, name: user.fullName ?? '' },
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
