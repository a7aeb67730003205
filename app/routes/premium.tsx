import { useSearchParams } from 'react-router'
import { Container } from '~/components/ui/container'
import { PREMIUM_PRICE_LABEL } from '~/features/payments'
import { PaymentNoticeBanner, paymentNotice } from '~/features/payments/components/donation-widget'
import {
  PremiumCallToAction,
  PremiumFeatures,
  PremiumHero,
  PremiumPricing,
} from '~/features/payments/components/premium-sections'
import { useSignedInUser } from '~/lib/signed-in-user'
import type { Route } from './+types/premium'
import { STATIC_PAGE } from '~/lib/route-handle'

export const meta: Route.MetaFunction = () => [
  { title: `Afterword Premium — ${PREMIUM_PRICE_LABEL} once` },
  {
    name: 'description',
    content: `Everything in Afterword for a single payment of ${PREMIUM_PRICE_LABEL}: legal tasks, documents, timeline, printable checklists and family collaboration.`,
  },
]

export const handle = STATIC_PAGE

export default function Premium() {
  const user = useSignedInUser()
  const hasPurchasedPremium = (user?.hasPurchasedPremium ?? false) || (user?.familyHasPremium ?? false)
  const [searchParams] = useSearchParams()
  return (
    <>
      <PremiumHero />

      <Container className="py-14">
        <div className="mb-8 empty:hidden">
          <PaymentNoticeBanner notice={paymentNotice(searchParams.get('payment'))} />
        </div>
        <PremiumFeatures />

        <PremiumPricing />

        <PremiumCallToAction hasPurchasedPremium={hasPurchasedPremium} />
      </Container>
    </>
  )
}
