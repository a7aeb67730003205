import { z } from 'zod'
import { isIsoDate, isPlannableDate } from '~/lib/calendar'
import { LETTER_ENCLOSURES, LETTER_PURPOSES, ORGANISATION_KINDS, ORGANISATION_STATUSES } from '~db/schema/vocabulary'
import {
  COPIES_MAX,
  LETTER_NOTE_MAX,
  NAME_MAX,
  NOTES_MAX,
  REFERENCE_MAX,
  SERVICE_REFERENCE_MAX,
} from './organisation-words'
import { addressProblem, phoneProblem, tidyAddress } from './organisation-contact'

/** The organisations list's rules (decision 048), shared by its forms and its services. */

// The words, limits and addresses (kept without zod for the pages), for the server's modules that import them here.
export * from './organisation-words'

const dateField = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'Enter a real date, like 2026-12-01')
  .refine((value) => !isIsoDate(value) || isPlannableDate(value), 'Enter a date between 1900 and 2199')

const requiredDate = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .refine((value) => isIsoDate(value), 'Enter a real date, like 2026-12-01')
    .refine((value) => isPlannableDate(value), 'Enter a date between 1900 and 2199')

/**
 * The phone number and the postal address (decision 081). A form that does not send them leaves them as they are
 * (undefined), so an older form, or one queued offline before they existed, cannot clear them.
 */
export const OrganisationPhoneSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = phoneProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
export const OrganisationAddressSchema = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = addressProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
  .transform(tidyAddress)

export const OrganisationFieldsSchema = z.object({
  name: z
    .string({ message: 'Enter the organisation’s name' })
    .trim()
    .min(1, 'Enter the organisation’s name')
    .max(NAME_MAX, `An organisation’s name can have at most ${NAME_MAX} characters`),
  kind: z.enum(ORGANISATION_KINDS, { message: 'Choose a kind of organisation from the list' }).default('other'),
  status: z.enum(ORGANISATION_STATUSES, { message: 'Choose a status from the list' }).default('to-notify'),
  // Kept exactly as typed (trimmed): account numbers hold slashes, dashes, letters and more.
  reference: z
    .string()
    .trim()
    .max(REFERENCE_MAX, `A reference number can have at most ${REFERENCE_MAX} characters`)
    .default(''),
  notifiedOn: dateField.default(''),
  followUpOn: dateField.default(''),
  notes: z.string().trim().max(NOTES_MAX, `Notes can have at most ${NOTES_MAX} characters`).default(''),
  phone: OrganisationPhoneSchema.optional(),
  postalAddress: OrganisationAddressSchema.optional(),
})
export type OrganisationFields = z.infer<typeof OrganisationFieldsSchema>

export const CatalogueChoiceSchema = z.object({
  catalogueId: z
    .array(z.string().max(100))
    .min(1, 'Choose at least one organisation from the list')
    .max(200, 'Choose fewer organisations at once'),
})

export const MarkToldSchema = z.object({
  serviceId: z.string().min(1, 'Choose a service').max(100),
  serviceReference: z
    .string({ message: 'Enter the reference number the service gave you' })
    .trim()
    .min(1, 'Enter the reference number the service gave you')
    .max(SERVICE_REFERENCE_MAX, `A reference number can have at most ${SERVICE_REFERENCE_MAX} characters`),
  notifiedOn: requiredDate('Enter the date you used the service'),
})

export const LinkDocumentSchema = z.object({
  documentId: z.uuid({ message: 'Choose a document from your vault' }),
})

/** What the family chooses for an organisation's letter (decision 063); the rest is written from the details. */
export const LetterChoicesSchema = z.object({
  purpose: z.enum(LETTER_PURPOSES, { message: 'Choose what the letter asks for' }),
  enclosures: z.array(z.enum(LETTER_ENCLOSURES, { message: 'Choose enclosures from the list' })).default([]),
  note: z.string().trim().max(LETTER_NOTE_MAX, `A note can have at most ${LETTER_NOTE_MAX} characters`).default(''),
})
export type LetterChoices = z.infer<typeof LetterChoicesSchema>

/** The organisation's reference as the letter page fills it in: sent only when it was missing. */
export const LetterReferenceSchema = z.object({
  reference: z
    .string()
    .trim()
    .max(REFERENCE_MAX, `A reference number can have at most ${REFERENCE_MAX} characters`)
    .optional(),
})

export const CopiesHeldSchema = z.object({
  // A blank field is a slip, not 'none': coercing '' would quietly make it 0.
  held: z
    .string({ message: 'Enter how many certified copies you hold' })
    .trim()
    .min(1, 'Enter how many certified copies you hold')
    .pipe(
      z.coerce
        .number<string>({ message: 'Enter how many certified copies you hold, as a number' })
        .int('Enter a whole number of copies')
        .min(0, 'The number of copies cannot be below 0')
        .max(COPIES_MAX, `Enter at most ${COPIES_MAX} copies`),
    ),
})

export const CopySentSchema = z.object({
  organisationId: z.uuid({ message: 'Choose the organisation the copy went to' }),
  sentOn: requiredDate('Enter the date the copy was sent'),
  confirmLast: z.enum(['yes']).optional(),
})

export const CopyReturnedSchema = z.object({
  sendingId: z.uuid({ message: 'Choose the copy that came back' }),
  returnedOn: requiredDate('Enter the date the copy came back'),
})
