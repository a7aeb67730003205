/**
 * Money in the estate's rules, from integer minor units (estate-types.ts), written by `formatMoney` (~/lib/money)
 * in the currency's own locale. Zod-free: pages use it.
 */
import type { EstateCurrency } from '../../../db/schema/vocabulary'
import type { Minor } from './estate-types'

/** The locale a currency's amounts are written in when the family's own is not at hand. */
export const CURRENCY_LOCALES: Record<EstateCurrency, string> = {
  AUD: 'en-AU',
  CAD: 'en-CA',
  EUR: 'en-IE',
  GBP: 'en-GB',
  NZD: 'en-NZ',
  USD: 'en-US',
}

/** A figure from the regional content (major units, e.g. 36000) in minor units, for exact comparison. */
export function majorToMinor(amount: number): Minor {
  return Math.round(amount * 100)
}
