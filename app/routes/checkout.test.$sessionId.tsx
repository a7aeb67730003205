import { data, Form, redirect, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { formatMoney } from '~/features/payments'
import { paymentServices } from '~/features/payments/checkout.server'
import { activatePayment, cancelCheckout, DESCRIPTIONS, findCheckout } from '~/features/payments/index.server'
import type { Route } from './+types/checkout.test.$sessionId'

export const meta: Route.MetaFunction = () => [{ title: 'Test checkout — Afterword' }]

/** The built-in checkout, used when no Stripe keys are set: the person's own pending payment, or not found. */
async function openCheckout({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const services = servicesFrom(context)
  if (services.payments.provider?.name !== 'test') throw data('Not found', 404)
  const user = await requireSignedInUser(request, services)
  const payment = await findCheckout(services.db, user.id, 'test', params.sessionId)
  if (!payment) throw data('Not found', 404)
  return { services, user, payment }
}

export async function loader(args: Route.LoaderArgs) {
  const { payment } = await openCheckout(args)
  if (payment.status !== 'pending') throw redirect(`/payment-success?session_id=${args.params.sessionId}`)
  return {
    amount: formatMoney(payment.amountMinor, payment.currency),
    description: DESCRIPTIONS[payment.type],
  }
}

export async function action(args: Route.ActionArgs) {
  const { services, user, payment } = await openCheckout(args)
  const form = await args.request.formData()
  if (form.get('intent') === 'pay') {
    await activatePayment(paymentServices(args.context), payment.id, null)
    return redirect(`/payment-success?session_id=${args.params.sessionId}`)
  }
  await cancelCheckout(services.db, user.id, 'test', args.params.sessionId)
  return redirect(`${payment.type === 'premium' ? '/premium' : '/donate'}?payment=cancelled`)
}

export default function TestCheckoutPage() {
  const { amount, description } = useLoaderData<typeof loader>()
  return (
    <Container width="lg" className="flex flex-col gap-6 py-10">
      <p role="note" className="rounded-md border-2 border-dashed border-primary px-4 py-3 font-semibold">
        Test mode: no money moves. This page stands in for the card payment page while no payment provider is set up.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Checkout</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium">For</dt>
            <dd>{description}</dd>
            <dt className="font-medium">Amount</dt>
            <dd className="text-2xl font-semibold">{amount}</dd>
          </dl>
          <Form method="post" className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="pay">
              Pay {amount}
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="outline">
              Cancel
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Container>
  )
}
