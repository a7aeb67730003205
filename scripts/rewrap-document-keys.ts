/**
 * npm run documents:rewrap: after setting a new DOCUMENT_KEY with the old one in DOCUMENT_KEYS_PREVIOUS,
 * rewraps every document's data key and every family's search key under the new key (docs/operations.md, 'Rotating the document key').
 */
import pino from 'pino'
import { loadDocumentKeys } from '~/features/documents/document-keys.server'
import { rewrapDocumentKeys } from '~/features/documents/document-rewrap.server'
import { claimEmbeddedDatabase, ServerRunningError } from '~/features/operations/index.server'
import { openDatabase } from '~/lib/db.server'
import { EnvError, parseEnv } from '~/lib/env.server'

try {
  const env = parseEnv(process.env)
  const dataDirLock = await claimEmbeddedDatabase(env, 'documents:rewrap')
  const keys = await loadDocumentKeys(env, pino())
  const database = env.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
    : await openDatabase({ driver: 'pglite', dataDir: env.DATA_DIR })
  try {
    const { rewrapped, searchKeysRewrapped, unreadable } = await rewrapDocumentKeys(database.db, keys)
    console.log(
      `${rewrapped} document keys and ${searchKeysRewrapped} family search keys rewrapped under the current key (${keys.currentId}).`,
    )
    if (unreadable > 0) {
      console.error(
        `${unreadable} document keys could not be unwrapped: add the master keys they were stored under to DOCUMENT_KEYS_PREVIOUS and run this again.`,
      )
      process.exitCode = 1
    }
  } finally {
    await database.close()
    await dataDirLock?.release()
  }
} catch (error) {
  const foreseen = error instanceof EnvError || error instanceof ServerRunningError
  console.error(foreseen ? error.message : `Rewrapping failed: ${String(error)}`)
  process.exit(1)
}
