import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import { containsPattern, queryRows, type Database, type Transaction } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import type { ObjectStore } from '~/lib/storage.server'
import { documents } from '~db/schema'
import { recordActivity } from '~/features/activity/index.server'
import type { DocumentKeyRing } from './document-keys.server'
import { openText, searchTerms, type SearchTerm } from './document-text.server'
import { canChangeDocument, canDeleteDocument, canSeeDocument } from './document-rules'
import type { DocumentFields } from './document-view'
import type { DocumentCategory, DocumentQuery, TextStatus, UploadDetails } from './documents.schema'
import { Refusal } from '~/lib/refusal'

/** What the document services need: the database, the file store, the keys and the limits. */
export interface DocumentServices {
  db: Database
  store: ObjectStore
  keys: DocumentKeyRing
  limits: DocumentLimits
  logger: Logger
}

export interface DocumentLimits {
  /** MAX_UPLOAD_MB in bytes. */
  maxFileBytes: number
  /** FAMILY_QUOTA_MB in bytes: every file of the family, private ones too. */
  familyQuotaBytes: number
}

export const DOCUMENT_NOT_FOUND = 'This document was not found. It may have been deleted.'

export type DocumentSummary = DocumentFields

const visibleTo = (access: FamilyAccess) =>
  and(
    eq(documents.familyId, access.familyId),
    or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
  )

/**
 * The documents the person may see, newest first. With a search: documents whose name, description or tags
 * contain the text (so 'stat' finds 'statement') come first, then those that hold every word searched for, in
 * their name, description and tags or in the text read from the file (English stemming, so 'letters' finds
 * 'letter'), newest first within each.
 */
