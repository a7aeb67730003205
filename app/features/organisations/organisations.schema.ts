import { z } from 'zod'
import { ORGANISATION_KINDS, ORGANISATION_KIND_LABELS } from '~/content/organisations/schema'
import { isIsoDate, isPlannableDate } from '~/lib/calendar'
import {
  LETTER_ENCLOSURES,
  LETTER_PURPOSES,
  ORGANISATION_STATUSES,
  SENDER_CAPACITIES,
  type LetterEnclosure,
  type LetterPurpose,
  type OrganisationStatus,
  type SenderCapacity,
} from '~db/schema/vocabulary'

/** The organisations list's rules (decision 048), shared by its forms and its services. */

export { ORGANISATION_KINDS, ORGANISATION_KIND_LABELS, ORGANISATION_STATUSES }
export type { OrganisationStatus }

export const NAME_MAX = 200
export const REFERENCE_MAX = 200
export const NOTES_MAX = 5000
export const SENDER_NAME_MAX = 200
export const SENDER_ADDRESS_MAX = 500
export const LETTER_TEXT_MAX = 20_000
export const SERVICE_REFERENCE_MAX = 100
export const COPIES_MAX = 1000

export const STATUS_LABELS: Record<OrganisationStatus, string> = {
  'to-notify': 'To notify',
  notified: 'Notified',
  waiting: 'Waiting for reply',
  done: 'Done',
}

export const PURPOSE_LABELS: Record<LetterPurpose, string> = {
  close: 'Close the account',
  freeze: 'Freeze the account',
  transfer: 'Transfer it to the estate or a beneficiary',
  refund: 'Stop payments and refund any taken after the death',
}

export const CAPACITY_LABELS: Record<SenderCapacity, string> = {
  executor: 'Executor',
  'next-of-kin': 'Next of kin',
  administrator: 'Administrator',
}

export const ENCLOSURE_LABELS: Record<LetterEnclosure, string> = {
  'death-certificate': 'A certified copy of the death certificate',
  grant: 'A copy of the grant of probate or letters of administration',
  will: 'A copy of the will',
  'sender-id': 'Proof of my identity',
}

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

export const LetterFieldsSchema = z.object({
  purpose: z.enum(LETTER_PURPOSES, { message: 'Choose what the letter asks for' }),
  capacity: z.enum(SENDER_CAPACITIES, { message: 'Choose in what capacity you write' }),
  senderName: z
    .string({ message: 'Enter your name as it should be signed' })
    .trim()
    .min(1, 'Enter your name as it should be signed')
    .max(SENDER_NAME_MAX, `Your name can have at most ${SENDER_NAME_MAX} characters`),
  senderAddress: z
    .string()
    .trim()
    .max(SENDER_ADDRESS_MAX, `The address can have at most ${SENDER_ADDRESS_MAX} characters`)
    .default(''),
  reference: z
    .string()
    .trim()
    .max(REFERENCE_MAX, `A reference number can have at most ${REFERENCE_MAX} characters`)
    .default(''),
  enclosures: z.array(z.enum(LETTER_ENCLOSURES, { message: 'Choose enclosures from the list' })).default([]),
  text: z.string().max(LETTER_TEXT_MAX, `A letter can have at most ${LETTER_TEXT_MAX} characters`).default(''),
})
export type LetterFields = z.infer<typeof LetterFieldsSchema>

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

export const ORGANISATION_INTENTS = [
  'add-catalogue',
  'add-typed',
  'update',
  'delete',
  'mark-told',
  'link-document',
  'unlink-document',
  'set-held',
  'send-copy',
  'return-copy',
] as const
export type OrganisationIntent = (typeof ORGANISATION_INTENTS)[number]

// The page's addresses live in a module without zod: the timeline and the calendar link to organisations and
// need not load zod for it (decision 066).
export {
  isTold,
  letterHref,
  letterPdfHref,
  organisationHref,
  organisationsHref,
  ORGANISATIONS_PATH,
} from './organisation-paths'
