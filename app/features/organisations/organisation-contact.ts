/**
 * An organisation's phone number and postal address as the family keeps them (decision 081): the rules, the
 * messages and the `tel:` address, without zod, so the page and the forms share them (decision 066).
 */

/** Characters a phone number may hold, as typed: room for '+44 (0)20 7946 0000' and a few spaces more. */
export const PHONE_MAX = 40
/** At most as long as the person's own address (letter-details-words.ts). */
export const ORGANISATION_ADDRESS_MAX = 500
/** Lines of an address: an organisation's, with a department and a PO box, fits in eight. */
export const ORGANISATION_ADDRESS_LINES = 8

/** Digits of a number: the shortest dialled from a phone (Australia's '13 11 72' has 6), the longest E.164 allows. */
const PHONE_DIGITS_MIN = 6
const PHONE_DIGITS_MAX = 15

export const PHONE_MESSAGES = {
  characters: 'A phone number can only have digits, spaces, a + at the start, brackets and hyphens',
  plus: 'Put the + only at the start of the number, like +44 20 7946 0000',
  brackets: 'Check the brackets in the phone number: each ( needs a )',
  short: `A phone number needs at least ${PHONE_DIGITS_MIN} digits`,
  long: `A phone number can have at most ${PHONE_DIGITS_MAX} digits`,
  length: `A phone number can have at most ${PHONE_MAX} characters`,
} as const

/** What is wrong with a phone number as typed (trimmed), or null when it is fine or empty. */
export function phoneProblem(value: string): string | null {
  const phone = value.trim()
  if (phone === '') return null
  if (phone.length > PHONE_MAX) return PHONE_MESSAGES.length
  if (!/^[\d\s+()-]+$/.test(phone)) return PHONE_MESSAGES.characters
  if (phone.lastIndexOf('+') > 0) return PHONE_MESSAGES.plus
  if (!bracketsBalanced(phone)) return PHONE_MESSAGES.brackets
  const digits = phone.replace(/\D/g, '').length
  if (digits < PHONE_DIGITS_MIN) return PHONE_MESSAGES.short
  if (digits > PHONE_DIGITS_MAX) return PHONE_MESSAGES.long
  return null
}

function bracketsBalanced(phone: string): boolean {
  let open = false
  for (const character of phone) {
    if (character === '(') {
      if (open) return false
      open = true
    } else if (character === ')') {
      if (!open) return false
      open = false
    }
  }
  return !open
}

/**
 * The `tel:` address of a number as typed: digits and a leading +. The '(0)' British numbers carry after the
 * country code is not dialled from abroad, so '+44 (0)20 7946 0000' rings +442079460000.
 */
export function telHref(phone: string): string {
  const dialled = phone.trim().replace(/^(\+\d{1,3})\s*\(0\)/, '$1')
  const plus = dialled.startsWith('+') ? '+' : ''
  return `tel:${plus}${dialled.replace(/\D/g, '')}`
}

/** The address's lines, trimmed, without empty ones. */
export function addressLines(address: string | null | undefined): string[] {
  return (address ?? '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** What is wrong with an address as typed, or null when it is fine or empty. */
export function addressProblem(value: string): string | null {
  const address = value.trim()
  if (address.length > ORGANISATION_ADDRESS_MAX) {
    return `An address can have at most ${ORGANISATION_ADDRESS_MAX} characters`
  }
  if (addressLines(address).length > ORGANISATION_ADDRESS_LINES) {
    return `An address can have at most ${ORGANISATION_ADDRESS_LINES} lines: put each part of it on its own line`
  }
  return null
}

/** The address as kept: one line each, trimmed, empty lines dropped. */
export function tidyAddress(value: string): string {
  return addressLines(value).join('\n')
}
