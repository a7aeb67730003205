import { describe, expect, it } from 'vitest'
import { PREMIUM_PRICE, PREMIUM_PRICE_LABEL, formatMoney } from './pricing'

describe('premium price', () => {
  it('is the one-off £14.99, sent as 1499 pence', () => {
    expect(PREMIUM_PRICE).toEqual({ amountMinor: 1499, currency: 'GBP' })
    expect(PREMIUM_PRICE_LABEL).toBe('£14.99')
  })

  it('formats minor units in other currencies and locales', () => {
    expect(formatMoney(5000, 'GBP')).toBe('£50.00')
    expect(formatMoney(123456, 'EUR', 'en-IE')).toBe('€1,234.56')
  })
})
