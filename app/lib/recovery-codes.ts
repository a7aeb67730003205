/**
 * Recovery codes for two-step sign-in (decision 049), made to be read off paper and typed by hand: an alphabet
 * without the look-alikes (Crockford base32, which already leaves out i, l, o and u, less 0 and 1), lower case,
 * in three groups of four, such as `7kqm-x3dh-wt9p`. Twelve characters from 30 give about 59 bits, as much
 * as the ten mixed-case letters and digits the codes had before.
 */

/** Crockford's base32 without 0 and 1, so nothing can be read as o, i or l. */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstvwxyz'
const GROUP_LENGTH = 4
const GROUPS = 3
const CODE_LENGTH = GROUP_LENGTH * GROUPS
/** Codes made before this alphabet: five and five mixed-case letters and digits, such as `aB3dE-fG5hJ`. */
const EARLIER_CODE_LENGTH = 10
const EARLIER_CODE = /^[A-Za-z0-9]{10}$/
/** 256 is not a multiple of 30: bytes from 240 up are thrown away so that every character is equally likely. */
const USABLE_BYTES = RECOVERY_CODE_ALPHABET.length * Math.floor(256 / RECOVERY_CODE_ALPHABET.length)

export function groupRecoveryCode(characters: string): string {
  return characters.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? ''
}

function randomBytes(count: number): Iterable<number> {
  return crypto.getRandomValues(new Uint8Array(count))
}

/** One fresh code; `randomValues` is there so that a test can see which bytes are used and how. */
export function makeRecoveryCode(randomValues: (count: number) => Iterable<number> = randomBytes): string {
  let characters = ''
  while (characters.length < CODE_LENGTH) {
    for (const byte of randomValues(CODE_LENGTH)) {
      if (byte < USABLE_BYTES && characters.length < CODE_LENGTH) {
        characters += RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length]
      }
    }
  }
  return groupRecoveryCode(characters)
}

export function makeRecoveryCodes(amount: number): string[] {
  return Array.from({ length: amount }, () => makeRecoveryCode())
}

/**
 * A recovery code as typed (with or without dashes or spaces, in either case) in the form it was stored in,
 * so that the exact comparison at sign-in finds it. Earlier codes are case-sensitive and keep the case typed.
 */
export function normaliseRecoveryCode(typed: string): string {
  const characters = typed.replace(/[\s\-‐‑–—]+/g, '')
  if (characters.length === CODE_LENGTH) return groupRecoveryCode(characters.toLowerCase())
  if (characters.length === EARLIER_CODE_LENGTH && EARLIER_CODE.test(characters)) {
    return `${characters.slice(0, 5)}-${characters.slice(5)}`
  }
  return typed.replace(/\s+/g, '')
}

export const RECOVERY_CODES_TITLE = 'Afterword: recovery codes for two-step sign-in'
export const RECOVERY_CODES_HOW_TO =
  'If you cannot use your authenticator app, sign in with your password, choose ‘I cannot use my app: use a recovery code’ and type one of these. Each code works once; new codes replace all of these.'

/** The text of the downloadable sheet of codes: what they are, how to use them, and the codes. */
export function recoveryCodesText(codes: string[]): string {
  return [RECOVERY_CODES_TITLE, '', RECOVERY_CODES_HOW_TO, '', ...codes.map((code) => `  ${code}`), ''].join('\n')
}
