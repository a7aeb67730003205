import { createHash, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import JSZip from 'jszip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BackupArchiveError,
  openBackupArchive,
  restoreBackup,
  RestoreRefusedError,
  writeBackupFile,
  type BackupManifest,
} from '~/features/operations/index.server'
import { queryRows, type DatabaseHandle } from '~/lib/db.server'
import { createFilesystemStore, type ObjectStore } from '~/lib/storage.server'
import {
  ALL_BYTES,
  decryptedFiles,
  everyRow,
  latestAppMigration,
  migrationsWithProbe,
  PROBE_JSON,
  PROBE_TABLE,
  seedInstallation,
  type SeededInstallation,
} from '../setup/seed-installation'
import { setUpTestContext } from '../setup/test-context'
import { createTestDatabase } from '../setup/test-database'

const probeMigrations = migrationsWithProbe()
const context = setUpTestContext(() => createTestDatabase(probeMigrations))
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const work = mkdtempSync(path.join(tmpdir(), 'afterword-backups-'))
const emptyMigrations = path.resolve('tests/fixtures/empty-migrations')

let seeded: SeededInstallation
let archive: string
let manifest: BackupManifest
/** A target with the archive restored into it, shared by the tests that need a non-empty one. */
let target: { database: DatabaseHandle; store: ObjectStore }
const opened: DatabaseHandle[] = []

function installation() {
  return {
    db: context.db,
    driver: onPostgres ? ('postgres' as const) : ('pglite' as const),
    store: context.documents.store,
    documentKeyId: context.documents.keys.currentId,
  }
}

/** A database with nothing in it, not even migrations: what a new PostgreSQL database or DATA_DIR is. */
async function emptyTarget() {
  const database = await createTestDatabase(emptyMigrations)
  opened.push(database)
  return { database, store: createFilesystemStore(mkdtempSync(path.join(work, 'files-'))) }
}

const keyIds = () => [context.documents.keys.currentId]

beforeAll(async () => {
  seeded = await seedInstallation(context)
  archive = path.join(work, 'backup.zip')
  ;({ manifest } = await writeBackupFile(installation(), archive, { migrationsFolder: probeMigrations }))
})
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()))
  await Promise.all([work, probeMigrations].map((folder) => rm(folder, { recursive: true, force: true })))
})

