import { describe, expect, it } from 'vitest'
import { DonationAmountSchema, poundsToPence } from './donation'

describe('a donation amount', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['10', 1000],
    ['£1,000', 100000],
    ['100000', 10000000],
    ['250000', 10000000],
  ])('%s is charged as %i pence (pounds × 100, at most £100,000)', (typed, pence) => {
    expect(DonationAmountSchema.parse(typed)).toBe(pence)
  })

  it.each(['9.99', '0', '-5', 'ten', '', '12.345', '1e3', 'NaN'])('%s is refused', (typed) => {
    expect(DonationAmountSchema.safeParse(typed).success).toBe(false)
  })

  it('rounds half-pence away from floating point error', () => {
    expect(poundsToPence('19.99')).toBe(1999)
    expect(poundsToPence('0.29')).toBe(29)
  })
})
