import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { claimEmbeddedDatabase, writeBackupFile } from '~/features/operations/index.server'
import { openDatabase, queryRows } from '~/lib/db.server'
import { parseEnv } from '~/lib/env.server'
import { createFilesystemStore } from '~/lib/storage.server'
import { everyRow } from '../setup/seed-installation'
import { createTestDatabase } from '../setup/test-database'

/**
 * `npm run restore` killed in the middle of loading the database (a machine that loses power, an operator's
 * Ctrl-C twice, the OOM killer), into the embedded database of a DATA_DIR: the installation that was there must
 * still be there, whole, and open as usual. The embedded database is what the restore opens in its own
 * process, so this runs once, in the PGlite project.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const work = mkdtempSync(path.join(tmpdir(), 'afterword-restore-killed-'))
afterAll(() => rm(work, { recursive: true, force: true }))

/** Enough rows in one table that loading them takes a while after the first tables are in. */
const ARCHIVED_ROWS = 50_000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

describe.skipIf(onPostgres)('a restore killed part-way, into the embedded database', () => {
  it('leaves the installation that was there whole and usable', { timeout: 180_000 }, async () => {
    // The archive: another installation, with many rate-limit rows (loaded third, after jobs and the outbox).
    const source = await createTestDatabase()
    await source.db.execute(
      sql`insert into rate_limits (key, count, window_started_at)
          select 'archived:' || n, 1, now() from generate_series(1, ${ARCHIVED_ROWS}) as n`,
    )
    const archive = path.join(work, 'other-installation.zip')
    await writeBackupFile(
      {
        db: source.db,
        driver: 'pglite',
        store: createFilesystemStore(mkdtempSync(path.join(work, 'files-'))),
        documentKeyId: null,
      },
      archive,
    )
    await source.close()

    // The installation in DATA_DIR, with rows of its own.
    const dataDir = mkdtempSync(path.join(work, 'data-'))
    const installed = await openDatabase({ driver: 'pglite', dataDir })
    await installed.migrate()
    await installed.db.execute(
      sql`insert into rate_limits (key, count, window_started_at) values ('installed:1', 7, now()), ('installed:2', 3, now())`,
    )
    const before = await everyRow(installed.db)
    await installed.close()

    // npm run restore, killed (SIGKILL) once it has loaded its first table.
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: String(await freePort()) }
    // tsx's loader in this very process: the tsx command would run the script in a child of its own, which a
    // SIGKILL to the command would not reach.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', archive, '--force'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const ended = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('close', (_code, signal) => resolve(signal)),
    )
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString()
      if (/table 1 of \d+/.test(output)) child.kill('SIGKILL')
    }
    child.stdout.on('data', onOutput)
    child.stderr.on('data', onOutput)
    expect(await ended, output).toBe('SIGKILL')
    expect(output).toMatch(/database: jobs \(0 rows\), table 1 of \d+/)
    expect(output).not.toContain('rate_limits')
    // As after any crash, PGlite's lock file is left behind.
    expect(existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(true)

    // Opened again, as the server would: the installation as it was, every row of it.
    const reopened = await openDatabase({ driver: 'pglite', dataDir })
    try {
      expect(await everyRow(reopened.db)).toEqual(before)
      await reopened.db.execute(
        sql`insert into rate_limits (key, count, window_started_at) values ('after the restore was killed', 1, now())`,
      )
      const [row] = await queryRows<{ count: number }>(reopened.db, sql`select count(*)::int as count from rate_limits`)
      expect(row?.count).toBe(3)
    } finally {
      await reopened.close()
    }
    // Closed cleanly, it no longer looks open: the restore may be run again.
    const lock = await claimEmbeddedDatabase(parseEnv(env), 'restore')
    expect(lock).not.toBeNull()
    await lock?.release()
  })
})
