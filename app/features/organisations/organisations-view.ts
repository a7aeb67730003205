import type { OrganisationKind } from '~/content/organisations/schema'
import type { OrganisationStatus } from '~db/schema/vocabulary'
import type { StoredLetter } from '~db/schema'

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
}

export interface OrganisationRow {
  id: string
  name: string
  kind: OrganisationKind
  status: OrganisationStatus
  reference: string
  notes: string
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

/** What the letter page shows: the letter as saved or a first draft, and whether the person may change it. */
export interface LetterPageData {
  organisation: { id: string; name: string }
  letter: StoredLetter & { saved: boolean }
  subject: string
  canEdit: boolean
}

export type LetterActionResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> }
