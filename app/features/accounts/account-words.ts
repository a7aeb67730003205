import { PASSWORD_MAX, PASSWORD_MIN } from '~/lib/auth-limits'
import { FULL_NAME_MAX } from '~/lib/person-name'

/**
 * The account forms' limits and words that pages show, without zod: auth.schema.ts checks the forms (in the
 * browser on the sign-in pages, and on the server); other pages need not load zod to show a hint (decision 066).
 */
export { PASSWORD_MAX, PASSWORD_MIN, FULL_NAME_MAX }

/**
 * Under every field where a new password is chosen. The server also estimates how easy it is to guess
 * (app/lib/password-strength.server.ts) and says why when it refuses one.
 */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters and hard to guess: a few unrelated words work well.`

export const FULL_NAME_REQUIRED = 'Please enter your full name'
