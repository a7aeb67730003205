import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { TextField } from '~/components/ui/text-field'
import { DIGEST_FREQUENCIES, type DigestFrequency } from '~db/schema/vocabulary'
import { PASSWORD_HINT } from '~/lib/auth-limits'

import { errorsFor, useBusy, type SettingsActionData } from './settings-form-state'

export { errorsFor, useBusy, type SettingsActionData }

const ID = 'settings'

export function RegeneratePlanForm({ regionName }: { regionName: string }) {
  const busy = useBusy('regenerate-plan')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your plan</CardTitle>
        <CardDescription>
          Adds any tasks for {regionName} that your plan is missing, and brings tasks nobody has touched up to date.
          Tasks you have changed or worked on are never altered.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post">
          <Button
            type="submit"
            name="intent"
            value="regenerate-plan"
            variant="outline"
            wrap
            className="text-center"
            disabled={busy}
          >
            {busy ? 'Updating your plan…' : 'Regenerate plan for my region'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}

export function ChangeEmailForm({ email, result }: { email: string; result?: SettingsActionData }) {
  const errors = errorsFor(result, 'change-email')
  const busy = useBusy('change-email')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mail address</CardTitle>
        <CardDescription className="break-all">
          Now: {email}. We send a link to the new address; it changes when you follow the link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <TextField
            name="newEmail"
            type="email"
            label="New e-mail address"
            autoComplete="email"
            defaultValue={result?.intent === 'change-email' && !result.ok ? result.values?.newEmail : ''}
            error={errors.newEmail}
            idPrefix={ID}
          />
          <Button type="submit" name="intent" value="change-email" className="self-start" disabled={busy}>
            {busy ? 'Sending…' : 'Change e-mail address'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}

export function ChangePasswordForm({ result }: { result?: SettingsActionData }) {
  const errors = errorsFor(result, 'change-password')
  const busy = useBusy('change-password')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs you out on your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <TextField
            name="currentPassword"
            type="password"
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword}
            idPrefix={ID}
          />
          <TextField
            name="newPassword"
            type="password"
            label="New password"
            hint={PASSWORD_HINT}
            autoComplete="new-password"
            error={errors.newPassword}
            idPrefix={ID}
          />
          <Button type="submit" name="intent" value="change-password" className="self-start" disabled={busy}>
            {busy ? 'Changing…' : 'Change password'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}

const DIGEST_LABELS: Record<DigestFrequency, string> = {
  none: 'None',
  weekly: 'Weekly',
  monthly: 'Monthly, at the start of each month',
}

/** The e-mails a person can turn off: when someone assigns them a task, and the daily deadline reminders. */
export function EmailPreferencesForm({
  emailWhenAssigned,
  emailReminders,
  digest,
}: {
  emailWhenAssigned: boolean
  emailReminders: boolean
  /** The digest chosen for the active family; null before they have one. */
  digest: DigestFrequency | null
}) {
  const busy = useBusy('email-preferences')
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">E-mails</CardTitle>
        <CardDescription>Messages about your account and payments are always sent.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="emailWhenAssigned"
              defaultChecked={emailWhenAssigned}
              className="mt-1 size-5 shrink-0 accent-primary"
            />
            <span>E-mail me when someone in my family assigns me a task</span>
          </label>
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="emailReminders"
                defaultChecked={emailReminders}
                aria-describedby="email-reminders-help"
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span>Remind me of deadlines by e-mail</span>
            </label>
            <p id="email-reminders-help" className="ml-8 text-sm text-muted-foreground">
              One e-mail in the morning, only on days when one of my tasks is due in a week, due tomorrow or past its
              date. Tasks nobody is assigned to go to the family’s Admins.
            </p>
          </div>
          {digest && (
            <fieldset className="flex flex-col gap-2" aria-describedby="digest-help">
              <legend className="mb-1">A digest of what moved in this family</legend>
              {DIGEST_FREQUENCIES.map((frequency) => (
                <label key={frequency} className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="digest"
                    value={frequency}
                    defaultChecked={digest === frequency}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <span>{DIGEST_LABELS[frequency]}</span>
                </label>
              ))}
              <p id="digest-help" className="text-sm text-muted-foreground">
                Tasks done, organisations told and what the estate collected and paid out, for those who follow rather
                than do. Nothing is sent when nothing moved.
              </p>
            </fieldset>
          )}
          <Button type="submit" name="intent" value="email-preferences" className="self-start" disabled={busy}>
            {busy ? 'Saving…' : 'Save e-mail settings'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
