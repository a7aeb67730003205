import { CalendarDays, Check, FileLock2, LayoutDashboard, Printer, Scale, Users } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { FeatureGrid, type Feature } from '~/components/feature-grid'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { PREMIUM_PRICE_LABEL } from '../pricing'
import { PremiumPurchaseButton } from './premium-purchase-button'

const FEATURES: Feature[] = [
  {
    icon: Scale,
    title: 'Legal tasks for your region',
    text: 'Registration, probate or confirmation, tax and property steps for your state, province or nation, with the deadlines set by law and links to the official pages.',
  },
  {
    icon: LayoutDashboard,
    title: 'Advanced dashboard',
    text: 'See at a glance how far you have come, what is urgent, and what your family has done recently.',
  },
  {
    icon: FileLock2,
    title: 'Secure document storage',
    text: 'Upload the death certificate, the will and letters from banks and insurers. Every file is encrypted where it is kept. Search them by name, description or the words inside them, even on a photographed letter, and share only what you choose.',
  },
  {
    icon: CalendarDays,
    title: 'Timeline and calendar',
    text: 'Deadlines laid out week by week, and a calendar you can add to your own phone or computer.',
  },
  {
    icon: Printer,
    title: 'Printable checklists',
    text: 'A clear paper checklist, grouped by topic, with steps and contacts: for the fridge, or to take to an appointment.',
  },
  {
    icon: Users,
    title: 'Family collaboration',
    text: 'Invite family and helpers as viewers, members or admins, and follow who did what in a shared activity feed.',
  },
]

const INCLUDED = [
  'Every Premium feature, for every family you manage',
  'One payment, no subscription and nothing to cancel',
  'It never expires: use it for as long as you need it',
]

export function PremiumHero() {
  return (
    <section aria-labelledby="premium-title" className="border-b bg-accent/40">
      <Container className="py-16">
        <h1 id="premium-title" className="text-4xl font-semibold tracking-tight sm:text-5xl">
          Afterword Premium
        </h1>
        <p className="mt-4 max-w-2xl text-xl text-muted-foreground">
          All the tools to handle the practical side of a death with your family, for a single payment of{' '}
          {PREMIUM_PRICE_LABEL}.
        </p>
      </Container>
    </section>
  )
}

export function PremiumFeatures() {
  return (
    <>
      <h2 className="text-2xl font-semibold sm:text-3xl">What Premium includes</h2>
      <FeatureGrid features={FEATURES} className="lg:grid-cols-3" />
    </>
  )
}

/** The price and what it buys, with the way to buy it. */
export function PremiumPricing() {
  return (
    <section aria-labelledby="pricing-title" className="mt-14 flex justify-center">
      <Card highlighted className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h2 id="pricing-title" className="text-2xl font-semibold">
            Premium
          </h2>
          <p>
            <span className="text-5xl font-bold">{PREMIUM_PRICE_LABEL}</span>
            <span className="ml-2 text-muted-foreground">one-off payment</span>
          </p>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col">
            <PremiumPurchaseButton size="lg" />
          </div>
        </CardContent>
      </Card>
    </section>
  )
}

/** The closing call: to the dashboard for someone who has Premium, to buy it or the free resources for the rest. */
export function PremiumCallToAction({ hasPurchasedPremium }: { hasPurchasedPremium: boolean }) {
  return (
    <section aria-labelledby="cta-title" className="mt-14 rounded-xl bg-muted p-8 text-center">
      {hasPurchasedPremium ? (
        <>
          <h2 id="cta-title" className="text-2xl font-semibold">
            You have Premium Access!
          </h2>
          <p className="mt-2 text-muted-foreground">Everything is ready for you in your dashboard.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/dashboard">Go to Dashboard</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <h2 id="cta-title" className="text-2xl font-semibold">
            Ready when you are
          </h2>
          <p className="mt-2 text-muted-foreground">
            The task list, the regional guides and the help articles stay free for everyone. Premium adds the tools to
            keep it all together.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <PremiumPurchaseButton size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link to="/resources">View Free Resources</Link>
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
