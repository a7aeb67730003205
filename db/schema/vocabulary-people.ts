/**
 * Who people are to each other: their role after the death, in a family, and to the person who died (part of db/schema/vocabulary.ts, which re-exports every part: a page loads only the lists it uses).
 */

/** Who the signed-in person is to the person who died (docs/product.md). */
export const BEREAVEMENT_ROLES = ['surviving-partner', 'executor', 'family-member', 'friend', 'professional'] as const
export type BereavementRole = (typeof BEREAVEMENT_ROLES)[number]

/** A member's role in a family space (docs/product.md): Admin manages, Member edits, Viewer reads. */
export const FAMILY_ROLES = ['Admin', 'Member', 'Viewer'] as const
export type FamilyRole = (typeof FAMILY_ROLES)[number]

/**
 * A family member's relationship to the person who died, as their letters state it (decision 063). No default:
 * 'Next of kin' assumed a spouse was not one. 'other' is typed by the person.
 */
export const RELATIONSHIPS = [
  'husband',
  'wife',
  'partner',
  'civil-partner',
  'son',
  'daughter',
  'father',
  'mother',
  'brother',
  'sister',
  'grandson',
  'granddaughter',
  'other-relative',
  'friend',
  'executor',
  'administrator',
  'other',
] as const
export type Relationship = (typeof RELATIONSHIPS)[number]

/**
 * How often a family member is sent the digest of what moved in the family (decision 070): never (the default),
 * weekly or monthly. Chosen per person per family.
 */
export const DIGEST_FREQUENCIES = ['none', 'weekly', 'monthly'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]
