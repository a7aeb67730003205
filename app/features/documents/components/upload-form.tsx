import { Upload, X } from 'lucide-react'
import { useEffect, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react'
import { useRevalidator } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { ProgressBar } from '~/components/ui/progress-bar'
import { SelectField } from '~/components/ui/select-field'
import { TextField } from '~/components/ui/text-field'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { ignoreAbort } from '~/lib/ignore-abort'
import { useHydrated } from '~/lib/use-hydrated'
import {
  ACCEPT_ATTRIBUTE,
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  DOCUMENT_CATEGORIES,
  DOCUMENT_UPLOAD_PATH,
  formatFileSize,
  type DocumentCategory,
} from '../document-words'
import { SHARING_CHOICES, SHARING_LABELS, type Sharing } from '../document-rules'
import type { DocumentsPageData } from '../document-view'
import { sendFile, type SendOutcome } from '../send-file'

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))
const SHARING_OPTIONS = SHARING_CHOICES.map((value) => ({ value, label: SHARING_LABELS[value] }))

/** Whether the person may share what they upload, and who sees an upload of each category unless they choose. */
export type UploadSharing = Pick<DocumentsPageData['sharing'], 'canShare' | 'defaults'>

interface Progress {
  sent: number
  total: number
  fileName: string
  fileNumber: number
  fileCount: number
}

interface UploadFormProps {
  maxFileBytes: number
  droppedFiles?: FileList
  sharing: UploadSharing
}

/**
 * The upload form (docs/product.md, 'Documents'). Without JavaScript it posts every chosen file at once. With
 * it, each file is its own request so the bar shows the bytes sent and Cancel stops the file on its way;
 * files dropped on the page land in the file field. Oversized files are refused before they are sent.
 */
export function UploadForm({ maxFileBytes, droppedFiles, sharing }: UploadFormProps) {
  const hydrated = useHydrated()
  // A new key after each upload starts the details afresh, the sharing following the category again.
  const [detailsKey, setDetailsKey] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const cancelRef = useRef<(() => void) | null>(null)
  const [fileCount, setFileCount] = useState(0)
  const [progress, setProgress] = useState<Progress | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const revalidator = useRevalidator()

  useDroppedFiles(fileRef, droppedFiles, setFileCount, setProblem)

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const files = Array.from(fileRef.current?.files ?? [])
    if (files.length === 0) {
      setProblem('Choose a file to upload.')
      return
    }
    const tooLarge = files.find((file) => file.size > maxFileBytes)
    if (tooLarge) {
      setProblem(`“${tooLarge.name}” is larger than ${formatFileSize(maxFileBytes)}, the most one file may be.`)
      return
    }
    setProblem(null)
    const details = new FormData(form)
    details.delete('file')
    const { uploaded, outcome } = await sendFiles(files, details, setProgress, (cancel) => (cancelRef.current = cancel))
    setProgress(null)
    if (uploaded > 0) {
      toast.success(uploaded === 1 ? 'Document uploaded successfully' : `${uploaded} documents uploaded successfully`)
      form.reset()
      setDetailsKey((key) => key + 1)
      setFileCount(0)
      revalidator.revalidate().catch(ignoreAbort)
    }
    if (!outcome.ok) {
      setProblem(outcome.message)
      if (!outcome.cancelled) toast.error('Error', { description: outcome.message || 'Failed to upload document' })
    }
  }

  const busy = progress !== null
  return (
    <form
      ref={formRef}
      method="post"
      action={DOCUMENT_UPLOAD_PATH}
      encType="multipart/form-data"
      onSubmit={(event) => void upload(event)}
      className="flex flex-col gap-4"
      aria-describedby={problem ? 'upload-problem' : undefined}
    >
      {/* The details come before the file: the server reads them first, as the files stream in. */}
      <UploadDetailsFields key={detailsKey} sharing={sharing} />
      <FileField
        fileRef={fileRef}
        maxFileBytes={maxFileBytes}
        disabled={busy}
        onChoose={(count) => {
          setFileCount(count)
          setProblem(null)
        }}
      />
      {problem && (
        <p id="upload-problem" role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      )}
      {progress && <UploadProgress progress={progress} />}
      <UploadButtons
        busy={busy}
        nothingChosen={hydrated && fileCount === 0}
        fileCount={fileCount}
        onCancel={() => cancelRef.current?.()}
      />
    </form>
  )
}

/** Files dropped on the page go into the file field, as if chosen there. */
function useDroppedFiles(
  fileRef: RefObject<HTMLInputElement | null>,
  droppedFiles: FileList | undefined,
  setFileCount: (count: number) => void,
  setProblem: (problem: string | null) => void,
) {
  useEffect(() => {
    if (!droppedFiles || droppedFiles.length === 0 || !fileRef.current) return
    fileRef.current.files = droppedFiles
    setFileCount(droppedFiles.length)
    setProblem(null)
  }, [fileRef, droppedFiles, setFileCount, setProblem])
}

