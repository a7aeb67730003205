import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { claimEmbeddedDatabase, ServerRunningError } from '~/features/operations/index.server'
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from '~/lib/data-dir-lock.server'
import { parseEnv } from '~/lib/env.server'

/**
 * The commands that open the embedded database (backup, restore, migrate-to-server, documents:rewrap,
 * db:migrate) refuse while a server uses it, and hold the data directory themselves while they work, so a
 * server cannot start on it meanwhile (decision 054).
 */

const work = mkdtempSync(path.join(tmpdir(), 'afterword-claim-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A port nothing listens on: one just freed. */
async function quietPort(): Promise<number> {
  const server = createServer(() => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('claiming the embedded database for a command', () => {
  it('refuses when the configured address answers /healthz', async () => {
    const server = createServer((_request, response) => response.end('{"status":"ok"}'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const env = parseEnv({ DATA_DIR: mkdtempSync(path.join(work, 'data-')), PORT: String(port) })
      await expect(claimEmbeddedDatabase(env, 'backup')).rejects.toThrow(ServerRunningError)
      await expect(claimEmbeddedDatabase(env, 'backup')).rejects.toThrow(/stop Afterword first/)
    } finally {
      server.close()
    }
  })

  it('refuses while PGlite holds DATA_DIR/db, and goes ahead when nothing does', async () => {
    const dataDir = mkdtempSync(path.join(work, 'data-'))
    const env = parseEnv({ DATA_DIR: dataDir, PORT: String(await quietPort()) })
    const lock = await claimEmbeddedDatabase(env, 'backup')
    expect(lock).not.toBeNull()
    await lock?.release()
    await mkdir(path.join(dataDir, 'db'))
    await writeFile(path.join(dataDir, 'db', 'postmaster.pid'), '-42\n')
    await expect(claimEmbeddedDatabase(env, 'backup')).rejects.toThrow(
      /is open in another process, or was not closed cleanly/,
    )
    // The refusal let the directory go again.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  })

  it('refuses while a server holds the data directory, naming its pid, on another port', async () => {
    const dataDir = mkdtempSync(path.join(work, 'data-'))
    const server = await acquireDataDirLock(dataDir, 'server')
    try {
      const env = parseEnv({ DATA_DIR: dataDir, PORT: String(await quietPort()) })
      await expect(claimEmbeddedDatabase(env, 'restore')).rejects.toThrow(
        `another Afterword server (pid ${process.pid}) is using ${path.resolve(dataDir)}: stop it first`,
      )
    } finally {
      await server.release()
    }
  })

  it('keeps a server from starting on the data directory until the command is done', async () => {
    const dataDir = mkdtempSync(path.join(work, 'data-'))
    const env = parseEnv({ DATA_DIR: dataDir, PORT: String(await quietPort()) })
    const backup = await claimEmbeddedDatabase(env, 'backup')
    const refused = await acquireDataDirLock(dataDir, 'server').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirLockedError)
    expect((refused as Error).message).toBe(
      `the command npm run backup (pid ${process.pid}) is using the data directory ${path.resolve(dataDir)}. Let it finish first, or set DATA_DIR to another folder.`,
    )
    await backup?.release()
    const server = await acquireDataDirLock(dataDir, 'server')
    await server.release()
  })

  it('holds nothing with DATABASE_URL: the files there are safe to share (decision 054)', async () => {
    const env = parseEnv({
      DATA_DIR: mkdtempSync(path.join(work, 'data-')),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none',
    })
    await expect(claimEmbeddedDatabase(env, 'backup')).resolves.toBeNull()
  })
})
