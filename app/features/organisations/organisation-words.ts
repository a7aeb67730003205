import {
  LETTER_ENCLOSURES,
  LETTER_PURPOSES,
  ORGANISATION_KINDS,
  ORGANISATION_STATUSES,
  type LetterEnclosure,
  type LetterPurpose,
  type OrganisationStatus,
} from '~db/schema/vocabulary'
import { ORGANISATION_KIND_LABELS } from '~/content/organisations/kind-labels'

/**
 * The organisations list's words and limits (decision 048) that its pages show. Kept apart from
 * organisations.schema.ts, which checks forms with zod: the pages need not load zod (decision 066).
 */

export { LETTER_ENCLOSURES, LETTER_PURPOSES, ORGANISATION_KINDS, ORGANISATION_KIND_LABELS, ORGANISATION_STATUSES }
export type { OrganisationStatus }

export const NAME_MAX = 200
export const REFERENCE_MAX = 200
export const NOTES_MAX = 5000
export const LETTER_NOTE_MAX = 2000
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

export const ENCLOSURE_LABELS: Record<LetterEnclosure, string> = {
  'death-certificate': 'A certified copy of the death certificate',
  grant: 'A copy of the grant of probate or letters of administration',
  will: 'A copy of the will',
  'sender-id': 'Proof of my identity',
}

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

export {
  addressLines,
  ORGANISATION_ADDRESS_LINES,
  ORGANISATION_ADDRESS_MAX,
  PHONE_MAX,
  telHref,
} from './organisation-contact'

export {
  isTold,
  letterHref,
  letterPdfHref,
  organisationHref,
  organisationsHref,
  ORGANISATIONS_PATH,
} from './organisation-paths'
