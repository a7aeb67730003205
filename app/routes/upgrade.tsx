import { Check } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Card, CardContent } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { can } from '~/lib/permissions'
import { PREMIUM_PRICE_LABEL, PremiumPurchaseButton } from '~/features/payments'
import { isPremiumFeature, PREMIUM_FEATURES, requireActiveFamily } from '~/features/family/index.server'
import type { Route } from './+types/upgrade'

export const meta: Route.MetaFunction = () => [{ title: 'Part of Premium — Afterword' }]

/** Where a premium page sends someone whose family does not have premium yet (docs/product.md, 'Premium'). */
export async function loader(args: Route.LoaderArgs) {
  const family = await requireActiveFamily(args, 'view')
  const asked = new URL(args.request.url).searchParams.get('feature')
  return {
    feature: isPremiumFeature(asked) ? PREMIUM_FEATURES[asked] : null,
    premium: family.premium,
    // Premium reaches a family through one of its admins: only they can buy it for this family.
    canBuy: can(family.access.role, 'manage-family'),
  }
}

const INCLUDED = [
  'Legal tasks for your region, with the deadlines set by law',
  'Your next deadlines and your family’s recent activity on the dashboard',
  'The timeline and calendar, and a link for your own calendar app',
  'Printable checklists, and their PDF',
  'For everyone helping with this plan, for one payment: no subscription, nothing to cancel',
]

export default function UpgradePage() {
  const { feature, premium, canBuy } = useLoaderData<typeof loader>()
  if (premium) {
    return (
      <Container className="flex flex-col gap-6 py-10">
        <BackLink />
        <h1 className="text-3xl font-semibold">Your family has Premium</h1>
        <p>Every Premium feature is open to you. Go back to your dashboard to carry on.</p>
      </Container>
    )
  }
  return (
    <Container width="2xl" className="flex flex-col gap-6 py-10">
      <BackLink />
      <div>
        <h1 className="text-3xl font-semibold">{feature ? `${feature}: part of Premium` : 'Part of Premium'}</h1>
        <p className="mt-2">
          Premium opens this and every other Premium feature for one payment of {PREMIUM_PRICE_LABEL}. Your task list,
          the regional guides and the help articles stay free.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <h2 className="text-xl font-semibold">Premium includes</h2>
          <ul className="flex flex-col gap-2">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
          {canBuy ? (
            <PremiumPurchaseButton className="self-start" />
          ) : (
            <p>
              Premium is bought by one of the family’s admins, and then opens for everyone in the family. Ask the person
              who set up this plan.
            </p>
          )}
        </CardContent>
      </Card>
      <p>
        <Link to="/premium" className="text-primary underline underline-offset-4 hover:no-underline">
          See everything Premium includes
        </Link>
      </p>
    </Container>
  )
}
