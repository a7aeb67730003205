import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './timestamps'

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const

/**
 * A person's 'Download my data' (decision 050): a ZIP built by a job, kept in the object store encrypted like a
 * document (its own data key, wrapped by the master key `key_id` names) until `expires_at`, then removed.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    storageKey: text('storage_key'),
    keyId: text('key_id'),
    wrappedKey: text('wrapped_key'),
    /** The ZIP's size in bytes, once built. */
    size: bigint('size', { mode: 'number' }),
    /** How many of the person's documents it holds, and how many could not be read (named in the ZIP). */
    documentCount: bigint('document_count', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('data_exports_user_id_idx').on(table.userId, table.createdAt),
    check('data_exports_status', sql`${table.status} in ('queued', 'building', 'ready', 'failed')`),
  ],
)
