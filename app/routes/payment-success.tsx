import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLoaderData } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { paymentServices } from '~/features/payments/checkout.server'
import { PaymentProviderError, verifyCheckout } from '~/features/payments/index.server'
import type { Route } from './+types/payment-success'

type Outcome =
  | { state: 'paid'; type: 'premium' | 'donation' }
  | { state: 'generic' }
  | { state: 'processing' }
  | { state: 'failed' | 'error' }

/** How long the page waits before asking again while the provider has not confirmed the payment yet. */
const RECHECK_SECONDS = 3

export const meta: Route.MetaFunction = ({ data }) => [
  { title: 'Payment — Afterword' },
  ...(data?.state === 'processing' ? [{ httpEquiv: 'refresh', content: String(RECHECK_SECONDS) }] : []),
]

/** The return from the checkout: the server asks the provider itself, so this works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Outcome> {
  const sessionId = new URL(request.url).searchParams.get('session_id')
  if (!sessionId) return { state: 'generic' }
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  try {
    const verified = await verifyCheckout(paymentServices(context), user.id, sessionId)
    if (!verified || verified.status === 'cancelled' || verified.status === 'refunded') return { state: 'failed' }
    if (verified.status === 'pending') return { state: 'processing' }
    return { state: 'paid', type: verified.type }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    context.logger.error({ err: error }, 'a payment could not be verified')
    return { state: 'error' }
  }
}

const PAID_MESSAGE = { premium: 'Premium access has been activated!', donation: 'Thank you for your donation!' }
const CONTACT = 'Unable to verify payment. Please contact support.'

export default function PaymentSuccessPage() {
  const outcome = useLoaderData<typeof loader>()

  useEffect(() => {
    if (outcome.state === 'paid') toast.success('Payment Successful', { description: PAID_MESSAGE[outcome.type] })
    if (outcome.state === 'failed') toast.error('Verification Failed', { description: CONTACT })
    if (outcome.state === 'error') toast.error('Verification Error', { description: CONTACT })
  }, [outcome])

  if (outcome.state === 'processing') {
    return (
      <Container width="xl" className="flex flex-col items-center gap-4 py-16 text-center">
        <Loader2 aria-hidden className="size-12 animate-spin text-primary motion-reduce:animate-none" />
        <h1 className="text-3xl font-semibold">Processing Payment...</h1>
        <p role="status">We are waiting for the payment to be confirmed. This page checks again by itself.</p>
      </Container>
    )
  }
  if (outcome.state === 'failed' || outcome.state === 'error') {
    return (
      <Container width="xl" className="flex flex-col items-center gap-4 py-16 text-center">
        <CircleAlert aria-hidden className="size-12 text-destructive" />
        <h1 className="text-3xl font-semibold">
          {outcome.state === 'failed' ? 'Verification Failed' : 'Verification Error'}
        </h1>
        <p role="alert">{CONTACT} Nothing more will be charged.</p>
        <Button asChild variant="outline">
          <Link to="/">Continue</Link>
        </Button>
      </Container>
    )
  }
  const premium = outcome.state === 'paid' && outcome.type === 'premium'
  return (
    <Container width="xl" className="flex flex-col items-center gap-4 py-16 text-center">
      <CheckCircle2 aria-hidden className="size-12 text-primary" />
      <h1 className="text-3xl font-semibold">Payment Successful!</h1>
      <p role="status">
        {outcome.state === 'paid'
          ? `${PAID_MESSAGE[outcome.type]} A receipt is on its way to your e-mail.`
          : 'Thank you. Your payment has been received.'}
      </p>
      <Button asChild>
        <Link to={premium ? '/dashboard' : '/'}>{premium ? 'Go to Dashboard' : 'Continue'}</Link>
      </Button>
    </Container>
  )
}
