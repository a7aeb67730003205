import { describe, expect, it } from 'vitest'
import { decimalAmount, formatMoney, moneyInput, parseMoney } from './money'

const minor = (text: string) => {
  const result = parseMoney(text)
  return result.ok ? result.minor : result.message
}

describe('parseMoney', () => {
  it('reads amounts as people type them, exactly, into minor units', () => {
    expect(minor('12,400.50')).toBe(1_240_050)
    expect(minor('£12,400')).toBe(1_240_000)
    expect(minor('12400')).toBe(1_240_000)
    expect(minor('0.29')).toBe(29)
    expect(minor('1.1')).toBe(110)
    expect(minor(' NZ$ 99 ')).toBe(9900)
    expect(minor('€310000')).toBe(31_000_000)
    expect(minor('1 234.56 GBP')).toBe(123_456)
    expect(minor('0')).toBe(0)
  })

  it('keeps every digit of the largest amount (no float rounding)', () => {
    expect(minor('999,999,999,999.99')).toBe(99_999_999_999_999)
    expect(minor('000123.45')).toBe(12_345)
  })

  it('refuses negatives, more than 12 digits, extra decimals and words, saying why', () => {
    expect(minor('-5')).toMatch(/negative/)
    expect(minor('£-5')).toMatch(/negative/)
    expect(minor('(5.00)')).toMatch(/negative/)
    expect(minor('1,000,000,000,000')).toMatch(/at most 12 digits/)
    expect(minor('1.234')).toMatch(/two decimal places/)
    expect(minor('12,40')).toMatch(/in figures/)
    expect(minor('lots')).toMatch(/in figures/)
    expect(minor('')).toMatch(/Enter an amount/)
    expect(minor('1e5')).toMatch(/in figures/)
  })
})

describe('formatMoney and moneyInput', () => {
  it('shows minor units in the currency and writes them back as text that parses to the same amount', () => {
    expect(formatMoney(1_240_050, 'GBP')).toBe('£12,400.50')
    expect(moneyInput(1_240_050)).toBe('12400.50')
    expect(moneyInput(5)).toBe('0.05')
    expect(minor(moneyInput(99_999_999_999_999))).toBe(99_999_999_999_999)
    expect(moneyInput(null)).toBe('')
  })

  it('writes minor units as an exact decimal, without floats', () => {
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(-123_456)).toBe('-1234.56')
    expect(decimalAmount(99_999_999_999_999)).toBe('999999999999.99')
  })

  it('with wholeUnits, shows a whole amount without pence, as official pages write a limit', () => {
    expect(formatMoney(3_600_000, 'GBP', 'en-GB', { wholeUnits: true })).toBe('£36,000')
    expect(formatMoney(3_600_001, 'GBP', 'en-GB', { wholeUnits: true })).toBe('£36,000.01')
    expect(formatMoney(3_600_000, 'GBP')).toBe('£36,000.00')
    expect(formatMoney(99_999_999_999_900, 'EUR', 'en-IE', { wholeUnits: true })).toBe('€999,999,999,999')
  })
})
