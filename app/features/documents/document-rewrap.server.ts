import { and, asc, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { documents } from '~db/schema'
import type { DocumentKeyRing } from './document-keys.server'

/**
 * After a master-key rotation (docs/operations.md): every data key wrapped by an older master key is rewrapped
 * by the current one, a batch at a time, each row only if nobody changed it meanwhile. The files themselves
 * are not touched. A key the ring cannot unwrap (its master key is not configured) is counted, not changed.
 */
export async function rewrapDocumentKeys(
  db: Database,
  keys: DocumentKeyRing,
  batchSize = 200,
): Promise<{ rewrapped: number; unreadable: number }> {
  let rewrapped = 0
  let unreadable = 0
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const batch = await db
      .select({ id: documents.id, keyId: documents.keyId, wrappedKey: documents.wrappedKey })
      .from(documents)
      .where(and(ne(documents.keyId, keys.currentId), gt(documents.id, after)))
      .orderBy(asc(documents.id))
      .limit(batchSize)
    if (batch.length === 0) return { rewrapped, unreadable }
    for (const row of batch) {
      after = row.id
      let dataKey: Buffer
      try {
        dataKey = keys.unwrap(row.keyId, row.wrappedKey)
      } catch {
        unreadable += 1
        continue
      }
      const wrapped = keys.wrap(dataKey)
      await db
        .update(documents)
        .set({ keyId: wrapped.keyId, wrappedKey: wrapped.wrapped })
        .where(and(eq(documents.id, row.id), eq(documents.wrappedKey, row.wrappedKey)))
      rewrapped += 1
    }
  }
}
