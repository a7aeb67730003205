import { and, asc, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { documents, familySearchKeys } from '~db/schema'
import type { DocumentKeyRing } from './document-keys.server'

/**
 * After a master-key rotation (docs/operations.md): every data key wrapped by an older master key is rewrapped
 * by the current one, a batch at a time, each row only if nobody changed it meanwhile; so is every family's
 * search key, which keeps the blind index of the documents' text valid (docs/decisions/044-document-vault.md).
 * The files and the index themselves are not touched. A key the ring cannot unwrap (its master key is not
 * configured) is counted, not changed.
 */
export async function rewrapDocumentKeys(
  db: Database,
  keys: DocumentKeyRing,
  batchSize = 200,
): Promise<{ rewrapped: number; searchKeysRewrapped: number; unreadable: number }> {
  const files = await rewrapTable(db, keys, batchSize, {
    table: documents,
    id: documents.id,
    first: '00000000-0000-0000-0000-000000000000',
  })
  const search = await rewrapTable(db, keys, batchSize, {
    table: familySearchKeys,
    id: familySearchKeys.familyId,
    first: '00000000-0000-0000-0000-000000000000',
  })
  return {
    rewrapped: files.rewrapped,
    searchKeysRewrapped: search.rewrapped,
    unreadable: files.unreadable + search.unreadable,
  }
}

type WrappedKeyTable = typeof documents | typeof familySearchKeys

async function rewrapTable(
  db: Database,
  keys: DocumentKeyRing,
  batchSize: number,
  {
    table,
    id,
    first,
  }: { table: WrappedKeyTable; id: typeof documents.id | typeof familySearchKeys.familyId; first: string },
): Promise<{ rewrapped: number; unreadable: number }> {
  let rewrapped = 0
  let unreadable = 0
  let after = first
  for (;;) {
    const batch = await db
      .select({ id, keyId: table.keyId, wrappedKey: table.wrappedKey })
      .from(table)
      .where(and(ne(table.keyId, keys.currentId), gt(id, after)))
      .orderBy(asc(id))
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
        .update(table)
        .set({ keyId: wrapped.keyId, wrappedKey: wrapped.wrapped })
        .where(and(eq(id, row.id), eq(table.wrappedKey, row.wrappedKey)))
      rewrapped += 1
    }
  }
}
