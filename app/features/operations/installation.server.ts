import { stat } from 'node:fs/promises'
import path from 'node:path'
import { documentKeyFile, keyId, objectStoreFrom, readDocumentKeys } from '~/features/documents/index.server'
import {
  acquireDataDirLock,
  DataDirLockedError,
  describeHolder,
  type DataDirLock,
  type DataDirUser,
} from '~/lib/data-dir-lock.server'
import { ensureWritableDirectory, openDatabase, type DatabaseHandle } from '~/lib/db.server'
import type { Env } from '~/lib/env.server'
import type { ObjectStore } from '~/lib/storage.server'

/**
 * The installation the environment describes (app/lib/env.server.ts): the database (DATABASE_URL, or the
 * embedded one in DATA_DIR/db), the file store (S3_*, or DATA_DIR/files) and where its keys are. Unlike the
 * server, nothing here generates a key: a backup or restore must not invent one.
 */
export interface OpenInstallation {
  database: DatabaseHandle
  store: ObjectStore
  keys: KeyLocations
}

export interface KeyLocations {
  /** keyId() of DOCUMENT_KEY (or DATA_DIR/document-key), null when neither exists. */
  documentKeyId: string | null
  /** keyId() of that key and of each in DOCUMENT_KEYS_PREVIOUS. */
  documentKeyIds: string[]
  /** Where the document key is: 'the DOCUMENT_KEY variable' or the file's path. */
  documentKey: string
  /** Where the session-signing secret is: 'the BETTER_AUTH_SECRET variable' or the file's path. */
  authSecret: string
}

export async function openInstallation(env: Env): Promise<OpenInstallation> {
  const keys = await keyLocations(env)
  const database = env.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR })
  return { database, store: objectStoreFrom(env), keys }
}

export async function keyLocations(env: Env): Promise<KeyLocations> {
  const { current, previous } = await readDocumentKeys(env)
  return {
    documentKeyId: current ? keyId(current) : null,
    documentKeyIds: [...(current ? [current] : []), ...previous].map((key) => keyId(key)),
    documentKey: env.DOCUMENT_KEY ? 'the DOCUMENT_KEY variable' : documentKeyFile(env),
    authSecret: env.BETTER_AUTH_SECRET ? 'the BETTER_AUTH_SECRET variable' : path.resolve(env.DATA_DIR, 'auth-secret'),
  }
}

/** Another process holds the embedded database; nothing was done. */
export class ServerRunningError extends Error {
  override name = 'ServerRunningError'
}

/**
 * The embedded database is single-process (docs/operations.md), so a backup or restore of it needs the server
 * stopped, and holds the data directory while it works (app/lib/data-dir-lock.server.ts) so that no server
 * starts on it meanwhile. Three signs that the server is not stopped: another process holds the directory; the
 * configured address answers /healthz (also a server of a version before that lock); or PGlite's
 * postmaster.pid is in DATA_DIR/db (PGlite writes it on opening and removes it on a clean close, so it also
 * stays after a crash). Answers the hold, to release when done; null with DATABASE_URL, where there is none.
 */
export async function claimEmbeddedDatabase(env: Env, user: DataDirUser): Promise<DataDirLock | null> {
  if (env.DATABASE_URL) return null
  const host = ['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}/healthz`
  const answered = await fetch(url, { signal: AbortSignal.timeout(1500) }).then(
    () => true,
    () => false,
  )
  if (answered) {
    throw new ServerRunningError(
      `A server answers on ${url}: stop Afterword first (the embedded database in ${path.resolve(env.DATA_DIR, 'db')} can be opened by one process only), then run this again.`,
    )
  }
  const dataDir = path.resolve(env.DATA_DIR)
  await ensureWritableDirectory(dataDir)
  let lock: DataDirLock
  try {
    lock = await acquireDataDirLock(dataDir, user)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    throw new ServerRunningError(
      `${describeHolder(error.holder)} is using ${dataDir}: stop it first (the embedded database can be opened by one process only), then run this again.`,
    )
  }
  const pidFile = path.resolve(env.DATA_DIR, 'db', 'postmaster.pid')
  if (await stat(pidFile).catch(() => undefined)) {
    await lock.release()
    throw new ServerRunningError(
      `The embedded database is open in another process, or was not closed cleanly (${pidFile} exists). Stop the Afterword server that uses ${dataDir} and run this again. If no process uses it (the server crashed), start and stop the server once, or delete that file, then run this again.`,
    )
  }
  return lock
}
