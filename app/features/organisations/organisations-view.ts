import type { OrganisationKind } from '~/content/organisations/schema'
import type { OrganisationStatus } from '~db/schema/vocabulary'
import type { StoredLetter } from '~db/schema'
import type { LetterField } from './letter'

/** What the organisations page receives (organisations-overview.server.ts) and its components show. */

export interface ServiceView {
  id: string
  name: string
  summary: string
  howToUse: string[]
  url: string
  availability: string
  source: string
  reviewedLabel: string
  /** The names of the catalogue organisations it tells. */
  covers: string[]
  /** Run by the organisations themselves (the UK banks' Death Notification Service), not by a government. */
  industry: boolean
  /** Its phone line, where its own page gives one (decision 081). */
  phone: { number: string; href: string; hours: string | null; source: string; reviewedLabel: string } | null
}

export interface OrganisationRow {
  id: string
  name: string
  kind: OrganisationKind
  status: OrganisationStatus
  reference: string
  notes: string
  /** As the family typed it (or the catalogue filled it); empty when none. */
  phone: string
  /** The tel: address of `phone`, international where the number can be rung from abroad; null without a phone. */
  phoneHref: string | null
  /** Where the catalogue's number came from, when the family's number is still the catalogue's (decision 081). */
  phoneSource: { source: string; reviewedLabel: string; hours: string | null } | null
  /** One line each; empty when none. */
  postalAddress: string
  notifiedOn: string | null
  notifiedLabel: string | null
  followUpOn: string | null
  followUpLabel: string | null
  throughService: { name: string; reference: string } | null
  hasLetter: boolean
  documents: Array<{ id: string; name: string }>
  /** From the catalogue, for organisations picked from it. */
  bereavementUrl: string | null
  usuallyNeeds: string[]
  /** The version an edit kept offline is checked against (decision 082); only the edit dialog's row has it. */
  updatedAt?: string
}

export interface CatalogueGroup {
  kind: OrganisationKind
  label: string
  entries: Array<{ id: string; name: string; listed: boolean }>
}

/** Everything /dashboard/organisations shows. */
export interface OrganisationsPageData {
  countryName: string
  today: string
  dateOfDeath: string | null
  services: ServiceView[]
  fallbackGuide: { title: string; url: string; reviewed: string; reviewedLabel: string } | null
  organisations: OrganisationRow[]
  progress: { told: number; total: number }
  /** The catalogue by kind, for the add dialog: empty while that is closed. */
  groups: CatalogueGroup[]
  /** What the person searched the catalogue for (?q=), so the page answers the search without JavaScript. */
  catalogueQuery: string
  certificates: {
    held: number
    out: number
    sendings: Array<{ id: string; organisationName: string; sentLabel: string; returnedLabel: string | null }>
  }
  /** The documents the person may link: shared ones and their own private ones. */
  linkable: Array<{ id: string; name: string }>
  canEdit: boolean
  canDelete: boolean
  dialog: { add: boolean; editing: OrganisationRow | null; deleting: OrganisationRow | null }
}

export type OrganisationsActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false
      intent: string
      message: string
      fieldErrors?: Partial<Record<string, string>>
      /** The service or organisation the refused form was for, so the page shows the error beside it. */
      target?: string
      /** Sending the last copy in hand: the page asks before it goes. */
      confirmLast?: { organisationId: string; organisationName: string; sentOn: string }
    }

/** A detail the letter still needs, and where it is filled in: on the letter page, in Settings, or by another. */
export interface MissingLetterField {
  field: LetterField
  label: string
  fill: 'here' | 'settings' | 'ask'
}

/**
 * What the letter page shows (decision 063): the letter written now from the details, the account number masked
 * to its last 4 characters, the details it still needs, and the family's choices for it.
 */
export interface LetterPageData {
  organisation: { id: string; name: string; reference: string }
  choices: StoredLetter & { saved: boolean }
  text: string
  subject: string
  missing: MissingLetterField[]
  deceasedName: string | null
  canEdit: boolean
}

export type LetterActionResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> }
