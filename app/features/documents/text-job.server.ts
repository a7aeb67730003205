import { buffer } from 'node:stream/consumers'
import { and, eq } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { enqueueJob, type Job, type JobHandler } from '~/lib/jobs.server'
import { documents } from '~db/schema'
import { decryptDocument } from './document-files.server'
import type { DocumentServices } from './documents.server'
import { extractText } from './text-extraction.server'

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
      const bytes = await buffer(await decryptDocument(services, document))
      const text = await extractText(bytes, document.mimeType)
      await services.db
        .update(documents)
        .set({ extractedText: text, textStatus: text ? 'found' : 'none', updatedAt: new Date() })
        .where(and(eq(documents.id, document.id), eq(documents.textStatus, 'pending')))
    },
  }
}

/** After the last try: the document says its text could not be read, rather than 'Reading text…' for ever. */
export async function markTextUnreadable(db: Database, job: Job): Promise<void> {
  if (job.kind !== KIND) return
  await db
    .update(documents)
    .set({ textStatus: 'failed', updatedAt: new Date() })
    .where(and(eq(documents.id, documentIdOf(job)), eq(documents.textStatus, 'pending')))
}
