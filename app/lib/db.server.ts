import { constants as fsConstants } from 'node:fs'
import { access, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Logger } from 'pino'
import * as schema from '~db/schema'

/** The one database type services accept: the same for PGlite and the PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseDriver = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  driver: DatabaseDriver
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping: () => Promise<void>
  migrate: (migrationsFolder?: string) => Promise<void>
  close: () => Promise<void>
  /** Connections of a server's pool (for the metrics); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number }
}

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with `{ rows }`; the shared base type only knows it
 * as `unknown`, so the shape is asserted here, once.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] }
  return result.rows
}

/** Whether the database answers a trivial query within `timeoutMs` (a server may hang rather than refuse). */
export async function databaseAnswers(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * SQLSTATE classes and codes of a database that went away: 08 (connection exception) and 57P01-57P03 (the
 * server shutting down, crashed, or not yet taking connections).
 */
const CONNECTION_LOST_CODE = /^(08...|57P0[123])$/
const CONNECTION_LOST_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])

/**
 * Whether an error, or one it was caused by (Drizzle wraps the driver's), says the connection to the database
 * was lost or refused, rather than a query being wrong.
 */
export function lostTheDatabase(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as Error & { code?: unknown }).code
    if (typeof code === 'string' && (CONNECTION_LOST_CODE.test(code) || CONNECTION_LOST_NODE_CODES.has(code))) {
      return true
    }
    if (/^Connection terminated/.test(cause.message)) return true
    cause = cause.cause
  }
  return false
}

/** A LIKE pattern that finds `text` anywhere, its own %, _ and \\ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

export const DEFAULT_MIGRATIONS_FOLDER = path.resolve('db/migrations')

export class DataDirError extends Error {
  override name = 'DataDirError'
}

export type DatabaseOptions =
  /** `logger` hears of connections the server closed (a restart, a failover); without it they pass silently. */
  | { driver: 'postgres'; url: string; poolMax?: number; logger?: Pick<Logger, 'warn'> }
  /**
   * `dataDir` undefined: in memory (tests). `loadDataDir`: in memory, starting from a copy of another in-memory
   * database (PGlite's `dumpDataDir`; only without a `dataDir`): the test harness migrates once and starts each
   * file from that copy.
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.driver === 'postgres'
    ? Promise.resolve(openPostgres(options.url, options.poolMax ?? 10, options.logger))
    : openPglite(options.dataDir, options.loadDataDir)
}

function openPostgres(url: string, poolMax: number, logger: Pick<Logger, 'warn'> | undefined): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax })
  survivesLostConnections(pool, logger)
  const db = drizzlePg(pool, { schema })
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    migrate: (migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) =>
      withAdvisoryLock(pool, () => migratePg(db, { migrationsFolder })),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/**
 * A connection the server closes (PostgreSQL restarting, a failover, an idle reaper) is an 'error' event on its
 * client, and on the pool too when the client was idle. Node ends the process on an 'error' event nobody
 * listens to, so without these listeners one restart of PostgreSQL stopped every instance
 * (docs/operations.md, 'When PostgreSQL restarts'). The pool
 * has already dropped the client; the query or transaction that was using it fails on its own and says so, and
 * the next one opens a new connection once the server is back.
 */
function survivesLostConnections(pool: pg.Pool, logger: Pick<Logger, 'warn'> | undefined): void {
  // An idle client's error reaches both listeners: log it once.
  const logged = new WeakSet<Error>()
  const connectionLost = (error: Error) => {
    if (logged.has(error)) return
    logged.add(error)
    logger?.warn({ err: error }, 'a database connection was lost; the next query opens a new one')
  }
  pool.on('error', connectionLost)
  // A client in use (a transaction, the migration lock) has no pool listener while it is out of the pool.
  pool.on('connect', (client) => client.on('error', connectionLost))
}

/**
 * Any fixed number: instances starting together take turns at migrating instead of racing (a restore takes it
 * too, app/features/operations/restore.server.ts).
 */
export const MIGRATION_LOCK_ID = 7_020_401

async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
    client.release()
  }
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  let client: PGlite
  if (dataDir === undefined) {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {})
  } else {
    const dbDir = path.resolve(dataDir, 'db')
    await ensureWritableDirectory(dbDir)
    client = await PGlite.create(dbDir)
  }
  const db = drizzlePglite(client, { schema })
  let migrating: Promise<void> = Promise.resolve()
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    // One process owns a PGlite database; overlapping calls in it take turns.
    migrate: (migrationsFolder = DEFAULT_MIGRATIONS_FOLDER) => {
      migrating = migrating.then(() => migratePglite(db, { migrationsFolder }))
      return migrating
    },
    close: () => client.close(),
  }
}

/** Creates the directory if needed and proves it is writable, with a message a person can act on. */
export async function ensureWritableDirectory(directory: string): Promise<void> {
  try {
    await mkdir(directory, { recursive: true })
    await access(directory, fsConstants.W_OK)
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error)
    throw new DataDirError(
      `Cannot write to the data directory ${directory} (${reason}). Set DATA_DIR to a writable folder or fix its permissions.`,
    )
  }
}
