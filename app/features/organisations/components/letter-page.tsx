import { Form, Link, useNavigation } from 'react-router'
import { Download } from 'lucide-react'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { Container } from '~/components/ui/container'
import { FieldShell } from '~/components/ui/field-shell'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { LetterDetailsFields, type LetterDetailName } from '~/features/family'
import type { FieldErrors } from '~/lib/forms'
import { LETTER_ENCLOSURES, LETTER_PURPOSES } from '~db/schema/vocabulary'
import {
  ENCLOSURE_LABELS,
  LETTER_NOTE_MAX,
  ORGANISATIONS_PATH,
  PURPOSE_LABELS,
  REFERENCE_MAX,
  letterPdfHref,
} from '../organisation-words'
import type { LetterActionResult, LetterPageData, MissingLetterField } from '../organisations-view'

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

const SETTINGS_PATH = '/dashboard/settings'
const ID = 'letter'

/**
 * /dashboard/organisations/:id/letter: the letter written from the details, what it still needs (each to fill
 * in here or where it is kept), the family's choices for it, and its PDF once nothing is missing (decision 063).
 */
export function LetterPage({ page, result }: { page: LetterPageData; result: LetterActionResult | undefined }) {
  const { organisation, missing, canEdit } = page
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {}
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink to={ORGANISATIONS_PATH} label="Back to Who to tell" />
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere]">Letter to {organisation.name}</h1>
        <p className="text-muted-foreground">
          Written from your details and your family’s. Choose what it asks for, then download it to print and sign.
        </p>
      </div>

      {result && (
        <p role={result.ok ? 'status' : 'alert'} className="rounded-md border border-border bg-secondary p-3">
          {result.message}
        </p>
      )}

      {missing.length > 0 && <MissingDetails page={page} errors={errors} />}
      {canEdit && <LetterChoicesForm page={page} errors={errors} />}
      <LetterPreview page={page} />
    </Container>
  )
}

/** The fields the letter still needs: each said where it is filled in, and those of this page's in one form. */
function MissingDetails({ page, errors }: { page: LetterPageData; errors: FieldErrors }) {
  const busy = useNavigation().state === 'submitting'
  const here = page.missing.filter((item) => item.fill === 'here').map((item) => item.field)
  const detailFields = here.filter((field): field is LetterDetailName & typeof field => field !== 'reference')
  return (
    <section
      aria-labelledby="missing-heading"
      className="flex flex-col gap-4 rounded-md border-2 border-primary p-4 sm:p-6"
    >
      <h2 id="missing-heading" className="text-2xl font-semibold">
        Before you can send this letter
      </h2>
      <p>The letter cannot be downloaded until it has these details:</p>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {page.missing.map((item) => (
          <li key={item.field}>
            <span className="font-medium">{item.label}</span>: <WhereToFill item={item} />
          </li>
        ))}
      </ul>
      {here.length > 0 && (
        <Form method="post" className="flex flex-col gap-5" noValidate>
          <input type="hidden" name="intent" value="details" />
          <LetterDetailsFields
            fields={detailFields}
            values={{}}
            errors={errors}
            idPrefix={ID}
            deceasedName={page.deceasedName}
          />
          {here.includes('reference') && (
            <TextField
              idPrefix={ID}
              name="reference"
              label={`Account or reference number with ${page.organisation.name}`}
              hint="From a statement or bill. The screen shows only its last 4 characters; the letter has it in full."
              autoComplete="off"
              maxLength={REFERENCE_MAX}
              error={errors.reference}
              className="max-w-sm"
            />
          )}
          <Button type="submit" className="self-start" disabled={busy}>
            Save these details
          </Button>
        </Form>
      )}
    </section>
  )
}

function WhereToFill({ item }: { item: MissingLetterField }) {
  if (item.fill === 'here') return <a href={`#${ID}-${item.field}`}>fill it in below</a>
  if (item.fill === 'settings') return <Link to={SETTINGS_PATH}>add it in Settings</Link>
  return item.field === 'reference' ? (
    <>a Member or Admin of the family can add it here</>
  ) : (
    <>
      the family’s Admin can add it in Settings (<Link to="/family">see who manages the family</Link>)
    </>
  )
}

/** What the letter asks for, what is enclosed, and a paragraph of the family's own. */
function LetterChoicesForm({ page, errors }: { page: LetterPageData; errors: FieldErrors }) {
  const busy = useNavigation().state === 'submitting'
  const letter = page.choices
  return (
    <Form method="post" className="flex flex-col gap-5" key={letter.savedAt}>
      <h2 className="text-2xl font-semibold">What the letter says</h2>
      <FormError message={errors.form} />
      <ChoiceGroup
        type="radio"
        name="purpose"
        legend="What the letter asks for"
        idPrefix={ID}
        choices={choices(LETTER_PURPOSES, PURPOSE_LABELS)}
        defaultValues={[letter.purpose]}
        error={errors.purpose}
      />
      <ChoiceGroup
        type="checkbox"
        name="enclosures"
        legend="What you enclose"
        idPrefix={ID}
        choices={choices(LETTER_ENCLOSURES, ENCLOSURE_LABELS)}
        defaultValues={letter.enclosures}
        error={errors.enclosures}
      />
      <FieldShell
        id={`${ID}-note`}
        label="Anything else to say (optional)"
        hint="A paragraph of your own, before the signature."
        error={errors.note}
      >
        {(control) => (
          <textarea name="note" rows={4} maxLength={LETTER_NOTE_MAX} defaultValue={letter.note} {...control} />
        )}
      </FieldShell>
      <Button type="submit" name="intent" value="save" className="self-start" disabled={busy}>
        Save the letter
      </Button>
    </Form>
  )
}

/** The letter as it stands, the account number masked; its PDF only once nothing is missing. */
function LetterPreview({ page }: { page: LetterPageData }) {
  const ready = page.missing.length === 0
  return (
    <section aria-labelledby="download-heading" className="flex flex-col gap-3">
      <h2 id="download-heading" className="text-2xl font-semibold">
        Print or post it
      </h2>
      {ready ? (
        <Button asChild className="self-start">
          <a href={letterPdfHref(page.organisation.id)} download>
            <Download aria-hidden="true" />
            Download the letter (PDF)
          </a>
        </Button>
      ) : (
        <p>
          You can download the letter once the details above are filled in. Until then it shows a gap in brackets for
          each.
        </p>
      )}
      <p>
        <span className="font-medium">Subject: </span>
        {page.subject}
      </p>
      <p className="text-sm text-muted-foreground">
        Here the account number shows only its last 4 characters; the downloaded letter has it in full.
      </p>
      <pre
        id="letter-plain-text"
        tabIndex={0}
        aria-label="The letter as it will be printed"
        className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md border border-border bg-card p-4 text-sm [overflow-wrap:anywhere]"
      >
        {page.text}
      </pre>
    </section>
  )
}
