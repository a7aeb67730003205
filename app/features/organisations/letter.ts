import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS, formatDay } from '~/lib/calendar'
import type { LetterEnclosure, LetterPurpose, SenderCapacity } from '~db/schema/vocabulary'

/**
 * The notification letter to an organisation, written from the family's details (decision 048). A pure function
 * of its input, so each country's conventions and each purpose are unit-tested: British, Irish, Australian and
 * New Zealand letters open 'Dear Sir or Madam' and close 'Yours faithfully' (the formal pair when the reader's
 * name is not known); American and Canadian ones open 'To whom it may concern' and close 'Sincerely'. Dates are
 * written the country's way, and the probate document goes by the country's name for it.
 */

export interface LetterInput {
  country: CountryCode
  /** The day the letter is dated, 'YYYY-MM-DD'. */
  today: string
  deceasedName: string | null
  dateOfDeath: string | null
  organisationName: string
  /** Account, policy or customer number, exactly as the family typed it. */
  reference: string
  senderName: string
  senderAddress: string
  capacity: SenderCapacity
  purpose: LetterPurpose
  enclosures: readonly LetterEnclosure[]
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

const CAPACITY_TEXT: Record<SenderCapacity, string> = {
  executor: 'the executor of the estate',
  administrator: 'the administrator of the estate',
  'next-of-kin': 'the next of kin',
}

const CAPACITY_TITLE: Record<SenderCapacity, string> = {
  executor: 'Executor',
  administrator: 'Administrator',
  'next-of-kin': 'Next of kin',
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
export function letterSubject(input: Pick<LetterInput, 'country' | 'deceasedName' | 'dateOfDeath' | 'reference'>) {
  const { locale } = COUNTRY_CALENDARS[input.country]
  const who = input.deceasedName?.trim() ? `The late ${input.deceasedName.trim()}` : 'Notification of a death'
  const died = input.dateOfDeath ? ` (died ${formatDay(input.dateOfDeath, locale)})` : ''
  return `${who}${died}`
}

export function writeLetter(input: LetterInput): string {
  const conventions = CONVENTIONS[input.country]
  const { locale } = COUNTRY_CALENDARS[input.country]
  const name = input.deceasedName?.trim() || null
  const died = input.dateOfDeath ? formatDay(input.dateOfDeath, locale) : null
  const reference = input.reference.trim()
  const lines: string[] = []

  lines.push(input.senderName.trim())
  const address = input.senderAddress
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  lines.push(...address, '', formatDay(input.today, locale), '', input.organisationName.trim(), '')
  lines.push(conventions.salutation, '')
  lines.push(`Re: ${letterSubject(input)}`)
  if (reference) lines.push(`${conventions.referenceLabel}: ${reference}`)
  lines.push('')

  const who = name ?? 'your customer'
  const when = died ? ` on ${died}` : ''
  lines.push(
    `I am writing to let you know that ${who} died${when}. I am ${CAPACITY_TEXT[input.capacity]} and I am dealing with ${name ? `${name}’s` : 'their'} affairs.`,
  )
  lines.push('')
  lines.push(request(input.purpose, name ? `${name}’s` : 'their'))
  lines.push('')

  if (input.enclosures.length > 0) {
    lines.push('I enclose:')
    for (const enclosure of input.enclosures) lines.push(`- ${enclosureText(enclosure, conventions)}`)
    lines.push('')
    if (input.enclosures.some((enclosure) => enclosure !== 'sender-id')) {
      lines.push('Please return any original or certified documents to me once you have seen them.')
      lines.push('')
    }
  }

  const replyTo = address.length > 0 ? 'to me at the address above' : 'to me'
  lines.push(`Please send all correspondence about this ${replyTo}, and update your records.`)
  lines.push('')
  lines.push(conventions.closing, '', input.senderName.trim())
  lines.push(name ? `${CAPACITY_TITLE[input.capacity]}, for the late ${name}` : CAPACITY_TITLE[input.capacity])
  return lines.join('\n')
}
