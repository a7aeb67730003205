/**
 * The sign-in limits that the auth library's settings (auth.server.ts) and the account forms agree on.
 *
 * A new password's length: at least 8 characters, as NIST SP 800-63B asks of passwords people choose
 * (docs/decisions/040-passwords.md), and at most 128 to bound the work of hashing.
 */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * Under every field where a new password is chosen. The server also estimates how easy it is to guess
 * (app/lib/password-strength.server.ts) and says why when it refuses one.
 */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters and hard to guess: a few unrelated words work well.`

/** Trusting a browser at the second step of sign-in skips that step there for this many days (decision 049). */
export const TRUST_DEVICE_DAYS = 30
