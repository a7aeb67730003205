import { Form, Link, useNavigation } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button'
import { useSignedInUser } from '~/lib/signed-in-user'
import { PREMIUM_PRICE_LABEL } from '../pricing'

type PremiumPurchaseButtonProps = Pick<ButtonProps, 'size' | 'variant' | 'className'>

/**
 * 'Get Premium £14.99': a visitor signs in first (/auth?payment=premium, which brings them back to /premium);
 * someone signed in goes to the checkout, the button reading 'Processing...' while it opens; someone who has
 * bought Premium goes to the dashboard. A plain form post, so it works on the pages that ship no JavaScript.
 */
export function PremiumPurchaseButton(buttonProps: PremiumPurchaseButtonProps) {
  const user = useSignedInUser()
  const navigation = useNavigation()
  if (user?.hasPurchasedPremium || user?.familyHasPremium) {
    return (
      <Button asChild {...buttonProps}>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    )
  }
  if (!user) {
    return (
      <Button asChild {...buttonProps}>
        <Link to="/auth?payment=premium">Get Premium {PREMIUM_PRICE_LABEL}</Link>
      </Button>
    )
  }
  const processing = navigation.state !== 'idle' && navigation.formAction === '/checkout'
  return (
    <Form method="post" action="/checkout" className="flex flex-col">
      <input type="hidden" name="type" value="premium" />
      <Button type="submit" disabled={processing} {...buttonProps}>
        {processing ? 'Processing...' : `Get Premium ${PREMIUM_PRICE_LABEL}`}
      </Button>
    </Form>
  )
}
