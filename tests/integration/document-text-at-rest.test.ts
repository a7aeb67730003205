import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyRing } from '~/features/documents/document-keys.server'
import { rewrapDocumentKeys } from '~/features/documents/document-rewrap.server'
import { textExtractionHandlers } from '~/features/documents/index.server'
import { openDatabase, queryRows, type DatabaseHandle } from '~/lib/db.server'
import { runNextJob } from '~/lib/job-worker.server'
import { createFilesystemStore } from '~/lib/storage.server'
import { action as pageAction, loader as pageLoader } from '~/routes/dashboard.documents'
import { documents, familyMembers, profiles } from '~db/schema'
import { TEST_ORIGIN } from '../setup/test-auth'
import { TestContext } from '../setup/test-context'
import { createTestDatabase } from '../setup/test-database'
import { testDocumentVault } from '../setup/test-documents'

/**
 * docs/security.md, 'Third round', item 6: the text read from a document is not in the database in a readable form. On
 * PGlite the database is a folder on disk (as DATA_DIR/db is in the embedded mode), read byte by byte after closing; on
 * PostgreSQL (TEST_DATABASE_URL) every text column of every table is searched instead.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL)
const dataDir = mkdtempSync(path.join(tmpdir(), 'afterword-data-'))

let closed = false
let handle: DatabaseHandle | undefined
const context = new TestContext(async () => {
  if (onServer) return createTestDatabase()
  handle = await openDatabase({ driver: 'pglite', dataDir })
  await handle.migrate()
  const opened = handle
  return {
    ...opened,
    // Closed by the test that reads the folder; the file's own close after it must not close it twice.
    close: async () => {
      if (closed) return
      closed = true
      await opened.close()
    },
  }
})
// Migrating a PGlite database on disk writes every step through to the folder: about 30 s on a busy 2-core
// machine, beyond the usual hook limit (vitest.config.ts); this is a limit for a hung start, not a speed.
beforeAll(() => context.open(), 240_000)
afterAll(() => context.close())

/** The vault with its files inside DATA_DIR, as the server keeps them (DATA_DIR/files). */
function vaultInDataDir() {
  const vault = testDocumentVault()
  const root = path.join(dataDir, 'files')
  return { ...vault, root, store: createFilesystemStore(root) }
}

async function upload(cookie: string, name: string, text: string, fields: Record<string, string> = {}) {
  const response = await context.uploadDocuments(cookie, [{ name, content: text }], fields)
  expect(response.status).toBe(201)
}

async function list(cookie: string, query: string) {
  return pageLoader(context.routeArgs(`/dashboard/documents${query}`, { headers: { cookie } }))
}

async function found(cookie: string, search: string): Promise<string[]> {
  return (await list(cookie, `?search=${encodeURIComponent(search)}`)).documents.map((d) => d.originalName)
}

async function readTextJobs() {
  const logger = pino({ level: 'silent' })
  const handlers = textExtractionHandlers({ db: context.db, logger, ...context.documents })
  while (await runNextJob({ db: context.db, logger, handlers })) {
    // Until the queue is empty.
  }
}

async function idOf(name: string): Promise<string> {
  const [row] = await context.db.select({ id: documents.id }).from(documents).where(eq(documents.originalName, name))
  if (!row) throw new Error(`no document called ${name}`)
  return row.id
}

/** A word no dictionary and no other test has. */
const marker = () =>
  `quorvex${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q')}`

