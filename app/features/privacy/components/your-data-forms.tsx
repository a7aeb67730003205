import { useEffect } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { formatIsoDate } from '~/lib/format'
import {
  DELETE_CONFIRMATION,
  FAMILY_CHOICE_PREFIX,
  type DataExportView,
  type FamilyToHandOver,
  type YourDataActionData,
} from '../privacy-words'

/** Settings → Your data: download a copy of everything, or delete the account (decision 050). */

function useBusy(intent: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function formatSize(bytes: number | null): string {
  if (bytes === null) return ''
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

function ExportLine({ item }: { item: DataExportView }) {
  const requested = formatIsoDate(item.requestedAt.slice(0, 10), 'medium')
  switch (item.status) {
    case 'queued':
    case 'building':
      return (
        <p>
          Asked for on {requested}: <strong>being gathered…</strong> We will e-mail you when it is ready.
        </p>
      )
    case 'failed':
      return (
        <p>
          Asked for on {requested}: <strong>it could not be made.</strong> Please ask again; if it fails again, contact
          support.
        </p>
      )
    case 'ready':
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            Asked for on {requested}: ready, {formatSize(item.size)}
            {item.documentCount !== null && `, ${item.documentCount} document${item.documentCount === 1 ? '' : 's'}`}.
            Available until {item.expiresAt ? formatIsoDate(item.expiresAt.slice(0, 10), 'medium') : ''}.
          </p>
          <Button asChild>
            {/* A download, not a page: the browser saves the ZIP. */}
            <a href={`/dashboard/settings/your-data/${item.id}/download`} download>
              Download ZIP
            </a>
          </Button>
        </div>
      )
  }
}

export function DownloadMyData({ exports }: { exports: DataExportView[] }) {
  const busy = useBusy('export')
  const { revalidate, state } = useRevalidator()
  const gathering = exports.some((item) => item.status === 'queued' || item.status === 'building')
  // While one is being gathered, look again every few seconds so the button appears without a reload.
  useEffect(() => {
    if (!gathering) return
    const timer = setInterval(() => {
      if (state === 'idle') void revalidate()
    }, 4000)
    return () => clearInterval(timer)
  }, [gathering, revalidate, state])

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Download my data</CardTitle>
        <CardDescription>
          A ZIP file with everything Afterword holds about you: your account, your families and their tasks, what you
          did, your payments and support requests, and every document you uploaded. You can download it for 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {exports.length > 0 && (
          <ul className="flex flex-col divide-y rounded-md border" aria-live="polite">
            {exports.map((item) => (
              <li key={item.id} className="px-4 py-3">
                <ExportLine item={item} />
              </li>
            ))}
          </ul>
        )}
        {!gathering && (
          <Form method="post">
            <Button type="submit" name="intent" value="export" variant="outline" disabled={busy}>
              {busy ? 'Asking…' : 'Gather my data'}
            </Button>
          </Form>
        )}
      </CardContent>
    </Card>
  )
}

function FamilyChoice({ family, error }: { family: FamilyToHandOver; error?: string }) {
  const name = `${FAMILY_CHOICE_PREFIX}${family.familyId}`
  const title = family.deceasedName ? `The family space for ${family.deceasedName}` : 'Your family space'
  if (family.members.length === 0) {
    return (
      <p>
        <strong>{title}</strong> has nobody else in it, so it will be deleted with everything in it.
      </p>
    )
  }
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-md border p-4"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="px-1 font-semibold">{title}: who should look after it now?</legend>
      {family.members.map((member) => (
        <label key={member.userId} className="flex items-start gap-3">
          <input type="radio" name={name} value={member.userId} required className="mt-1 size-5 accent-primary" />
          <span>
            {member.name} becomes its Admin <span className="text-muted-foreground">(now {member.role})</span>
          </span>
        </label>
      ))}
      <label className="flex items-start gap-3">
        <input type="radio" name={name} value="delete" required className="mt-1 size-5 accent-primary" />
        <span>Delete it, with its tasks and documents, for everyone in it</span>
      </label>
      {error && (
        <p id={`${name}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function DeleteMyAccount({ families, result }: { families: FamilyToHandOver[]; result?: YourDataActionData }) {
  const busy = useBusy('delete-account')
  const errors = result?.intent === 'delete-account' && !result.ok ? (result.fieldErrors ?? {}) : {}
  const formError = result?.intent === 'delete-account' && !result.ok ? result.message : undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Delete my account</CardTitle>
        <CardDescription>This cannot be undone. You may want to download your data first.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <FormError message={formError} />
          <ul className="flex list-disc flex-col gap-1 pl-6">
            <li>Your account, profile, sign-in details and private documents are deleted.</li>
            <li>Documents you shared with a family stay with that family.</li>
            <li>Your payment records are kept without your name, because the law requires it.</li>
            <li>Premium bought on this account ends with it.</li>
          </ul>
          {families.map((family) => (
            <FamilyChoice
              key={family.familyId}
              family={family}
              error={errors[`${FAMILY_CHOICE_PREFIX}${family.familyId}`]}
            />
          ))}
          <TextField
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            error={errors.password}
            idPrefix="delete-account"
          />
          <TextField
            name="confirmation"
            label={`To confirm, type “${DELETE_CONFIRMATION}”`}
            autoComplete="off"
            error={errors.confirmation}
            idPrefix="delete-account"
          />
          <Button
            type="submit"
            name="intent"
            value="delete-account"
            variant="outline"
            className="self-start"
            disabled={busy}
          >
            {busy ? 'Deleting…' : 'Delete my account for ever'}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}
