import { useState } from 'react'
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Download } from 'lucide-react'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { Container } from '~/components/ui/container'
import { FieldShell } from '~/components/ui/field-shell'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { letterAction, loadLetterPage } from '~/features/organisations/letter-page.server'
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
} from '~/features/organisations/organisations.schema'
import { LETTER_ENCLOSURES, LETTER_PURPOSES, SENDER_CAPACITIES } from '~db/schema/vocabulary'
import { useHydrated } from '~/lib/use-hydrated'
import type { Route } from './+types/dashboard.organisations.$id.letter'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Letter to ${data?.organisation.name ?? 'an organisation'} — Afterword` },
]

export const loader = (args: Route.LoaderArgs) => loadLetterPage(args)
export const action = (args: Route.ActionArgs) => letterAction(args)

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

export default function LetterPage() {
  const { organisation, letter, subject, canEdit } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  const busy = navigation.state === 'submitting'
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}

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

      {canEdit && (
        <Form method="post" className="flex flex-col gap-5" key={letter.savedAt}>
          <FormError message={result && !result.ok && !result.fieldErrors ? result.message : undefined} />
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
      )}

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
          <a href={letterPdfHref(organisation.id)} download>
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
    </Container>
  )
}
