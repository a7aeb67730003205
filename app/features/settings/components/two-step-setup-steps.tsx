import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/ui/text-field'
import type { TwoStepActionData, TwoStepSetup } from '../two-step-words'
import { ManualKey, RecoveryCodesSheet } from './recovery-codes-sheet'
import { errorsOf, ID, useBusy } from './two-step-forms'

/**
 * The three steps of turning two-step sign-in on, shown after the password is checked: the QR code and key, the
 * recovery codes, the first code from the app.
 */
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
