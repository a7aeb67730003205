import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/ui/text-field'
import type { TwoStepActionData, TwoStepIntent, TwoStepSetup } from '../two-step-words'
import { ManualKey, RecoveryCodesSheet } from './recovery-codes-sheet'

/** Settings → Two-step sign-in: turning it on (three steps on one page), new recovery codes, turning it off. */

const ID = 'two-step'

function useBusy(intent: TwoStepIntent) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function errorsOf(result: TwoStepActionData | undefined, intent: TwoStepIntent) {
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

export function TwoStepSetupSteps({ setup, result }: { setup: TwoStepSetup; result?: TwoStepActionData }) {
  const busy = useBusy('confirm')
  const errors = errorsOf(result, 'confirm')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Set up two-step sign-in</CardTitle>
        <CardDescription>Nothing changes until you finish step 3.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <section aria-labelledby={`${ID}-step-1`} className="flex flex-col gap-3">
          <h3 id={`${ID}-step-1`} className="text-lg font-semibold">
            1. Add Afterword to your authenticator app
          </h3>
          <p>In the app, choose to add an account, then scan this code with your phone’s camera.</p>
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="size-52 rounded-md border bg-white p-2"
            // The SVG is drawn on the server by the qrcode library from our own set-up address.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <ManualKey groupedKey={setup.key} />
        </section>
        <section aria-labelledby={`${ID}-step-2`} className="flex flex-col gap-3">
          <h3 id={`${ID}-step-2`} className="text-lg font-semibold">
            2. Keep your recovery codes somewhere safe
          </h3>
          <p>
            If you lose your phone, each of these codes lets you sign in once. Download or print them, or write them
            down, and keep them with your important papers. They are not shown again.
          </p>
          <RecoveryCodesSheet codes={setup.recoveryCodes} />
        </section>
        <section aria-labelledby={`${ID}-step-3`} className="flex flex-col gap-3">
          <h3 id={`${ID}-step-3`} className="text-lg font-semibold">
            3. Type the code your app shows
          </h3>
          <Form method="post" className="flex flex-col gap-4" noValidate>
            <input type="hidden" name="setupUri" value={setup.uri} />
            <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(' ')} />
            <TextField
              name="code"
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code}
              idPrefix={ID}
            />
            <Button type="submit" name="intent" value="confirm" className="self-start" disabled={busy}>
              {busy ? 'Checking…' : 'Turn on two-step sign-in'}
            </Button>
          </Form>
        </section>
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
