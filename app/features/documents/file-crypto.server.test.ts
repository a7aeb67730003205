import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import {
  createDecryptStream,
  createEncryptStream,
  DocumentIntegrityError,
  encryptedSize,
  HEADER_BYTES,
  newDataKey,
} from './file-crypto.server'

const SEGMENT = 1024

async function encrypt(plain: Buffer, key: Buffer, segment = SEGMENT): Promise<Buffer> {
  // Fed in uneven pieces, as a network upload arrives.
  const pieces = [] as Buffer[]
  for (let at = 0; at < plain.length; at += 333) pieces.push(plain.subarray(at, at + 333))
  return buffer(Readable.from(pieces).pipe(createEncryptStream(key, segment)))
}

async function decrypt(sealed: Buffer, key: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = []
  await pipeline(
    Readable.from([sealed.subarray(0, 700), sealed.subarray(700)]),
    createDecryptStream(key),
    async (source) => {
      for await (const chunk of source) chunks.push(chunk as Buffer)
    },
  )
  return Buffer.concat(chunks)
}

describe('segmented AES-256-GCM', () => {
  it.each([0, 1, SEGMENT - 1, SEGMENT, SEGMENT + 1, 3 * SEGMENT, 5 * SEGMENT + 17])(
    'gives back exactly the %i bytes it was given',
    async (size) => {
      const key = newDataKey()
      const plain = randomBytes(size)
      const sealed = await encrypt(plain, key)
      expect(sealed.length).toBe(encryptedSize(size, SEGMENT))
      expect((await decrypt(sealed, key)).equals(plain)).toBe(true)
    },
  )

  it('stores nothing of the plaintext', async () => {
    const plain = Buffer.from('Last Will and Testament of Margaret Brown. '.repeat(100))
    const sealed = await encrypt(plain, newDataKey())
    expect(sealed.includes(Buffer.from('Margaret'))).toBe(false)
    expect(sealed.includes(Buffer.from('Testament'))).toBe(false)
  })

  it('encrypts the same file differently each time', async () => {
    const key = newDataKey()
    const plain = Buffer.from('same content')
    expect((await encrypt(plain, key)).equals(await encrypt(plain, key))).toBe(false)
  })

  it('fails on one changed byte in any segment, the header, or with another key', async () => {
    const key = newDataKey()
    const plain = randomBytes(3 * SEGMENT + 5)
    const sealed = await encrypt(plain, key)
    for (const at of [2, HEADER_BYTES + 10, HEADER_BYTES + SEGMENT + 16 + 3, sealed.length - 1]) {
      const tampered = Buffer.from(sealed)
      tampered[at] = (tampered[at] ?? 0) ^ 0x01
      await expect(decrypt(tampered, key), `byte ${at}`).rejects.toBeInstanceOf(DocumentIntegrityError)
    }
    await expect(decrypt(sealed, newDataKey())).rejects.toBeInstanceOf(DocumentIntegrityError)
  })

  it('fails when segments are cut off the end or swapped', async () => {
    const key = newDataKey()
    const sealed = await encrypt(randomBytes(3 * SEGMENT), key)
    const segment = SEGMENT + 16
    const truncated = sealed.subarray(0, HEADER_BYTES + 2 * segment)
    await expect(decrypt(truncated, key)).rejects.toBeInstanceOf(DocumentIntegrityError)
    const first = sealed.subarray(HEADER_BYTES, HEADER_BYTES + segment)
    const second = sealed.subarray(HEADER_BYTES + segment, HEADER_BYTES + 2 * segment)
    const swapped = Buffer.concat([
      sealed.subarray(0, HEADER_BYTES),
      second,
      first,
      sealed.subarray(HEADER_BYTES + 2 * segment),
    ])
    await expect(decrypt(swapped, key)).rejects.toBeInstanceOf(DocumentIntegrityError)
  })

  it('releases no plaintext of a segment that fails', async () => {
    const key = newDataKey()
    const plain = randomBytes(3 * SEGMENT)
    const sealed = Buffer.from(await encrypt(plain, key))
    const at = HEADER_BYTES + SEGMENT + 16 + 5
    sealed[at] = (sealed[at] ?? 0) ^ 0xff
    const released: Buffer[] = []
    await expect(
      pipeline(Readable.from([sealed]), createDecryptStream(key), async (source) => {
        for await (const chunk of source) released.push(chunk as Buffer)
      }),
    ).rejects.toBeInstanceOf(DocumentIntegrityError)
    // At most the good first segment got out (the stream may fail before even that is read), never the bad one.
    const out = Buffer.concat(released)
    expect(out.length).toBeLessThanOrEqual(SEGMENT)
    expect(out.equals(plain.subarray(0, out.length))).toBe(true)
  })
})
