export type SendOutcome = { ok: true; message: string } | { ok: false; message: string; cancelled?: boolean }

/**
 * Sends one file with the upload form's details and reports the bytes sent. XMLHttpRequest, because fetch
 * cannot report upload progress in browsers yet.
 */
export function sendFile(
  url: string,
  details: FormData,
  file: File,
  onProgress: (sentBytes: number) => void,
): { result: Promise<SendOutcome>; cancel: () => void } {
  const request = new XMLHttpRequest()
  const body = new FormData()
  for (const [name, value] of details.entries()) body.append(name, value)
  body.append('file', file, file.name)
  const result = new Promise<SendOutcome>((resolve) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.min(file.size, event.loaded))
    })
    request.addEventListener('load', () => {
      const answer = readAnswer(request.responseText)
      if (request.status >= 200 && request.status < 300 && answer?.ok) {
        resolve({ ok: true, message: answer.message })
      } else {
        resolve({ ok: false, message: answer?.message ?? messageForStatus(request.status) })
      }
    })
    request.addEventListener('error', () =>
      resolve({
        ok: false,
        message: `“${file.name}” could not be sent: the connection was lost or the file was refused. Please try again.`,
      }),
    )
    request.addEventListener('abort', () =>
      resolve({ ok: false, cancelled: true, message: `The upload of “${file.name}” was cancelled.` }),
    )
  })
  request.open('POST', url)
  request.setRequestHeader('Accept', 'application/json')
  request.send(body)
  return { result, cancel: () => request.abort() }
}

function readAnswer(text: string): { ok: boolean; message: string } | null {
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && 'ok' in value && 'message' in value) {
      return { ok: value.ok === true, message: String(value.message) }
    }
  } catch {
    // Not our JSON: a sign-in page or a proxy's error page. The status says enough.
  }
  return null
}

function messageForStatus(status: number): string {
  if (status === 401 || status === 200) return 'Your session has ended. Please sign in again, then upload.'
  if (status === 403) return 'You cannot upload documents in this family.'
  if (status === 413) return 'This file is too large to upload.'
  return 'Failed to upload document'
}
