import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { DEFAULT_MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '~/lib/db.server'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a new database created on that PostgreSQL server and dropped on close. Each file gets its own, so files
 * run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(
  migrationsFolder: string = DEFAULT_MIGRATIONS_FOLDER,
): Promise<DatabaseHandle & { name: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const handle = await openDatabase({ driver: 'pglite' })
    await handle.migrate(migrationsFolder)
    return { ...handle, name: 'pglite:memory' }
  }

  const name = `afterword_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`create database "${name}"`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 4 })
  await handle.migrate(migrationsFolder)
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close()
      await withAdminClient(serverUrl, async (client) => {
        // pool.end() resolves before the server has seen every connection close; dropping with FORCE while
        // they close would kill them mid-goodbye, so wait for them first (FORCE stays as the backstop).
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query<{ open: number }>(
            'select count(*)::int as open from pg_stat_activity where datname = $1',
            [name],
          )
          if (rows[0]?.open === 0) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await client.query(`drop database if exists "${name}" with (force)`)
      })
    },
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
