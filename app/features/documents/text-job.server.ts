import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { and, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { enqueueJob, type Job, type JobHandler } from '~/lib/jobs.server'
import { documents } from '~db/schema'
import { decryptDocument } from './document-files.server'
import { sealText, textTokens } from './document-text.server'
import type { DocumentServices, StoredDocument } from './documents.server'
import { extractText, TEXT_MAX, UnsafeArchiveError } from './text-extraction.server'

/**
 * Reading a document's text after upload, as a job (docs/decisions/045-job-queue.md): durable, retried with a
 * growing wait, and never in the way of a request. The document shows 'Reading text…' until it is done.
 */

const KIND = 'extract-document-text'

export async function enqueueTextExtraction(db: Pick<Database, 'insert'>, documentId: string): Promise<void> {
  await enqueueJob(db, KIND, { documentId }, { maxAttempts: 4 })
}

function documentIdOf(job: Job): string {
  const id = job.payload.documentId
  if (typeof id !== 'string') throw new Error('extract-document-text: the job names no document')
  return id
}

export function textExtractionHandlers(services: DocumentServices): Record<typeof KIND, JobHandler> {
  return {
    [KIND]: async (job) => {
      const [document] = await services.db
        .select()
        .from(documents)
        .where(eq(documents.id, documentIdOf(job)))
      // Deleted meanwhile, or read by an earlier run of this job: nothing to do.
      if (!document || document.textStatus !== 'pending') return
      const plainText = document.mimeType.startsWith('text/plain')
      // PDFs and pictures are read whole; beyond this size reading them would hold too much memory for too long.
      if (!plainText && document.size > READ_WHOLE_MAX_BYTES) {
        await setTextOutcome(services.db, document.id, 'failed')
        return
      }
      const stream = await decryptDocument(services, document)
      // Plain text: the start is enough (search keeps the first 500,000 characters), however long the file.
      const bytes = plainText ? await firstBytes(stream, TEXT_MAX * 4) : await buffer(stream)
      const text = await extractText(bytes, document.mimeType).catch((error: unknown) => {
        // Trying again would unpack the same bomb again: it is unreadable now, for good.
        if (error instanceof UnsafeArchiveError) return null
        throw error
      })
      if (text === null) {
        services.logger.warn({ documentId: document.id }, 'a .docx that unpacks too large: its text is not read')
        await setTextOutcome(services.db, document.id, 'failed')
        return
      }
      if (!text) {
        await setTextOutcome(services.db, document.id, 'none')
        return
      }
      await setTextOutcome(services.db, document.id, 'found', await sealedWithTokens(services, document, text))
    },
  }
}

/** Files larger than this are not read whole for their text (PDFs, photos). */
export const READ_WHOLE_MAX_BYTES = 64 * 1024 * 1024

/** The text encrypted with the document's own key, and its words as the family's blind index (document-text.server.ts). */
async function sealedWithTokens(services: DocumentServices, document: StoredDocument, text: string) {
  const dataKey = services.keys.unwrap(document.keyId, document.wrappedKey)
  return {
    sealedText: sealText(dataKey, document.id, text),
    textTokens: await textTokens(services.db, services.keys, document.familyId, text),
  }
}

async function setTextOutcome(
  db: Database,
  id: string,
  status: 'found' | 'none' | 'failed',
  found: { sealedText: string; textTokens: string[] } = { sealedText: '', textTokens: [] },
) {
  await db
    .update(documents)
    .set({
      sealedText: found.sealedText || null,
      textTokens: found.textTokens,
      textStatus: status,
      updatedAt: new Date(),
    })
    .where(and(eq(documents.id, id), eq(documents.textStatus, 'pending')))
}

/** At most `limit` bytes from the start of a stream, which is then closed. */
async function firstBytes(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    length += (chunk as Buffer).length
    if (length >= limit) break
  }
  stream.destroy()
  return Buffer.concat(chunks).subarray(0, limit)
}

/** After the last try: the document says its text could not be read, rather than 'Reading text…' for ever. */
export async function markTextUnreadable(db: Database, job: Job): Promise<void> {
  if (job.kind !== KIND) return
  await db
    .update(documents)
    .set({ textStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(documents.id, documentIdOf(job)), eq(documents.textStatus, 'pending')))
}
