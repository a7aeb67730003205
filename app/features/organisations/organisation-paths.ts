import type { OrganisationStatus } from '~db/schema/vocabulary'

/** The organisations page's addresses, and whether an organisation has been told. */

export const ORGANISATIONS_PATH = '/dashboard/organisations'

/** The page with a dialog open (decision 010: dialogs live in the URL). */
export function organisationsHref(dialog?: { dialog: 'add' | 'edit' | 'delete'; organisation?: string }): string {
  if (!dialog) return ORGANISATIONS_PATH
  const params = new URLSearchParams({ dialog: dialog.dialog })
  if (dialog.organisation) params.set('organisation', dialog.organisation)
  return `${ORGANISATIONS_PATH}?${params.toString()}`
}

/** One organisation on the page (its card's anchor), for the timeline and the calendar to link to. */
export function organisationHref(organisationId: string): string {
  return `${ORGANISATIONS_PATH}#organisation-${organisationId}`
}

export function letterHref(organisationId: string): string {
  return `${ORGANISATIONS_PATH}/${organisationId}/letter`
}

export function letterPdfHref(organisationId: string): string {
  return `${ORGANISATIONS_PATH}/${organisationId}/letter.pdf`
}

/** Told means the organisation has heard from the family or a service: anything past 'to notify'. */
export function isTold(status: OrganisationStatus): boolean {
  return status !== 'to-notify'
}
