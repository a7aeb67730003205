import { FAMILY_ROLES, type FamilyRole } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'

/** What the family action answers; the page shows `notice` (title and message) in its status area. */
export type FamilyActionResult =
  | { ok: true; notice: { title: string; message: string } }
  | {
      ok: false
      intent: string
      /** A short heading for the message, where docs/product.md gives one ('Missing Information'). */
      title?: string
      message: string
      fieldErrors?: FieldErrors
      values?: { fullName: string; email: string; role: string }
    }

export const FAMILY_INTENTS = ['invite', 'resend', 'revoke', 'change-role', 'remove', 'leave'] as const
export type FamilyIntent = (typeof FAMILY_INTENTS)[number]

/** The role menu's choices, the least access first (the vocabulary lists the roles the other way round). */
export const ROLE_OPTIONS: ReadonlyArray<{ value: FamilyRole; label: FamilyRole }> = [...FAMILY_ROLES]
  .reverse()
  .map((role) => ({ value: role, label: role }))

/** A person on the members list: a member, or someone invited who has not joined yet. */
export interface FamilyPerson {
  /** The user id of a member, the invitation id of someone invited. */
  id: string
  name: string
  email: string
  role: FamilyRole
  status: 'Active' | 'Pending'
  isYou: boolean
  /** A pending invitation whose link has run out: 'Resend' gives it seven more days. */
  expired: boolean
}

export interface FamilyOverview {
  activeMembers: number
  sharedTasks: number
  /** Whole percent of the family's tasks that are completed; 0 when there are none. */
  completedPercent: number
}
