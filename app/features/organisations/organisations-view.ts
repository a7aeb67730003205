import type { OrganisationKind } from '~/content/organisations/schema'
import type { OrganisationStatus } from '~db/schema/vocabulary'

/** What the organisations page receives (organisations-page.server.ts) and its components show. */

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
