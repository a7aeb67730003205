import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createS3Store } from '~/lib/storage-s3.server'
import {
  createFilesystemStore,
  ObjectMissingError,
  StorageUnavailableError,
  type ObjectStore,
} from '~/lib/storage.server'
import { setUpLoopbackS3 } from '../setup/loopback-s3'

const s3 = setUpLoopbackS3()

const DRIVERS: Array<[string, () => ObjectStore]> = [
  ['the filesystem', () => createFilesystemStore(mkdtempSync(path.join(tmpdir(), 'afterword-store-')))],
  ['S3 (s3rver on loopback)', () => createS3Store(s3.options)],
]

const newKey = () => `${randomUUID()}/${randomUUID()}`

async function keysIn(store: ObjectStore): Promise<string[]> {
  const keys: string[] = []
  for await (const object of store.list()) keys.push(object.key)
  return keys
}

/** A body that sends `good` bytes and then fails, as an upload refused half-way does. */
function failingBody(good: number): Readable {
  const source = Readable.from([randomBytes(good), randomBytes(good)])
  let sent = 0
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        sent += 1
        callback(sent > 1 ? new Error('refused half-way') : null, chunk)
      },
    }),
  )
}

describe.each(DRIVERS)('the object store on %s', (_name, makeStore) => {
  it('keeps what was written, lists it, and removes it (twice is fine)', async () => {
    const store = makeStore()
    const key = newKey()
    const bytes = randomBytes(9 * 1024 * 1024 + 123) // more than one multipart part
    await store.write(key, Readable.from([bytes.subarray(0, 5_000_000), bytes.subarray(5_000_000)]))
    expect((await buffer(await store.read(key))).equals(bytes)).toBe(true)
    expect(await keysIn(store)).toContain(key)
    await store.remove(key)
    await store.remove(key)
    await expect(store.read(key)).rejects.toBeInstanceOf(ObjectMissingError)
    expect(await keysIn(store)).not.toContain(key)
  })

  it('leaves no object when the body fails half-way, and passes the body’s own error on', async () => {
    const store = makeStore()
    const key = newKey()
    await expect(store.write(key, failingBody(6 * 1024 * 1024))).rejects.toThrow('refused half-way')
    await expect(store.read(key)).rejects.toBeInstanceOf(ObjectMissingError)
    expect(await keysIn(store)).not.toContain(key)
  })

  it('refuses keys it did not make', async () => {
    const store = makeStore()
    await expect(store.write('../../etc/passwd', Readable.from(['x']))).rejects.toThrow('Not an object key')
    await expect(store.read('a/b')).rejects.toThrow('Not an object key')
  })
})

describe('a store that cannot be reached', () => {
  it('is reported as unavailable, not as a missing file', async () => {
    const store = createS3Store({ ...s3.options, endpoint: 'http://127.0.0.1:9' })
    await expect(store.write(newKey(), Readable.from(['x']))).rejects.toBeInstanceOf(StorageUnavailableError)
    await expect(store.read(newKey())).rejects.toBeInstanceOf(StorageUnavailableError)
  })
})
