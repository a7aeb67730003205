import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'

/**
 * How hard a new password is to guess (docs/decisions/040-passwords.md): zxcvbn-ts with its
 * common-password list (about 49,000, from published breaches) and its English words and names. A score below
 * 3 ("safely unguessable" needs around 10^8 guesses) is refused, and so is a password made mostly of the
 * person's own name or e-mail address. Server-only: the dictionaries are several hundred KB.
 *
 * The dictionaries are loaded once, when the module is first used. Levenshtein matching is off: it costs about
 * 300 ms of CPU per check on this kind of machine, for little gain over the exact and l33t matches.
 */
export const MIN_PASSWORD_SCORE = 3

let estimator: ZxcvbnFactory | null = null
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  })
  return estimator
}

export interface PasswordOwner {
  email?: string | null
  name?: string | null
}

/** The person's name and address, whole and in pieces, as zxcvbn's own words to look for. */
function ownWords({ email, name }: PasswordOwner): string[] {
  const whole = [email, name].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase())
  const localPart = email?.split('@')[0]?.toLowerCase()
  const pieces = [...whole, localPart ?? '']
    .flatMap((value) => value.split(/[^\p{L}\p{N}]+/u))
    .filter((piece) => piece.length >= 3)
  return [...new Set([...whole, ...(localPart ? [localPart] : []), ...pieces])]
}

/** The share of the password that zxcvbn found among the person's own words. */
function ownShare(result: ZxcvbnResult, length: number): number {
  const own = result.sequence
    .filter(
      (match) => match.pattern === 'dictionary' && 'dictionaryName' in match && match.dictionaryName === 'userInputs',
    )
    .reduce((total, match) => total + match.token.length, 0)
  return length === 0 ? 0 : own / length
}

export const OWN_DETAILS_MESSAGE =
  'Please do not build your password from your name or e-mail address: they are the first things someone trying to get in would guess.'

const GENERAL_ADVICE = 'A few unrelated words together are easy to remember and hard to guess.'

/**
 * Why a new password is refused, in plain words for the form, or null when it is fine. zxcvbn's own warning
 * ("Repeated characters like "aaa" are easy to guess.") says what is wrong; our advice says what works.
 */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): string | null {
  const result = zxcvbn().check(password, ownWords(owner))
  if (ownShare(result, password.length) >= 0.5) return OWN_DETAILS_MESSAGE
  if (result.score >= MIN_PASSWORD_SCORE) return null
  const warning = result.feedback.warning
  const why = warning ? ` ${warning}` : ''
  return `This password would be too easy to guess.${why} ${GENERAL_ADVICE}`
}
