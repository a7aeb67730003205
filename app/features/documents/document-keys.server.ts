import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from 'pino'
import { DATA_KEY_BYTES, DocumentIntegrityError } from './file-crypto.server'

/**
 * The master keys that wrap each document's data key (docs/decisions/044-document-vault.md). The current key
 * wraps new files; previous keys (DOCUMENT_KEYS_PREVIOUS) only unwrap older ones until they are rewrapped
 * (docs/operations.md, 'Rotating the document key'). A key's id is a hash of it, stored beside each wrapped
 * data key, so the right key is found without trying them all.
 */
export interface DocumentKeyRing {
  currentId: string
  wrap(dataKey: Buffer): { keyId: string; wrapped: string }
  unwrap(keyId: string, wrapped: string): Buffer
}

export class DocumentKeyError extends Error {
  override name = 'DocumentKeyError'
}

const MASTER_KEY_BYTES = 32
const KEY_FILE = 'document-key'

export function keyId(key: Buffer): string {
  return createHash('sha256').update('afterword-document-key\0').update(key).digest('hex').slice(0, 16)
}

/** A master key as written in DOCUMENT_KEY: 32 bytes in base64 (`openssl rand -base64 32`). */
export function parseMasterKey(text: string, name = 'DOCUMENT_KEY'): Buffer {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== MASTER_KEY_BYTES) {
    throw new DocumentKeyError(`${name} must be 32 bytes in base64 (try: openssl rand -base64 32).`)
  }
  return key
}

export function createKeyRing(current: Buffer, previous: Buffer[] = []): DocumentKeyRing {
  const keys = new Map([current, ...previous].map((key) => [keyId(key), key] as const))
  const currentId = keyId(current)
  return {
    currentId,
    wrap(dataKey) {
      const nonce = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', current, nonce)
      const sealed = Buffer.concat([cipher.update(dataKey), cipher.final(), cipher.getAuthTag()])
      return { keyId: currentId, wrapped: Buffer.concat([nonce, sealed]).toString('base64') }
    },
    unwrap(id, wrapped) {
      const key = keys.get(id)
      if (!key) {
        throw new DocumentKeyError(
          `The key this document was stored under (${id}) is not configured: set it in DOCUMENT_KEYS_PREVIOUS.`,
        )
      }
      const bytes = Buffer.from(wrapped, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12))
      decipher.setAuthTag(bytes.subarray(bytes.length - 16))
      try {
        const dataKey = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()])
        if (dataKey.length !== DATA_KEY_BYTES) throw new DocumentIntegrityError()
        return dataKey
      } catch {
        throw new DocumentIntegrityError()
      }
    },
  }
}

interface KeySettings {
  DATA_DIR: string
  DOCUMENT_KEY?: string
  DOCUMENT_KEYS_PREVIOUS: string[]
}

/** Where the master key comes from: the DOCUMENT_KEY variable, or else this file in DATA_DIR. */
export function documentKeyFile(env: Pick<KeySettings, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, KEY_FILE)
}

/**
 * The master key the environment names (DOCUMENT_KEY, or the file in DATA_DIR), and the earlier ones; the
 * current one is null when neither exists yet. Never generates one: a backup must not invent a key.
 */
export async function readDocumentKeys(env: KeySettings): Promise<{ current: Buffer | null; previous: Buffer[] }> {
  const previous = env.DOCUMENT_KEYS_PREVIOUS.map((text) => parseMasterKey(text, 'DOCUMENT_KEYS_PREVIOUS'))
  if (env.DOCUMENT_KEY) return { current: parseMasterKey(env.DOCUMENT_KEY), previous }
  const file = documentKeyFile(env)
  try {
    return { current: parseMasterKey(await readFile(file, 'utf8'), file), previous }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return { current: null, previous }
  }
}

/**
 * The key ring from the environment. Without DOCUMENT_KEY (the embedded default) a key is generated into
 * DATA_DIR on first start and reused after; the log says loudly that it must be backed up, since without it
 * the stored files cannot be read.
 */
export async function loadDocumentKeys(env: KeySettings, logger: Logger): Promise<DocumentKeyRing> {
  const { current, previous } = await readDocumentKeys(env)
  if (current) return createKeyRing(current, previous)
  const file = documentKeyFile(env)
  const key = randomBytes(MASTER_KEY_BYTES)
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  logger.warn(
    { file },
    'DOCUMENT_KEY is not set: a new document key was generated. BACK IT UP with the database: without it the stored documents cannot be read.',
  )
  return createKeyRing(key, previous)
}
