/**
 * Money as people read it, from integer minor units (estate-types.ts): '£36,000', '£36,000.01'. Whole amounts
 * show no pence or cents, so a limit reads as the official page writes it. Zod-free: pages use it.
 */
import type { EstateCurrency } from '../../../db/schema/vocabulary'
import type { Minor } from './estate-types'

const LOCALES: Record<EstateCurrency, string> = {
  AUD: 'en-AU',
  CAD: 'en-CA',
  EUR: 'en-IE',
  GBP: 'en-GB',
  NZD: 'en-NZ',
  USD: 'en-US',
}

export function formatMinor(amount: Minor, currency: EstateCurrency): string {
  const whole = amount % 100 === 0
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount / 100)
}

/** A figure from the regional content (major units, e.g. 36000) in minor units, for exact comparison. */
export function majorToMinor(amount: number): Minor {
  return Math.round(amount * 100)
}
