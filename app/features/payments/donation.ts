import { z } from 'zod'

/** The donation rules (docs/product.md, 'Donations'): the slider, the typed amount, and what the server takes. */
export const DONATION = {
  sliderMin: 10,
  sliderMax: 1000,
  sliderStep: 5,
  sliderDefault: 50,
  customMin: 10,
  customMax: 1000,
  customStep: 0.01,
  /** What the server accepts, in pounds: a typed amount above the field's maximum is clamped to this. */
  serverMin: 10,
  serverMax: 100_000,
} as const

export const MINIMUM_DONATION = { title: 'Minimum donation', message: 'The minimum donation amount is £10' }

/** Pounds as typed ('12.5', '12.50', '£1,000') to pence, or null when it is not an amount. */
export function poundsToPence(value: string): number | null {
  const cleaned = value.trim().replace(/^£/, '').replace(/,/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}

/**
 * The donation the server will charge, in pence: at least £10, and at most £100,000 (a larger typed amount is
 * clamped, as the widget clamps it). Anything that is not an amount is refused.
 */
export const DonationAmountSchema = z
  .string({ message: 'Please enter an amount' })
  .transform((value, context) => {
    const pence = poundsToPence(value)
    if (pence === null) {
      context.addIssue({ code: 'custom', message: 'Please enter an amount in pounds, like 25 or 12.50' })
      return z.NEVER
    }
    return pence
  })
  .refine((pence) => pence >= DONATION.serverMin * 100, MINIMUM_DONATION.message)
  .transform((pence) => Math.min(pence, DONATION.serverMax * 100))
