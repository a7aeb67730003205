import { fromBufferPromise } from 'yauzl'

/**
 * A Word .docx is a ZIP. One built to explode (a few hundred kilobytes that unpack to gigabytes) would make
 * the text reader (mammoth, which unpacks every part in memory) take the server down. Before it runs, each
 * part is unpacked here as a stream and counted, never kept; the sizes the file declares are not trusted
 * (yauzl also stops a part that grows past its declared size).
 */

/** A real letter or will unpacks to a few megabytes; ten times that is already suspicious. */
export const DOCX_MAX_UNPACKED_BYTES = 64 * 1024 * 1024
export const DOCX_MAX_PARTS = 2_000

export async function isSafeToUnpack(
  bytes: Buffer,
  limits = { maxBytes: DOCX_MAX_UNPACKED_BYTES, maxParts: DOCX_MAX_PARTS },
): Promise<boolean> {
  let zip
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true })
  } catch {
    return false
  }
  let total = 0
  let parts = 0
  try {
    for await (const entry of zip.eachEntry()) {
      parts += 1
      if (parts > limits.maxParts || total + entry.uncompressedSize > limits.maxBytes) return false
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream) {
        total += (chunk as Buffer).length
        if (total > limits.maxBytes) {
          stream.destroy()
          return false
        }
      }
    }
    return true
  } catch {
    // A damaged or lying archive is not read.
    return false
  } finally {
    zip.close()
  }
}
