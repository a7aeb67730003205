import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { knownMigrations, migrationsUpTo } from '~/features/operations/migration-level.server'
import { DEFAULT_MIGRATIONS_FOLDER, queryRows, type DatabaseHandle } from '~/lib/db.server'
import { createTestDatabase } from '../setup/test-database'

/**
 * Migration 0017 (docs/security.md, 'Third round', item 6) on a database that already holds text read from documents:
 * the migration cannot know the keys to seal it, so it drops the plain text and queues each document's text to be read
 * again from its encrypted file.
 */

let handle: DatabaseHandle | undefined
afterAll(() => handle?.close())

// Two migration runs on PGlite: about 20 s on a busy 2-core machine, a limit for a hang rather than a speed.
it(
  'drops the plain text and its index, and queues the documents that had text to be read again',
  { timeout: 120_000 },
  async () => {
    const known = await knownMigrations(DEFAULT_MIGRATIONS_FOLDER)
    const before = known[known.findIndex((migration) => migration.tag === '0017_document_text_sealed') - 1]
    if (!before) throw new Error('migration 0017 not found')
    const earlier = await migrationsUpTo(DEFAULT_MIGRATIONS_FOLDER, before)
    handle = await createTestDatabase(earlier.folder)
    await earlier.cleanUp()
    const db = handle.db
    await db.execute(sql`insert into users (id, name, email) values ('u1', 'Ann', 'ann@example.com')`)
    const [family] = await queryRows<{ id: string }>(
      db,
      sql`insert into families (country, region, created_by) values ('UK', 'uk-england', 'u1') returning id`,
    )
    const document = (name: string, status: string, text: string) => sql`
    insert into documents (family_id, uploaded_by, original_name, storage_key, size, mime_type, sha256, key_id,
      wrapped_key, text_status, extracted_text)
    values (${family?.id}, 'u1', ${name}, ${`${family?.id}/${name}`}, 10, 'text/plain', ${'0'.repeat(64)}, 'k', 'w',
      ${status}, ${text})`
    await db.execute(document('read.txt', 'found', 'the old secret words'))
    await db.execute(document('empty.png', 'none', ''))
    await db.execute(document('waiting.txt', 'pending', ''))

    await handle.migrate()

    const rows = await queryRows<{ original_name: string; text_status: string; sealed_text: string | null }>(
      db,
      sql`select original_name, text_status, sealed_text from documents order by original_name`,
    )
    expect(rows).toEqual([
      { original_name: 'empty.png', text_status: 'none', sealed_text: null },
      { original_name: 'read.txt', text_status: 'pending', sealed_text: null },
      { original_name: 'waiting.txt', text_status: 'pending', sealed_text: null },
    ])
    const queued = await queryRows<{ name: string; max_attempts: number }>(
      db,
      sql`select d.original_name as name, j.max_attempts from jobs j
        join documents d on d.id::text = j.payload->>'documentId'
        where j.kind = 'extract-document-text' and j.status = 'queued'`,
    )
    expect(queued).toEqual([{ name: 'read.txt', max_attempts: 4 }])
    const columns = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
        where table_name = 'documents' and column_name in ('extracted_text', 'search_vector')`,
    )
    expect(columns).toEqual([])
    const [found] = await queryRows<{ hits: number }>(
      db,
      sql`select count(*)::int as hits from documents where documents::text like '%secret%'`,
    )
    expect(found?.hits).toBe(0)
  },
)
