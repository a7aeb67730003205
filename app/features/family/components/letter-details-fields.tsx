import { FieldShell } from '~/components/ui/field-shell'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { FieldErrors } from '~/lib/forms'
import {
  ADDRESS_MAX,
  EARLIEST_DATE_OF_BIRTH,
  RELATIONSHIP_LABELS,
  RELATIONSHIP_OTHER_MAX,
  RELATIONSHIPS,
  type LetterDetails,
} from '../letter-details-words'

export type LetterDetailName = keyof LetterDetails

const RELATIONSHIP_OPTIONS = [
  { value: '', label: 'Choose…' },
  ...RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] })),
]

/**
 * The fields of the details letters are written from (decision 063), those named in `fields` only: Settings
 * shows the person's own and, to those who manage the family, the family's; the letter page shows what is
 * missing. A field not shown is not sent, and so is left as it is.
 */
export function LetterDetailsFields({
  fields,
  values,
  errors,
  idPrefix,
  deceasedName,
}: {
  fields: readonly LetterDetailName[]
  values: Partial<LetterDetails>
  errors: FieldErrors
  idPrefix: string
  deceasedName: string | null
}) {
  const name = deceasedName?.trim()
  const who = name || 'the person who died'
  const whose = name ? `${name}’s` : 'Their'
  const shows = (field: LetterDetailName) => fields.includes(field)
  return (
    <>
      {shows('postalAddress') && (
        <AddressField
          id={`${idPrefix}-postalAddress`}
          name="postalAddress"
          label="Your postal address"
          hint="Where organisations should reply. One line each, with the postcode."
          autoComplete="street-address"
          value={values.postalAddress}
          error={errors.postalAddress}
        />
      )}
      {shows('relationship') && (
        <>
          <SelectField
            idPrefix={idPrefix}
            name="relationship"
            label={`Your relationship to ${who}`}
            hint="Your letters say it, and sign with it."
            options={RELATIONSHIP_OPTIONS}
            defaultValue={values.relationship ?? ''}
            error={errors.relationship}
            className="max-w-sm"
          />
          <TextField
            idPrefix={idPrefix}
            name="relationshipOther"
            label="If something else, type it"
            hint="For example: niece, or carer."
            maxLength={RELATIONSHIP_OTHER_MAX}
            defaultValue={values.relationshipOther ?? ''}
            error={errors.relationshipOther}
            className="max-w-sm"
          />
        </>
      )}
      {shows('deceasedDateOfBirth') && (
        <TextField
          idPrefix={idPrefix}
          name="deceasedDateOfBirth"
          type="date"
          label={`${whose} date of birth`}
          min={EARLIEST_DATE_OF_BIRTH}
          defaultValue={values.deceasedDateOfBirth ?? ''}
          error={errors.deceasedDateOfBirth}
          className="max-w-xs"
        />
      )}
      {shows('deceasedLastAddress') && (
        <AddressField
          id={`${idPrefix}-deceasedLastAddress`}
          name="deceasedLastAddress"
          label={`${whose} last address`}
          hint="Organisations find their records by it. One line each."
          autoComplete="off"
          value={values.deceasedLastAddress}
          error={errors.deceasedLastAddress}
        />
      )}
    </>
  )
}

function AddressField(props: {
  id: string
  name: string
  label: string
  hint: string
  autoComplete: string
  value: string | null | undefined
  error: string | undefined
}) {
  return (
    <FieldShell id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <textarea
          name={props.name}
          rows={4}
          maxLength={ADDRESS_MAX}
          autoComplete={props.autoComplete}
          defaultValue={props.value ?? ''}
          {...control}
        />
      )}
    </FieldShell>
  )
}
