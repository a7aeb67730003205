import { z } from 'zod'
import { DONATION, MINIMUM_DONATION, poundsToPence } from './donation-amounts'

// The rules and words, for the modules that import them from here.
export * from './donation-amounts'

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
