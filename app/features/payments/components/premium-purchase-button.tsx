import { Link } from 'react-router'
import { Button, type ButtonProps } from '~/components/ui/button'
import { PREMIUM_PRICE_LABEL } from '../pricing'

interface PremiumPurchaseButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'className'> {
  hasPremiumAccess: boolean
}

/**
 * 'Get Premium £14.99', or 'Go to Dashboard' for someone who already has it. Signed-out visitors go to
 * sign in first (/auth?payment=premium), which brings them back to the purchase.
 */
export function PremiumPurchaseButton({ hasPremiumAccess, ...buttonProps }: PremiumPurchaseButtonProps) {
  if (hasPremiumAccess) {
    return (
      <Button asChild {...buttonProps}>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    )
  }
  return (
    <Button asChild {...buttonProps}>
      <Link to="/auth?payment=premium">Get Premium {PREMIUM_PRICE_LABEL}</Link>
    </Button>
  )
}
