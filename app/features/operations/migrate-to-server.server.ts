import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'
import type { Database } from '~/lib/db.server'
import type { ObjectStore } from '~/lib/storage.server'
import { verifyingStream, type BackupManifest } from './backup-archive.server'
import { writeBackupFile, type BackupSummary, type Installation } from './backup.server'
import { rowCounts } from './database-schema.server'
import { restoreBackup, type RestoreReport, type RestoreTarget } from './restore.server'

export interface MigrateOptions {
  force?: boolean
  migrationsFolder?: string
  progress?: (message: string) => void
  /** Where the temporary archive goes (default: the system's temporary folder). */
  workDirectory?: string
}

export interface MigrateReport {
  backup: BackupSummary & { archiveBytes: number }
  restore: RestoreReport
  verified: Verification
}

export interface Verification {
  tables: Array<{ name: string; expected: number; actual: number }>
  objectsChecked: number
  /** Object keys missing from the target or whose bytes differ from the source's. */
  badObjects: string[]
  ok: boolean
}

/**
 * Moves an embedded installation (PGlite and files in DATA_DIR) to a PostgreSQL server and an S3-compatible
 * bucket: a backup into a temporary archive, its restore into the target, then a check of every table's row
 * count and every file's SHA-256 read back from the target. The source is only read; the archive is removed
 * at the end.
 */
export async function migrateToServer(
  source: Installation,
  target: RestoreTarget,
  options: MigrateOptions = {},
): Promise<MigrateReport> {
  const progress = options.progress ?? (() => undefined)
  const folder = await mkdtemp(path.join(options.workDirectory ?? tmpdir(), 'afterword-move-'))
  try {
    const archive = path.join(folder, 'installation.zip')
    progress('1/3 backing up the embedded installation')
    const backup = await writeBackupFile(source, archive, {
      migrationsFolder: options.migrationsFolder,
      progress,
    })
    progress('2/3 restoring it into the server and the bucket')
    const restore = await restoreBackup(archive, target, {
      force: options.force,
      migrationsFolder: options.migrationsFolder,
      progress,
    })
    progress('3/3 checking row counts and every file’s SHA-256 in the target')
    const verified = await verifyInstallation(target.database.db, target.store, backup.manifest, progress)
    return { backup, restore, verified }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Compares a database and a store with an archive's manifest: row counts, and each file's bytes. */
export async function verifyInstallation(
  db: Database,
  store: ObjectStore,
  manifest: BackupManifest,
  progress: (message: string) => void = () => undefined,
): Promise<Verification> {
  const counts = await rowCounts(
    db,
    manifest.tables.map((table) => table.name),
  )
  const tables = manifest.tables.map((table) => ({
    name: table.name,
    expected: table.rows,
    actual: counts.get(table.name) ?? 0,
  }))
  const badObjects: string[] = []
  for (const [index, object] of manifest.objects.entries.entries()) {
    try {
      const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() })
      await pipeline(await store.read(object.key), verifyingStream(object.entry, object), sink)
    } catch {
      badObjects.push(object.key)
    }
    if ((index + 1) % 50 === 0 || index + 1 === manifest.objects.count) {
      progress(`checked ${index + 1} of ${manifest.objects.count} files in the target`)
    }
  }
  const ok = badObjects.length === 0 && tables.every((table) => table.expected === table.actual)
  return { tables, objectsChecked: manifest.objects.count, badObjects, ok }
}
