import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { sqlList } from './sql-list'
import { DOCUMENT_CATEGORIES, TEXT_STATUSES } from './vocabulary'
import { users } from './auth'
import { families } from './families'
import { timestamps } from './timestamps'

/**
 * A file in the family's document vault (docs/decisions/044-document-vault.md). The file itself is in the
 * object store under `storage_key`, encrypted with its own data key, which is kept here wrapped by the master
 * key `key_id` names. Private to its uploader unless shared with the family.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name the file had on the person's device: shown and offered on download, never used as a path. */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The file's size before encryption, in bytes. */
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    category: text('category').notNull().default('general'),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isShared: boolean('is_shared').notNull().default(false),
    /** Of the plaintext, checked again on every download. */
    sha256: text('sha256').notNull(),
    keyId: text('key_id').notNull(),
    wrappedKey: text('wrapped_key').notNull(),
    textStatus: text('text_status').notNull().default('pending'),
    /**
     * The text read from the file, encrypted with a key derived from the document's own data key (base64 of
     * nonce, ciphertext and tag); null until read, or when there is none. See document-text.server.ts.
     */
    sealedText: text('sealed_text'),
    /**
     * The blind index of that text: a keyed hash of each distinct word, under the family's search key
     * (family_search_keys), so search finds words without the words being stored.
     */
    textTokens: text('text_tokens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The words of the name, description and tags as English full-text lexemes, each prefixed by the family's
     * id so that the index answers for one family only; kept by the database itself from the plain columns.
     */
    searchWords: text('search_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`afterword_document_search_words(family_id, original_name, description, tags)`),
    /** Name, description and tags in lower case, for finding parts of words ('stat' in 'Statement'). */
    findText: text('find_text')
      .notNull()
      .generatedAlwaysAs(sql`afterword_document_find_text(original_name, description, tags)`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('documents_storage_key').on(table.storageKey),
    index('documents_family_created_at_idx').on(table.familyId, table.createdAt),
    index('documents_text_tokens_idx').using('gin', table.textTokens),
    index('documents_search_words_idx').using('gin', table.searchWords),
    check('documents_category', sql.raw(`category in (${sqlList(DOCUMENT_CATEGORIES)})`)),
    check('documents_text_status', sql.raw(`text_status in (${sqlList(TEXT_STATUSES)})`)),
    check('documents_original_name_length', sql`char_length(${table.originalName}) between 1 and 255`),
    check('documents_description_length', sql`char_length(${table.description}) <= 1000`),
    check('documents_tags_count', sql`cardinality(${table.tags}) <= 20`),
    check('documents_size', sql`${table.size} > 0`),
    check('documents_sha256', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * Each family's search key: random, wrapped by the master key as the documents' data keys are, so a rotation
 * rewraps it and the blind index stays valid (docs/decisions/044-document-vault.md). Made on first use.
 */
export const familySearchKeys = pgTable('family_search_keys', {
  familyId: uuid('family_id')
    .primaryKey()
    .references(() => families.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  wrappedKey: text('wrapped_key').notNull(),
  ...timestamps,
})
