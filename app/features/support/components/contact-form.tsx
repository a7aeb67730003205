import { useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { FieldShell } from '~/components/ui/field-shell'
import { formValues, type FieldErrors } from '~/lib/forms'
import type { CountryCode } from '~/content/schema'
import { useClientValidation } from '~/features/accounts'
import { placeName, type CrisisCountryView } from '../crisis-view'
import {
  CHECK_FIELDS_MESSAGE,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  missingRequiredFields,
  REQUIRED_FIELDS_MESSAGE,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SupportRequestSchema,
  THANK_YOU_MESSAGE,
  type SupportCategory,
} from '../support.schema'
import { CrisisBanner } from './crisis-banner'

export type ContactFormResult =
  | {
      sent: true
      emergency: boolean
      /** The address typed in the form, where the team's reply goes. */
      replyTo: string
      /** The signed-in sender's own confirmed address, when a confirmation e-mail goes there; else null. */
      confirmationTo: string | null
    }
  | {
      sent: false
      fieldErrors: FieldErrors
      formError: string
      values: { name: string; email: string; category: string; message: string }
    }

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((category) => ({
  value: category,
  label: SUPPORT_CATEGORY_LABELS[category],
}))

/**
 * The contact form. Choosing Emergency Support shows the crisis lines at once, before anything is sent: a CSS
 * rule (app.css, `.emergency-lines`) shows them when that option is selected, so it works without JavaScript.
 */
export function ContactForm({
  result,
  prefill,
  preselected,
  crisis,
  countryName,
}: {
  result: ContactFormResult | undefined
  prefill: { name: string; email: string }
  preselected: SupportCategory | undefined
  crisis: { countries: CrisisCountryView[]; current: CountryCode | null }
  countryName: string | null
}) {
  const submitting = useNavigation().state === 'submitting'
  const { clientErrors, onSubmit } = useClientValidation(SupportRequestSchema)
  const failed = result && !result.sent ? result : undefined
  const errors: FieldErrors = clientErrors ?? failed?.fieldErrors ?? {}
  const [clientSummary, setClientSummary] = useState<string>()
  const formError = clientErrors ? clientSummary : failed?.formError
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const typed = formValues(new FormData(event.currentTarget))
    setClientSummary(missingRequiredFields(typed) ? REQUIRED_FIELDS_MESSAGE : CHECK_FIELDS_MESSAGE)
    onSubmit(event)
  }
  const values = failed?.values ?? { ...prefill, category: preselected ?? 'General Support', message: '' }

  return (
    <section aria-labelledby="contact-heading" className="mt-12 max-w-2xl">
      <h2 id="contact-heading" className="text-2xl font-semibold">
        Send us a message
      </h2>
      <p className="mt-2">
        Ask about Afterword, tell us what is missing, or tell us what went wrong. Our support team will respond within
        24 hours, by e-mail.
      </p>
      {result?.sent ? (
        <SentConfirmation result={result} />
      ) : (
        <Form method="post" noValidate onSubmit={handleSubmit} className="mt-6 flex flex-col gap-4" id="contact">
          <FormError message={formError} />
          <TextField
            idPrefix="contact"
            name="name"
            label="Your name"
            autoComplete="name"
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            idPrefix="contact"
            name="email"
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={errors.email}
          />
          <SelectField
            idPrefix="contact"
            name="category"
            label="What is it about?"
            options={CATEGORY_OPTIONS}
            defaultValue={values.category}
            error={errors.category}
          />
          <EmergencyLines crisis={crisis} countryName={countryName} />
          <MessageField defaultValue={values.message} error={errors.message} />
          <Honeypot />
          <Button type="submit" size="lg" className="self-start" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send message'}
          </Button>
        </Form>
      )}
    </section>
  )
}

function SentConfirmation({ result }: { result: Extract<ContactFormResult, { sent: true }> }) {
  return (
    <div role="status" className="mt-6 rounded-lg border bg-card p-5">
      <p className="text-lg font-semibold">{THANK_YOU_MESSAGE}</p>
      <p className="mt-2">
        We will reply to <strong className="break-all">{result.replyTo}</strong>. If that address is not right, please
        send your message again with the right one.
      </p>
      {result.confirmationTo && (
        <p className="mt-2">
          We are also sending a short confirmation to your account&rsquo;s address,{' '}
          <span className="break-all">{result.confirmationTo}</span>.
        </p>
      )}
      {result.emergency && (
        <p className="mt-2 font-medium">
          We are not an emergency service. If you or anyone else is in danger now, please call one of the numbers at the
          top of this page.
        </p>
      )}
    </div>
  )
}

/** The crisis lines, shown by app.css when Emergency Support is chosen, announced when they appear. */
function EmergencyLines({
  crisis,
  countryName,
}: {
  crisis: { countries: CrisisCountryView[]; current: CountryCode | null }
  countryName: string | null
}) {
  return (
    <div aria-live="polite">
      <div className="emergency-lines">
        <p className="mb-3 font-medium">
          We read messages within 24 hours, so we cannot help in an emergency. Please call now
          {countryName ? ` (numbers for ${placeName(countryName)})` : ''}:
        </p>
        <CrisisBanner
          countries={crisis.countries}
          current={crisis.current}
          headingId="emergency-lines-heading"
          withCountryChooser={false}
        />
      </div>
    </div>
  )
}

/** A trap for bots, hidden from people and screen readers; filled in, the message is dropped. */
function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="contact-website">Leave this empty</label>
      <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

function MessageField({ defaultValue, error }: { defaultValue: string; error: string | undefined }) {
  return (
    <FieldShell
      id="contact-message"
      label="Your message"
      hint={`Up to ${MESSAGE_MAX.toLocaleString('en')} characters.`}
      error={error}
    >
      {(control) => (
        <textarea name="message" rows={7} maxLength={MESSAGE_MAX} defaultValue={defaultValue} {...control} />
      )}
    </FieldShell>
  )
}
