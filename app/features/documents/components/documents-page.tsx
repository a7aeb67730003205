import { useEffect, useRef, useState, type DragEvent } from 'react'
import { Link, useNavigate, useNavigation, useRevalidator } from 'react-router'
import { Lock } from 'lucide-react'
import { toast } from '~/lib/toast'
import { BackLink } from '~/components/layout/back-link'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { ProgressBar } from '~/components/ui/progress-bar'
import { ignoreAbort } from '~/lib/ignore-abort'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'
import type { DocumentRow, DocumentsActionResult, DocumentsPageData } from '../document-view'
import { documentsHref, formatFileSize, PAGE_SIZE, SHOWN_MAX, type DocumentQuery } from '../document-words'
import { DocumentFilters } from './document-filters'
import { DocumentList } from './document-list'

// The upload card is drawn at once and comes with the page (decision 084); the dialogs, opened by the address,
// are loaded when one opens (document-dialogs-when-open.tsx).
import { UploadSection } from './upload-section'
import { DocumentDialogsWhenOpen } from './document-dialogs-when-open'

const READING_POLL_MS = 3_000

/** /dashboard/documents: the family's vault, its space, the upload form and the list with its dialogs. */
export function DocumentsPage({
  data,
  result,
}: {
  data: DocumentsPageData
  result: DocumentsActionResult | undefined
}) {
  const { query, documents, total, storage, maxFileBytes, canUpload, confirmDelete, editing, shownText } = data
  const navigation = useNavigation()
  const navigate = useNavigate()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/dashboard/documents'
  const [dropped, setDropped] = useState<FileList | undefined>()
  const [dragging, setDragging] = useState(false)
  const hydrated = useHydrated()
  useResultToast(result)
  useCloseSavedEdit(result, Boolean(editing ?? confirmDelete), query)
  useReadingPoll(documents)

  const onDrop = (event: DragEvent) => {
    if (!canUpload || event.dataTransfer.files.length === 0) return
    event.preventDefault()
    setDragging(false)
    setDropped(event.dataTransfer.files)
  }
  const close = () => void navigate(documentsHref(query), { replace: true, preventScrollReset: true })

  return (
    <div
      onDragOver={(event) => {
        if (!canUpload) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setDragging(false)
      }}
      onDrop={onDrop}
      className={cn(dragging && 'outline-4 outline-dashed outline-primary -outline-offset-8')}
    >
      <Container className="flex flex-col gap-6 py-10">
        <BackLink />
        <DocumentsHeader />
        <DocumentSpace storage={storage} />
        <UploadNotices result={result} hydrated={hydrated} uploadOutcome={data.uploadOutcome} />
        <UploadSection canUpload={canUpload} maxFileBytes={maxFileBytes} dropped={dropped} sharing={data.sharing} />
        <DocumentsSection
          query={query}
          documents={documents}
          total={total}
          loading={loading}
          sharing={data.sharing}
          emptyMessage={data.emptyMessage}
        />
      </Container>

      {(shownText ?? editing ?? confirmDelete) && (
        <DocumentDialogsWhenOpen
          shownText={shownText}
          editing={editing}
          confirmDelete={confirmDelete}
          query={query}
          result={result}
          submitting={navigation.state === 'submitting'}
          close={close}
        />
      )}
    </div>
  )
}

/** Once the page has JavaScript, the outcome of a change shows as a toast, once per result. */
function useResultToast(result: DocumentsActionResult | undefined) {
  const shownResult = useRef<unknown>(null)
  useEffect(() => {
    if (!result || shownResult.current === result) return
    shownResult.current = result
    if (result.ok) toast.success(result.message)
    else toast.error('Error', { description: result.message })
  }, [result])
}

// A saved edit closes its dialog once the page has reloaded after the change: navigating while that reload
// is under way would cancel it, and the browser reports the cancelled request as an error.
function useCloseSavedEdit(result: DocumentsActionResult | undefined, dialogOpen: boolean, query: DocumentQuery) {
  const navigation = useNavigation()
  const navigate = useNavigate()
  useEffect(() => {
    if (result?.ok && result.intent === 'edit' && dialogOpen && navigation.state === 'idle') {
      void navigate(documentsHref(query), { replace: true, preventScrollReset: true })
    }
  }, [result, dialogOpen, navigation.state, navigate, query])
}

// While text is being read, look again every few seconds so 'Reading text…' turns into the outcome.
function useReadingPoll(documents: DocumentRow[]) {
  const revalidator = useRevalidator()
  const reading = documents.some((document) => document.textStatus === 'pending')
  useEffect(() => {
    if (!reading) return
    const timer = setInterval(() => {
      if (revalidator.state !== 'idle' || document.visibilityState !== 'visible') return
      revalidator.revalidate().catch(ignoreAbort)
    }, READING_POLL_MS)
    return () => clearInterval(timer)
  }, [reading, revalidator])
}

