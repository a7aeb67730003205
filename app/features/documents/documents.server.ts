import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import type { ObjectStore } from '~/lib/storage.server'
import { lockFamily } from '~/features/family/index.server'
import { activities, documents, users } from '~db/schema'
import type { DocumentKeyRing } from './document-keys.server'
import { canChangeDocument, canDeleteDocument, canSeeDocument } from './document-rules'
import type { DocumentFields } from './document-view'
import type { DocumentCategory, DocumentQuery, TextStatus } from './documents.schema'

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

/** A refusal with its HTTP status and a message for the person; nothing was changed. */
export class DocumentError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 500 | 503 | 507,
    message: string,
  ) {
    super(message)
    this.name = 'DocumentError'
  }
}

export const DOCUMENT_NOT_FOUND = 'This document was not found. It may have been deleted.'

export type DocumentSummary = DocumentFields

/** How many documents a page lists at most; the count says how many matched. */
export const LIST_LIMIT = 100

const visibleTo = (access: FamilyAccess) =>
  and(
    eq(documents.familyId, access.familyId),
    or(eq(documents.isShared, true), eq(documents.uploadedBy, access.userId)),
  )

/**
 * The documents the person may see, newest first; with a search, best match first. The search matches words
 * in the name, description, tags and the text read from the file (full-text, so 'letters' finds 'letter'), and
 * any part of the name, description or a tag (so 'stat' finds 'statement').
 */
export async function listDocuments(
  db: Database,
  access: FamilyAccess,
  query: DocumentQuery,
): Promise<{ documents: DocumentSummary[]; total: number }> {
  const conditions: SQL[] = [visibleTo(access) as SQL]
  if (query.category !== 'all') conditions.push(eq(documents.category, query.category))
  let rank: SQL | undefined
  if (query.search) {
    const words = sql`websearch_to_tsquery('english', ${query.search})`
    const like = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
    conditions.push(
      or(
        sql`${documents.searchVector} @@ ${words}`,
        sql`${documents.originalName} ilike ${like}`,
        sql`${documents.description} ilike ${like}`,
        sql`array_to_string(${documents.tags}, ' ') ilike ${like}`,
      ) as SQL,
    )
    rank = sql`ts_rank(${documents.searchVector}, ${words})`
  }
  const where = and(...conditions)
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: documents.id,
        originalName: documents.originalName,
        size: documents.size,
        mimeType: documents.mimeType,
        category: documents.category,
        description: documents.description,
        tags: documents.tags,
        isShared: documents.isShared,
        uploadedBy: documents.uploadedBy,
        uploaderName: users.name,
        textStatus: documents.textStatus,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .leftJoin(users, eq(users.id, documents.uploadedBy))
      .where(where)
      .orderBy(...(rank ? [desc(rank)] : []), desc(documents.createdAt), desc(documents.id))
      .limit(LIST_LIMIT),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(documents)
      .where(where),
  ])
  return {
    documents: rows.map((row) => ({
      ...row,
      category: row.category as DocumentCategory,
      textStatus: row.textStatus as TextStatus,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  }
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
  if (!row || !canSeeDocument(row, access)) throw new DocumentError(404, DOCUMENT_NOT_FOUND)
  return row
}

/**
 * Deletes the row, then the file. The row goes first, in a transaction with its feed entry: a file left
 * behind by a store that failed is an orphan the sweep removes, while a row without its file would be a
 * document nobody can open.
 */
export async function deleteDocument(services: DocumentServices, access: FamilyAccess, id: string) {
  const deleted = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.familyId, access.familyId)))
      .for('update')
    if (!row || !canSeeDocument(row, access)) throw new DocumentError(404, DOCUMENT_NOT_FOUND)
    if (!canDeleteDocument(row, access)) {
      throw new DocumentError(403, 'Only the person who uploaded this document, or an Admin, can delete it.')
    }
    await tx.delete(documents).where(eq(documents.id, row.id))
    if (row.isShared) {
      await tx.insert(activities).values({
        familyId: access.familyId,
        userId: access.userId,
        type: 'document_deleted',
        target: row.originalName,
      })
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
    await lockFamily(tx, access.familyId)
    const [row] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.familyId, access.familyId)))
    if (!row || !canSeeDocument(row, access)) throw new DocumentError(404, DOCUMENT_NOT_FOUND)
    if (!canChangeDocument(row, access)) {
      throw new DocumentError(403, 'Only the person who uploaded this document can change who sees it.')
    }
    if (row.isShared !== shared) {
      await tx.update(documents).set({ isShared: shared, updatedAt: new Date() }).where(eq(documents.id, row.id))
      if (shared) {
        await tx.insert(activities).values({
          familyId: access.familyId,
          userId: access.userId,
          type: 'document_shared',
          target: row.originalName,
        })
      }
    }
    return { name: row.originalName, shared }
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

/** The text read from a document the person may see, for 'Show the text'. */
export async function documentText(db: Database, access: FamilyAccess, id: string) {
  const document = await findVisibleDocument(db, access, id)
  return {
    id: document.id,
    name: document.originalName,
    status: document.textStatus as TextStatus,
    text: document.extractedText,
  }
}
