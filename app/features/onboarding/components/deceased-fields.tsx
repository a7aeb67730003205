import { TextField } from '~/components/ui/text-field'
import { EARLIEST_DATE_OF_DEATH, latestDateOfDeath } from '../onboarding-words'

interface FieldProps {
  defaultValue: string
  error?: string
  idPrefix: string
}

/** The name of the person who died, as onboarding and settings ask for it; each page words its own label. */
export function DeceasedNameField({ label, hint, ...field }: FieldProps & { label: string; hint?: string }) {
  return <TextField name="deceasedName" label={label} hint={hint} autoComplete="off" maxLength={200} {...field} />
}

/** The date of death, between the earliest date accepted and today; `hint` says what the page does with it. */
export function DateOfDeathField({ hint, ...field }: FieldProps & { hint: string }) {
  return (
    <TextField
      name="dateOfDeath"
      type="date"
      label="Date of death (optional)"
      hint={hint}
      min={EARLIEST_DATE_OF_DEATH}
      max={latestDateOfDeath()}
      className="max-w-xs"
      {...field}
    />
  )
}
