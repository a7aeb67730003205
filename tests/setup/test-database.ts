import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '~/lib/db.server'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a new database created on that PostgreSQL server and dropped on close. Each file gets its own, so files
 * run in parallel without seeing each other's rows.
 *
 * With the project's own migrations, each database is a copy of one migrated once in this run (a PGlite dump, or
 * a PostgreSQL template database), when vitest's global setup made a place for it (tests/setup/test-templates.ts):
 * starting PGlite and migrating took 6 to 19 s per file on the 2-core machine, loading the copy 2 to 3 s
 * (docs/decisions/085-test-run-time.md). `fresh` migrates from scratch, for the test that proves the
 * migrations apply to an empty database.
 */
export async function createTestDatabase(
  migrationsFolder: string = DEFAULT_MIGRATIONS_FOLDER,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<DatabaseHandle & { name: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const templates = process.env.TEST_TEMPLATES_DIR
  const fromTemplate = !fresh && !!templates && path.resolve(migrationsFolder) === DEFAULT_MIGRATIONS_FOLDER
  if (!serverUrl) {
    if (fromTemplate) {
      const handle = await openDatabase({ driver: 'pglite', loadDataDir: await pgliteTemplate(templates) })
      // Finds every migration applied, as a server finds them on its next start.
      await handle.migrate(migrationsFolder)
      return { ...handle, name: 'pglite:memory' }
    }
    const handle = await openDatabase({ driver: 'pglite' })
    await handle.migrate(migrationsFolder)
    return { ...handle, name: 'pglite:memory' }
  }

  const name = `afterword_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const template = fromTemplate ? await postgresTemplate(serverUrl, templates) : undefined
  await withAdminClient(serverUrl, (client) =>
    client.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`),
  )
  const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, name), poolMax: 4 })
  // On a copy of the template this finds every migration applied, as a server finds them on its next start.
  await handle.migrate(migrationsFolder)
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close()
      await dropDatabase(serverUrl, name)
    },
  }
}

/**
 * The dump of an in-memory PGlite with the project's migrations applied, made by the first file that asks and
 * kept in the run's templates folder. Two files asking at once may both make it; each writes its own file and
 * renames it into place, so a reader never sees half of one.
 */
async function pgliteTemplate(folder: string): Promise<Blob> {
  const file = path.join(folder, 'pglite-migrated.tar')
  if (!existsSync(file)) {
    const client = await PGlite.create()
    try {
      // The migrator the app's own handle runs (app/lib/db.server.ts).
      await migrate(drizzle(client), { migrationsFolder: DEFAULT_MIGRATIONS_FOLDER })
      const dump = await client.dumpDataDir('none')
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
      await rename(partial, file)
    } finally {
      await client.close()
    }
  }
  return new Blob([new Uint8Array(await readFile(file))])
}

/** Any fixed number: the workers of one run take turns at making the template database. */
const TEMPLATE_LOCK_ID = 7_020_402

/**
 * A database on the server with the project's migrations applied, named after this run's templates folder, made
 * by the first file that asks while the others wait; CREATE DATABASE … TEMPLATE copies it. The global setup
 * drops it when the run ends.
 */
async function postgresTemplate(serverUrl: string, folder: string): Promise<string> {
  const name = postgresTemplateName(folder)
  await withAdminClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID])
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
      if (rowCount) return
      const building = `${name}_building`
      await client.query(`drop database if exists "${building}" with (force)`)
      await client.query(`create database "${building}"`)
      // Two connections: the migration lock holds one while the migrator runs on the other.
      const handle = await openDatabase({ driver: 'postgres', url: databaseUrl(serverUrl, building), poolMax: 2 })
      try {
        await handle.migrate(DEFAULT_MIGRATIONS_FOLDER)
      } finally {
        await handle.close()
      }
      // A database is renamed, and a template copied, only with no one connected to it; a connection still
      // closing after the wait is ended here (the pool above was its only user).
      await waitForConnectionsToClose(client, building)
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building])
      await client.query(`alter database "${building}" rename to "${name}"`)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID])
    }
  })
  return name
}

/** The template database's name for this run: the templates folder's random suffix, so runs never share one. */
export function postgresTemplateName(folder: string): string {
  return `afterword_template_${path
    .basename(folder)
    .replace(/[^A-Za-z0-9]/g, '_')
    .toLowerCase()}`
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    await waitForConnectionsToClose(client, name)
    await client.query(`drop database if exists "${name}" with (force)`)
  })
}

/**
 * pool.end() resolves before the server has seen every connection close; dropping with FORCE while they close
 * would kill them mid-goodbye, so wait for them first (FORCE stays as the backstop).
 */
async function waitForConnectionsToClose(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    )
    if (rows[0]?.open === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
  } catch (error) {
    // A set but unreachable TEST_DATABASE_URL is a broken prerequisite: fail loudly, never fall back.
    throw new Error(`TEST_DATABASE_URL is set but the server does not answer (${String(error)})`)
  }
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
