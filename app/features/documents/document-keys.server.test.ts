import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createKeyRing, DocumentKeyError, loadDocumentKeys } from './document-keys.server'
import { DocumentIntegrityError, newDataKey } from './file-crypto.server'

describe('the document key ring', () => {
  it('unwraps what it wrapped, and after a rotation still unwraps with the previous key', () => {
    const oldKey = randomBytes(32)
    const dataKey = newDataKey()
    const wrapped = createKeyRing(oldKey).wrap(dataKey)
    const rotated = createKeyRing(randomBytes(32), [oldKey])
    expect(rotated.unwrap(wrapped.keyId, wrapped.wrapped).equals(dataKey)).toBe(true)
    expect(rotated.currentId).not.toBe(wrapped.keyId)
  })

  it('says which key is missing, and refuses a changed wrapped key', () => {
    const ring = createKeyRing(randomBytes(32))
    const wrapped = ring.wrap(newDataKey())
    expect(() => createKeyRing(randomBytes(32)).unwrap(wrapped.keyId, wrapped.wrapped)).toThrow(DocumentKeyError)
    const bytes = Buffer.from(wrapped.wrapped, 'base64')
    bytes[20] = (bytes[20] ?? 0) ^ 1
    expect(() => ring.unwrap(wrapped.keyId, bytes.toString('base64'))).toThrow(DocumentIntegrityError)
  })

  it('generates a key into DATA_DIR once, readable by the owner only, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'afterword-keys-'))
    const lines: string[] = []
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) })
    const first = await loadDocumentKeys({ DATA_DIR: dataDir, DOCUMENT_KEYS_PREVIOUS: [] }, logger)
    const second = await loadDocumentKeys({ DATA_DIR: dataDir, DOCUMENT_KEYS_PREVIOUS: [] }, logger)
    expect(second.currentId).toBe(first.currentId)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('BACK IT UP')
    const file = path.join(dataDir, 'document-key')
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32)
  })

  it('uses DOCUMENT_KEY when it is set', async () => {
    const key = randomBytes(32)
    const ring = await loadDocumentKeys(
      { DATA_DIR: '/nonexistent', DOCUMENT_KEY: key.toString('base64'), DOCUMENT_KEYS_PREVIOUS: [] },
      pino({ level: 'silent' }),
    )
    expect(ring.currentId).toBe(createKeyRing(key).currentId)
  })
})
