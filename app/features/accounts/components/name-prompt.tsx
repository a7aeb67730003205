import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/ui/text-field'
import { FULL_NAME_MAX } from '~/lib/person-name'

export interface NamePromptAnswer {
  ok: boolean
  saved?: boolean
  fieldErrors?: Partial<Record<string, string>>
  values?: { fullName: string }
}

/**
 * Asks an account made before sign-up asked for a full name to add one, once (decision 061). 'Not now' closes
 * it for good; the name can still be added in Settings. Plain forms, so it works before JavaScript loads.
 */
export function NamePrompt({ answer }: { answer?: NamePromptAnswer }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-full-name'
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="name-prompt-title">
          Add your full name
        </CardTitle>
        <CardDescription>
          Your family sees it beside the tasks you take on, and it signs the letters you write to organisations. Until
          then we call you ‘A family member’.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" noValidate className="flex flex-col gap-4 sm:max-w-md">
          <TextField
            idPrefix="name-prompt"
            name="fullName"
            label="Full name"
            autoComplete="name"
            maxLength={FULL_NAME_MAX}
            required
            defaultValue={answer?.values?.fullName}
            error={answer?.fieldErrors?.fullName}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save-full-name" disabled={busy} aria-disabled={busy}>
              {busy ? 'Saving…' : 'Save my name'}
            </Button>
            <Button type="submit" name="intent" value="not-now" variant="outline" formNoValidate>
              Not now
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
