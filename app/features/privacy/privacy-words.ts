/**
 * The forms of Settings → Your data (decision 050): their intents, the words to type and what the page shows,
 * without zod (privacy.schema.ts checks the forms on the server; the page need not load zod, decision 066).
 */

export const YOUR_DATA_INTENTS = ['export', 'delete-account'] as const
export type YourDataIntent = (typeof YOUR_DATA_INTENTS)[number]

/** What the person types to show they mean it: plain words, not a code. */
export const DELETE_CONFIRMATION = 'delete my account'

/** Deleting a family space by its last Admin: the same care (decision 050). */
export const DELETE_FAMILY_CONFIRMATION = 'delete this family'

/** Each family the person alone manages is a radio group named `family-<id>`: a member's id, or 'delete'. */
export const FAMILY_CHOICE_PREFIX = 'family-'

export type YourDataActionData = {
  intent: YourDataIntent
  ok: boolean
  title: string
  message: string
  fieldErrors?: Partial<Record<string, string>>
}

export interface DataExportView {
  id: string
  status: 'queued' | 'building' | 'ready' | 'failed'
  requestedAt: string
  expiresAt: string | null
  size: number | null
  documentCount: number | null
}

export interface FamilyToHandOver {
  familyId: string
  /** The name of the person who died, or null when the family never gave it. */
  deceasedName: string | null
  /** The other members, who could become its Admin; empty when the family would be deleted. */
  members: { userId: string; name: string; role: string }[]
}