describe('backing up and restoring an installation', () => {
  it('writes one archive with a manifest: the migration level, row counts, a SHA-256 per file, the key fingerprint only', async () => {
    expect(manifest.migration.tag).toBe('9000_backup_probe')
    expect(manifest.documentKeys.current).toBe(context.documents.keys.currentId)
    expect(manifest.documentKeys.usedByFiles).toEqual([context.documents.keys.currentId])
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2)
    expect(manifest.tables.find((table) => table.name === PROBE_TABLE)?.rows).toBe(2)
    expect(manifest.objects.count).toBe(3)
    expect(manifest.objects.entries.every((object) => /^[0-9a-f]{64}$/.test(object.sha256))).toBe(true)
    // The drizzle bookkeeping is rebuilt by migrating, not carried.
    expect(manifest.tables.map((table) => table.name)).not.toContain('__drizzle_migrations')
    const bytes = await readFile(archive)
    expect(bytes.includes(context.documents.masterKey)).toBe(false)
    expect(bytes.includes(Buffer.from(context.documents.masterKey.toString('base64')))).toBe(false)
    // The files are in it as they are stored: encrypted.
    expect(bytes.includes(seeded.files.get('notes ünïcödé 東京.txt')?.subarray(0, 64) ?? Buffer.alloc(1))).toBe(false)
  })

  it('restores into an empty database and store: every row the same, every file decrypts to the same bytes', async () => {
    target = await emptyTarget()
    const report = await restoreBackup(
      archive,
      { ...target, documentKeyIds: keyIds() },
      { migrationsFolder: probeMigrations },
    )
    expect(report.missingKeyIds).toEqual([])
    expect(report.tables.find((table) => table.name === 'users')?.rows).toBe(2)
    expect(await everyRow(target.database.db)).toEqual(await everyRow(context.db))

    const files = await decryptedFiles(target.database.db, target.store, context.documents.keys)
    expect([...files.keys()].sort()).toEqual([...seeded.files.keys()].sort())
    for (const [name, bytes] of seeded.files) expect(files.get(name)?.equals(bytes), name).toBe(true)

    const [probe] = await queryRows<{ bytes: Uint8Array; doc: string; is_json_null: boolean; words: string[] }>(
      target.database.db,
      sql`select bytes, doc::text as doc, jsonb_typeof(json_null) = 'null' as is_json_null, words
          from backup_probe where note = 'first ✓'`,
    )
    expect(Buffer.from(probe?.bytes ?? []).equals(ALL_BYTES)).toBe(true)
    expect(probe?.doc).toBe(
      (await queryRows<{ doc: string }>(context.db, sql`select ${PROBE_JSON}::jsonb::text as doc`))[0]?.doc,
    )
    expect(probe?.is_json_null).toBe(true)
    expect(probe?.words).toEqual(['a, b', 'quote "q"', '東京', ''])
    // The serial's sequence continues after the restored rows.
    const [next] = await queryRows<{ id: number }>(
      target.database.db,
      sql`insert into backup_probe (bytes, words, at, amount, note) values ('\\x00', '{}', now(), 1, 'new') returning id`,
    )
    expect(next?.id).toBe(3)
  })

  it('refuses a target that already has accounts, and replaces it with --force', async () => {
    const before = await everyRow(target.database.db)
    await expect(
      restoreBackup(archive, { ...target, documentKeyIds: keyIds() }, { migrationsFolder: probeMigrations }),
    ).rejects.toThrow(
      new RestoreRefusedError(
        'The target database already has 2 accounts: nothing was changed. Restore into an empty database, or add --force to replace everything in this one with the archive.',
      ),
    )
    expect(await everyRow(target.database.db)).toEqual(before)

    const stray = `${randomUUID()}/${randomUUID()}`
    await target.store.write(stray, Readable.from([Buffer.from('left by the replaced installation')]))
    const report = await restoreBackup(
      archive,
      { ...target, documentKeyIds: keyIds() },
      { migrationsFolder: probeMigrations, force: true },
    )
    expect(report.removedObjects).toBe(1)
    expect(await everyRow(target.database.db)).toEqual(await everyRow(context.db))
  })

  it('refuses an archive with one byte changed, by its checksum, and leaves the target as it was', async () => {
    const bytes = await readFile(archive)
    const largest = [...manifest.objects.entries].sort((a, b) => b.bytes - a.bytes)[0]
    const stored = await readFile(path.join(context.documents.root, ...(largest?.key ?? '').split('/')))
    const at = bytes.indexOf(stored.subarray(1000, 1064))
    expect(at).toBeGreaterThan(0)
    bytes[at] = (bytes[at] ?? 0) ^ 0x01
    const damagedArchive = path.join(work, 'damaged.zip')
    await writeFile(damagedArchive, bytes)

    const before = await everyRow(target.database.db)
    const filesBefore = await decryptedFiles(target.database.db, target.store, context.documents.keys)
    await expect(
      restoreBackup(
        damagedArchive,
        { ...target, documentKeyIds: keyIds() },
        { migrationsFolder: probeMigrations, force: true },
      ),
    ).rejects.toThrow(
      new BackupArchiveError(
        `The archive is damaged: ${largest?.entry} its SHA-256 does not match the manifest. Nothing was restored from it; use another copy of the backup.`,
      ),
    )
    expect(await everyRow(target.database.db)).toEqual(before)
    expect(await decryptedFiles(target.database.db, target.store, context.documents.keys)).toEqual(filesBefore)
  })

  it('refuses an archive whose manifest miscounts a table, before changing anything', async () => {
    const zip = await JSZip.loadAsync(await readFile(archive))
    const edited = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}') as BackupManifest
    const users = edited.tables.find((table) => table.name === 'users')
    if (users) users.rows += 1
    zip.file('manifest.json', JSON.stringify(edited))
    const miscounted = path.join(work, 'miscounted.zip')
    await writeFile(miscounted, await zip.generateAsync({ type: 'nodebuffer' }))

    const before = await everyRow(target.database.db)
    await expect(
      restoreBackup(
        miscounted,
        { ...target, documentKeyIds: keyIds() },
        { migrationsFolder: probeMigrations, force: true },
      ),
    ).rejects.toThrow('The archive is damaged: database/users.jsonl holds 2 rows where the manifest says 3.')
    expect(await everyRow(target.database.db)).toEqual(before)
  })

  it('leaves the installation as it was when the load fails part-way (one transaction, not emptied first)', async () => {
    // A later table that passes every check (its SHA-256 and row count agree with the manifest) but cannot
    // be loaded: its second row repeats the first one's primary key.
    const zip = await JSZip.loadAsync(await readFile(archive))
    const edited = JSON.parse((await zip.file('manifest.json')?.async('string')) ?? '{}') as BackupManifest
    const probe = edited.tables.find((table) => table.name === PROBE_TABLE)
    const [first = ''] = ((await zip.file(probe?.entry ?? '')?.async('string')) ?? '').split('\n')
    const repeated = Buffer.from(`${first}\n${first}\n`)
    if (probe)
      Object.assign(probe, { bytes: repeated.length, sha256: createHash('sha256').update(repeated).digest('hex') })
    zip.file(probe?.entry ?? '', repeated)
    zip.file('manifest.json', JSON.stringify(edited))
    const failing = path.join(work, 'fails-while-loading.zip')
    await writeFile(failing, await zip.generateAsync({ type: 'nodebuffer' }))

    const before = await everyRow(target.database.db)
    const filesBefore = await decryptedFiles(target.database.db, target.store, context.documents.keys)
    const progress: string[] = []
    await expect(
      restoreBackup(
        failing,
        { ...target, documentKeyIds: keyIds() },
        { migrationsFolder: probeMigrations, force: true, progress: (line) => progress.push(line) },
      ),
    ).rejects.toThrow(/Failed query: insert into public."backup_probe"/)
    // It had loaded other tables before it failed.
    expect(progress.some((line) => /table 1 of \d+/.test(line))).toBe(true)
    expect(await everyRow(target.database.db)).toEqual(before)
    expect(await decryptedFiles(target.database.db, target.store, context.documents.keys)).toEqual(filesBefore)
    // And it is in use as before: the serial continues.
    const [next] = await queryRows<{ id: number }>(
      target.database.db,
      sql`insert into backup_probe (bytes, words, at, amount, note) values ('\\x00', '{}', now(), 1, 'after') returning id`,
    )
    expect(next?.id).toBe(3)
    await target.database.db.execute(sql`delete from backup_probe where note = 'after'`)
  })

  it('refuses an archive from a newer migration level than the code knows, changing nothing', async () => {
    const fresh = await emptyTarget()
    await expect(restoreBackup(archive, { ...fresh, documentKeyIds: keyIds() })).rejects.toThrow(
      `comes from a newer version of Afterword: its database is at migration 9000_backup_probe, and this version knows migrations up to ${latestAppMigration()}.`,
    )
    const [tables] = await queryRows<{ count: number }>(
      fresh.database.db,
      sql`select count(*)::int as count from information_schema.tables where table_schema = 'public'`,
    )
    expect(tables?.count).toBe(0)
  })

  it('restores an archive from an older migration level, then runs the later migrations over its rows', async () => {
    const older = await createTestDatabase()
    opened.push(older)
    await older.db.execute(
      sql`insert into rate_limits (key, count, window_started_at) values ('sign-in:email:zoë@example.com', 3, now())`,
    )
    const olderArchive = path.join(work, 'older.zip')
    const { manifest: olderManifest } = await writeBackupFile(
      { ...installation(), db: older.db, store: createFilesystemStore(mkdtempSync(path.join(work, 'files-'))) },
      olderArchive,
    )
    expect(olderManifest.migration.tag).toBe(latestAppMigration())

    const fresh = await emptyTarget()
    await restoreBackup(olderArchive, { ...fresh, documentKeyIds: keyIds() }, { migrationsFolder: probeMigrations })
    const copied = await queryRows<{ note: string; amount: string }>(
      fresh.database.db,
      sql`select note, amount::text as amount from backup_probe`,
    )
    expect(copied).toEqual([{ note: 'sign-in:email:zoë@example.com', amount: '3' }])
    const [level] = await queryRows<{ created_at: string }>(
      fresh.database.db,
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    )
    expect(level?.created_at).toBe('9000000000000')
  })

  it('says which key the files need when the configured one cannot open them', async () => {
    const fresh = await emptyTarget()
    const report = await restoreBackup(
      archive,
      { ...fresh, documentKeyIds: ['0123456789abcdef'] },
      { migrationsFolder: probeMigrations },
    )
    expect(report.missingKeyIds).toEqual([context.documents.keys.currentId])
  })

  it('stops with the store’s error when a file cannot be read, and leaves no archive behind', async () => {
    const failing: ObjectStore = {
      ...context.documents.store,
      read: () =>
        Promise.resolve(
          new Readable({
            read() {
              this.destroy(new Error('the disk failed'))
            },
          }),
        ),
    }
    const out = path.join(work, 'failed.zip')
    await expect(
      writeBackupFile({ ...installation(), store: failing }, out, { migrationsFolder: probeMigrations }),
    ).rejects.toThrow('the disk failed')
    await expect(stat(out)).rejects.toThrow(/ENOENT/)
    await expect(stat(`${out}.partial`)).rejects.toThrow(/ENOENT/)
  })

  it('reads the archive back: the manifest and every file in it', async () => {
    const reading = await openBackupArchive(archive)
    try {
      expect(reading.manifest).toEqual(manifest)
      expect(manifest.tables.every((table) => reading.has(table.entry))).toBe(true)
      expect(manifest.objects.entries.every((object) => reading.has(object.entry))).toBe(true)
    } finally {
      reading.close()
    }
  })
})

describe.skipIf(!onPostgres)('a consistent snapshot on a PostgreSQL server', () => {
  it('leaves out a row committed from another connection after the snapshot began', async () => {
    const during = path.join(work, 'during.zip')
    const { manifest: taken } = await writeBackupFile(installation(), during, {
      migrationsFolder: probeMigrations,
      afterSnapshot: async () => {
        await context.db.execute(
          sql`insert into backup_probe (bytes, words, at, amount, note) values ('\\x01', '{}', now(), 2, 'after the snapshot')`,
        )
      },
    })
    const [now] = await queryRows<{ count: number }>(context.db, sql`select count(*)::int as count from backup_probe`)
    expect(taken.tables.find((table) => table.name === PROBE_TABLE)?.rows).toBe((now?.count ?? 0) - 1)
    const restored = await emptyTarget()
    await restoreBackup(during, { ...restored, documentKeyIds: keyIds() }, { migrationsFolder: probeMigrations })
    const notes = await queryRows<{ note: string }>(
      restored.database.db,
      sql`select note from backup_probe order by id`,
    )
    expect(notes.map((row) => row.note)).not.toContain('after the snapshot')
  })
})
