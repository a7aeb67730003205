import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { SelectField } from '~/components/ui/select-field'
import type { FieldErrors } from '~/lib/forms'
import { ESTATE_PATH } from '../estate-words'
import type { EstateActionResult, EstatePageData, EstateSection, ListPage, Named } from '../estate-view'

/** The pieces every section of the estate page shares: its heading, its add form, row controls and fields. */

export interface SectionProps {
  canEdit: boolean
  busy: boolean
  result: EstateActionResult | undefined
}

/** The field messages of a refused change, when it was this intent (about this record, if given). */
export function errorsFor(result: EstateActionResult | undefined, intent: string, id?: string): FieldErrors {
  if (!result || result.ok || result.intent !== intent) return {}
  if (id !== undefined && result.target !== id) return {}
  return result.fieldErrors ?? { form: result.message }
}

/**
 * A section's open forms: the record being corrected (chosen in the address, or whose correction was refused, so
 * the person sees what to put right), and the add form's errors and whether it shows open.
 */
export function sectionForms(page: EstatePageData, result: EstateActionResult | undefined, section: EstateSection) {
  const refusedEdit = result && !result.ok && result.intent === `update-${section}` ? result.target : undefined
  const editing = page.view.editing?.section === section ? page.view.editing.id : refusedEdit
  const addErrors = errorsFor(result, `add-${section}`)
  return { editing, addErrors, addOpen: page.view.add === section || Object.keys(addErrors).length > 0 }
}

/** A refused change's first message, shown above its form so the field in error is named there too. */
export function FormMessage({ errors }: { errors: FieldErrors }) {
  const message = Object.values(errors)[0]
  if (!message) return null
  return (
    <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
      {message}
    </p>
  )
}

export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  )
}

/**
 * One section of the estate page: its heading and what it is for, a line saying what to add first while it is
 * empty, its records, the pages of a long list, and the add form for those who may change the estate.
 */
export function RecordsSection({
  id,
  title,
  intro,
  empty,
  pager,
  add,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string
  title: string
  intro: ReactNode
  /** Shown instead of records while there are none; nothing once there are. */
  empty: ReactNode
  pager?: { page: ListPage; noun: string }
  /** Left out for those who may only look. */
  add?: { summary: string; open: boolean; form: ReactNode } | false
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <SectionHeading id={id} title={title}>
        {intro}
      </SectionHeading>
      {empty && <p className="text-muted-foreground">{empty}</p>}
      {children}
      {pager && <ListPager page={pager.page} noun={pager.noun} />}
      {add && (
        <AddPanel summary={add.summary} open={add.open}>
          {add.form}
        </AddPanel>
      )}
    </section>
  )
}

/** An add form folded away until wanted: a native disclosure, so it opens without JavaScript too. */
export function AddPanel({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="rounded-md border border-border p-4 [&[open]>summary]:mb-4">
      <summary className="cursor-pointer font-medium text-primary">{summary}</summary>
      {children}
    </details>
  )
}

/**
 * A record's form: posted to the page itself (its address without what was open, keeping the lists' pages, so a
 * refused edit finds its record on the page again), so it works without JS.
 */
export function RecordForm({
  action,
  intent,
  id,
  errors,
  submit,
  busy,
  cancel,
  children,
}: {
  /** The page's address with its lists' pages (`EstatePageData['here']`). */
  action: string
  intent: string
  id?: string
  errors: FieldErrors
  submit: string
  busy: boolean
  cancel?: boolean
  children: ReactNode
}) {
  return (
    <Form method="post" action={action} className="flex flex-col gap-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      <FormMessage errors={errors} />
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        {cancel && (
          <Button asChild variant="outline">
            <Link to={action} replace preventScrollReset>
              Cancel
            </Link>
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  )
}

/** 'Edit' and 'Remove' beside a record: addresses that open its form or ask before removing it. */
export function RowActions({
  section,
  id,
  label,
  edit = true,
}: {
  section: EstateSection
  id: string
  label: string
  edit?: boolean
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {edit && (
        <Button asChild variant="outline" size="sm">
          <Link to={`${ESTATE_PATH}?edit=${section}&id=${id}`} preventScrollReset aria-label={`Edit ${label}`}>
            Edit
          </Link>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <Link to={`${ESTATE_PATH}?delete=${section}&id=${id}`} preventScrollReset aria-label={`Remove ${label}`}>
          Remove
        </Link>
      </Button>
    </div>
  )
}

export function OrganisationSelect({
  idPrefix,
  organisations,
  defaultValue,
  error,
  label,
}: {
  idPrefix: string
  organisations: Named[]
  defaultValue: string
  error?: string
  label: string
}) {
  return (
    <SelectField
      idPrefix={idPrefix}
      name="organisationId"
      label={label}
      hint={organisations.length === 0 ? 'Organisations you add to ‘Who to tell’ can be chosen here.' : undefined}
      options={[
        { value: '', label: 'None chosen' },
        ...organisations.map((row) => ({ value: row.id, label: row.name })),
      ]}
      defaultValue={defaultValue}
      error={error}
    />
  )
}

/** The vault documents that evidence a record: ticked from those the person may see. */
export function EvidenceField({
  idPrefix,
  linkable,
  chosen,
  error,
}: {
  idPrefix: string
  linkable: Named[]
  chosen: string[]
  error?: string
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${idPrefix}-documentId-error` : undefined}>
      <legend className="font-medium">Evidence from your documents</legend>
      {linkable.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No documents yet. Upload statements and bills in <Link to="/dashboard/documents">Documents</Link> to link
          them.
        </p>
      ) : (
        <div className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-md border border-border p-2">
          {linkable.map((document) => (
            <label key={document.id} className="flex min-h-11 items-center gap-2 break-all">
              <input
                type="checkbox"
                name="documentId"
                value={document.id}
                defaultChecked={chosen.includes(document.id)}
                className="size-5 shrink-0"
              />
              {document.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={`${idPrefix}-documentId-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}

export function DocumentList({ documents }: { documents: Named[] }) {
  if (documents.length === 0) return null
  return (
    <p className="text-sm">
      Evidence:{' '}
      {documents.map((document, index) => (
        <span key={document.id}>
          {index > 0 && ', '}
          <a href={`/dashboard/documents/${document.id}/file`} className="text-primary underline break-all">
            {document.name}
          </a>
        </span>
      ))}
    </p>
  )
}

export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

/**
 * The pages of a long list (more than `ESTATE_PAGE_SIZE` rows): where the reader is, and links to the first,
 * previous, next and last pages. Plain links in a labelled navigation landmark, so they work by keyboard and
 * without JavaScript; each link names its list for screen readers, and the position is announced when it changes.
 */
export function ListPager({ page, noun }: { page: ListPage; noun: string }) {
  if (page.pages <= 1) return null
  const links = [
    { href: page.firstHref, text: 'First page' },
    { href: page.previous, text: 'Previous page' },
    { href: page.next, text: 'Next page' },
    { href: page.lastHref, text: 'Last page' },
  ].filter((link): link is { href: string; text: string } => link.href !== null)
  return (
    <nav aria-label={`Pages of ${noun}`} className="flex flex-col gap-2">
      <p aria-live="polite">
        Showing {noun} {page.first.toLocaleString('en')} to {page.last.toLocaleString('en')} of{' '}
        {page.total.toLocaleString('en')} (page {page.page} of {page.pages}).
      </p>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.text}>
            <Button asChild variant="outline" size="sm">
              <Link to={link.href}>
                {link.text}
                <span className="sr-only"> of {noun}</span>
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
