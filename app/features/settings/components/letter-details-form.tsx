import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { LetterDetailsFields, type LetterDetails } from '~/features/family'
import { errorsFor, useBusy, type SettingsActionData } from './settings-forms'

export interface LetterDetailsView {
  values: LetterDetails
  /** May change the family's details (the deceased's date of birth and last address). */
  managesFamily: boolean
  deceasedName: string | null
}

const PERSON_FIELDS = ['postalAddress', 'relationship'] as const
const FAMILY_FIELDS = ['deceasedDateOfBirth', 'deceasedLastAddress'] as const

/**
 * 'Details for letters' (decision 063): the person's own address and relationship, and, to those who manage the
 * family, the deceased's date of birth and last address. Every letter to an organisation is written from them.
 */
export function LetterDetailsForm({ view, result }: { view: LetterDetailsView; result?: SettingsActionData }) {
  const errors = errorsFor(result, 'letter-details')
  const busy = useBusy('letter-details')
  const values = result?.intent === 'letter-details' && !result.ok ? { ...view.values, ...result.values } : view.values
  return (
    <Card id="letter-details">
      <CardHeader>
        <CardTitle as="h2">Details for letters</CardTitle>
        <CardDescription>
          Your letters to banks and other organisations are written from these, so you only give them once.
          {view.managesFamily ? '' : ' Only the family’s Admin can change the details of the person who died.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-6" noValidate>
          <input type="hidden" name="intent" value="letter-details" />
          <LetterDetailsFields
            fields={view.managesFamily ? [...PERSON_FIELDS, ...FAMILY_FIELDS] : PERSON_FIELDS}
            values={values}
            errors={errors}
            idPrefix="settings-letters"
            deceasedName={view.deceasedName}
          />
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? 'Saving…' : 'Save details for letters'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
