import { randomUUID } from 'node:crypto'
import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream'
import { finished } from 'node:stream/promises'
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import yazl from 'yazl'
import { dataExports, users } from '~db/schema'
import {
  createDecryptStream,
  createEncryptStream,
  decryptDocument,
  newDataKey,
  type DocumentServices,
} from '~/features/documents/index.server'
import { composeEmail } from '~/lib/auth-emails'
import type { Database } from '~/lib/db.server'
import { enqueueJob, type Job, type JobHandler } from '~/lib/jobs.server'
import type { RecurringJob } from '~/lib/recurring-jobs.server'
import type { Mailer } from '~/lib/mail.server'
import { greeting } from '~/lib/person-name'
import { consumeRateLimit, tooManyAttemptsMessage, type RateLimitRule } from '~/lib/rate-limit.server'
import { DATA_EXPORTS_FOLDER } from '~/lib/storage.server'
import { collectExport } from './export-contents.server'
import type { DataExportView } from './privacy.schema'

/**
 * 'Download my data' (decision 050): a request makes a row and a job in one transaction; the job streams a ZIP
 * (data.json, a README and every document the person uploaded, decrypted) through encryption into the object
 * store, one document open at a time, so a large vault never sits in memory. The download decrypts it again as
 * it streams, for its owner only, until it expires.
 */

export const EXPORT_KIND = 'build-data-export'
/** How long a finished export can be downloaded. */
export const EXPORT_DAYS = 7
/** Three exports a day per person: each reads every document they uploaded. */
export const EXPORT_LIMIT: RateLimitRule = { window: 24 * 60 * 60, max: 3 }

export type DataExportRow = typeof dataExports.$inferSelect

export interface ExportServices extends Pick<DocumentServices, 'db' | 'store' | 'keys' | 'logger' | 'limits'> {
  mailer: Mailer
  publicUrl: string
}

export async function listDataExports(db: Database, userId: string): Promise<DataExportView[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.userId, userId), sql`(${dataExports.expiresAt} is null or ${dataExports.expiresAt} > now())`),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(5)
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    documentCount: row.documentCount,
  }))
}

export type RequestExportResult = { ok: true; id: string } | { ok: false; message: string }

/** One export in the making at a time, and EXPORT_LIMIT a day. */
export async function requestDataExport(db: Database, userId: string): Promise<RequestExportResult> {
  const [inProgress] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'building'])))
    .limit(1)
  if (inProgress)
    return { ok: false, message: 'Your data is already being gathered. We will e-mail you when it is ready.' }
  const limit = await consumeRateLimit(db, `data-export:user:${userId}`, EXPORT_LIMIT)
  if (!limit.allowed) return { ok: false, message: tooManyAttemptsMessage(limit.retryAfter) }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(dataExports).values({ userId }).returning({ id: dataExports.id })
    if (!row) throw new Error('requestDataExport: the row was not made')
    await enqueueJob(tx, EXPORT_KIND, { exportId: row.id }, { maxAttempts: 3 })
    return row.id
  })
  return { ok: true, id }
}

const README = `This is everything Afterword holds about you.

data.json      your account, profile, families with their tasks and the organisations they are telling (with
               the phone numbers and addresses kept for them), what you did, your payments and support
               requests, and a list of the documents you uploaded
documents/     the documents you uploaded, as you uploaded them

Dates and times are in UTC. A document that could not be read is named in data.json with "file": null.
`

class ByteCounter extends Transform {
  bytes = 0
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length
    callback(null, chunk)
  }
}

/** Builds the ZIP into the store; answers its size and how many documents it holds. */
async function buildArchive(services: ExportServices, userId: string, storageKey: string, dataKey: Buffer) {
  const { json, files } = await collectExport(services.db, userId)
  const zip = new yazl.ZipFile()
  const counter = new ByteCounter()
  const encrypted = zip.outputStream.pipe(counter).pipe(createEncryptStream(dataKey))
  const writing = services.store.write(storageKey, encrypted)
  // A store that fails early must not leave the loop below waiting on a stream nobody reads.
  writing.catch(() => zip.outputStream.unpipe())

  zip.addBuffer(Buffer.from(README), 'README.txt')
  let included = 0
  const listed = json.documents
  for (const [index, { document, pathInZip }] of files.entries()) {
    let body: Readable
    try {
      body = await decryptDocument(services, document)
    } catch (error) {
      services.logger.warn({ err: error, documentId: document.id }, 'data export: a document could not be read')
      const entry = listed[index]
      if (entry) entry.file = null
      continue
    }
    const passing = new PassThrough()
    zip.addReadStream(body.pipe(passing), pathInZip, { mtime: document.createdAt, compress: false })
    // One document open at a time: the next is opened once this one has gone into the ZIP.
    await finished(passing)
    included += 1
  }
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2)), 'data.json')
  zip.end()
  await writing
  return { size: counter.bytes, documentCount: included }
}

