import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createKeyRing } from '~/features/documents/document-keys.server'
import { createFilesystemStore } from '~/lib/storage.server'
import type { AppServices } from '~/load-context'

/**
 * A document vault for a test file: the real filesystem driver in a new temporary folder, a random master key
 * and small limits, so that the size and space rules can be met with small files.
 */
export function testDocumentVault(
  limits: Partial<AppServices['documents']['limits']> = {},
): AppServices['documents'] & { root: string; masterKey: Buffer } {
  const root = mkdtempSync(path.join(tmpdir(), 'afterword-files-'))
  const masterKey = randomBytes(32)
  return {
    root,
    masterKey,
    store: createFilesystemStore(root),
    keys: createKeyRing(masterKey),
    limits: { maxFileBytes: 5 * 1024 * 1024, familyQuotaBytes: 20 * 1024 * 1024, ...limits },
  }
}