/**
 * Sends each file as its own request, in turn, until one fails, reporting the bytes sent across all of them;
 * `onCancellable` is given the way to stop the file on its way, and null once none is.
 */
async function sendFiles(
  files: File[],
  details: FormData,
  setProgress: Dispatch<SetStateAction<Progress | null>>,
  onCancellable: (cancel: (() => void) | null) => void,
): Promise<{ uploaded: number; outcome: SendOutcome }> {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  let done = 0
  let uploaded = 0
  let outcome: SendOutcome = { ok: true, message: '' }
  for (const [index, file] of files.entries()) {
    setProgress({ sent: done, total, fileName: file.name, fileNumber: index + 1, fileCount: files.length })
    const sending = sendFile(DOCUMENT_UPLOAD_PATH, details, file, (sent) =>
      setProgress((current) => current && { ...current, sent: done + sent }),
    )
    onCancellable(sending.cancel)
    outcome = await sending.result
    if (!outcome.ok) break
    uploaded += 1
    done += file.size
  }
  onCancellable(null)
  return { uploaded, outcome }
}

/**
 * The category, tags, description and sharing the uploaded files are saved with. Who sees the upload follows the
 * category's default (docs/product.md, 'Documents') until the person chooses; without JavaScript the group shows
 * the first category's default and sends whatever is checked, so what the person sees chosen is what happens.
 */
function UploadDetailsFields({ sharing }: { sharing: UploadSharing }) {
  const [category, setCategory] = useState<DocumentCategory>('general')
  const [chosen, setChosen] = useState<Sharing | null>(null)
  const hydrated = useHydrated()
  const shown = chosen ?? sharing.defaults[category]
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label="Category"
          hint="A will or the death certificate goes under Legal Documents."
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value as DocumentCategory)}
          idPrefix="upload"
        />
        <TextField
          name="tags"
          label="Tags"
          hint="Separate tags with commas, for example: bank, 2024"
          idPrefix="upload"
          autoComplete="off"
        />
      </div>
      <TextField
        name="description"
        label="Description"
        idPrefix="upload"
        maxLength={DESCRIPTION_MAX}
        autoComplete="off"
      />
      {sharing.canShare && (
        <div className="flex flex-col gap-2">
          <ChoiceGroup
            type="radio"
            name="sharing"
            legend="Who can see it"
            hint="‘Only me’ keeps it private: nobody else in the family sees it, not even an Admin, until you share it. Papers everyone helping will need, such as the will or the death certificate, are best shared with the family."
            choices={SHARING_OPTIONS}
            value={shown}
            onValueChange={(value) => setChosen(value as Sharing)}
            idPrefix="upload"
          />
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {hydrated && chosen === null && shown === 'family'
              ? `${CATEGORY_LABELS[category]} you upload are shared with the family unless you choose ‘Only me’.`
              : ''}
          </p>
        </div>
      )}
    </>
  )
}

function UploadProgress({ progress }: { progress: Progress }) {
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0
  return (
    <div className="flex flex-col gap-2">
      <p id="upload-progress" aria-live="polite">
        Uploading... {percent}% — {progress.fileName}
        {progress.fileCount > 1 ? ` (file ${progress.fileNumber} of ${progress.fileCount})` : ''},{' '}
        {formatFileSize(progress.sent)} of {formatFileSize(progress.total)}
      </p>
      <ProgressBar value={percent} labelledBy="upload-progress" />
    </div>
  )
}

/** The file field: several files at once, or the ones dropped on the page (set through `fileRef`). */
function FileField({
  fileRef,
  maxFileBytes,
  disabled,
  onChoose,
}: {
  fileRef: RefObject<HTMLInputElement | null>
  maxFileBytes: number
  disabled: boolean
  onChoose: (count: number) => void
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="upload-file" className="font-medium">
        Files
      </label>
      <p id="upload-file-hint" className="text-sm text-muted-foreground">
        PDF, Word, plain text, JPEG or PNG, up to {formatFileSize(maxFileBytes)} each. You can choose several, or drop
        them on this page.
      </p>
      <input
        ref={fileRef}
        id="upload-file"
        name="file"
        type="file"
        multiple
        required
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby="upload-file-hint"
        disabled={disabled}
        onChange={(event) => onChoose(event.currentTarget.files?.length ?? 0)}
        className="min-h-11 rounded-md border border-input bg-card px-3 py-2 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1"
      />
    </div>
  )
}

/** Upload (saying how many files), and while sending, Cancel. */
function UploadButtons({
  busy,
  nothingChosen,
  fileCount,
  onCancel,
}: {
  busy: boolean
  nothingChosen: boolean
  fileCount: number
  onCancel: () => void
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={busy || nothingChosen}>
        <Upload aria-hidden="true" />
        {busy ? 'Uploading...' : fileCount > 1 ? `Upload ${fileCount} files` : 'Upload'}
      </Button>
      {busy && (
        <Button type="button" variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          Cancel upload
        </Button>
      )}
    </div>
  )
}
