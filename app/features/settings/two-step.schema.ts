import { z } from 'zod'

/** The forms of Settings → Two-step sign-in (decision 049). */

export const TWO_STEP_INTENTS = ['start', 'confirm', 'new-codes', 'turn-off'] as const
export type TwoStepIntent = (typeof TWO_STEP_INTENTS)[number]

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

/** What the set-up step shows: the app's QR code and key, and the recovery codes. */
export interface TwoStepSetup {
  uri: string
  /** The QR code of `uri`, as an SVG document drawn on the server. */
  qrSvg: string
  /** The secret key, in groups of four, for apps that cannot scan. */
  key: string
  recoveryCodes: string[]
}

export type TwoStepActionData =
  | { intent: TwoStepIntent; ok: false; fieldErrors: Partial<Record<string, string>>; setup?: TwoStepSetup }
  | { intent: 'start'; ok: true; setup: TwoStepSetup }
  | { intent: 'new-codes'; ok: true; recoveryCodes: string[] }

/** After turning two-step sign-in on or off the page reloads with `?done=on|off` and says so. */
export const TWO_STEP_DONE_PARAM = 'done'
