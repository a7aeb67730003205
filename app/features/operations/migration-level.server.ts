import { createHash } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { queryRows, type Database } from '~/lib/db.server'
import { BackupArchiveError, type BackupManifest } from './backup-archive.server'

/**
 * Which migrations a database has had. Drizzle records each applied migration in
 * `drizzle.__drizzle_migrations` with the journal's `when` as `created_at` and the SHA-256 of its SQL; the
 * latest `created_at` is the database's level. Restores rebuild that bookkeeping by running the migrations
 * themselves rather than copying it (docs/decisions/052-backups.md).
 */
export interface MigrationLevel {
  tag: string | null
  createdAt: number
  hash: string
}

interface JournalEntry {
  idx: number
  when: number
  tag: string
  breakpoints: boolean
}

interface Journal {
  version: string
  dialect: string
  entries: JournalEntry[]
}

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal
}

/** The migrations this code knows, oldest first, as drizzle records them. */
export async function knownMigrations(folder: string): Promise<MigrationLevel[]> {
  const journal = await readJournal(folder)
  return Promise.all(
    journal.entries.map(async (entry) => ({
      tag: entry.tag,
      createdAt: entry.when,
      hash: createHash('sha256')
        .update(await readFile(path.join(folder, `${entry.tag}.sql`)))
        .digest('hex'),
    })),
  )
}

/** The last migration applied to `db`, or null when none ever was (a new database). */
export async function appliedMigrationLevel(db: Database, known: MigrationLevel[]): Promise<MigrationLevel | null> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  )
  if (!exists?.found) return null
  const [last] = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  if (!last) return null
  const createdAt = Number(last.created_at)
  return { tag: known.find((migration) => migration.createdAt === createdAt)?.tag ?? null, createdAt, hash: last.hash }
}

/**
 * Refuses an archive this code cannot restore: one from a later migration than it knows (a newer Afterword),
 * or from a migration it has never heard of.
 */
export function assertRestorableLevel(manifest: BackupManifest, known: MigrationLevel[]): MigrationLevel {
  const latest = known.at(-1)
  const archived = manifest.migration
  const name = archived.tag ?? `of ${new Date(archived.createdAt).toISOString()}`
  if (!latest || archived.createdAt > latest.createdAt) {
    throw new BackupArchiveError(
      `This archive comes from a newer version of Afterword: its database is at migration ${name}, and this version knows migrations up to ${latest?.tag ?? '(none)'}. Restore it with the version that made it (or a later one): upgrade Afterword first.`,
    )
  }
  const match = known.find((migration) => migration.createdAt === archived.createdAt)
  if (!match) {
    throw new BackupArchiveError(
      `This archive's database is at migration ${name}, which this version of Afterword does not have. Restore it with the version of Afterword that made it.`,
    )
  }
  return match
}

/**
 * A copy of the migrations folder that stops at `level`, so an empty database can be brought to exactly the
 * archive's schema before its rows go in; the later migrations then run over the restored rows as they would
 * have on the original. Remove it with `cleanUp`.
 */
export async function migrationsUpTo(
  folder: string,
  level: MigrationLevel,
): Promise<{ folder: string; cleanUp: () => Promise<void> }> {
  const journal = await readJournal(folder)
  const entries = journal.entries.filter((entry) => entry.when <= level.createdAt)
  const copy = await mkdtemp(path.join(tmpdir(), 'afterword-migrations-'))
  await mkdir(path.join(copy, 'meta'))
  await writeFile(path.join(copy, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2))
  for (const entry of entries)
    await copyFile(path.join(folder, `${entry.tag}.sql`), path.join(copy, `${entry.tag}.sql`))
  return { folder: copy, cleanUp: () => rm(copy, { recursive: true, force: true }) }
}

/**
 * Applies the migrations in `folder` that `db` has not had, inside the caller's transaction, keeping drizzle's
 * record as its migrator does (a row of the SQL's SHA-256 and the journal's `when` in
 * drizzle.__drizzle_migrations), so that the server later finds them applied. Drizzle's own migrator opens a
 * transaction of its own, which a restore cannot have: everything it does must roll back together.
 */
export async function applyMigrationsWithin(db: Database, folder: string): Promise<void> {
  await db.execute(sql`create schema if not exists drizzle`)
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  )
  const [last] = await queryRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )
  for (const migration of readMigrationFiles({ migrationsFolder: folder })) {
    if (last && Number(last.created_at) >= migration.folderMillis) continue
    for (const statement of migration.sql) await db.execute(sql.raw(statement))
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    )
  }
}
