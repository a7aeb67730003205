import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { sql } from 'drizzle-orm'
import { DEFAULT_MIGRATIONS_FOLDER, MIGRATION_LOCK_ID, queryRows, type DatabaseHandle } from '~/lib/db.server'
import { assertObjectKey, type ObjectStore } from '~/lib/storage.server'
import {
  BackupArchiveError,
  damaged,
  openBackupArchive,
  verifyingStream,
  type BackupArchive,
  type BackupManifest,
} from './backup-archive.server'
import { emptyDatabase, loadTables } from './database-load.server'
import { applyMigrationsWithin, assertRestorableLevel, knownMigrations, migrationsUpTo } from './migration-level.server'

export interface RestoreTarget {
  database: DatabaseHandle
  store: ObjectStore
  /** keyId() of every master key configured (DOCUMENT_KEY and DOCUMENT_KEYS_PREVIOUS); empty when none is. */
  documentKeyIds: string[]
}

export interface RestoreOptions {
  /** Replace a database that already has accounts, and a store that already has files. */
  force?: boolean
  migrationsFolder?: string
  progress?: (message: string) => void
}

export interface RestoreReport {
  manifest: BackupManifest
  tables: Array<{ name: string; rows: number }>
  objects: { count: number; bytes: number }
  /** Files that were in the store before and are not in the archive (only with force). */
  removedObjects: number
  /** Key ids the archive's files need that the configured keys do not include. */
  missingKeyIds: string[]
}

/** The restore would overwrite data, or cannot start; nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError'
}

/**
 * Restores an archive into the target database and store (docs/decisions/052-backups.md). Everything that
 * could refuse it is checked before anything changes: the archive's format and migration level, the SHA-256
 * of every file in it, and whether the target already holds an installation. Then the files go back (each
 * checked again as it streams), and in one transaction the database is emptied, migrated to the archive's
 * level, loaded and migrated to this code's level; until it commits, the old rows are what everyone sees, and
 * what is left if the restore stops. Files of the old installation are removed only after that.
 */