export async function listDocuments(
  { db, keys }: Pick<DocumentServices, 'db' | 'keys'>,
  access: FamilyAccess,
  query: DocumentQuery,
): Promise<{ documents: DocumentSummary[]; total: number }> {
  // Unqualified, so it reads the one documents table of whichever query it is put in.
  const visible = sql`family_id = ${access.familyId} and (is_shared or uploaded_by = ${access.userId})
    and ${query.category === 'all' ? sql`true` : sql`category = ${query.category}`}`
  // The page's rows in full, from a list of ids in order: the count is taken on the ids alone, so a thousand
  // matches never have their whole rows read.
  const page = (ranked: SQL) => sql`
    with ranked as materialized (${ranked})
    select d.id, d.original_name, d.size, d.mime_type, d.category, d.description, d.tags, d.is_shared,
      d.uploaded_by, u.name as uploader_name, d.text_status, d.created_at,
      (select count(*) from ranked)::int as total
    from (select * from ranked order by priority, created_at desc, id desc limit ${query.shown}) r
    join documents d on d.id = r.id
    left join users u on u.id = d.uploaded_by
    order by r.priority, r.created_at desc, r.id desc`
  let rows: ListRow[]
  if (!query.search) {
    rows = await queryRows<ListRow>(db, page(sql`select id, 1 as priority, created_at from documents where ${visible}`))
  } else {
    const like = containsPattern(query.search.toLowerCase())
    rows = await db.transaction(async (tx) => {
      // Each word in the name, description and tags (their lexemes, prefixed by the family's id) or in the
      // text's blind index (tokens under the family's own key): both indexes answer for this family alone
      // (decision 044). The step is fenced so the planner looks the words up in the indexes rather than testing
      // each of the family's rows.
      const terms = await searchTerms(tx, keys, access.familyId, query.search)
      const holds = (term: SearchTerm) =>
        term.token
          ? sql`(search_words @> array[${term.word}]::text[] or text_tokens @> array[${term.token}]::text[])`
          : sql`search_words @> array[${term.word}]::text[]`
      const worded =
        terms.length === 0
          ? sql`select id, 2 as priority, created_at from documents where false`
          : sql`select id, 2 as priority, created_at from (
              select id, family_id, is_shared, uploaded_by, category, created_at
              from documents where ${sql.join(terms.map(holds), sql` and `)} offset 0
            ) worded where ${visible}`
      // Parts of words by a scan of the family's short fields, never its long text.
      const ranked = sql`
        select id, min(priority) as priority, max(created_at) as created_at from (
          ${worded}
          union all
          select id, 1, created_at from documents where ${visible} and find_text like ${like}
        ) found group by id`
      // The planner prices a scan that tests every row's (large, compressed) tokens no higher than the
      // indexes, because it does not count unpacking them; with many documents that is slower by far
      // (decision 044). Within this one query, it is told to use the indexes.
      await tx.execute(sql`set local enable_seqscan = off`)
      return queryRows<ListRow>(tx, page(ranked))
    })
  }
  return {
    documents: rows.map((row) => ({
      id: row.id,
      originalName: row.original_name,
      size: Number(row.size),
      mimeType: row.mime_type,
      category: row.category as DocumentCategory,
      description: row.description,
      tags: row.tags,
      isShared: row.is_shared,
      uploadedBy: row.uploaded_by,
      uploaderName: row.uploader_name,
      textStatus: row.text_status as TextStatus,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  }
}

interface ListRow {
  id: string
  original_name: string
  size: string | number
  mime_type: string
  category: string
  description: string
  tags: string[]
  is_shared: boolean
  uploaded_by: string | null
  uploader_name: string | null
  text_status: string
  created_at: string | Date
  total: number
}

/** Bytes the family's files take, private ones included: what the quota counts. */
export async function familyStorageUsed(db: Pick<Database, 'select'>, familyId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${documents.size}), 0)::text` })
    .from(documents)
    .where(eq(documents.familyId, familyId))
  return Number(row?.used ?? 0)
}

export type StoredDocument = typeof documents.$inferSelect

/** A document the person may see, or a 404 (another family's, someone's private one, or deleted). */
export async function findVisibleDocument(db: Database, access: FamilyAccess, id: string): Promise<StoredDocument> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.familyId, access.familyId)))
    .limit(1)
  if (!row || !canSeeDocument(row, access)) throw new Refusal(404, DOCUMENT_NOT_FOUND)
  return row
}

/**
 * The document, locked until the transaction ends, when the person may see it and `allowed` says they may do
 * this to it: 404 when it is not theirs to see (another family's, someone's private one, deleted), 403 with
 * `refusal` when they may see it but not do this.
 */
async function lockDocumentFor(
  tx: Transaction,
  access: FamilyAccess,
  id: string,
  allowed: (document: StoredDocument, reader: FamilyAccess) => boolean,
  refusal: string,
): Promise<StoredDocument> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.familyId, access.familyId)))
    .for('update')
  if (!row || !canSeeDocument(row, access)) throw new Refusal(404, DOCUMENT_NOT_FOUND)
  if (!allowed(row, access)) throw new Refusal(403, refusal)
  return row
}

/**
 * Deletes the row, then the file. The row goes first, in a transaction with its feed entry: a file left
 * behind by a store that failed is an orphan the sweep removes, while a row without its file would be a
 * document nobody can open.
 */
export async function deleteDocument(services: DocumentServices, access: FamilyAccess, id: string) {
  const deleted = await services.db.transaction(async (tx) => {
    const row = await lockDocumentFor(
      tx,
      access,
      id,
      canDeleteDocument,
      'Only the person who uploaded this document, or an Admin, can delete it.',
    )
    await tx.delete(documents).where(eq(documents.id, row.id))
    if (row.isShared) {
      await recordActivity(tx, access, 'document_deleted', row.originalName)
    }
    return row
  })
  await services.store.remove(deleted.storageKey).catch((error: unknown) => {
    services.logger.warn({ err: error, key: deleted.storageKey }, 'document file not removed; the sweep will')
  })
  return { name: deleted.originalName }
}

/** Shares a private document with the family, or makes a shared one private again. */
export async function setDocumentShared(db: Database, access: FamilyAccess, id: string, shared: boolean) {
  return db.transaction(async (tx) => {
    const row = await lockDocumentFor(
      tx,
      access,
      id,
      canChangeDocument,
      'Only the person who uploaded this document can change who sees it.',
    )
    if (row.isShared !== shared) {
      await tx.update(documents).set({ isShared: shared, updatedAt: new Date() }).where(eq(documents.id, row.id))
      // Making it private is in the feed too: the family saw it, and should learn why it is gone from their list.
      await recordActivity(tx, access, shared ? 'document_shared' : 'document_unshared', row.originalName)
    }
    return { name: row.originalName, shared }
  })
}

/** Changes a document's category, description and tags; only its uploader may, as Member or Admin. */
export async function updateDocumentDetails(
  db: Database,
  access: FamilyAccess,
  id: string,
  details: Pick<UploadDetails, 'category' | 'description' | 'tags'>,
) {
  return db.transaction(async (tx) => {
    const row = await lockDocumentFor(
      tx,
      access,
      id,
      canChangeDocument,
      'Only the person who uploaded this document can change its details.',
    )
    await tx
      .update(documents)
      .set({ category: details.category, description: details.description, tags: details.tags, updatedAt: new Date() })
      .where(eq(documents.id, row.id))
    return { name: row.originalName }
  })
}

/** How many documents the person can open in the family: the dashboard tile's figure. */
export async function countVisibleDocuments(db: Database, access: FamilyAccess): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .where(visibleTo(access))
  return row?.count ?? 0
}

/**
 * How many of the person's own documents are private, for the page to say which of theirs nobody else sees
 * (docs/product.md, 'Documents'). Other people's private documents are never counted: the person learns only what
 * the family's space already says, that some bytes are in use.
 */
export async function ownPrivateCount(db: Database, access: FamilyAccess): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(documents)
    .where(
      and(
        eq(documents.familyId, access.familyId),
        eq(documents.uploadedBy, access.userId),
        eq(documents.isShared, false),
      ),
    )
  return row?.count ?? 0
}

/** The text read from a document the person may see, for 'Show the text', decrypted with its own key. */
export async function documentText(
  { db, keys }: Pick<DocumentServices, 'db' | 'keys'>,
  access: FamilyAccess,
  id: string,
) {
  const document = await findVisibleDocument(db, access, id)
  const text = document.sealedText
    ? openText(keys.unwrap(document.keyId, document.wrappedKey), document.id, document.sealedText)
    : ''
  return { id: document.id, name: document.originalName, status: document.textStatus as TextStatus, text }
}
