import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Download } from 'lucide-react'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { Container } from '~/components/ui/container'
import { FieldShell } from '~/components/ui/field-shell'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import {
  CAPACITY_LABELS,
  ENCLOSURE_LABELS,
  LETTER_TEXT_MAX,
  ORGANISATIONS_PATH,
  PURPOSE_LABELS,
  REFERENCE_MAX,
  SENDER_ADDRESS_MAX,
  SENDER_NAME_MAX,
  letterPdfHref,
} from '../organisations.schema'
import type { LetterActionResult, LetterPageData } from '../organisations-view'
import { LETTER_ENCLOSURES, LETTER_PURPOSES, SENDER_CAPACITIES } from '~db/schema/vocabulary'
import { useHydrated } from '~/lib/use-hydrated'
import type { FieldErrors } from '~/lib/forms'

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** /dashboard/organisations/:id/letter: the letter's details and text, to save, download or copy. */
export function LetterPage({ page, result }: { page: LetterPageData; result: LetterActionResult | undefined }) {
  const { organisation, letter, subject, canEdit } = page

  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink to={ORGANISATIONS_PATH} label="Back to Who to tell" />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere]">Letter to {organisation.name}</h1>
        <p className="text-muted-foreground">
          Made from your family’s details. Change the details or the text, save, then download it to print or copy it
          into an e-mail.
        </p>
      </div>

      {result && (
        <p role={result.ok ? 'status' : 'alert'} className="rounded-md border border-border bg-secondary p-3">
          {result.message}
        </p>
      )}

      {canEdit && <LetterForm letter={letter} result={result} />}
      <LetterDownload organisationId={organisation.id} letter={letter} subject={subject} />
    </Container>
  )
}

type Letter = LetterPageData['letter']

/** The letter's details, to write it again from, and its text, to save as edited. */
function LetterForm({ letter, result }: { letter: Letter; result: LetterActionResult | undefined }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <Form method="post" className="flex flex-col gap-5" key={letter.savedAt}>
      <FormError message={result && !result.ok && !result.fieldErrors ? result.message : undefined} />
      <LetterDetailsFields letter={letter} errors={errors} />
      <Button
        type="submit"
        name="intent"
        value="rebuild"
        variant="outline"
        className="self-start whitespace-normal"
        disabled={busy}
      >
        Write the letter from these details
      </Button>
      <FieldShell
        id="letter-text"
        label="The letter"
        hint="Edit anything. 'Save the letter' keeps your changes; writing it again from the details replaces them."
        error={errors.text}
      >
        {(control) => (
          <textarea
            name="text"
            rows={24}
            maxLength={LETTER_TEXT_MAX}
            defaultValue={letter.text}
            {...control}
            className={`${control.className} font-mono text-sm`}
          />
        )}
      </FieldShell>
      <Button type="submit" name="intent" value="save" className="self-start" disabled={busy}>
        Save the letter
      </Button>
    </Form>
  )
}

function LetterDetailsFields({ letter, errors }: { letter: Letter; errors: FieldErrors }) {
  return (
    <>
      <ChoiceGroup
        type="radio"
        name="purpose"
        legend="What the letter asks for"
        idPrefix="letter"
        choices={choices(LETTER_PURPOSES, PURPOSE_LABELS)}
        defaultValues={[letter.purpose]}
        error={errors.purpose}
      />
      <ChoiceGroup
        type="radio"
        name="capacity"
        legend="You write as"
        idPrefix="letter"
        choices={choices(SENDER_CAPACITIES, CAPACITY_LABELS)}
        defaultValues={[letter.capacity]}
        error={errors.capacity}
      />
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          idPrefix="letter"
          name="senderName"
          label="Your name"
          autoComplete="name"
          required
          maxLength={SENDER_NAME_MAX}
          defaultValue={letter.senderName}
          error={errors.senderName}
        />
        <TextField
          idPrefix="letter"
          name="reference"
          label="Account or reference number"
          autoComplete="off"
          maxLength={REFERENCE_MAX}
          defaultValue={letter.reference}
          error={errors.reference}
        />
      </div>
      <FieldShell
        id="letter-senderAddress"
        label="Your address"
        hint="Optional; one line each."
        error={errors.senderAddress}
      >
        {(control) => (
          <textarea
            name="senderAddress"
            rows={3}
            maxLength={SENDER_ADDRESS_MAX}
            autoComplete="street-address"
            defaultValue={letter.senderAddress}
            {...control}
          />
        )}
      </FieldShell>
      <ChoiceGroup
        type="checkbox"
        name="enclosures"
        legend="What you enclose"
        idPrefix="letter"
        choices={choices(LETTER_ENCLOSURES, ENCLOSURE_LABELS)}
        defaultValues={letter.enclosures}
        error={errors.enclosures}
      />
    </>
  )
}

/** The letter as last saved: its PDF, its e-mail subject and its text to copy. */
function LetterDownload({
  organisationId,
  letter,
  subject,
}: {
  organisationId: string
  letter: Letter
  subject: string
}) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  return (
    <section aria-labelledby="download-heading" className="flex flex-col gap-3">
      <h2 id="download-heading" className="text-2xl font-semibold">
        Print or e-mail it
      </h2>
      <p>
        {letter.saved
          ? 'The PDF and the text below are the letter as last saved.'
          : 'Not saved yet: this is a first draft.'}
      </p>
      <Button asChild className="self-start">
        <a href={letterPdfHref(organisationId)} download>
          <Download aria-hidden="true" />
          Download the letter (PDF)
        </a>
      </Button>
      <p>
        <span className="font-medium">E-mail subject: </span>
        {subject}
      </p>
      <pre
        id="letter-plain-text"
        tabIndex={0}
        aria-label="The letter as plain text"
        className="max-h-96 overflow-auto whitespace-pre-wrap rounded-md border border-border bg-card p-4 text-sm [overflow-wrap:anywhere]"
      >
        {letter.text}
      </pre>
      {hydrated && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => {
            void navigator.clipboard.writeText(letter.text).then(() => setCopied(true))
          }}
        >
          {copied ? 'Copied' : 'Copy the text'}
        </Button>
      )}
      <p aria-live="polite" className="sr-only">
        {copied ? 'The letter was copied.' : ''}
      </p>
    </section>
  )
}