export async function restoreBackup(
  archiveFile: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const progress = options.progress ?? (() => undefined)
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER
  const archive = await openBackupArchive(archiveFile)
  try {
    const { manifest } = archive
    const level = assertRestorableLevel(manifest, await knownMigrations(migrationsFolder))
    await assertTargetMayBeReplaced(target, options.force === true)
    await verifyArchive(archive, progress)
    const missingKeyIds = manifest.documentKeys.usedByFiles.filter((id) => !target.documentKeyIds.includes(id))

    // Files first: if the database load fails after this, the files are extra ones no row refers to.
    for (const [index, object] of manifest.objects.entries.entries()) {
      const body = await archive.open(object.entry)
      const checked = verifyingStream(object.entry, object)
      body.once('error', (error) => checked.destroy(error))
      await target.store.write(object.key, body.pipe(checked))
      if ((index + 1) % 50 === 0 || index + 1 === manifest.objects.count) {
        progress(`files: ${index + 1} of ${manifest.objects.count} put back`)
      }
    }

    // One transaction from emptying to the last migration: a restore that fails or is killed part-way leaves
    // the database as it was, never empty or half loaded.
    progress('database: replacing it in one transaction (emptied, migrated to the archive’s level, loaded)')
    const upTo = await migrationsUpTo(migrationsFolder, level)
    let counts: Map<string, number>
    try {
      counts = await target.database.db.transaction(async (tx) => {
        // An instance starting meanwhile waits to migrate until this is over, as it would for another instance.
        await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`)
        await emptyDatabase(tx)
        await applyMigrationsWithin(tx, upTo.folder)
        const loaded = await loadTables(tx, manifest.tables, (entry) => archive.open(entry), {
          tableDone: (table, rows, index, total) =>
            progress(`database: ${table} (${rows} rows), table ${index} of ${total}`),
        })
        progress('database: applying later migrations, if any')
        await applyMigrationsWithin(tx, migrationsFolder)
        return loaded
      })
    } finally {
      await upTo.cleanUp()
    }
    progress('database: committed')

    const removedObjects = await removeObjectsNotIn(target.store, manifest)
    await assertObjectsPresent(target.store, manifest)
    return {
      manifest,
      tables: manifest.tables.map((table) => ({ name: table.name, rows: counts.get(table.name) ?? 0 })),
      objects: { count: manifest.objects.count, bytes: manifest.objects.bytes },
      removedObjects,
      missingKeyIds,
    }
  } finally {
    archive.close()
  }
}

/** Reads every file in the archive once and refuses it if any differs from the manifest. */
export async function verifyArchive(archive: BackupArchive, progress: (message: string) => void): Promise<void> {
  const { manifest } = archive
  if (manifest.objects.entries.length !== manifest.objects.count) throw damaged('manifest.json', 'miscounts its files')
  for (const object of manifest.objects.entries) {
    try {
      assertObjectKey(object.key)
    } catch {
      throw damaged('manifest.json', `names a file ${JSON.stringify(object.key)} that is not an Afterword object key`)
    }
  }
  const entries = [...manifest.tables, ...manifest.objects.entries]
  const rowsIn = new Map(manifest.tables.map((table) => [table.entry, table.rows]))
  for (const [index, entry] of entries.entries()) {
    const lines = { count: 0 }
    await pipeline(await archive.open(entry.entry), verifyingStream(entry.entry, entry), discard(lines))
    // A manifest changed in a row count would otherwise only show once the target had been emptied.
    const rows = rowsIn.get(entry.entry)
    if (rows !== undefined && rows !== lines.count) {
      throw damaged(entry.entry, `holds ${lines.count} rows where the manifest says ${rows}`)
    }
    if ((index + 1) % 100 === 0 || index + 1 === entries.length) {
      progress(`checking the archive: ${index + 1} of ${entries.length} files match their SHA-256`)
    }
  }
}

function isObjectKey(key: string): boolean {
  try {
    assertObjectKey(key)
    return true
  } catch {
    return false
  }
}

/** Drops the bytes, counting the lines (a table file's rows) on the way. */
function discard(lines: { count: number }): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines.count += 1
      callback()
    },
  })
}

async function assertTargetMayBeReplaced(target: RestoreTarget, force: boolean): Promise<void> {
  const [users] = await queryRows<{ found: boolean }>(
    target.database.db,
    sql`select to_regclass('public.users') is not null as found`,
  )
  let accounts = 0
  if (users?.found) {
    const [row] = await queryRows<{ count: number }>(target.database.db, sql`select count(*)::int as count from users`)
    accounts = row?.count ?? 0
  }
  let files = 0
  for await (const object of target.store.list()) {
    if (isObjectKey(object.key)) files += 1
    if (files > 0) break
  }
  if (force) return
  if (accounts > 0) {
    throw new RestoreRefusedError(
      `The target database already has ${accounts} account${accounts === 1 ? '' : 's'}: nothing was changed. Restore into an empty database, or add --force to replace everything in this one with the archive.`,
    )
  }
  if (files > 0) {
    throw new RestoreRefusedError(
      'The target file store already holds files: nothing was changed. Restore into an empty store, or add --force to replace its files with the archive’s.',
    )
  }
}

/** With --force, files of the installation that was replaced: no row refers to them any more. */
async function removeObjectsNotIn(store: ObjectStore, manifest: BackupManifest): Promise<number> {
  const keep = new Set(manifest.objects.entries.map((object) => object.key))
  const remove: string[] = []
  for await (const object of store.list()) {
    // Another application's file in a shared bucket is not ours to remove.
    if (!keep.has(object.key) && isObjectKey(object.key)) remove.push(object.key)
  }
  for (const key of remove) await store.remove(key)
  return remove.length
}

async function assertObjectsPresent(store: ObjectStore, manifest: BackupManifest): Promise<void> {
  const present = new Set<string>()
  for await (const object of store.list()) present.add(object.key)
  const missing = manifest.objects.entries.filter((object) => !present.has(object.key))
  if (missing.length > 0) {
    throw new BackupArchiveError(
      `${missing.length} files were written but the store does not list them (${missing
        .slice(0, 3)
        .map((object) => object.key)
        .join(', ')}…): check the store's configuration and run the restore again with --force.`,
    )
  }
}
