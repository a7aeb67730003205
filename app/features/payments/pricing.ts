/**
 * The one price of Premium. Every page, button and payment request reads it from here; the earlier version's
 * monthly price on the old premium card was a contradiction (docs/decisions/005-honest-premium-copy.md).
 */
export const PREMIUM_PRICE = { amountMinor: 1499, currency: 'GBP' } as const

import { formatMoney } from '~/lib/money'

// Kept here too for the payment pages; the function lives with the estate's money in app/lib/money.ts.
export { formatMoney }

/** '£14.99' */
export const PREMIUM_PRICE_LABEL = formatMoney(PREMIUM_PRICE.amountMinor, PREMIUM_PRICE.currency)
