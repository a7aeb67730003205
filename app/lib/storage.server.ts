import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { SharedError } from './shared-error'

/**
 * Where document files are kept (docs/decisions/044-document-vault.md): one interface, a driver for the local
 * filesystem and one for S3-compatible stores. Keys are made by the server (`{familyId}/{uuid}`), never from a
 * name someone typed; drivers refuse anything else.
 */
export interface ObjectStore {
  readonly driver: 'filesystem' | 's3'
  /** Streams `body` into the object; the object appears whole or not at all. */
  write(key: string, body: Readable): Promise<void>
  /** The object's bytes as a stream; ObjectMissingError when there is none. */
  read(key: string): Promise<Readable>
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>
  /** Every object, for the orphan sweep. */
  list(): AsyncIterable<StoredObject>
  /**
   * Removes what writes cut short left behind, older than `olderThan` (a process killed mid-upload); answers
   * how many. S3 needs nothing here: a bucket lifecycle rule aborts incomplete multipart uploads.
   */
  removeUnfinished(olderThan: Date): Promise<number>
}

export interface StoredObject {
  key: string
  modifiedAt: Date
}

// Shared errors: the store is made by the server's entry and its errors are caught in routes (shared-error.ts).
export class ObjectMissingError extends SharedError {
  static override readonly kind: string = 'ObjectMissingError'
}

/** The store could not be reached or refused the operation (a full disk, a network failure). */
export class StorageUnavailableError extends SharedError {
  static override readonly kind: string = 'StorageUnavailableError'
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const KEY_PATTERN = new RegExp(`^${UUID}/${UUID}$`)

/**
 * Data exports (decision 050) live under the nil UUID, which no family has: the document sweep leaves this
 * folder to the exports' own clean-up.
 */
export const DATA_EXPORTS_FOLDER = '00000000-0000-0000-0000-000000000000'

export function objectKey(familyId: string, fileId: string): string {
  return assertObjectKey(`${familyId}/${fileId}`)
}

export function assertObjectKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`)
  return key
}

/** Files under `root` (DATA_DIR/files): a folder per family, written to a temporary name and renamed. */
export function createFilesystemStore(root: string): ObjectStore {
  const partial = path.join(root, '.partial')
  const fileFor = (key: string) => path.join(root, ...assertObjectKey(key).split('/'))
  return {
    driver: 'filesystem',
    async write(key, body) {
      const target = fileFor(key)
      const temporary = path.join(partial, randomUUID())
      try {
        await mkdir(partial, { recursive: true })
        await mkdir(path.dirname(target), { recursive: true })
        await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }))
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined)
        throw asStorageError(error)
      }
    },
    async read(key) {
      const file = fileFor(key)
      try {
        await stat(file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectMissingError(key)
        throw asStorageError(error)
      }
      return createReadStream(file)
    },
    async remove(key) {
      await rm(fileFor(key), { force: true }).catch((error: unknown) => {
        throw asStorageError(error)
      })
    },
    async *list() {
      const families = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw asStorageError(error)
      })
      for (const family of families) {
        if (!family.isDirectory() || family.name === '.partial') continue
        for (const name of await readdir(path.join(root, family.name))) {
          const key = `${family.name}/${name}`
          if (!KEY_PATTERN.test(key)) continue
          const info = await stat(path.join(root, family.name, name))
          yield { key, modifiedAt: info.mtime }
        }
      }
    },
    async removeUnfinished(olderThan) {
      let removed = 0
      for (const name of await readdir(partial).catch(() => [] as string[])) {
        const file = path.join(partial, name)
        const info = await stat(file).catch(() => undefined)
        if (info && info.mtime < olderThan) {
          await rm(file, { force: true })
          removed += 1
        }
      }
      return removed
    },
  }
}

function asStorageError(error: unknown): Error {
  // Only the system's own failures (a full disk, no permission) are the store's; an error the caller put in the
  // stream on purpose (a file too large, a refused type) keeps its own meaning.
  if (error instanceof Error && 'syscall' in error) {
    return new StorageUnavailableError(`The file store failed: ${error.message}`)
  }
  return error instanceof Error ? error : new StorageUnavailableError(String(error))
}
