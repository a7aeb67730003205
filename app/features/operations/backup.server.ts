import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { PassThrough, type Writable } from 'node:stream'
import { finished } from 'node:stream/promises'
import yazl from 'yazl'
import { DEFAULT_MIGRATIONS_FOLDER, type Database, type DatabaseDriver } from '~/lib/db.server'
import { assertObjectKey, ObjectMissingError, type ObjectStore } from '~/lib/storage.server'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  HashingStream,
  MANIFEST_ENTRY,
  objectEntryName,
  tableEntryName,
  type BackupManifest,
  type ObjectManifest,
} from './backup-archive.server'
import { dumpDatabase, type DumpHooks, type TableWriter } from './database-dump.server'
import { knownMigrations } from './migration-level.server'

export interface Installation {
  db: Database
  driver: DatabaseDriver
  store: ObjectStore
  /** keyId() of the master key in use, or null when none is configured: a fingerprint, never the key. */
  documentKeyId: string | null
}

export interface BackupOptions {
  migrationsFolder?: string
  /** A line for the operator about long work (stderr in the CLI). */
  progress?: (message: string) => void
  afterSnapshot?: DumpHooks['afterSnapshot']
}

export interface BackupSummary {
  manifest: BackupManifest
  /** Objects listed by the store that were gone when their turn came (deleted after the snapshot). */
  vanishedObjects: string[]
  /** Objects in the store whose names are not Afterword's (another application's files in the same bucket). */
  foreignObjects: number
}

const README = `Afterword backup

manifest.json     what this archive holds, with a SHA-256 for every file in it
database/*.jsonl  each table of the database, one row per line (JSON, from one consistent snapshot)
objects/…         the document files exactly as they were stored: encrypted

Restore it with: npm run restore -- <this file>
The keys are not in this archive. The files cannot be read without the DOCUMENT_KEY (or DATA_DIR/document-key)
of the installation that made it: keep that key safe, and apart from this archive.
`

/**
 * Writes a backup of the installation to `output` as one ZIP: the database from one snapshot, then every stored
 * object as it is (docs/decisions/052-backups.md). The database comes first: an object uploaded while the files
 * are copied is then an extra file no row refers to (the document sweep removes it after a restore), never a
 * row without its file, except for a document deleted in between, which is reported.
 */
export async function writeBackup(
  installation: Installation,
  output: Writable,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const progress = options.progress ?? (() => undefined)
  const zip = new yazl.ZipFile()
  let failure: Error | undefined
  const failed = new Promise<never>((_, reject) => {
    const fail = (error: Error) => {
      failure ??= error
      reject(error)
    }
    // yazl reports a failing entry stream on the ZipFile itself, the rest on its output.
    zip.once('error', fail)
    zip.outputStream.once('error', fail)
    output.once('error', fail)
  })
  failed.catch(() => undefined)
  zip.outputStream.pipe(output)
  const written = finished(output)
  written.catch(() => undefined)

  const roomFor = async (stream: PassThrough, chunk: string) => {
    if (failure) throw failure
    if (!stream.write(chunk)) await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), failed])
  }
  const tableFiles = new Map<string, { bytes: number; sha256: string }>()
  const openTable = (table: string): TableWriter => {
    const body = new PassThrough()
    const hash = createHash('sha256')
    let bytes = 0
    zip.addReadStream(body, tableEntryName(table), { compress: true })
    return {
      async write(lines) {
        hash.update(lines)
        bytes += Buffer.byteLength(lines)
        await roomFor(body, lines)
      },
      end() {
        body.end()
        tableFiles.set(table, { bytes, sha256: hash.digest('hex') })
        return Promise.resolve()
      },
    }
  }

  zip.addBuffer(Buffer.from(README), 'README.txt')
  const known = await knownMigrations(options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER)
  const dump = await dumpDatabase(installation.db, known, openTable, {
    afterSnapshot: options.afterSnapshot,
    tableDone: (table, rows, index, total) => progress(`database: ${table} (${rows} rows), table ${index} of ${total}`),
  })

  const { objects, vanishedObjects, foreign } = await copyObjects(installation, zip, failed, progress)

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: { database: installation.driver, store: installation.store.driver },
    migration: dump.migration,
    documentKeys: { current: installation.documentKeyId, usedByFiles: dump.documentKeysUsed },
    tables: dump.tables.map((table) => {
      const file = tableFiles.get(table.name) ?? { bytes: 0, sha256: createHash('sha256').digest('hex') }
      return { ...table, entry: tableEntryName(table.name), ...file }
    }),
    objects: {
      count: objects.length,
      bytes: objects.reduce((sum, object) => sum + object.bytes, 0),
      entries: objects,
    },
  }
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_ENTRY)
  zip.end()
  await Promise.race([written, failed])
  return { manifest, vanishedObjects, foreignObjects: foreign }
}

/**
 * Every stored object into the ZIP as it is, one at a time, hashed on the way; an object deleted since the
 * listing is reported, not a failure. `failed` ends the wait when the ZIP or its output fails.
 */
async function copyObjects(
  installation: Installation,
  zip: yazl.ZipFile,
  failed: Promise<never>,
  progress: (message: string) => void,
) {
  const { keys, foreign } = await listObjectKeys(installation.store)
  const objects: ObjectManifest[] = []
  const vanishedObjects: string[] = []
  for (const [index, key] of keys.entries()) {
    let body
    try {
      body = await installation.store.read(key)
    } catch (error) {
      if (!(error instanceof ObjectMissingError)) throw error
      vanishedObjects.push(key)
      continue
    }
    const hashing = new HashingStream()
    const entry = objectEntryName(key)
    zip.addReadStream(body.pipe(hashing), entry, { compress: false })
    body.once('error', (error) => hashing.destroy(error))
    await Promise.race([finished(hashing), failed])
    objects.push({ key, entry, bytes: hashing.bytes, sha256: hashing.digest() })
    if ((index + 1) % 50 === 0 || index + 1 === keys.length) progress(`files: ${index + 1} of ${keys.length}`)
  }
  return { objects, vanishedObjects, foreign }
}

/** Every object key in the store, listed before copying so progress can say 'n of N'. */
async function listObjectKeys(store: ObjectStore): Promise<{ keys: string[]; foreign: number }> {
  const keys: string[] = []
  let foreign = 0
  for await (const object of store.list()) {
    try {
      keys.push(assertObjectKey(object.key))
    } catch {
      foreign += 1
    }
  }
  return { keys: keys.sort(), foreign }
}

/**
 * Writes the backup to `file` through a temporary name, so that a backup cut short never looks like a whole
 * one; an existing file is never overwritten.
 */
export async function writeBackupFile(
  installation: Installation,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary & { archiveBytes: number }> {
  if (await stat(file).catch(() => undefined)) {
    throw new Error(`${file} already exists: choose another name with --out, or move the old archive away.`)
  }
  const partial = `${file}.partial`
  try {
    const summary = await writeBackup(installation, createWriteStream(partial, { flags: 'wx', mode: 0o600 }), options)
    await rename(partial, file)
    return { ...summary, archiveBytes: (await stat(file)).size }
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
}
