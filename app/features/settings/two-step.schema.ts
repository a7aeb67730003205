import { z } from 'zod'

/** The forms of Settings → Two-step sign-in (decision 049), checked on the server. */

// The intents and what the page shows, for the modules that import them from here.
export * from './two-step-words'

const password = z
  .string({ message: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(128, 'A password can have at most 128 characters')

export const TwoStepPasswordSchema = z.object({ password })

/**
 * Confirming the app: the 6-digit code, plus the set-up details the page showed, sent back only so that the
 * page can show them again after a mistyped code (the server keeps the secret; these are never trusted).
 */
export const TwoStepConfirmSchema = z.object({
  code: z
    .string({ message: 'Please enter the code from your app' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Please enter the code from your app')
        .regex(/^\d{6}$/, 'The code from the app has 6 digits'),
    ),
  setupUri: z.string().max(500).startsWith('otpauth://').catch(''),
  recoveryCodes: z.string().max(400).catch(''),
})
