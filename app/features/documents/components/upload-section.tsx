import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { UploadForm, type UploadSharing } from './upload-form'

/** The upload card, or what a Viewer may do instead. Loaded when the documents page is idle (decision 084). */
export function UploadSection({
  canUpload,
  maxFileBytes,
  dropped,
  sharing,
}: {
  canUpload: boolean
  maxFileBytes: number
  dropped: FileList | undefined
  sharing: UploadSharing
}) {
  if (!canUpload) {
    return (
      <p className="text-muted-foreground">
        As a Viewer you can see and download the documents shared with the family.
      </p>
    )
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upload a document</CardTitle>
      </CardHeader>
      <CardContent>
        <UploadForm maxFileBytes={maxFileBytes} droppedFiles={dropped} sharing={sharing} />
      </CardContent>
    </Card>
  )
}
