import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/ui/text-field'
import { splitPart } from '~/lib/split-part'
import type { TwoStepActionData, TwoStepIntent } from '../two-step-words'

// New recovery codes are drawn only after the password is checked: the sheet's code is fetched while that request
// is on its way (the route's client action), never with the page (issue 32, decision 086).
const codesSheet = splitPart(() => import('./recovery-codes-sheet').then((part) => part.RecoveryCodesSheet))
const RecoveryCodesSheet = codesSheet.Part
export const loadRecoveryCodesSheet = codesSheet.load

/** Settings → Two-step sign-in: turning it on (three steps on one page), new recovery codes, turning it off. */

export const ID = 'two-step'

export function useBusy(intent: TwoStepIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

export function errorsOf(result: TwoStepActionData | undefined, intent: TwoStepIntent) {
  return result && !result.ok && result.intent === intent ? result.fieldErrors : {}
}

function PasswordForm({
  intent,
  label,
  busyLabel,
  result,
  variant,
}: {
  intent: TwoStepIntent
  label: string
  busyLabel: string
  result?: TwoStepActionData
  variant?: 'outline'
}) {
  const busy = useBusy(intent)
  const errors = errorsOf(result, intent)
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <TextField
        name="password"
        type="password"
        label="Your password"
        autoComplete="current-password"
        error={errors.password ?? errors.form}
        idPrefix={`${ID}-${intent}`}
      />
      <Button type="submit" name="intent" value={intent} variant={variant} className="self-start" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Form>
  )
}

export function TwoStepOff({ result }: { result?: TwoStepActionData }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-step sign-in is off</CardTitle>
        <CardDescription>
          With it on, signing in needs your password and a code from an app on your phone, such as Google Authenticator,
          Microsoft Authenticator or 1Password. Someone who learns your password still cannot get in.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p>To begin, type your password.</p>
        <PasswordForm intent="start" label="Set up two-step sign-in" busyLabel="Checking…" result={result} />
      </CardContent>
    </Card>
  )
}

export function TwoStepOn({ result }: { result?: TwoStepActionData }) {
  const newCodes = result?.ok && result.intent === 'new-codes' ? result.recoveryCodes : null
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recovery codes</CardTitle>
          <CardDescription>Used some, or lost them? Make new ones: the old codes stop working at once.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {newCodes ? (
            <div role="status" className="flex flex-col gap-3">
              <p className="font-medium">
                Your new recovery codes. Download or print them, or write them down; they are not shown again.
              </p>
              <RecoveryCodesSheet codes={newCodes} />
            </div>
          ) : (
            <PasswordForm intent="new-codes" label="Make new recovery codes" busyLabel="Making…" result={result} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Turn off two-step sign-in</CardTitle>
          <CardDescription>Signing in will need only your password. Your recovery codes stop working.</CardDescription>
        </CardHeader>
        <CardContent>
          <PasswordForm
            intent="turn-off"
            label="Turn off two-step sign-in"
            busyLabel="Turning off…"
            result={result}
            variant="outline"
          />
        </CardContent>
      </Card>
    </>
  )
}
