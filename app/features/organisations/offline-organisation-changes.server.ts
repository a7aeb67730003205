import type { Database } from '~/lib/db.server'
import { parseForm } from '~/lib/forms'
import { changedSince, whoAndWhen, type ReaderClock } from '~/lib/kept-changes.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { Refusal } from '~/lib/refusal'
import { isUuid } from '~/lib/ids'
import { STATUS_LABELS } from './organisation-words'
import { OrganisationFieldsSchema } from './organisations.schema'
import { findOrganisation, type Organisation } from './organisations.server'

/** The organisations' changes a phone may keep while offline (decisions 080, 082). */
export const OFFLINE_ORGANISATION_INTENTS = ['mark-told', 'update'] as const

/** Does the organisation already say everything the kept edit asks? Then sending it again changes nothing. */
function alreadyApplied(row: Organisation, form: FormData): boolean {
  const parsed = parseForm(OrganisationFieldsSchema, form)
  if (!parsed.success) return false
  const fields = parsed.data
  const same = (value: string, current: string | null) => value === (current ?? '')
  return (
    same(fields.name, row.name) &&
    same(fields.kind, row.kind) &&
    same(fields.status, row.status) &&
    same(fields.reference, row.reference) &&
    same(fields.notes, row.notes) &&
    same(fields.notifiedOn, row.notifiedOn) &&
    same(fields.followUpOn, row.followUpOn) &&
    (fields.phone === undefined || same(fields.phone, row.phone)) &&
    (fields.postalAddress === undefined || same(fields.postalAddress, row.postalAddress))
  )
}

/**
 * Before an organisation's edit kept on a phone is applied (its status most often: marked as told): 'already'
 * when the organisation already says what it asks (answered as done, nothing written); a Refusal (409) when
 * someone changed the organisation after the version the phone saw (`seen`), saying who and when and what its
 * status is now, so that an edit made hours ago offline does not silently undo a newer one; else 'apply'. An
 * organisation that is not there is left to the change itself, which answers 'not found'. Organisations told
 * through a one-stop service need no check (decision 080).
 */
export async function checkKeptOrganisationChange(
  db: Database,
  access: FamilyAccess,
  form: FormData,
  clock: ReaderClock,
): Promise<'apply' | 'already'> {
  if (form.get('intent') !== 'update') return 'apply'
  const id = form.get('organisationId')
  if (typeof id !== 'string' || !isUuid(id)) return 'apply'
  const row = await findOrganisation(db, access, id).catch((error: unknown) => {
    if (error instanceof Refusal) return null
    throw error
  })
  if (!row) return 'apply'
  if (alreadyApplied(row, form)) return 'already'
  if (!changedSince(row.updatedAt, form.get('seen'))) return 'apply'
  const { who, when } = await whoAndWhen(db, access, row, clock)
  throw new Refusal(
    409,
    `${who} changed “${row.name}” on ${when}, after this phone saved your change. Your change was not sent, ` +
      `so nothing was overwritten: it now says ${STATUS_LABELS[row.status as keyof typeof STATUS_LABELS]}. ` +
      'Make your change again if it is still needed.',
  )
}
