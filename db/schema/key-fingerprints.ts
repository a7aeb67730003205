import { pgTable, text } from 'drizzle-orm/pg-core'
import { timestamps } from './timestamps'

/**
 * The fingerprint (keyId) of each master key the installation last started with, by name: 'document-key' is
 * DOCUMENT_KEY's. A server that starts with another key that cannot read what the recorded one wrapped
 * refuses at once (decision 054), instead of answering 500 at the first download. Never the key itself.
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  name: text('name').primaryKey(),
  keyId: text('key_id').notNull(),
  ...timestamps,
})
