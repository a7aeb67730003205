import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  assertDocumentKeyFits,
  DocumentKeyMismatchError,
  recordDocumentKey,
} from '~/features/documents/document-key-check.server'
import { keyId } from '~/features/documents/document-keys.server'
import { setUpTestContext } from '../setup/test-context'

/**
 * The start-up check of DOCUMENT_KEY (decision 054): a key that cannot open what the database holds stops
 * the server at start, where it used to show only as a 500 at the first download.
 */

const context = setUpTestContext()
const first = randomBytes(32)
const second = randomBytes(32)
const settings = (current: Buffer | undefined, previous: Buffer[] = []) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'afterword-key-check-')),
  DOCUMENT_KEY: current?.toString('base64'),
  DOCUMENT_KEYS_PREVIOUS: previous.map((key) => key.toString('base64')),
})

describe('checking the document key at start', () => {
  it('takes any key while nothing is stored, and the key it starts with is recorded', async () => {
    await expect(assertDocumentKeyFits(context.db, settings(first))).resolves.toBeUndefined()
    await recordDocumentKey(context.db, keyId(first))
  })

  it('refuses another key once one is recorded, before any document exists (a second instance set up wrongly)', async () => {
    const refused = assertDocumentKeyFits(context.db, settings(second))
    await expect(refused).rejects.toThrow(DocumentKeyMismatchError)
    await expect(assertDocumentKeyFits(context.db, settings(second))).rejects.toThrow(
      `the document key (fingerprint ${keyId(second)}, from DOCUMENT_KEY) is not the key this database's documents are stored under (fingerprint ${keyId(first)}).`,
    )
  })

  it('refuses to let a new key be made when there is none and the data needs one', async () => {
    const keyless = settings(undefined)
    const keyFile = path.resolve(keyless.DATA_DIR, 'document-key')
    await expect(assertDocumentKeyFits(context.db, keyless)).rejects.toThrow(
      `this database's documents are stored under the document key with fingerprint ${keyId(first)}, but DOCUMENT_KEY is not set and ${keyFile} does not exist.`,
    )
    expect(existsSync(keyFile)).toBe(false)
  })

  it('passes a rotation: the new key, with the recorded one among the previous keys', async () => {
    await expect(assertDocumentKeyFits(context.db, settings(second, [first]))).resolves.toBeUndefined()
    await recordDocumentKey(context.db, keyId(second))
    await expect(assertDocumentKeyFits(context.db, settings(second))).resolves.toBeUndefined()
  })

  it('also needs every key the stored documents are wrapped under, whatever was recorded', async () => {
    const ann = await context.premiumFamily('Ann')
    const response = await context.uploadDocuments(ann.cookie, [{ name: 'will.txt', content: 'Last will' }])
    expect(response.status).toBe(201)
    const vaultKey = keyId(context.documents.masterKey)
    // The recorded key is `second`, but the document (and Ann's family's search key) is under the vault's key.
    await expect(assertDocumentKeyFits(context.db, settings(second))).rejects.toThrow(`(fingerprint ${vaultKey})`)
    await expect(
      assertDocumentKeyFits(context.db, settings(second, [context.documents.masterKey])),
    ).resolves.toBeUndefined()
  })
})
