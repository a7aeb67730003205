import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS, formatDay } from '~/lib/calendar'
import { RELATIONSHIP_LABELS, relationshipText } from '~/features/family/letter-details-words'
import type { LetterEnclosure, LetterPurpose, Relationship } from '~db/schema/vocabulary'

/**
 * The notification letter to an organisation, written from the family's details and the writer's own each time
 * it is shown (decisions 048 and 063). A pure function of its input, so each country's conventions and each
 * purpose are unit-tested: British, Irish, Australian and New Zealand letters open 'Dear Sir or Madam' and close
 * 'Yours faithfully' (the formal pair when the reader's name is not known); American and Canadian ones open 'To
 * whom it may concern' and close 'Sincerely'. Dates are written the country's way, and the probate document goes
 * by the country's name for it.
 */

export interface LetterInput {
  country: CountryCode
  /** The day the letter is dated, 'YYYY-MM-DD'. */
  today: string
  deceasedName: string | null
  deceasedDateOfBirth: string | null
  dateOfDeath: string | null
  /** The deceased's last address, one line each. */
  deceasedLastAddress: string | null
  organisationName: string
  /**
   * The organisation's postal address, one line each, under its name (decision 081). Optional: a letter without
   * one is still complete, to go in a window envelope or be addressed by hand.
   */
  organisationAddress?: string | null
  /** Account, policy or customer number, exactly as the family typed it. */
  reference: string
  senderName: string
  /** The writer's postal address, one line each. */
  senderAddress: string | null
  relationship: Relationship | null
  relationshipOther: string | null
  purpose: LetterPurpose
  enclosures: readonly LetterEnclosure[]
  /** The family's own paragraph, before the closing; may be empty. */
  note: string
}

/** What a letter cannot be sent without (decision 063): each one the page asks for and the PDF refuses without. */
export const LETTER_FIELDS = [
  'senderName',
  'postalAddress',
  'relationship',
  'deceasedName',
  'deceasedDateOfBirth',
  'dateOfDeath',
  'deceasedLastAddress',
  'reference',
] as const
export type LetterField = (typeof LETTER_FIELDS)[number]

export const LETTER_FIELD_LABELS: Record<LetterField, string> = {
  senderName: 'Your full name',
  postalAddress: 'Your postal address',
  relationship: 'Your relationship to the person who died',
  deceasedName: 'The full name of the person who died',
  deceasedDateOfBirth: 'Their date of birth',
  dateOfDeath: 'Their date of death',
  deceasedLastAddress: 'Their last address',
  reference: 'The account or reference number with this organisation',
}

/** The fields still empty, in the order the page lists them; an empty list means the letter can be sent. */
export function missingLetterFields(
  input: Omit<LetterInput, 'country' | 'today' | 'purpose' | 'enclosures' | 'note' | 'organisationName'>,
): LetterField[] {
  const filled: Record<LetterField, boolean> = {
    senderName: Boolean(input.senderName.trim()),
    postalAddress: lines(input.senderAddress).length > 0,
    relationship: relationshipText(input) !== null,
    deceasedName: Boolean(input.deceasedName?.trim()),
    deceasedDateOfBirth: Boolean(input.deceasedDateOfBirth),
    dateOfDeath: Boolean(input.dateOfDeath),
    deceasedLastAddress: lines(input.deceasedLastAddress).length > 0,
    reference: Boolean(input.reference.trim()),
  }
  return LETTER_FIELDS.filter((field) => !filled[field])
}

/**
 * An account number as the screen shows it: only its last 4 characters, so that it is not read over a shoulder
 * or kept in a screenshot; the downloaded letter has it in full (decision 063).
 */
export function maskReference(reference: string): string {
  const trimmed = reference.trim()
  if (trimmed.length <= 4) return trimmed
  return `•••• ${trimmed.slice(-4)}`
}

