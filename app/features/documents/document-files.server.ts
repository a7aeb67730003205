import { pipeline, Readable } from 'node:stream'
import { createVerifyingStream } from '~/lib/verifying-stream.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { ObjectMissingError, StorageUnavailableError } from '~/lib/storage.server'
import { createDecryptStream, DocumentIntegrityError } from './file-crypto.server'
import { findVisibleDocument, type DocumentServices, type StoredDocument } from './documents.server'
import { Refusal } from '~/lib/refusal'

export const DAMAGED =
  'This document could not be read: the stored copy is damaged. Nothing was sent. Please contact support.'

/**
 * A document's file for someone who may see it, decrypted as it streams (see `decryptDocument`).
 */
export async function openDocumentFile(
  services: DocumentServices,
  access: FamilyAccess,
  id: string,
): Promise<{ document: StoredDocument; body: Readable }> {
  const document = await findVisibleDocument(services.db, access, id)
  return { document, body: await decryptDocument(services, document) }
}

/**
 * The stored file decrypted as it streams. The first segment is read before this returns, so a missing,
 * damaged or wrongly keyed file is a clear error rather than a download that breaks at once; a later segment
 * that fails stops the stream there, before its bytes are released, and the SHA-256 of the whole file is
 * checked at the end (docs/decisions/044-document-vault.md). For the server's own use too (reading the text).
 */
export async function decryptDocument(services: DocumentServices, document: StoredDocument): Promise<Readable> {
  try {
    const dataKey = services.keys.unwrap(document.keyId, document.wrappedKey)
    const stored = await services.store.read(document.storageKey)
    const plain = pipeline(
      stored,
      createDecryptStream(dataKey),
      createVerifyingStream({ bytes: document.size, sha256: document.sha256 }, () => new DocumentIntegrityError()),
      () => {
        // Errors reach the reader through the last stream; nothing more to do here.
      },
    )
    const chunks = plain[Symbol.asyncIterator]()
    const first = await chunks.next()
    return Readable.from(
      (async function* () {
        try {
          if (!first.done) yield first.value as Buffer
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer
        } finally {
          // A reader that went away (a cancelled download) closes the file too.
          await chunks.return?.()
        }
      })(),
    )
  } catch (error) {
    services.logger.error({ err: error, documentId: document.id }, 'document file could not be read')
    if (error instanceof StorageUnavailableError) {
      throw new Refusal(503, 'Documents cannot be opened right now. Please try again in a few minutes.')
    }
    if (error instanceof ObjectMissingError) {
      throw new Refusal(500, 'This document’s file is missing from the store. Please contact support.')
    }
    if (error instanceof DocumentIntegrityError) throw new Refusal(500, DAMAGED)
    throw error
  }
}

/**
 * The headers for sending a file: a download, or a view in the browser for images and PDFs, sandboxed so that
 * nothing in the file can run with the site's rights.
 */
export function fileResponseHeaders(document: StoredDocument, inline: boolean): Headers {
  const headers = new Headers({
    'Content-Type': document.mimeType,
    'Content-Length': String(document.size),
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', document.originalName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
  // Nothing in a stored file may run with the site's rights, whether shown or saved.
  headers.set(
    'Content-Security-Policy',
    inline
      ? "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'"
      : "sandbox; default-src 'none'; frame-ancestors 'none'",
  )
  return headers
}

/** RFC 6266: an ASCII fallback name and the real one in UTF-8 (RFC 8187). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'document'
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
