import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { ExternalLink } from '~/components/ui/external-link'
import { KeptChangeNote } from '~/components/ui/kept-change-note'
import { useKeptChange } from '~/lib/offline-changes'
import {
  ORGANISATION_KIND_LABELS,
  ORGANISATION_STATUSES,
  STATUS_LABELS,
  addressLines,
  letterHref,
  organisationsHref,
} from '../organisation-words'
import type { OrganisationRow } from '../organisations-view'
import { maskReference } from '../letter'

interface OrganisationListProps {
  organisations: OrganisationRow[]
  linkable: Array<{ id: string; name: string }>
  canEdit: boolean
  canDelete: boolean
  busy: boolean
  /** The organisation whose link form the last error was for, with the message. */
  linkError?: { organisationId: string; message: string }
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium">{label}:</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  )
}

/** The family's organisations, what is still to do first, each with its facts, documents and actions. */
export function OrganisationList({
  organisations,
  linkable,
  canEdit,
  canDelete,
  busy,
  linkError,
}: OrganisationListProps) {
  if (organisations.length === 0) {
    return <p className="text-muted-foreground">No organisations yet. Add the ones the person dealt with.</p>
  }
  return (
    <ul className="flex flex-col gap-4">
      {organisations.map((organisation) => {
        const prefix = `organisation-${organisation.id}`
        const linkedIds = new Set(organisation.documents.map((document) => document.id))
        const choices = linkable.filter((document) => !linkedIds.has(document.id))
        const error = linkError?.organisationId === organisation.id ? linkError.message : undefined
        return (
          <li
            key={organisation.id}
            id={prefix}
            className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">{organisation.name}</h3>
              <OrganisationStatus organisation={organisation} />
            </div>
            <KeptChangeNote target={organisation.id} />
            <OrganisationFacts organisation={organisation} />
            {organisation.bereavementUrl && (
              <p>
                <ExternalLink href={organisation.bereavementUrl}>{organisation.name}: bereavement help</ExternalLink>
              </p>
            )}
            {organisation.documents.length > 0 && (
              <LinkedDocuments organisation={organisation} canEdit={canEdit} busy={busy} />
            )}
            {canEdit && choices.length > 0 && (
              <LinkDocumentForm
                organisationId={organisation.id}
                prefix={prefix}
                choices={choices}
                error={error}
                busy={busy}
              />
            )}
            <OrganisationActions organisation={organisation} canEdit={canEdit} canDelete={canDelete} />
          </li>
        )
      })}
    </ul>
  )
}

/** Its status, or the one an edit kept on this phone sets, shown at once (decision 082). */
function OrganisationStatus({ organisation }: { organisation: OrganisationRow }) {
  const kept = useKeptChange(organisation.id).waiting?.fields.find(([name]) => name === 'status')?.[1]
  const status = ORGANISATION_STATUSES.find((option) => option === kept) ?? organisation.status
  return (
    <span className={status === 'to-notify' ? 'font-medium' : 'text-muted-foreground'}>
      {status !== 'to-notify' && <span aria-hidden="true">✓ </span>}
      {STATUS_LABELS[status]}
    </span>
  )
}

