import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { CountryCode } from '~/content/schema'
import { BEREAVEMENT_ROLES } from '~db/schema/vocabulary'
import {
  BEREAVEMENT_ROLE_LABELS,
  CountryRegionFields,
  DateOfDeathField,
  DeceasedNameField,
  type RegionOptions,
} from '~/features/onboarding'
import { FULL_NAME_MAX } from '~/lib/person-name'
import { errorsFor, useBusy, type SettingsActionData } from './settings-form-state'

const ID = 'settings'

export interface DetailsValues {
  /** '' for an account made before sign-up asked for a full name (decision 061). */
  fullName: string
  role: string | null
  country: string | null
  region: string | null
  deceasedName: string | null
  dateOfDeath: string | null
}

export function DetailsForm(props: {
  values: DetailsValues
  /** The saved country's regions (the form fetches another's when it is chosen). */
  regions: Partial<RegionOptions>
  managesFamily: boolean
  hasFamily: boolean
  result?: SettingsActionData
}) {
  const { values, regions, managesFamily, hasFamily, result } = props
  const errors = errorsFor(result, 'details')
  const busy = useBusy('details')
  const familyFieldsLocked = hasFamily && !managesFamily
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your details</CardTitle>
        <CardDescription>
          {familyFieldsLocked
            ? 'Only the family’s Admin can change where the person lived and the date of death.'
            : 'Your plan’s deadlines follow the region and the date of death.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-6" noValidate>
          <input type="hidden" name="intent" value="details" />
          <TextField
            name="fullName"
            label="Full name"
            hint="As you sign letters. Your family and the organisations you write to will see it."
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            required
            defaultValue={values.fullName}
            error={errors.fullName}
            idPrefix={ID}
          />
          <SelectField
            name="role"
            label="How you are connected to the person who died"
            defaultValue={values.role ?? ''}
            error={errors.role}
            idPrefix={ID}
            options={[
              { value: '', label: 'Prefer not to say' },
              ...BEREAVEMENT_ROLES.map((role) => ({ value: role, label: BEREAVEMENT_ROLE_LABELS[role] })),
            ]}
          />
          <fieldset disabled={familyFieldsLocked} className="flex min-w-0 flex-col gap-6">
            <CountryRegionFields
              key={`${values.country}-${values.region}`}
              regions={result?.intent === 'details' ? { ...regions, ...result.regions } : regions}
              country={(values.country as CountryCode | null) ?? undefined}
              region={values.region ?? undefined}
              errors={errors}
              idPrefix={ID}
            />
            <DeceasedNameField
              label="Name of the person who died (optional)"
              defaultValue={values.deceasedName ?? ''}
              error={errors.deceasedName}
              idPrefix={ID}
            />
            <DateOfDeathField
              hint="Changing it moves the due dates of tasks that follow a legal deadline. Dates you set yourself stay."
              defaultValue={values.dateOfDeath ?? ''}
              error={errors.dateOfDeath}
              idPrefix={ID}
            />
          </fieldset>
          <Button type="submit" name="intent" value="details" className="self-start" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
