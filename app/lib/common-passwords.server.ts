import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The passwords people pick most, from the zxcvbn-ts project's list (about 49,000, drawn from published
 * breaches). Guessing attacks try these first, so they are refused whatever their length (NIST SP 800-63B,
 * 5.1.1.2). Server-only: the list never reaches a browser.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'])

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common ones, which people trying to break in guess first. Please choose another: a few unrelated words together work well.'

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase())
}
