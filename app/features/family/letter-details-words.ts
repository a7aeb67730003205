import { RELATIONSHIPS, type Relationship } from '~db/schema/vocabulary'

/**
 * The details every letter to an organisation is written from (decision 063), asked for once and kept: the
 * person's own postal address and their relationship to the person who died (each member's own), and the
 * deceased's date of birth and last address (the family's, changed by those who may manage it). Shared by the
 * forms in Settings, on the letter page, and the services. Kept apart from letter-details.schema.ts, which checks
 * them with zod: the pages only show these words and limits, and need not load zod (decision 066).
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

/** The relationship as the person chose or typed it, for the letter and the pages; null when not given. */
export function relationshipText(details: Pick<SenderDetails, 'relationship' | 'relationshipOther'>): string | null {
  if (!details.relationship) return null
  if (details.relationship === 'other') return details.relationshipOther?.trim() || null
  return RELATIONSHIP_LABELS[details.relationship]
}
