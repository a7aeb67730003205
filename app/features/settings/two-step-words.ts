/** The forms of Settings → Two-step sign-in (decision 049): their intents and what the page shows, without zod
 * (two-step.schema.ts checks the forms on the server; the page need not load zod, decision 066). */

export const TWO_STEP_INTENTS = ['start', 'confirm', 'new-codes', 'turn-off'] as const
export type TwoStepIntent = (typeof TWO_STEP_INTENTS)[number]

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
