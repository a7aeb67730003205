import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '~/lib/db.server'
import { keyFingerprints } from '~db/schema'
import { DocumentKeyError, documentKeyFile, keyId, readDocumentKeys } from './document-keys.server'

/** The name of DOCUMENT_KEY's row in key_fingerprints. */
const DOCUMENT_KEY_NAME = 'document-key'

/** A configured document key that cannot read what is stored: the server must not start with it. */
export class DocumentKeyMismatchError extends DocumentKeyError {
  override name = 'DocumentKeyMismatchError'
}

interface KeySettings {
  DATA_DIR: string
  DOCUMENT_KEY?: string
  DOCUMENT_KEYS_PREVIOUS: string[]
}

/**
 * Refuses, before any key is generated, a document key that cannot open what the database holds (decision 054: a
 * wrong DOCUMENT_KEY used to show only as a 500 at the first download). What it must open: every key id the
 * stored data keys (documents, family search keys, data exports) are wrapped under, and the key the
 * installation last started with, recorded in key_fingerprints, which also catches a second instance started
 * with another key before any document exists. Keys in DOCUMENT_KEYS_PREVIOUS count, so a rotation passes.
 */
export async function assertDocumentKeyFits(db: Database, env: KeySettings): Promise<void> {
  const { current, previous } = await readDocumentKeys(env)
  const needed = await keyIdsNeeded(db)
  if (needed.length === 0) return
  const where = env.DOCUMENT_KEY ? 'DOCUMENT_KEY' : documentKeyFile(env)
  if (!current) {
    throw new DocumentKeyMismatchError(
      `this database's documents are stored under the document key with fingerprint ${needed.join(', ')}, but DOCUMENT_KEY is not set and ${where} does not exist. Put that key back (DOCUMENT_KEY, or that file) rather than letting a new one be made: without it no document can be read.`,
    )
  }
  const configured = [current, ...previous].map((key) => keyId(key))
  const missing = needed.filter((id) => !configured.includes(id))
  if (missing.length === 0) return
  throw new DocumentKeyMismatchError(
    `the document key (fingerprint ${keyId(current)}, from ${where}) is not the key this database's documents are stored under (fingerprint ${missing.join(', ')}). Set DOCUMENT_KEY to that key, or add it to DOCUMENT_KEYS_PREVIOUS while rotating keys (docs/operations.md).`,
  )
}

/** Records the key the server now wraps new files under, once assertDocumentKeyFits has passed. */
export async function recordDocumentKey(db: Database, currentId: string): Promise<void> {
  await db
    .insert(keyFingerprints)
    .values({ name: DOCUMENT_KEY_NAME, keyId: currentId })
    .onConflictDoUpdate({ target: keyFingerprints.name, set: { keyId: currentId, updatedAt: new Date() } })
}

async function keyIdsNeeded(db: Database): Promise<string[]> {
  // One scan of each table at start; the tables have no index on key_id, and need none for this.
  const rows = await queryRows<{ key_id: string }>(
    db,
    sql`select key_id from key_fingerprints where name = ${DOCUMENT_KEY_NAME}
        union select key_id from documents
        union select key_id from family_search_keys
        union select key_id from data_exports where key_id is not null
        order by key_id`,
  )
  return rows.map((row) => row.key_id)
}
