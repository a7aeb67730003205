import { Form, Link } from 'react-router'
import { keepWhenOffline } from '~/lib/offline-changes'
import { KeptEditNote } from '~/components/ui/kept-change-note'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { FieldShell } from '~/components/ui/field-shell'
import {
  NAME_MAX,
  NOTES_MAX,
  ORGANISATION_KIND_LABELS,
  ORGANISATION_KINDS,
  ORGANISATION_ADDRESS_MAX,
  ORGANISATION_STATUSES,
  PHONE_MAX,
  REFERENCE_MAX,
  STATUS_LABELS,
} from '../organisation-words'
import type { OrganisationRow } from '../organisations-view'

const KIND_OPTIONS = ORGANISATION_KINDS.map((kind) => ({ value: kind, label: ORGANISATION_KIND_LABELS[kind] }))
const STATUS_OPTIONS = ORGANISATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))

/** Adding a typed organisation, or editing one: every field of it. */
export function OrganisationForm({
  organisation,
  closeHref,
  errors = {},
  busy,
}: {
  organisation?: OrganisationRow
  closeHref: string
  errors?: Partial<Record<string, string>>
  busy: boolean
}) {
  const prefix = organisation ? 'edit' : 'typed'
  // An edit made offline (marking it as told, most often) is kept on the phone with the version it was made to.
  const keep = organisation
    ? keepWhenOffline('organisations', organisation.id, `Changes to “${organisation.name}”`, {
        seen: organisation.updatedAt ?? '',
      })
    : undefined
  return (
    <Form method="post" className="flex flex-col gap-4" preventScrollReset onSubmit={keep}>
      <input type="hidden" name="intent" value={organisation ? 'update' : 'add-typed'} />
      {organisation && <input type="hidden" name="organisationId" value={organisation.id} />}
      <TextField
        idPrefix={prefix}
        name="name"
        label="Name"
        required
        maxLength={NAME_MAX + 50}
        defaultValue={organisation?.name}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <SelectField
          idPrefix={prefix}
          name="kind"
          label="Kind"
          options={KIND_OPTIONS}
          defaultValue={organisation?.kind ?? 'other'}
          error={errors.kind}
        />
        <SelectField
          idPrefix={prefix}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          defaultValue={organisation?.status ?? 'to-notify'}
          error={errors.status}
        />
      </div>
      <TextField
        idPrefix={prefix}
        name="reference"
        label="Account or reference number"
        hint="Kept exactly as you type it."
        autoComplete="off"
        maxLength={REFERENCE_MAX + 50}
        defaultValue={organisation?.reference}
        error={errors.reference}
      />
      <ContactFields organisation={organisation} prefix={prefix} errors={errors} />
      {organisation && <ProgressFields organisation={organisation} prefix={prefix} errors={errors} />}
      {organisation && <KeptEditNote target={organisation.id} />}
      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to={closeHref} replace preventScrollReset>
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {organisation ? 'Save changes' : 'Add this organisation'}
        </Button>
      </div>
    </Form>
  )
}

/** How to reach them (decision 081): a number to ring and where letters go; both may be left empty. */
function ContactFields({
  organisation,
  prefix,
  errors,
}: {
  organisation: OrganisationRow | undefined
  prefix: string
  errors: Partial<Record<string, string>>
}) {
  return (
    <>
      <TextField
        idPrefix={prefix}
        name="phone"
        label="Phone number"
        hint="The number to ring about a death, for example the one on a statement or letter from them."
        type="tel"
        autoComplete="off"
        inputMode="tel"
        maxLength={PHONE_MAX + 20}
        defaultValue={organisation?.phone ?? ''}
        error={errors.phone}
      />
      <FieldShell
        id={`${prefix}-postalAddress`}
        label="Postal address"
        hint="Where letters to them go, each part on its own line. Printed on the letters to them."
        error={errors.postalAddress}
      >
        {(control) => (
          <textarea
            name="postalAddress"
            rows={4}
            autoComplete="off"
            maxLength={ORGANISATION_ADDRESS_MAX + 50}
            defaultValue={organisation?.postalAddress ?? ''}
            {...control}
          />
        )}
      </FieldShell>
    </>
  )
}

/** Once an organisation is on the list: when it was told, when to follow up, and notes. */
function ProgressFields({
  organisation,
  prefix,
  errors,
}: {
  organisation: OrganisationRow
  prefix: string
  errors: Partial<Record<string, string>>
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          idPrefix={prefix}
          name="notifiedOn"
          label="Date notified"
          type="date"
          defaultValue={organisation.notifiedOn ?? ''}
          error={errors.notifiedOn}
        />
        <TextField
          idPrefix={prefix}
          name="followUpOn"
          label="Follow up on"
          hint="Shown on your timeline and calendar."
          type="date"
          defaultValue={organisation.followUpOn ?? ''}
          error={errors.followUpOn}
        />
      </div>
      <FieldShell id={`${prefix}-notes`} label="Notes" error={errors.notes}>
        {(control) => (
          <textarea name="notes" rows={4} maxLength={NOTES_MAX} defaultValue={organisation.notes} {...control} />
        )}
      </FieldShell>
    </>
  )
}
