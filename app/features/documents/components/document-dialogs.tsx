import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import type { DocumentRow, DocumentsActionResult } from '../document-view'
import { documentsHref, type DocumentQuery } from '../document-words'
import { EditDetailsForm } from './edit-details-form'

/**
 * The documents page's dialogs, each opened by the address (decision 010): the text read from a file, a file's
 * details, and deleting one. Loaded when one opens (document-dialogs-when-open.tsx).
 */
export function DocumentDialogs({
  shownText,
  editing,
  confirmDelete,
  query,
  result,
  submitting,
  close,
}: {
  shownText: { name: string; text: string } | null | undefined
  editing: DocumentRow | null | undefined
  confirmDelete: DocumentRow | null | undefined
  query: DocumentQuery
  result: DocumentsActionResult | undefined
  submitting: boolean
  close: () => void
}) {
  return (
    <>
      {shownText && <ShownTextDialog shownText={shownText} query={query} close={close} />}
      {editing && <EditDetailsDialog editing={editing} query={query} result={result} close={close} />}
      {confirmDelete && (
        <DeleteDocumentDialog confirmDelete={confirmDelete} query={query} submitting={submitting} close={close} />
      )}
    </>
  )
}

function ShownTextDialog({
  shownText,
  query,
  close,
}: {
  shownText: { name: string; text: string }
  query: DocumentQuery
  close: () => void
}) {
  return (
    <Dialog
      title={`Text read from “${shownText.name}”`}
      description="Read automatically, so it may contain mistakes. It is what the search looks through."
      onClose={close}
      closeHref={documentsHref(query)}
    >
      <p className="whitespace-pre-wrap break-words">{shownText.text || 'No text was found in this document.'}</p>
    </Dialog>
  )
}

function EditDetailsDialog({
  editing,
  query,
  result,
  close,
}: {
  editing: DocumentRow
  query: DocumentQuery
  result: DocumentsActionResult | undefined
  close: () => void
}) {
  return (
    <Dialog
      title="Edit details"
      description={`Of “${editing.originalName}”.`}
      onClose={close}
      closeHref={documentsHref(query)}
    >
      <EditDetailsForm
        document={editing}
        action={documentsHref(query, { edit: editing.id })}
        closeHref={documentsHref(query)}
        fieldErrors={result && !result.ok && result.intent === 'edit' ? result.fieldErrors : undefined}
      />
    </Dialog>
  )
}

function DeleteDocumentDialog({
  confirmDelete,
  query,
  submitting,
  close,
}: {
  confirmDelete: DocumentRow
  query: DocumentQuery
  submitting: boolean
  close: () => void
}) {
  return (
    <Dialog
      title="Delete this document?"
      description={`“${confirmDelete.originalName}” will be deleted for everyone. This cannot be undone.`}
      onClose={close}
      closeHref={documentsHref(query)}
    >
      <Form method="post" action={documentsHref(query)} className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="documentId" value={confirmDelete.id} />
        <Button asChild variant="outline">
          <Link to={documentsHref(query)} replace preventScrollReset>
            Keep the document
          </Link>
        </Button>
        <Button type="submit" variant="destructive" disabled={submitting}>
          {submitting ? 'Deleting…' : 'Delete document'}
        </Button>
      </Form>
    </Dialog>
  )
}
