import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Documents at rest (docs/decisions/044-document-vault.md): each file has its own random 256-bit data key and
 * is encrypted with AES-256-GCM in segments of 64 KiB, each with its own authentication tag, so a download can
 * stream and a changed byte is caught before the segment's plaintext leaves the server.
 *
 * Layout: a 15-byte header (magic 'AWD1', the segment size as uint32, a random 7-byte nonce prefix), then the
 * segments, each its ciphertext and 16-byte tag. A segment's nonce is the prefix, its index (uint32) and a
 * final-segment flag (the STREAM construction), so segments cannot be reordered, dropped or cut off at the end
 * without failing; the header is the associated data of every segment.
 */

export const SEGMENT_BYTES = 64 * 1024
const MAGIC = Buffer.from('AWD1', 'ascii')
const PREFIX_BYTES = 7
export const HEADER_BYTES = MAGIC.length + 4 + PREFIX_BYTES
const TAG_BYTES = 16
export const DATA_KEY_BYTES = 32

/** A stored file that fails authentication: changed, cut short, or encrypted under another key. */
export class DocumentIntegrityError extends Error {
  override name = 'DocumentIntegrityError'
  constructor(message = 'This document could not be read: the stored copy is damaged.') {
    super(message)
  }
}

export function newDataKey(): Buffer {
  return randomBytes(DATA_KEY_BYTES)
}

function segmentNonce(prefix: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12)
  prefix.copy(nonce, 0)
  nonce.writeUInt32BE(index, PREFIX_BYTES)
  nonce[11] = last ? 1 : 0
  return nonce
}

/** Plaintext in, the encrypted layout out. */
export function createEncryptStream(dataKey: Buffer, segmentBytes = SEGMENT_BYTES): Transform {
  const header = Buffer.alloc(HEADER_BYTES)
  MAGIC.copy(header, 0)
  header.writeUInt32BE(segmentBytes, MAGIC.length)
  randomBytes(PREFIX_BYTES).copy(header, MAGIC.length + 4)
  const prefix = header.subarray(MAGIC.length + 4)
  let index = 0
  let pending: Buffer = Buffer.alloc(0)

  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv('aes-256-gcm', dataKey, segmentNonce(prefix, index, last))
    cipher.setAAD(header)
    index += 1
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  }

  return new Transform({
    construct(callback) {
      this.push(header)
      callback()
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
      // A full segment is sealed only once more data follows: the last one must carry the final flag.
      while (pending.length > segmentBytes) {
        this.push(seal(pending.subarray(0, segmentBytes), false))
        pending = pending.subarray(segmentBytes)
      }
      callback()
    },
    flush(callback: TransformCallback) {
      this.push(seal(pending, true))
      callback()
    },
  })
}

/** The encrypted layout in, plaintext out; fails with DocumentIntegrityError at the first bad segment. */
export function createDecryptStream(dataKey: Buffer): Transform {
  let header: Buffer | undefined
  let segmentBytes = 0
  let index = 0
  let pending: Buffer = Buffer.alloc(0)

  const open = (sealed: Buffer, last: boolean): Buffer => {
    if (!header || sealed.length < TAG_BYTES) throw new DocumentIntegrityError()
    const prefix = header.subarray(MAGIC.length + 4)
    const decipher = createDecipheriv('aes-256-gcm', dataKey, segmentNonce(prefix, index, last))
    decipher.setAAD(header)
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES))
    index += 1
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()])
    } catch {
      throw new DocumentIntegrityError()
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
        if (!header) {
          if (pending.length < HEADER_BYTES) return callback()
          header = Buffer.from(pending.subarray(0, HEADER_BYTES))
          if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new DocumentIntegrityError()
          segmentBytes = header.readUInt32BE(MAGIC.length)
          if (segmentBytes < 1 || segmentBytes > 16 * 1024 * 1024) throw new DocumentIntegrityError()
          pending = pending.subarray(HEADER_BYTES)
        }
        const sealedBytes = segmentBytes + TAG_BYTES
        while (pending.length > sealedBytes) {
          this.push(open(pending.subarray(0, sealedBytes), false))
          pending = pending.subarray(sealedBytes)
        }
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new DocumentIntegrityError()
        this.push(open(pending, true))
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
}

/** The size of the stored object for a file of `plainBytes`. */
export function encryptedSize(plainBytes: number, segmentBytes = SEGMENT_BYTES): number {
  const segments = Math.max(1, Math.ceil(plainBytes / segmentBytes))
  return HEADER_BYTES + plainBytes + segments * TAG_BYTES
}
