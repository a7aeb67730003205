import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { decryptDocument } from '~/features/documents/index.server'
import { DEFAULT_MIGRATIONS_FOLDER, queryRows, type Database } from '~/lib/db.server'
import type { ObjectStore } from '~/lib/storage.server'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { documents } from '~db/schema'
import { samplePdf, samplePng } from '../fixtures/sample-files'
import { TEST_ORIGIN } from './test-auth'
import type { PersonWithFamily, TestContext } from './test-context'

export const PROBE_TABLE = 'backup_probe'

/**
 * The app's migrations and one more, for backup tests: a table with the kinds of value the app's own tables do
 * not have yet (bytea, a serial's sequence, numeric beyond a double, a jsonb holding JSON null, a generated
 * column), so the round trip is shown to keep them too. It also copies the rate-limit rows into it, a data step
 * that shows a restore from an older level runs the later migrations over the restored rows.
 */
export function migrationsWithProbe(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'afterword-probe-migrations-'))
  cpSync(DEFAULT_MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<Record<string, unknown>> }
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: 9_000_000_000_000,
    tag: '9000_backup_probe',
    breakpoints: true,
  })
  writeFileSync(journalFile, JSON.stringify(journal, null, 2))
  writeFileSync(
    path.join(folder, '9000_backup_probe.sql'),
    `CREATE TABLE "${PROBE_TABLE}" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" uuid REFERENCES "families"("id") ON DELETE CASCADE,
	"bytes" bytea NOT NULL,
	"doc" jsonb,
	"json_null" jsonb,
	"words" text[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount" numeric NOT NULL,
	"note" text NOT NULL,
	"shout" text GENERATED ALWAYS AS (upper(note)) STORED
);
--> statement-breakpoint
INSERT INTO "${PROBE_TABLE}" ("bytes", "words", "at", "amount", "note")
	SELECT '\\x', '{}', "window_started_at", "count", "key" FROM "rate_limits";`,
  )
  return folder
}

/** Written as text so that the number keeps every digit (a JavaScript number would not). */
export const PROBE_JSON =
  '{"name": "Zoë", "big": 12345678901234567890.123456789, "nested": {"none": null}, "list": [1, "two"]}'

/** The last migration of the app itself (db/migrations), before the probe. */
export function latestAppMigration(): string {
  const journalFile = path.join(DEFAULT_MIGRATIONS_FOLDER, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  return journal.entries.at(-1)?.tag ?? ''
}

export const ALL_BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index))

export interface SeededInstallation {
  ann: PersonWithFamily
  /** Each uploaded file's original bytes, by its name. */
  files: Map<string, Buffer>
}

/**
 * An installation with something in every corner: a premium family with a plan, a second member, unicode
 * text, documents uploaded through the app's own upload route (so their files are encrypted as in life), and
 * probe rows when the probe table is there.
 */
export async function seedInstallation(context: TestContext): Promise<SeededInstallation> {
  const ann = await context.premiumFamily('Ann')
  await context.memberOf(ann.familyId, 'Member', 'Zoë 東京 Ōtaki')
  await context.db.execute(
    sql`update tasks set title = 'Tell the bank — 銀行 ✓ “quoted”' where id = (select min(id::text)::uuid from tasks)`,
  )
  const files = new Map<string, Buffer>([
    ['letter from the bank.pdf', await samplePdf('Letter from the bank about the joint account')],
    ['notes ünïcödé 東京.txt', Buffer.from('Notes for the executor: café, 東京, Ōtaki.\n'.repeat(2000))],
    ['scan.png', samplePng(64, 64, true)],
  ])
  for (const [name, bytes] of files) await uploadDocument(context, ann.cookie, name, bytes)

  const [probe] = await queryRows<{ found: boolean }>(
    context.db,
    sql`select to_regclass(${PROBE_TABLE}) is not null as found`,
  )
  if (probe?.found) {
    await context.db.execute(sql`
      insert into backup_probe (family_id, bytes, doc, json_null, words, at, amount, note) values
        (${ann.familyId}, ${ALL_BYTES}, ${PROBE_JSON}::jsonb,
         'null'::jsonb, array['a, b', 'quote "q"', '東京', '']::text[], '2026-03-01 12:34:56.789123+05:30',
         '12345678901234567890.123456789', 'first ✓'),
        (null, ${Buffer.alloc(0)}, null, null, '{}', '1999-12-31 23:59:59.999999+00', '-0.000000000001', 'second')`)
  }
  return { ann, files }
}

export async function uploadDocument(context: TestContext, cookie: string, name: string, bytes: Buffer): Promise<void> {
  const form = new FormData()
  form.append('shared', 'on')
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const response = await uploadAction(
    context.routeArgs('/dashboard/documents/upload', {
      method: 'POST',
      body: form,
      headers: { cookie, accept: 'application/json', origin: TEST_ORIGIN },
    }),
  )
  if (response.status !== 201) throw new Error(`seedInstallation: uploading ${name} answered ${response.status}`)
}

/**
 * Every row of every public table as PostgreSQL writes it (generated columns included), sorted, timestamps in
 * UTC: the test's own reading, independent of the backup code, for comparing two databases.
 */
export async function everyRow(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`)
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
    const result: Record<string, string[]> = {}
    for (const { name } of tables) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql.raw(`select row_to_json(t)::text as row from public."${name}" t order by 1`),
      )
      result[name] = rows.map((row) => row.row)
    }
    return result
  })
}

/** Each document's file decrypted with the app's own code from `store`, by the document's name. */
export async function decryptedFiles(
  db: Database,
  store: ObjectStore,
  keys: Parameters<typeof decryptDocument>[0]['keys'],
): Promise<Map<string, Buffer>> {
  const services = {
    db,
    store,
    keys,
    logger: pino({ level: 'silent' }),
    limits: { maxFileBytes: 0, familyQuotaBytes: 0 },
  }
  const result = new Map<string, Buffer>()
  for (const document of await db.select().from(documents)) {
    const chunks: Buffer[] = []
    for await (const chunk of await decryptDocument(services, document)) chunks.push(chunk as Buffer)
    result.set(document.originalName, Buffer.concat(chunks))
  }
  return result
}
