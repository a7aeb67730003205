import { servicesFrom } from '~/load-context'
import { handleStripeWebhook } from '~/features/payments/index.server'
import type { Route } from './+types/api.payments.webhook'

/** POST /api/payments/webhook — Stripe's reports (decision 041). Not offered in test mode. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const webhook = services.payments.webhook
  if (!webhook || request.method !== 'POST') return new Response('Not found\n', { status: 404 })
  return handleStripeWebhook({ db: services.db, mailer: services.mailer, logger: context.logger }, webhook, request)
}
