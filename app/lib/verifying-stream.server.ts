import { createHash } from 'node:crypto'
import { Transform, type TransformCallback } from 'node:stream'

/**
 * Passes bytes through and, at the end, fails with `mismatch()` unless they were exactly `bytes` long with this
 * SHA-256: the consumer's pipeline rejects before it finishes, so a damaged file is never taken for a whole one.
 * The document download and the backup's restore both check what they pass on this way.
 */
export function createVerifyingStream(expected: { bytes: number; sha256: string }, mismatch: () => Error): Transform {
  const hash = createHash('sha256')
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      hash.update(chunk)
      bytes += chunk.length
      callback(null, chunk)
    },
    flush(callback: TransformCallback) {
      const intact = bytes === expected.bytes && hash.digest('hex') === expected.sha256
      callback(intact ? null : mismatch())
    },
  })
}
