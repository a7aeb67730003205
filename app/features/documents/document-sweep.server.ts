import { and, inArray, lt } from 'drizzle-orm'
import type { JobHandler } from '~/lib/jobs.server'
import type { RecurringJob } from '~/lib/recurring-jobs.server'
import { documents } from '~db/schema'
import { DATA_EXPORTS_FOLDER } from '~/lib/storage.server'
import type { DocumentServices } from './documents.server'

/**
 * Puts files and rows back in step (docs/decisions/044-document-vault.md). Uploads write the file first and
 * the row after, and deletes remove the row first, so a process killed at the wrong moment can leave a file
 * without a row; a file lost from the store would leave a row nobody can open. Only what is older than
 * `graceMs` is touched, so an upload finishing right now is never mistaken for an orphan.
 */
export async function sweepDocumentFiles(
  services: Pick<DocumentServices, 'db' | 'store' | 'logger'>,
  graceMs = SWEEP_GRACE_MS,
) {
  const { db, store, logger } = services
  const cutoff = new Date(Date.now() - graceMs)
  let filesRemoved = 0
  let rowsRemoved = 0
  const seen = new Set<string>()
  let batch: string[] = []
  const removeOrphans = async () => {
    if (batch.length === 0) return
    const known = await db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(inArray(documents.storageKey, batch))
    const withRow = new Set(known.map((row) => row.key))
    for (const key of batch) {
      if (withRow.has(key)) continue
      await store.remove(key)
      filesRemoved += 1
      logger.warn({ key }, 'document sweep: removed a file without a document')
    }
    batch = []
  }
  for await (const object of store.list()) {
    if (object.key.startsWith(`${DATA_EXPORTS_FOLDER}/`)) continue
    seen.add(object.key)
    if (object.modifiedAt < cutoff) batch.push(object.key)
    if (batch.length >= 500) await removeOrphans()
  }
  await removeOrphans()

  // Rows whose file is gone, among those old enough that their file was certainly written.
  const oldRows = await db
    .select({ id: documents.id, key: documents.storageKey })
    .from(documents)
    .where(lt(documents.createdAt, cutoff))
  const missing = oldRows.filter((row) => !seen.has(row.key)).map((row) => row.id)
  // Many missing at once means a wrong store (a new, empty bucket) far more likely than lost files: touch nothing.
  if (missing.length > 0 && (seen.size === 0 || missing.length > Math.max(MISSING_AT_MOST, oldRows.length / 10))) {
    logger.error(
      { missing: missing.length, rows: oldRows.length },
      'document sweep: too many documents have no file; check the store settings (S3_BUCKET, DATA_DIR). No row was removed.',
    )
    missing.length = 0
  }
  for (let start = 0; start < missing.length; start += 500) {
    const ids = missing.slice(start, start + 500)
    const removed = await db
      .delete(documents)
      .where(and(inArray(documents.id, ids), lt(documents.createdAt, cutoff)))
      .returning({ id: documents.id, familyId: documents.familyId })
    rowsRemoved += removed.length
    for (const row of removed)
      logger.error(
        { documentId: row.id, familyId: row.familyId },
        'document sweep: removed a document whose file was lost',
      )
  }
  const partialsRemoved = await store.removeUnfinished(cutoff)
  return { filesRemoved, rowsRemoved, partialsRemoved }
}

/** More rows than this without their file (and a tenth of all) stop the sweep from removing any. */
const MISSING_AT_MOST = 10

/** Uploads in flight finish well within this. */
export const SWEEP_GRACE_MS = 60 * 60_000

/** The sweep as an hourly recurring job (docs/decisions/053-scale-out.md): one instance runs each hour's. */
export const DOCUMENT_SWEEP_JOB: RecurringJob = { kind: 'sweep-document-files', everyMs: 60 * 60_000 }

export function documentSweepHandlers(
  services: Pick<DocumentServices, 'db' | 'store' | 'logger'>,
): Record<'sweep-document-files', JobHandler> {
  return {
    'sweep-document-files': async () => {
      const result = await sweepDocumentFiles(services)
      if (result.filesRemoved + result.rowsRemoved + result.partialsRemoved > 0)
        services.logger.info(result, 'document sweep')
    },
  }
}