function OrganisationFacts({ organisation }: { organisation: OrganisationRow }) {
  return (
    <dl className="flex flex-col gap-1">
      <Fact label="Kind">{ORGANISATION_KIND_LABELS[organisation.kind]}</Fact>
      {organisation.reference && (
        <Fact label="Reference">
          <MaskedReference reference={organisation.reference} />
        </Fact>
      )}
      {organisation.phone && organisation.phoneHref && (
        <Fact label="Phone">
          <a href={organisation.phoneHref} className="font-medium underline underline-offset-4">
            {organisation.phone}
          </a>
          {organisation.phoneSource && <PhoneSource source={organisation.phoneSource} />}
        </Fact>
      )}
      {organisation.postalAddress && (
        <Fact label="Address">
          <address className="not-italic">
            {addressLines(organisation.postalAddress).map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </Fact>
      )}
      {organisation.notifiedLabel && <Fact label="Notified on">{organisation.notifiedLabel}</Fact>}
      {organisation.throughService && (
        <Fact label="Told through">
          {organisation.throughService.name} (reference {organisation.throughService.reference})
        </Fact>
      )}
      {organisation.followUpLabel && <Fact label="Follow up on">{organisation.followUpLabel}</Fact>}
      {organisation.usuallyNeeds.length > 0 && (
        <Fact label="Usually needs">{organisation.usuallyNeeds.join('; ')}</Fact>
      )}
      {organisation.notes && <Fact label="Notes">{organisation.notes}</Fact>}
    </dl>
  )
}

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/** Where the catalogue's number was read, and when, like the small print under every other fact. */
function PhoneSource({ source }: { source: NonNullable<OrganisationRow['phoneSource']> }) {
  return (
    <span className="block text-sm text-muted-foreground">
      {source.hours && <span className="block">{source.hours}</span>}
      Source: <ExternalLink href={source.source}>{hostOf(source.source)}</ExternalLink> · checked {source.reviewedLabel}
    </span>
  )
}

function LinkedDocuments({
  organisation,
  canEdit,
  busy,
}: {
  organisation: OrganisationRow
  canEdit: boolean
  busy: boolean
}) {
  return (
    <div>
      <h4 className="font-medium">Documents</h4>
      <ul className="flex flex-col gap-1">
        {organisation.documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center gap-x-3">
            <a href={`/dashboard/documents/${document.id}/file`} className="underline underline-offset-4">
              {document.name}
            </a>
            {canEdit && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="unlink-document" />
                <input type="hidden" name="organisationId" value={organisation.id} />
                <input type="hidden" name="documentId" value={document.id} />
                <Button type="submit" variant="link" size="sm" disabled={busy}>
                  Unlink<span className="sr-only"> {document.name}</span>
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Links one of the family's documents not linked yet; `error` is the last refusal for this organisation. */
function LinkDocumentForm({
  organisationId,
  prefix,
  choices,
  error,
  busy,
}: {
  organisationId: string
  prefix: string
  choices: Array<{ id: string; name: string }>
  error: string | undefined
  busy: boolean
}) {
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="link-document" />
      <input type="hidden" name="organisationId" value={organisationId} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${prefix}-document`} className="font-medium">
          Link a document
        </label>
        <select
          id={`${prefix}-document`}
          name="documentId"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-document-error` : undefined}
          className="min-h-11 max-w-full rounded-md border border-input bg-card px-3 py-2"
        >
          {choices.map((document) => (
            <option key={document.id} value={document.id}>
              {document.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        Link
      </Button>
      {error && (
        <p id={`${prefix}-document-error`} className="basis-full text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </Form>
  )
}

function OrganisationActions({
  organisation,
  canEdit,
  canDelete,
}: {
  organisation: OrganisationRow
  canEdit: boolean
  canDelete: boolean
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <Button asChild variant="outline">
          <Link to={organisationsHref({ dialog: 'edit', organisation: organisation.id })} preventScrollReset>
            Edit<span className="sr-only"> {organisation.name}</span>
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={letterHref(organisation.id)}>
          {organisation.hasLetter ? 'Open the letter' : canEdit ? 'Write a letter' : 'Letter'}
          <span className="sr-only"> to {organisation.name}</span>
        </Link>
      </Button>
      {canDelete && (
        <Button asChild variant="outline">
          <Link to={organisationsHref({ dialog: 'delete', organisation: organisation.id })} preventScrollReset>
            Remove<span className="sr-only"> {organisation.name}</span>
          </Link>
        </Button>
      )}
    </div>
  )
}

/**
 * An account number shown by its last 4 characters only (decision 063): the screen may be read over a shoulder;
 * the edit form and the downloaded letter have it in full. Screen readers hear 'ending in 5678', not the dots.
 */
function MaskedReference({ reference }: { reference: string }) {
  const masked = maskReference(reference)
  if (masked === reference.trim()) return <>{masked}</>
  return (
    <>
      <span aria-hidden="true">{masked}</span>
      <span className="sr-only">ending in {reference.trim().slice(-4)}</span>
    </>
  )
}
