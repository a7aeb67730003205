import { z } from 'zod'
import { isIsoDate } from '~/lib/calendar'
import { RELATIONSHIPS, type Relationship } from '~db/schema/vocabulary'

/**
 * The details every letter to an organisation is written from (decision 063), asked for once and kept: the
 * person's own postal address and their relationship to the person who died (each member's own), and the
 * deceased's date of birth and last address (the family's, changed by those who may manage it). Shared by the
 * forms in Settings, on the letter page, and the services.
 */

export const ADDRESS_MAX = 500
export const RELATIONSHIP_OTHER_MAX = 100
export const EARLIEST_DATE_OF_BIRTH = '1850-01-01'

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  husband: 'Husband',
  wife: 'Wife',
  partner: 'Partner',
  'civil-partner': 'Civil partner',
  son: 'Son',
  daughter: 'Daughter',
  father: 'Father',
  mother: 'Mother',
  brother: 'Brother',
  sister: 'Sister',
  grandson: 'Grandson',
  granddaughter: 'Granddaughter',
  'other-relative': 'Another relative',
  friend: 'Friend',
  executor: 'Executor of the estate',
  administrator: 'Administrator of the estate',
  other: 'Something else (type it)',
}

export { RELATIONSHIPS, type Relationship }

/** The person's own details, as stored. */
export interface SenderDetails {
  postalAddress: string | null
  relationship: Relationship | null
  relationshipOther: string | null
}

/** The family's details for letters, as stored. */
export interface DeceasedDetails {
  deceasedDateOfBirth: string | null
  deceasedLastAddress: string | null
}

export type LetterDetails = SenderDetails & DeceasedDetails

/** A field the form sent: '' clears it; a field the form did not send is left as it is. */
const clearable = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value.replace(/\r\n?/g, '\n')))
    .optional()

/** The deceased's date of birth, when given: a real date, from 1850. */
export const DateOfBirthSchema = z
  .string()
  .trim()
  .refine((value) => isIsoDate(value), 'Enter the date as day, month and year, for example 1942-03-14')
  .refine((value) => value >= EARLIEST_DATE_OF_BIRTH, 'The date of birth must be in 1850 or later')

/** An address, when given: one line each, at most ADDRESS_MAX characters. */
export const AddressSchema = z
  .string()
  .trim()
  .max(ADDRESS_MAX, `An address can have at most ${ADDRESS_MAX} characters`)
  .transform((value) => value.replace(/\r\n?/g, '\n'))

/**
 * What a letter-details form may send. Every field is optional: Settings sends all it shows, the letter page
 * only the missing ones. `relationshipOther` counts only with 'other'.
 */
export const LetterDetailsSchema = z
  .object({
    postalAddress: clearable(ADDRESS_MAX, `An address can have at most ${ADDRESS_MAX} characters`),
    relationship: z
      .union([z.literal(''), z.enum(RELATIONSHIPS, { message: 'Choose your relationship from the list' })])
      .transform((value) => (value === '' ? null : value))
      .optional(),
    relationshipOther: clearable(
      RELATIONSHIP_OTHER_MAX,
      `Your relationship can have at most ${RELATIONSHIP_OTHER_MAX} characters`,
    ),
    deceasedDateOfBirth: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || isIsoDate(value),
        'Enter the date as day, month and year, for example 1942-03-14',
      )
      .refine((value) => value === '' || value >= EARLIEST_DATE_OF_BIRTH, 'The date of birth must be in 1850 or later')
      .transform((value) => (value === '' ? null : value))
      .optional(),
    deceasedLastAddress: clearable(ADDRESS_MAX, `An address can have at most ${ADDRESS_MAX} characters`),
  })
  .superRefine((input, context) => {
    if (input.relationship === 'other' && !input.relationshipOther) {
      context.addIssue({
        code: 'custom',
        path: ['relationshipOther'],
        message: 'Type your relationship to the person who died',
      })
    }
  })
export type LetterDetailsInput = z.infer<typeof LetterDetailsSchema>

/** The relationship as the person chose or typed it, for the letter and the pages; null when not given. */
export function relationshipText(details: Pick<SenderDetails, 'relationship' | 'relationshipOther'>): string | null {
  if (!details.relationship) return null
  if (details.relationship === 'other') return details.relationshipOther?.trim() || null
  return RELATIONSHIP_LABELS[details.relationship]
}
