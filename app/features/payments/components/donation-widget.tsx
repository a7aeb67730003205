import { useEffect, useId, useState, type ReactNode } from 'react'
import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { DONATION, MINIMUM_DONATION, poundsToPence } from '../donation-amounts'

export const PAYMENT_NOTICES = {
  minimum: { title: MINIMUM_DONATION.title, message: MINIMUM_DONATION.message, tone: 'error' },
  error: { title: 'Payment Error', message: 'Failed to create payment session', tone: 'error' },
  cancelled: {
    title: 'Payment cancelled',
    message: 'Nothing was charged. You can try again whenever you like.',
    tone: 'info',
  },
  unavailable: {
    title: 'Payments are not set up here',
    message:
      'This installation of Afterword cannot take payments yet, so nothing was charged. The people who run it can turn payments on.',
    tone: 'info',
  },
} as const

export type PaymentNotice = keyof typeof PAYMENT_NOTICES

export function paymentNotice(value: string | null): PaymentNotice | null {
  return value !== null && Object.hasOwn(PAYMENT_NOTICES, value) ? (value as PaymentNotice) : null
}

/** What came back from the checkout (cancelled, refused, failed), as a toast and as text for readers without scripts. */
export function PaymentNoticeBanner({ notice }: { notice: PaymentNotice | null }) {
  useEffect(() => {
    if (!notice) return
    const { title, message, tone } = PAYMENT_NOTICES[notice]
    if (tone === 'error') toast.error(title, { description: message })
    else toast(title, { description: message })
  }, [notice])
  if (!notice) return null
  const { title, message, tone } = PAYMENT_NOTICES[notice]
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className="rounded-md border border-primary bg-accent px-4 py-3">
      <strong>{title}:</strong> {message}
    </p>
  )
}

/**
 * The donation widget (docs/product.md, 'Donations'): a slider from £10 to £1,000, or a typed amount. It posts
 * to /checkout, which signs a visitor in first and checks the amount again; the choice of mode is in the
 * address (?custom=1), so it works without JavaScript too. Each mode keeps its own value, so switching back to
 * the slider clears the typed amount.
 */
export function DonationWidget() {
  const [searchParams] = useSearchParams()
  return searchParams.get('custom') === '1' ? <CustomAmount /> : <SliderAmount />
}

function useProcessing() {
  const navigation = useNavigation()
  return navigation.state !== 'idle' && navigation.formAction === '/checkout'
}

function DonateForm({ children, disabled }: { children: ReactNode; disabled: boolean }) {
  const processing = useProcessing()
  return (
    <Form method="post" action="/checkout" className="flex flex-col gap-5">
      <input type="hidden" name="type" value="donation" />
      {children}
      <Button type="submit" size="lg" className="self-start" disabled={processing || disabled}>
        {processing ? 'Processing...' : 'Donate'}
      </Button>
    </Form>
  )
}

function SliderAmount() {
  const [slider, setSlider] = useState<number>(DONATION.sliderDefault)
  const id = useId()
  return (
    <DonateForm disabled={false}>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-slider`} className="font-medium">
          Your donation: <output htmlFor={`${id}-slider`}>£{slider}</output>
        </label>
        <input
          id={`${id}-slider`}
          name="amount"
          type="range"
          min={DONATION.sliderMin}
          max={DONATION.sliderMax}
          step={DONATION.sliderStep}
          value={slider}
          onChange={(event) => setSlider(Number(event.target.value))}
          aria-valuetext={`£${slider}`}
          className="w-full accent-primary"
        />
        <div className="flex justify-between text-sm text-muted-foreground" aria-hidden>
          <span>£{DONATION.sliderMin}</span>
          <span>£{DONATION.sliderMax}</span>
        </div>
        <Link
          to="?custom=1"
          replace
          preventScrollReset
          className="self-start text-primary underline underline-offset-4"
        >
          Enter custom amount
        </Link>
      </div>
    </DonateForm>
  )
}

function CustomAmount() {
  const [typed, setTyped] = useState('')
  const id = useId()
  const pence = poundsToPence(typed)
  return (
    <DonateForm disabled={pence === null || pence < DONATION.customMin * 100}>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-custom`} className="font-medium">
          Your donation (£)
        </label>
        <input
          id={`${id}-custom`}
          name="amount"
          type="number"
          inputMode="decimal"
          min={DONATION.customMin}
          max={DONATION.customMax}
          step={DONATION.customStep}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-custom-hint`}
          className="h-11 w-48 rounded-md border border-input bg-background px-3 text-lg"
        />
        <p id={`${id}-custom-hint`} className="text-sm text-muted-foreground">
          At least £{DONATION.customMin}.
        </p>
        <Link to="?" replace preventScrollReset className="self-start text-primary underline underline-offset-4">
          Use slider instead
        </Link>
      </div>
    </DonateForm>
  )
}
