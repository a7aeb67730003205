import { redirect } from 'react-router'
import { servicesFrom, type AfterwordLoadContext } from '~/load-context'
import { z } from 'zod'
import { DonationAmountSchema } from './donation'
import type { PaymentServices } from './payments.server'

/** What the purchase button and the donation widget post. */
export const CheckoutSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('premium') }),
  z.object({ type: z.literal('donation'), amount: DonationAmountSchema }),
])

/** Where each kind of payment starts, and where a problem sends the person back to. */
export const START = { premium: '/premium', donation: '/donate' } as const

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
