/**
 * The document search alone (docs/security.md, 'Third round', item 6), without a server:
 * `BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/document-search.ts`. A fresh database, one family with
 * BENCH_DOCUMENTS documents (10,000), and the search's p95 before (plain text, full-text index) and after (sealed text,
 * blind index), on the same rows. `npm run bench` measures the same as part of its PostgreSQL phase.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '~/lib/db.server'
import { benchSearchPaths, seedDocuments } from './documents'
import { createBenchDatabase } from './family-seed'

const serverUrl = process.env.BENCH_DATABASE_URL
if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server the bench may create a database on.')
const count = Number(process.env.BENCH_DOCUMENTS ?? 10_000)
const database = await createBenchDatabase(serverUrl, 'afterword_bench_document_search')
try {
  const handle = await openDatabase({ driver: 'postgres', url: database.url, poolMax: 2 })
  await handle.migrate()
  await handle.close()
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const email = 'bench-search@example.com'
  const userId = randomUUID()
  await client.query(`insert into users (id, name, email) values ($1, 'Bench', $2)`, [userId, email])
  const { rows } = await client.query<{ id: string }>(
    `insert into families (country, region, created_by) values ('UK', 'uk-england', $1) returning id`,
    [userId],
  )
  await client.query(`insert into family_members (family_id, user_id, role) values ($1, $2, 'Admin')`, [
    rows[0]?.id,
    userId,
  ])
  await client.end()
  const seeding = performance.now()
  await seedDocuments(database.url, email, count)
  console.log(`seeded ${count} documents in ${((performance.now() - seeding) / 1000).toFixed(0)} s`)
  for (const search of ['pension', 'council tax', 'sta', 'lon']) {
    const figures = await benchSearchPaths(database.url, email, search)
    console.log(
      `search '${search}' among ${count} documents: found ${figures.foundBefore} before / ${figures.found} after; ` +
        `p95 ${figures.beforeP95Ms.toFixed(1)} ms before / ${figures.afterP95Ms.toFixed(1)} ms after`,
    )
  }
} finally {
  await database.drop()
}
