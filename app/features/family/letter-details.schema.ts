import { z } from 'zod'
import { isIsoDate } from '~/lib/calendar'
import { RELATIONSHIPS } from '~db/schema/vocabulary'
import { ADDRESS_MAX, EARLIEST_DATE_OF_BIRTH, RELATIONSHIP_OTHER_MAX } from './letter-details-words'

// The words, limits and record types, for the server's modules that import them from here.
export * from './letter-details-words'

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