function lines(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

interface Conventions {
  salutation: string
  closing: string
  referenceLabel: string
  /** What the court's document appointing the estate's representative is called there. */
  grant: string
}

const BRITISH: Conventions = {
  salutation: 'Dear Sir or Madam,',
  closing: 'Yours faithfully,',
  referenceLabel: 'Account or reference number',
  grant: 'the grant of probate or letters of administration',
}

const CONVENTIONS: Record<CountryCode, Conventions> = {
  UK: { ...BRITISH, grant: 'the grant of representation (probate, letters of administration or confirmation)' },
  IE: BRITISH,
  AU: BRITISH,
  NZ: BRITISH,
  US: {
    salutation: 'To whom it may concern:',
    closing: 'Sincerely,',
    referenceLabel: 'Account number',
    grant: 'the letters testamentary or letters of administration',
  },
  CA: {
    salutation: 'To whom it may concern:',
    closing: 'Sincerely,',
    referenceLabel: 'Account number',
    grant: 'the probate document (letters probate or a certificate of appointment of estate trustee)',
  },
}

/** How the body says who the writer is: 'Margaret Jones’s husband', 'the executor of Margaret Jones’s estate'. */
function relationshipPhrase(input: LetterInput, name: string): string {
  switch (input.relationship) {
    case 'executor':
      return `the executor of ${name}’s estate`
    case 'administrator':
      return `the administrator of ${name}’s estate`
    case 'other-relative':
      return `a relative of ${name}`
    case 'friend':
      return `a friend of ${name}`
    case 'other':
      return `${name}’s ${input.relationshipOther?.trim() ?? ''}`
    case null:
      return `[your relationship to ${name}]`
    default:
      return `${name}’s ${RELATIONSHIP_LABELS[input.relationship].toLowerCase()}`
  }
}

/** Under the signature: 'Husband of the late Margaret Jones', 'Executor of the estate of the late …'. */
function relationshipTitle(input: LetterInput): string {
  if (input.relationship === 'other-relative') return 'Relative'
  const text = relationshipText(input) ?? '[Your relationship]'
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function request(purpose: LetterPurpose, whose: string): string {
  switch (purpose) {
    case 'close':
      return `Please close any accounts held in ${whose} name and send me a final statement showing the balance on the date of death, with details of any money owed to or by the estate.`
    case 'freeze':
      return `Please freeze any accounts held in ${whose} name so that no further payments go in or out, and send me a statement showing the balance on the date of death.`
    case 'transfer':
      return `Please tell me what you need in order to transfer any accounts or policies held in ${whose} name to the estate or to the person entitled to them.`
    case 'refund':
      return `Please stop any further payments from ${whose} accounts and refund any payments taken after the date of death.`
  }
}

function enclosureText(enclosure: LetterEnclosure, conventions: Conventions): string {
  switch (enclosure) {
    case 'death-certificate':
      return 'a certified copy of the death certificate'
    case 'grant':
      return `a copy of ${conventions.grant}`
    case 'will':
      return 'a copy of the will'
    case 'sender-id':
      return 'proof of my identity'
  }
}

/** The subject line, also the e-mail's subject. */
export function letterSubject(input: Pick<LetterInput, 'country' | 'deceasedName' | 'dateOfDeath'>) {
  const { locale } = COUNTRY_CALENDARS[input.country]
  const who = input.deceasedName?.trim() ? `The late ${input.deceasedName.trim()}` : 'Notification of a death'
  const died = input.dateOfDeath ? ` (died ${formatDay(input.dateOfDeath, locale)})` : ''
  return `${who}${died}`
}

/**
 * The letter's text. A field still missing shows as a bracketed gap ('[Your postal address]'), so that the page
 * can show the letter taking shape; the PDF is only made once none is missing (`missingLetterFields`).
 */
export function writeLetter(input: LetterInput): string {
  const conventions = CONVENTIONS[input.country]
  const { locale } = COUNTRY_CALENDARS[input.country]
  const gap = (field: LetterField) => `[${LETTER_FIELD_LABELS[field]}]`
  const day = (date: string | null, field: LetterField) => (date ? formatDay(date, locale) : gap(field))
  const name = input.deceasedName?.trim() || gap('deceasedName')
  const died = day(input.dateOfDeath, 'dateOfDeath')
  const sender = input.senderName.trim() || gap('senderName')
  const senderAddress = lines(input.senderAddress)
  const lastAddress = lines(input.deceasedLastAddress)
  const out: string[] = []

  out.push(sender, ...(senderAddress.length > 0 ? senderAddress : [gap('postalAddress')]), '')
  out.push(
    formatDay(input.today, locale),
    '',
    input.organisationName.trim(),
    ...lines(input.organisationAddress ?? null),
    '',
  )
  out.push(conventions.salutation, '')
  out.push(`Re: ${letterSubject(input)}`)
  out.push(`${conventions.referenceLabel}: ${input.reference.trim() || gap('reference')}`)
  out.push(`Date of birth: ${day(input.deceasedDateOfBirth, 'deceasedDateOfBirth')}`)
  out.push(`Last address: ${lastAddress.length > 0 ? lastAddress.join(', ') : gap('deceasedLastAddress')}`)
  out.push('')

  out.push(
    `I am writing to let you know that ${name} died on ${died}. I am ${relationshipPhrase(input, name)}, and I am dealing with their affairs.`,
  )
  out.push('')
  out.push(request(input.purpose, `${name}’s`))
  out.push('')

  if (input.enclosures.length > 0) {
    out.push('I enclose:')
    for (const enclosure of input.enclosures) out.push(`- ${enclosureText(enclosure, conventions)}`)
    out.push('')
    if (input.enclosures.some((enclosure) => enclosure !== 'sender-id')) {
      out.push('Please return any original or certified documents to me once you have seen them.')
      out.push('')
    }
  }
  const note = input.note.trim()
  if (note) out.push(note, '')

  out.push('Please send all correspondence about this to me at the address above, and update your records.')
  out.push('')
  out.push(conventions.closing, '', '', sender)
  out.push(`${relationshipTitle(input)} of the late ${name}`)
  return out.join('\n')
}