function DocumentsHeader() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold">Documents</h1>
      <p className="text-muted-foreground">
        Wills, certificates, letters and receipts in one safe place. Every file is encrypted where it is kept; only you
        see it unless you share it with the family.
      </p>
    </div>
  )
}

function DocumentSpace({ storage }: { storage: DocumentsPageData['storage'] }) {
  const usedShare = storage.quota > 0 ? Math.min(100, Math.round((storage.used / storage.quota) * 100)) : 0
  return (
    <section aria-labelledby="space-heading" className="flex flex-col gap-2">
      <h2 id="space-heading" className="sr-only">
        Your family’s document space
      </h2>
      <p id="space-label">
        The family’s space: {formatFileSize(storage.used)} of {formatFileSize(storage.quota)} used
      </p>
      <ProgressBar value={usedShare} labelledBy="space-label" className="max-w-md" />
      {/* Others' private files take space too, so the bar can show space used above an empty list. */}
      <p className="text-sm text-muted-foreground">
        This counts everyone’s files, including the ones each person keeps private.
      </p>
    </section>
  )
}

/** Outcomes shown in the page itself: a change made before JavaScript loaded, and a plain form upload. */
function UploadNotices({
  result,
  hydrated,
  uploadOutcome,
}: {
  result: DocumentsActionResult | undefined
  hydrated: boolean
  uploadOutcome: DocumentsPageData['uploadOutcome']
}) {
  return (
    <>
      {result && !hydrated && (
        <p role={result.ok ? 'status' : 'alert'} className="rounded-md border border-border bg-secondary p-3">
          {result.message}
        </p>
      )}
      {uploadOutcome.uploaded > 0 && !uploadOutcome.problem && (
        <p role="status" className="rounded-md border border-border bg-secondary p-3">
          {uploadOutcome.uploaded === 1
            ? 'Document uploaded successfully'
            : `${uploadOutcome.uploaded} documents uploaded successfully`}
        </p>
      )}
      {uploadOutcome.problem && (
        <p role="alert" className="rounded-md border border-destructive p-3 font-medium text-destructive">
          {uploadOutcome.uploaded > 0 ? `${uploadOutcome.uploaded} uploaded; then: ` : ''}
          {uploadOutcome.problem}
        </p>
      )}
    </>
  )
}

function DocumentsSection({
  query,
  documents,
  total,
  loading,
  sharing,
  emptyMessage,
}: {
  query: DocumentQuery
  documents: DocumentRow[]
  total: number
  loading: boolean
  sharing: DocumentsPageData['sharing']
  emptyMessage: string | null
}) {
  return (
    <section aria-labelledby="list-heading" className="flex flex-col gap-4" aria-busy={loading}>
      <h2 id="list-heading" className="text-2xl font-semibold">
        Your documents
      </h2>
      <DocumentFilters query={query} />
      <p aria-live="polite" className={cn(loading && 'text-muted-foreground')}>
        {loading ? 'Loading documents...' : listSummary(total, documents.length, emptyMessage)}
      </p>
      {!loading && <PrivacyNote ownPrivate={sharing.ownPrivate} />}
      {documents.length > 0 && (
        <div className={cn(loading && 'opacity-60')}>
          <DocumentList documents={documents} query={query} />
        </div>
      )}
      {total > documents.length && query.shown < SHOWN_MAX && (
        <Button asChild variant="outline" className="self-start">
          <Link
            to={documentsHref({ ...query, shown: Math.min(SHOWN_MAX, query.shown + PAGE_SIZE) })}
            preventScrollReset
          >
            Show {Math.min(PAGE_SIZE, total - documents.length)} more
          </Link>
        </Button>
      )}
    </section>
  )
}

/** How many documents the list holds; an empty one says why, as the loader put it (`emptyMessage`). */
function listSummary(total: number, shown: number, emptyMessage: string | null): string {
  if (total === 0) return emptyMessage ?? 'No documents found'
  const more = total > shown ? `; the first ${shown} are shown` : ''
  return `${total} ${total === 1 ? 'document' : 'documents'} found${more}`
}

/** Says which of the person's documents nobody else sees, and why. */
function PrivacyNote({ ownPrivate }: { ownPrivate: number }) {
  if (ownPrivate === 0) return null
  const which = ownPrivate === 1 ? 'One of your documents is' : `${ownPrivate} of your documents are`
  const them = ownPrivate === 1 ? 'it' : 'them'
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {which} private, marked ‘Only you’: nobody else in the family can see {them}, not even an Admin, until you share{' '}
        {them}.
      </span>
    </p>
  )
}
