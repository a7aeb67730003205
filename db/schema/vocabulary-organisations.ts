/**
 * Organisations told of the death and the letters to them (part of db/schema/vocabulary.ts, which re-exports every part: a page loads only the lists it uses).
 */

/** The kinds of organisation people tell after a death (docs/decisions/048-organisations-and-letters.md). */
export const ORGANISATION_KINDS = [
  'bank',
  'pension',
  'insurer',
  'utility',
  'telecoms',
  'employer',
  'council',
  'tax',
  'social-security',
  'vehicle',
  'passport',
  'subscription',
  'social-media',
  'other',
] as const
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number]

/** Where telling an organisation about the death stands (docs/decisions/048-organisations-and-letters.md). */
export const ORGANISATION_STATUSES = ['to-notify', 'notified', 'waiting', 'done'] as const
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number]

/** What a notification letter asks the organisation to do. */
export const LETTER_PURPOSES = ['close', 'freeze', 'transfer', 'refund'] as const
export type LetterPurpose = (typeof LETTER_PURPOSES)[number]

/** What a letter can say is enclosed. */
export const LETTER_ENCLOSURES = ['death-certificate', 'grant', 'will', 'sender-id'] as const
export type LetterEnclosure = (typeof LETTER_ENCLOSURES)[number]
