import net from 'node:net'
import path from 'node:path'
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '~/lib/data-dir-lock.server'
import { DataDirError, ensureWritableDirectory } from '~/lib/db.server'
import type { Env } from '~/lib/env.server'

/**
 * What the server checks before it opens the database (decision 054): on a fresh directory opening it means
 * creating the embedded database and the keys, which takes seconds to a minute, so a refusal that does not need
 * them comes first, in one line.
 */

/** The server's hold on DATA_DIR, released at shutdown (releaseDataDir). */
let held: DataDirLock | null = null

class StartRefusedError extends Error {
  override name = 'StartRefusedError'
}

/**
 * DATA_DIR must be writable; with the embedded database no other process may use it
 * (docs/decisions/054-one-process-per-data-directory.md); HOST:PORT must be free. Prints one line and exits 1
 * otherwise.
 */
export async function runStartChecksOrExit(env: Env): Promise<void> {
  try {
    // Uploaded files live here too, so it must be writable even when the database is a server.
    await ensureWritableDirectory(path.resolve(env.DATA_DIR))
    if (!env.DATABASE_URL) held = await acquireDataDirLock(env.DATA_DIR, 'server')
    await assertCanListen(env.HOST, env.PORT)
  } catch (error) {
    await releaseDataDir()
    if (error instanceof DataDirError) {
      console.error(`Afterword could not start. ${error.message}`)
    } else if (error instanceof DataDirLockedError || error instanceof StartRefusedError) {
      console.error(`Afterword could not start: ${error.message}`)
    } else {
      console.error(`Afterword could not start: ${String(error)}`)
    }
    process.exit(1)
  }
}

/** Lets another server use DATA_DIR: call once the database is closed. Does nothing when nothing is held. */
export async function releaseDataDir(): Promise<void> {
  const lock = held
  held = null
  await lock?.release()
}

/** Binds HOST:PORT for a moment, the way the server will, and lets it go. */
function assertCanListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new StartRefusedError(listenFailure(error, host, port))),
    )
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()))
  })
}

/** Why the server cannot listen, in words a person can act on. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `${host}:${port} is already in use. Stop the other program or set PORT.`
    case 'EACCES':
      return `this user may not listen on ${host}:${port} (ports below 1024 need extra rights). Set PORT to 1024 or above.`
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `${host} is not an address of this machine. Set HOST (for example 127.0.0.1).`
    default:
      return error.message
  }
}
