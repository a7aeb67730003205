import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import type { OrganisationsActionResult } from '../organisations-view'
import { plural } from '~/lib/words'

type Sending = CertificateCopiesProps['sendings'][number]
type ConfirmLast = NonNullable<Extract<OrganisationsActionResult, { ok: false }>['confirmLast']>

interface CertificateCopiesProps {
  held: number
  out: number
  sendings: Array<{ id: string; organisationName: string; sentLabel: string; returnedLabel: string | null }>
  organisations: Array<{ id: string; name: string }>
  today: string
  canEdit: boolean
  busy: boolean
  result?: OrganisationsActionResult
}

const copies = (count: number) => plural(count, 'copy', 'copies')

/**
 * Certified copies of the death certificate: how many the family holds, which are out, and a warning before
 * the last one in hand goes (the server asks, so it also holds without JavaScript).
 */
export function CertificateCopies(props: CertificateCopiesProps) {
  const { held, out, sendings, organisations, today, canEdit, busy, result } = props
  const inHand = held - out
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  const errorFor = (intent: string, field: string) => (result?.intent === intent ? errors[field] : undefined)
  const confirmLast = result && !result.ok ? result.confirmLast : undefined
  return (
    <section aria-labelledby="copies-heading" className="flex flex-col gap-4">
      <h2 id="copies-heading" className="text-2xl font-semibold">
        Death certificate copies
      </h2>
      <p>
        Most organisations want a certified copy and send it back. You hold {copies(held)}: {out} out, {copies(inHand)}{' '}
        in hand.
      </p>
      {held > 0 && inHand === 1 && (
        <p role="note" className="rounded-md border border-primary bg-accent p-3">
          Only one copy is left in hand. Consider ordering more from the registry before it goes.
        </p>
      )}
      {canEdit && <HeldForm held={held} busy={busy} error={errorFor('set-held', 'held')} />}
      {confirmLast && <LastCopyConfirmation confirmLast={confirmLast} busy={busy} />}
      {canEdit && organisations.length > 0 && (
        <SendCopyForm organisations={organisations} today={today} busy={busy} errorFor={errorFor} />
      )}
      {sendings.length > 0 && <SendingList sendings={sendings} today={today} canEdit={canEdit} busy={busy} />}
      {result?.intent === 'return-copy' && !result.ok && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {result.message}
        </p>
      )}
    </section>
  )
}

function HeldForm({ held, busy, error }: { held: number; busy: boolean; error: string | undefined }) {
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="set-held" />
      <TextField
        idPrefix="copies"
        name="held"
        label="Certified copies you hold"
        type="number"
        min={0}
        max={1000}
        inputMode="numeric"
        defaultValue={held}
        className="w-56"
        error={error}
      />
      <Button type="submit" variant="outline" disabled={busy}>
        Save the number
      </Button>
    </Form>
  )
}

/** Asked by the server before the last copy in hand is sent; the form sends it again, confirmed. */
function LastCopyConfirmation({ confirmLast, busy }: { confirmLast: ConfirmLast; busy: boolean }) {
  return (
    <Form
      method="post"
      preventScrollReset
      role="alertdialog"
      aria-labelledby="last-copy-heading"
      className="flex flex-col gap-3 rounded-md border border-destructive p-3"
    >
      <h3 id="last-copy-heading" className="font-semibold">
        This is your last copy in hand
      </h3>
      <p>Send it to {confirmLast.organisationName}? You will have none left until one comes back.</p>
      <input type="hidden" name="intent" value="send-copy" />
      <input type="hidden" name="organisationId" value={confirmLast.organisationId} />
      <input type="hidden" name="sentOn" value={confirmLast.sentOn} />
      <input type="hidden" name="confirmLast" value="yes" />
      <Button type="submit" className="self-start" disabled={busy}>
        Yes, send the last copy
      </Button>
    </Form>
  )
}

function SendCopyForm({
  organisations,
  today,
  busy,
  errorFor,
}: {
  organisations: Array<{ id: string; name: string }>
  today: string
  busy: boolean
  errorFor: (intent: string, field: string) => string | undefined
}) {
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="send-copy" />
      <h3 className="font-semibold">Record a copy sent</h3>
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <SelectField
          idPrefix="send"
          name="organisationId"
          label="Sent to"
          options={organisations.map((organisation) => ({ value: organisation.id, label: organisation.name }))}
          error={errorFor('send-copy', 'organisationId')}
        />
        <TextField
          idPrefix="send"
          name="sentOn"
          label="Date sent"
          type="date"
          defaultValue={today}
          required
          error={errorFor('send-copy', 'sentOn')}
        />
      </div>
      <Button type="submit" className="self-start" disabled={busy}>
        Record the copy sent
      </Button>
    </Form>
  )
}

/** Each copy sent, and for one still out, the date it came back. */
function SendingList({
  sendings,
  today,
  canEdit,
  busy,
}: {
  sendings: Sending[]
  today: string
  canEdit: boolean
  busy: boolean
}) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {sendings.map((sending) => (
        <li key={sending.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
          <span>
            To {sending.organisationName}, sent {sending.sentLabel}
            {sending.returnedLabel ? `; back ${sending.returnedLabel}` : '; still out'}
          </span>
          {canEdit && !sending.returnedLabel && (
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="return-copy" />
              <input type="hidden" name="sendingId" value={sending.id} />
              <TextField
                idPrefix={`return-${sending.id}`}
                name="returnedOn"
                label={`Date back from ${sending.organisationName}`}
                type="date"
                defaultValue={today}
                required
              />
              <Button type="submit" variant="outline" disabled={busy}>
                Mark returned
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}
