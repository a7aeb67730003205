import { createHash } from 'node:crypto'
import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream'
import yauzl from 'yauzl'
import { z } from 'zod'
import { createVerifyingStream } from '~/lib/verifying-stream.server'

/**
 * The backup archive (docs/decisions/052-backups.md): one ZIP holding `manifest.json`, a JSON-lines file per
 * table under `database/` and every stored object, as it is stored (encrypted), under `objects/`.
 */
export const BACKUP_FORMAT = 'afterword-backup'
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'

export const tableEntryName = (table: string) => `database/${table}.jsonl`
export const objectEntryName = (key: string) => `objects/${key}`

/** How a column's value is written in its table file. */
export const ColumnEncoding = z.enum([
  /** As `row_to_json` writes it; PostgreSQL reads it back with `json_populate_record`. */
  'value',
  /** json and jsonb as their text, so that a JSON null stays apart from SQL NULL. */
  'json-text',
])

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  source: z.object({ database: z.enum(['pglite', 'postgres']), store: z.enum(['filesystem', 's3']) }),
  /** The last migration applied to the database the rows came from (drizzle's `created_at` is the journal's `when`). */
  migration: z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() }),
  documentKeys: z.object({
    /** keyId() of the DOCUMENT_KEY in use when the backup was made: a fingerprint, never the key. */
    current: z.string().nullable(),
    /** Every key id the stored files' data keys are wrapped under. */
    usedByFiles: z.array(z.string()),
  }),
  tables: z.array(
    z.object({
      name: z.string(),
      entry: z.string(),
      columns: z.array(z.object({ name: z.string(), encoding: ColumnEncoding })),
      rows: z.number().int(),
      bytes: z.number().int(),
      sha256: Sha256,
    }),
  ),
  objects: z.object({
    count: z.number().int(),
    bytes: z.number().int(),
    entries: z.array(z.object({ key: z.string(), entry: z.string(), bytes: z.number().int(), sha256: Sha256 })),
  }),
})

export type BackupManifest = z.infer<typeof ManifestSchema>
export type TableManifest = BackupManifest['tables'][number]
export type ObjectManifest = BackupManifest['objects']['entries'][number]

/** The archive cannot be used: damaged, not a backup, or from a version this code cannot restore. */
export class BackupArchiveError extends Error {
  override name = 'BackupArchiveError'
}

/** Passes bytes through while counting them and taking their SHA-256. */
export class HashingStream extends Transform {
  #hash = createHash('sha256')
  bytes = 0
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#hash.update(chunk)
    this.bytes += chunk.length
    callback(null, chunk)
  }
  digest(): string {
    return this.#hash.digest('hex')
  }
}

/** Passes an entry's bytes through and fails at the end, before the consumer finishes, unless they are intact. */
export function verifyingStream(entry: string, expected: { bytes: number; sha256: string }) {
  return createVerifyingStream(expected, () => damaged(entry, 'its SHA-256 does not match the manifest'))
}

export function damaged(entry: string, reason: string): BackupArchiveError {
  return new BackupArchiveError(
    `The archive is damaged: ${entry} ${reason}. Nothing was restored from it; use another copy of the backup.`,
  )
}

/** An open archive: its manifest, and each entry's bytes on demand (random access, one file handle). */
export interface BackupArchive {
  manifest: BackupManifest
  has(entry: string): boolean
  open(entry: string): Promise<Readable>
  close(): void
}

export async function openBackupArchive(file: string): Promise<BackupArchive> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, strictFileNames: true })
  } catch (error) {
    throw new BackupArchiveError(`${file} is not a readable ZIP archive (${errorMessage(error)}).`)
  }
  try {
    const entries = new Map<string, yauzl.Entry>()
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry)
    const open = async (name: string) => {
      const entry = entries.get(name)
      if (!entry) throw damaged(name, 'is missing')
      const stream = await zip.openReadStreamPromise(entry)
      // A deflate error or a size that disagrees with the directory is damage too; say so in the same words.
      return pipeline(stream, new EntryErrors(name), () => {
        // The reader sees any error on the returned stream.
      })
    }
    const manifest = await readManifest(file, entries.has(MANIFEST_ENTRY) ? await open(MANIFEST_ENTRY) : undefined)
    return { manifest, has: (name) => entries.has(name), open, close: () => zip.close() }
  } catch (error) {
    zip.close()
    throw error
  }
}

async function readManifest(file: string, stream: Readable | undefined): Promise<BackupManifest> {
  if (!stream) throw new BackupArchiveError(`${file} is not an Afterword backup: it has no manifest.json.`)
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  let json: unknown
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw damaged(MANIFEST_ENTRY, 'is not valid JSON')
  }
  const format = z.object({ format: z.literal(BACKUP_FORMAT), formatVersion: z.number() }).safeParse(json)
  if (!format.success) throw new BackupArchiveError(`${file} is not an Afterword backup (its manifest is not ours).`)
  if (format.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      `${file} was written in backup format ${format.data.formatVersion}; this version of Afterword reads format ${BACKUP_FORMAT_VERSION} and older. Restore it with the version of Afterword that made it, or a newer one.`,
    )
  }
  const manifest = ManifestSchema.safeParse(json)
  if (!manifest.success) throw damaged(MANIFEST_ENTRY, `does not describe a backup (${manifest.error.message})`)
  return manifest.data
}

class EntryErrors extends Transform {
  constructor(private readonly entry: string) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    callback(null, chunk)
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    callback(
      error && !(error instanceof BackupArchiveError)
        ? damaged(this.entry, `cannot be read (${error.message})`)
        : error,
    )
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
