import { useSearchParams } from 'react-router'
import { Card, CardContent } from '~/components/ui/card'
import { DonationWidget, PaymentNoticeBanner, paymentNotice } from './donation-widget'

const IMPACT = [
  { amount: '£10 – £25', text: 'guides one to three families through their first weeks' },
  { amount: '£50 – £100', text: 'supports five to ten families from the first call to the last letter' },
  { amount: '£250 and more', text: 'helps keep the service running, and its regional facts checked' },
]

/** 'Support Our Mission': the same page on /donate and /dashboard/donate. */
export function DonationPage() {
  const [searchParams] = useSearchParams()
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-semibold">Support Our Mission</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Afterword’s task list, regional guides and help articles are free for every family. Donations keep them free.
        </p>
      </div>
      <PaymentNoticeBanner notice={paymentNotice(searchParams.get('payment'))} />
      <Card>
        <CardContent className="pt-6">
          <DonationWidget />
        </CardContent>
      </Card>
      <section aria-labelledby="impact-title">
        <h2 id="impact-title" className="text-xl font-semibold">
          What your donation does
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {IMPACT.map((tier) => (
            <li key={tier.amount} className="rounded-lg border border-border p-4">
              <p className="font-semibold">{tier.amount}</p>
              <p className="text-muted-foreground">{tier.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-muted-foreground">
        100% transparent: every donation goes to running Afterword and keeping its information right. Card payments are
        handled by our payment provider; we never see or keep your card details.
      </p>
    </div>
  )
}
