import { Download, Eye, FileText, Lock, Pencil, Trash2, Users } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { CATEGORY_LABELS, documentsHref, formatFileSize, type DocumentQuery } from '../document-words'
import type { DocumentRow } from '../document-view'

const TEXT_STATUS_LABELS = {
  pending: 'Reading text…',
  found: 'Text found',
  none: 'No text found',
  failed: 'Text could not be read',
} as const

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })

/** The documents, newest or best match first, each with what the person may do with it. */
export function DocumentList({ documents, query }: { documents: DocumentRow[]; query: DocumentQuery }) {
  return (
    <ul className="flex flex-col gap-3">
      {documents.map((document) => (
        <li key={document.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <article aria-labelledby={`document-${document.id}`} className="flex flex-col gap-3">
            <DocumentAbout document={document} query={query} />
            <DocumentActions document={document} query={query} />
          </article>
        </li>
      ))}
    </ul>
  )
}

/** What the document is: its name, description, category, size, who uploaded it and when, sharing, text, tags. */
function DocumentAbout({ document, query }: { document: DocumentRow; query: DocumentQuery }) {
  return (
    <div className="flex items-start gap-3">
      <FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <h3 id={`document-${document.id}`} className="font-semibold break-words">
          {document.originalName}
        </h3>
        {document.description && <p className="mt-1 break-words">{document.description}</p>}
        <p className="mt-1 text-sm text-muted-foreground">
          {CATEGORY_LABELS[document.category]} · {formatFileSize(document.size)} · uploaded by{' '}
          {document.uploaderName ?? 'a former member'} on {DATE.format(new Date(document.createdAt))}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5">
            {document.isShared ? (
              <>
                <Users aria-hidden="true" className="size-4" /> Shared with the family
              </>
            ) : (
              <>
                <Lock aria-hidden="true" className="size-4" /> Only you
              </>
            )}
          </span>
          <span className="text-muted-foreground">{TEXT_STATUS_LABELS[document.textStatus]}</span>
          {document.textStatus === 'found' && (
            <Link
              to={documentsHref(query, { text: document.id })}
              preventScrollReset
              className="text-primary underline underline-offset-4 hover:no-underline"
            >
              Show the text<span className="sr-only"> of {document.originalName}</span>
            </Link>
          )}
        </p>
        {document.estateOffer && (
          <p className="mt-2 text-sm">
            <Link
              to={document.estateOffer.href}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {document.estateOffer.label}
            </Link>
          </p>
        )}
        {document.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {document.tags.map((tag) => (
              <li key={tag} className="rounded-full border px-2 py-0.5 text-sm">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}

/** What the person may do with it: view, download, and (as allowed) share, edit or delete. */
function DocumentActions({ document, query }: { document: DocumentRow; query: DocumentQuery }) {
  return (
    <div className="flex flex-wrap gap-2">
      {document.viewable && (
        <Button asChild variant="outline" size="sm">
          <a href={`${document.fileHref}?view`} target="_blank" rel="noopener">
            <Eye aria-hidden="true" />
            View<span className="sr-only"> {document.originalName} (opens in a new tab)</span>
          </a>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <a href={document.fileHref} download>
          <Download aria-hidden="true" />
          Download<span className="sr-only"> {document.originalName}</span>
        </a>
      </Button>
      {document.canChange && (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="share" />
          <input type="hidden" name="documentId" value={document.id} />
          <input type="hidden" name="shared" value={document.isShared ? 'false' : 'true'} />
          <Button type="submit" variant="outline" size="sm">
            {document.isShared ? <Lock aria-hidden="true" /> : <Users aria-hidden="true" />}
            {document.isShared ? 'Make private' : 'Share with the family'}
            <span className="sr-only"> {document.originalName}</span>
          </Button>
        </Form>
      )}
      {document.canChange && (
        <Button asChild variant="outline" size="sm">
          <Link to={documentsHref(query, { edit: document.id })} preventScrollReset>
            <Pencil aria-hidden="true" />
            Edit details<span className="sr-only"> of {document.originalName}</span>
          </Link>
        </Button>
      )}
      {document.canDelete && (
        <Button asChild variant="destructive-outline" size="sm">
          <Link to={documentsHref(query, { delete: document.id })} preventScrollReset>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {document.originalName}</span>
          </Link>
        </Button>
      )}
    </div>
  )
}