describe('the text inside documents', () => {
  it('is found by its words, in any order, with or without accents, within the family and for who may see it', async () => {
    context.documents = vaultInDataDir()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, 'note.txt', 'Meeting at the Café Müller about the pension letters.', { shared: 'on' })
    await upload(ann.cookie, 'private.txt', 'The pension statement, for Ann only.')
    await readTextJobs()

    expect(await found(ann.cookie, 'pension')).toEqual(['private.txt', 'note.txt'])
    expect(await found(ann.cookie, 'letter müller')).toEqual(['note.txt'])
    expect(await found(ann.cookie, 'muller CAFE')).toEqual(['note.txt'])
    expect(await found(ann.cookie, 'café')).toEqual(['note.txt'])
    // Whole words: the blind index has no parts of words.
    expect(await found(ann.cookie, 'pensi')).toEqual([])
    expect(await found(ann.cookie, 'pension solicitor')).toEqual([])

    // A Viewer finds only what is shared; another family finds nothing, though its own words are the same.
    const val = await context.memberOf(ann.familyId, 'Viewer', 'Val')
    await context.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, val.id))
    expect(await found(val.cookie, 'pension')).toEqual(['note.txt'])
    const bob = await context.premiumFamily('Bob')
    await upload(bob.cookie, 'bobs.txt', 'A pension of his own.')
    await readTextJobs()
    expect(await found(bob.cookie, 'pension')).toEqual(['bobs.txt'])
    const [membership] = await context.db.select().from(familyMembers).where(eq(familyMembers.userId, bob.id))
    expect(membership?.familyId).not.toBe(ann.familyId)
  })

  it('is still found and shown after the master key is rotated and the old key is gone', async () => {
    context.documents = vaultInDataDir()
    const ann = await context.premiumFamily('Ann')
    await upload(ann.cookie, 'rotated.txt', 'The deed of the cottage.')
    await readTextJobs()
    const newKey = randomBytes(32)
    const rotated = createKeyRing(newKey, [context.documents.masterKey])
    const result = await rewrapDocumentKeys(context.db, rotated)
    expect(result.searchKeysRewrapped).toBeGreaterThanOrEqual(1)
    context.documents = { ...context.documents, keys: createKeyRing(newKey) }
    expect(await found(ann.cookie, 'cottage deed')).toEqual(['rotated.txt'])
    const shown = await list(ann.cookie, `?text=${await idOf('rotated.txt')}`)
    expect(shown.shownText?.text).toBe('The deed of the cottage.')
  })

  it('leaves no word of an uploaded text file readable in the database', async () => {
    context.documents = vaultInDataDir()
    const ann = await context.premiumFamily('Ann')
    const secret = marker()
    await upload(ann.cookie, 'combination.txt', `The safe's combination is written after the word ${secret} here.`)
    await readTextJobs()
    expect(await found(ann.cookie, secret)).toEqual(['combination.txt'])
    const id = await idOf('combination.txt')
    expect((await list(ann.cookie, `?text=${id}`)).shownText?.text).toContain(secret)
    // The details are changed after the text was read: the row is written again, as it would be in use.
    const answer = await pageAction(
      context.routeArgs('/dashboard/documents', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'edit', documentId: id, category: 'personal', description: 'Safe' }),
        headers: { cookie: ann.cookie, origin: TEST_ORIGIN },
      }),
    )
    expect(answer).toMatchObject({ ok: true })

    const forms = [secret, secret.toUpperCase(), secret[0]?.toUpperCase() + secret.slice(1)]
    if (onServer) {
      const columns = await queryRows<{ table_name: string; column_name: string }>(
        context.db,
        sql`select table_name, column_name from information_schema.columns
            where table_schema = 'public' and data_type in ('text', 'character varying', 'ARRAY', 'jsonb', 'tsvector')`,
      )
      for (const { table_name: table, column_name: column } of columns) {
        const [row] = await queryRows<{ hits: number }>(
          context.db,
          sql`select count(*)::int as hits from ${sql.identifier(table)}
              where lower(${sql.identifier(column)}::text) like ${`%${secret}%`}`,
        )
        expect({ table, column, hits: row?.hits }).toEqual({ table, column, hits: 0 })
      }
      return
    }

    await queryRows(context.db, sql`checkpoint`)
    await context.close()
    const needles = forms.flatMap((form) => [Buffer.from(form, 'utf8'), Buffer.from(form, 'utf16le')])
    const files = await everyFile(dataDir)
    // The database itself is there (its WAL too), and the vault's files.
    expect(files.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true)
    expect(files.some((file) => file.startsWith(path.join(dataDir, 'files')))).toBe(true)
    const holding: string[] = []
    for (const file of files) {
      const bytes = await readFile(file)
      if (needles.some((needle) => bytes.includes(needle))) holding.push(path.relative(dataDir, file))
    }
    expect(holding).toEqual([])
  })
})

async function everyFile(folder: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) files.push(...(await everyFile(full)))
    else if (entry.isFile() && (await stat(full)).size > 0) files.push(full)
  }
  return files
}