export function dataExportHandlers(services: ExportServices): Record<typeof EXPORT_KIND, JobHandler> {
  return {
    [EXPORT_KIND]: async (job: Job) => {
      const exportId = job.payload.exportId
      if (typeof exportId !== 'string') throw new Error('build-data-export: the job names no export')
      const [row] = await services.db.select().from(dataExports).where(eq(dataExports.id, exportId))
      // Erased meanwhile, or finished by an earlier run of this job.
      if (!row || row.status === 'ready') return
      const storageKey = `${DATA_EXPORTS_FOLDER}/${randomUUID()}`
      const dataKey = newDataKey()
      const { keyId, wrapped } = services.keys.wrap(dataKey)
      await services.db
        .update(dataExports)
        .set({ status: 'building', updatedAt: new Date() })
        .where(eq(dataExports.id, row.id))
      try {
        const built = await buildArchive(services, row.userId, storageKey, dataKey)
        const expiresAt = new Date(Date.now() + EXPORT_DAYS * 86_400_000)
        const [ready] = await services.db
          .update(dataExports)
          .set({ status: 'ready', storageKey, keyId, wrappedKey: wrapped, expiresAt, ...built, updatedAt: new Date() })
          .where(eq(dataExports.id, row.id))
          .returning({ id: dataExports.id })
        // The person erased their account while it was being built: nothing may be left behind.
        if (!ready) await services.store.remove(storageKey)
        else await tellExportReady(services, row.userId)
      } catch (error) {
        await services.store.remove(storageKey).catch(() => undefined)
        throw error
      }
    },
  }
}

async function tellExportReady(services: ExportServices, userId: string) {
  const [person] = await services.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
  if (!person) return
  try {
    await services.mailer.send(
      composeEmail(
        person.email,
        'Your Afterword data is ready to download',
        [
          `${greeting(person.name)} the copy of your data you asked for is ready: everything Afterword holds about you, and the documents you uploaded.`,
          `You can download it for ${EXPORT_DAYS} days, after signing in. Then it is deleted; you can ask for a new one at any time.`,
          'Please keep it somewhere safe: it holds your documents, no longer locked.',
        ],
        { label: 'Download my data', url: `${services.publicUrl}/dashboard/settings/your-data` },
      ),
    )
  } catch (error) {
    services.logger.error({ err: error }, 'data export: the ready e-mail could not be sent')
  }
}

/** A job that gave up: the export says so on the page, and a new one can be asked for. */
export async function markExportFailed(db: Database, job: Job): Promise<void> {
  const exportId = job.payload.exportId
  if (typeof exportId !== 'string') return
  await db
    .update(dataExports)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'building'])))
}

export class ExportNotFound extends Error {}

/** The owner's ready, unexpired export as a decrypted stream; ExportNotFound for anything else. */
export async function openDataExport(
  services: Pick<ExportServices, 'db' | 'store' | 'keys'>,
  userId: string,
  exportId: string,
): Promise<{ body: Readable; size: number; createdAt: Date }> {
  const [row] = await services.db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
  if (!row?.storageKey || !row.keyId || !row.wrappedKey) throw new ExportNotFound()
  const dataKey = services.keys.unwrap(row.keyId, row.wrappedKey)
  const stored = await services.store.read(row.storageKey)
  return { body: stored.pipe(createDecryptStream(dataKey)), size: row.size ?? 0, createdAt: row.createdAt }
}

/** Removes expired exports and their files; answers how many. Also run before an account is erased. */
export async function removeExports(
  services: Pick<ExportServices, 'db' | 'store'>,
  which: { expiredBefore: Date } | { userId: string },
): Promise<number> {
  const condition =
    'userId' in which ? eq(dataExports.userId, which.userId) : lt(dataExports.expiresAt, which.expiredBefore)
  const rows = await services.db.delete(dataExports).where(condition).returning({ key: dataExports.storageKey })
  for (const row of rows) if (row.key) await services.store.remove(row.key)
  return rows.length
}

/** Expired exports go in an hourly recurring job (docs/decisions/053-scale-out.md). */
export const EXPORT_SWEEP_JOB: RecurringJob = { kind: 'remove-expired-exports', everyMs: 60 * 60_000 }

export function exportSweepHandlers(
  services: Pick<ExportServices, 'db' | 'store'>,
): Record<'remove-expired-exports', JobHandler> {
  return {
    'remove-expired-exports': async () => {
      await removeExports(services, { expiredBefore: new Date() })
    },
  }
}
