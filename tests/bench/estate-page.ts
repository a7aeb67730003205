/**
 * The estate page's data and the estate accounts PDF for an estate of 500 assets, 500 debts and 2,000 entries on
 * PostgreSQL (issue 33: the page's data p95 under 50 ms, the PDF under 2 s), read from the database as the routes
 * read it, in this process. Beside them, measured in the same run: the records read alone (`loadEstateRecords`,
 * the floor under the page's data) and the page's data for an estate a tenth the size. Part of `npm run bench` on
 * PostgreSQL; `npx tsx tests/bench/estate-page.ts` runs it alone on a database of its own made on
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { syntheticEstate } from './estate-accounts-pdf'
import { createBenchDatabase } from './family-seed'
import { familyEstateAccounts } from '~/features/estate/estate-accounts.server'
import { renderEstateAccountsPdf } from '~/features/estate/estate-accounts-pdf.server'
import { estateOverview } from '~/features/estate/estate-overview.server'
import { loadEstateRecords } from '~/features/estate/estate-records.server'
import { openDatabase, type Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'

export interface EstatePageFigures {
  assets: number
  debts: number
  entries: number
  runs: number
  /** The page's data (the loader's `estateOverview`): median and p95. */
  medianMs: number
  p95Ms: number
  /** This process's CPU time for the page's data, median: the figure to trust on a machine shared with other work. */
  cpuMedianMs: number
  /** `loadEstateRecords` alone, the database's part: median and p95. */
  recordsMedianMs: number
  recordsP95Ms: number
  /** The page's data as JSON, what the loader hands to the page. */
  dataKb: number
}

export interface EstatePdfFromDatabase {
  /** Records read, accounts computed and the PDF rendered to a byte counter: median of three. */
  ms: number
  bytes: number
}

export interface EstatePageBench {
  /** A tenth of the size, measured just before, as a baseline. */
  baseline: EstatePageFigures
  result: EstatePageFigures
  pdf: EstatePdfFromDatabase
}

/**
 * Writes `syntheticEstate(assets, debts, entries)` (the PDF bench's estate) into a family, with ids made for the
 * database and dates moved to follow the family's date of death; a tenth of the assets and debts name an
 * organisation on the family's list and a document in its vault, as families link them.
 */
export async function seedEstate(
  client: pg.Client,
  owner: { familyId: string; userId: string },
  assets: number,
  debts: number,
  entries: number,
): Promise<void> {
  const estate = syntheticEstate(assets, debts, entries)
  const { rows } = await client.query<{ date_of_death: string | null }>(
    `select to_char(date_of_death, 'YYYY-MM-DD') as date_of_death from families where id = $1`,
    [owner.familyId],
  )
  const death = rows[0]?.date_of_death ?? estate.dateOfDeath ?? '2026-03-14'
  const shift = Date.parse(`${death}T00:00:00Z`) - Date.parse(`${estate.dateOfDeath ?? death}T00:00:00Z`)
  const moved = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + shift).toISOString().slice(0, 10)
  const ids = new Map<string, string>()
  const idOf = (synthetic: string) => {
    let id = ids.get(synthetic)
    if (!id) ids.set(synthetic, (id = randomUUID()))
    return id
  }
  const organisations = Array.from({ length: 20 }, () => randomUUID())
  const documents = Array.from({ length: 50 }, () => randomUUID())
  await insert(
    client,
    'family_organisations',
    ['id', 'family_id', 'name'],
    organisations.map((id, index) => [id, owner.familyId, `Bench bank ${index + 1}`]),
  )
  await insert(
    client,
    'documents',
    [
      'id',
      'family_id',
      'uploaded_by',
      'original_name',
      'storage_key',
      'size',
      'mime_type',
      'is_shared',
      'sha256',
      'key_id',
      'wrapped_key',
    ],
    documents.map((id, index) => [
      id,
      owner.familyId,
      owner.userId,
      `statement-${index}.pdf`,
      `${owner.familyId}/${id}`,
      1000,
      'application/pdf',
      true,
      '0'.repeat(64),
      'bench',
      'bench',
    ]),
  )
  // Rows are written in their list order with increasing creation times, as the page orders them.
  const created = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString()
  await insert(
    client,
    'estate_assets',
    [
      'id',
      'family_id',
      'kind',
      'description',
      'organisation_id',
      'ownership',
      'value_at_death',
      'valuation_method',
      'state',
      'created_by',
      'created_at',
    ],
    estate.assets.map((asset, index) => [
      idOf(asset.id),
      owner.familyId,
      asset.kind,
      asset.description,
      index % 10 === 0 ? organisations[index % organisations.length] : null,
      asset.ownership,
      asset.valueAtDeath,
      asset.valuationMethod,
      asset.state,
      owner.userId,
      created(index),
    ]),
  )
  await insert(
    client,
    'estate_debts',
    ['id', 'family_id', 'kind', 'creditor', 'organisation_id', 'amount', 'paid', 'created_by', 'created_at'],
    estate.debts.map((debt, index) => [
      idOf(debt.id),
      owner.familyId,
      debt.kind,
      debt.creditor,
      index % 10 === 0 ? organisations[index % organisations.length] : null,
      debt.amount,
      debt.paid,
      owner.userId,
      created(index),
    ]),
  )
  await insert(
    client,
    'estate_asset_documents',
    ['asset_id', 'document_id'],
    estate.assets
      .filter((_, index) => index % 10 === 0)
      .map((asset, index) => [idOf(asset.id), documents[index % documents.length]]),
  )
  await insert(
    client,
    'estate_debt_documents',
    ['debt_id', 'document_id'],
    estate.debts
      .filter((_, index) => index % 10 === 0)
      .map((debt, index) => [idOf(debt.id), documents[index % documents.length]]),
  )
  await insert(
    client,
    'estate_entries',
    [
      'id',
      'family_id',
      'date',
      'direction',
      'amount',
      'description',
      'debt_id',
      'asset_id',
      'created_by',
      'created_at',
    ],
    estate.entries.map((entry, index) => [
      idOf(entry.id),
      owner.familyId,
      moved(entry.date),
      entry.direction,
      entry.amount,
      entry.description,
      // The database lets only a payment settle a debt and only a receipt collect an asset.
      entry.debtId && entry.direction === 'out' && ids.has(entry.debtId) ? idOf(entry.debtId) : null,
      entry.assetId && entry.direction === 'in' && ids.has(entry.assetId) ? idOf(entry.assetId) : null,
      owner.userId,
      created(index),
    ]),
  )
  await insert(
    client,
    'estate_beneficiaries',
    [
      'id',
      'family_id',
      'name',
      'relationship',
      'gift',
      'amount',
      'residue_share_basis_points',
      'gift_description',
      'created_by',
      'created_at',
    ],
    estate.beneficiaries.map((beneficiary, index) => [
      idOf(beneficiary.id),
      owner.familyId,
      beneficiary.name,
      beneficiary.relationship,
      beneficiary.gift,
      beneficiary.amount,
      beneficiary.residueShareBasisPoints,
      beneficiary.giftDescription,
      owner.userId,
      created(index),
    ]),
  )
  await insert(
    client,
    'estate_distributions',
    ['id', 'family_id', 'beneficiary_id', 'date', 'kind', 'amount', 'created_by', 'created_at'],
    estate.distributions.map((distribution, index) => [
      idOf(distribution.id),
      owner.familyId,
      idOf(distribution.beneficiaryId),
      moved(distribution.date),
      distribution.kind,
      distribution.amount,
      owner.userId,
      created(index),
    ]),
  )
  for (const table of ['estate_assets', 'estate_debts', 'estate_entries', 'estate_distributions', 'documents']) {
    await client.query(`analyze ${table}`)
  }
}

/** Rows in batches of 500, as one parameterised insert each. */
async function insert(client: pg.Client, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500)
    const values: unknown[] = []
    const tuples = batch.map((row) => {
      const base = values.length
      values.push(...row)
      return `(${row.map((_, index) => `$${base + index + 1}`).join(', ')})`
    })
    await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values)
  }
}

const percentile = (timings: number[], share: number) =>
  [...timings].sort((a, b) => a - b)[Math.max(0, Math.ceil(timings.length * share) - 1)] ?? Number.NaN

/** The page's data as the loader asks for it (no form open), `runs` times after five to warm up. */
export async function measureEstatePage(
  db: Database,
  access: FamilyAccess,
  sizes: { assets: number; debts: number; entries: number },
  runs = 100,
): Promise<EstatePageFigures> {
  const dates = { today: new Date().toISOString().slice(0, 10), locale: 'en-GB' }
  const address = { add: null, edit: null, remove: null, id: null, params: new URLSearchParams() }
  const page: number[] = []
  const cpu: number[] = []
  const records: number[] = []
  let dataKb = 0
  for (let run = 0; run < runs + 5; run++) {
    let started = performance.now()
    const cpuBefore = process.cpuUsage()
    const data = await estateOverview(db, access, dates, address)
    const pageMs = performance.now() - started
    const used = process.cpuUsage(cpuBefore)
    started = performance.now()
    await loadEstateRecords(db, access.familyId)
    const recordsMs = performance.now() - started
    if (run < 5) {
      dataKb = Buffer.byteLength(JSON.stringify(data)) / 1024
      continue
    }
    page.push(pageMs)
    cpu.push((used.user + used.system) / 1000)
    records.push(recordsMs)
  }
  return {
    ...sizes,
    runs,
    medianMs: percentile(page, 0.5),
    p95Ms: percentile(page, 0.95),
    cpuMedianMs: percentile(cpu, 0.5),
    recordsMedianMs: percentile(records, 0.5),
    recordsP95Ms: percentile(records, 0.95),
    dataKb,
  }
}

/** The accounts PDF as its route makes it: the records read, the accounts computed, the PDF rendered. */
export async function measureEstatePdf(db: Database, access: FamilyAccess): Promise<EstatePdfFromDatabase> {
  const timings: number[] = []
  let bytes = 0
  for (let run = 0; run < 3; run++) {
    bytes = 0
    const counter = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length
        done()
      },
    })
    const started = performance.now()
    const accounts = await familyEstateAccounts(db, access, null)
    await pipeline(renderEstateAccountsPdf({ accounts, deceasedName: 'Margaret Thompson' }), counter)
    timings.push(performance.now() - started)
  }
  return { ms: percentile(timings, 0.5), bytes }
}

/**
 * Two families in the family's database: the one given gets 500/500/2,000, a second one made here gets a tenth as
 * many (the baseline). The database must be migrated; `owner` is the family to fill (an Admin of it).
 */
export async function benchEstatePage(
  databaseUrl: string,
  owner: { familyId: string; userId: string },
  sizes = { assets: 500, debts: 500, entries: 2000 },
): Promise<EstatePageBench> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  // The server's own pool size, so queries run side by side as they do there.
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: 10 })
  try {
    const small = await makeFamily(client, owner.userId)
    const tenth = {
      assets: Math.ceil(sizes.assets / 10),
      debts: Math.ceil(sizes.debts / 10),
      entries: Math.ceil(sizes.entries / 10),
    }
    await seedEstate(client, small, tenth.assets, tenth.debts, tenth.entries)
    await seedEstate(client, owner, sizes.assets, sizes.debts, sizes.entries)
    const access = (familyId: string): FamilyAccess => ({ familyId, userId: owner.userId, role: 'Admin' })
    const baseline = await measureEstatePage(database.db, access(small.familyId), tenth)
    const result = await measureEstatePage(database.db, access(owner.familyId), sizes)
    const pdf = await measureEstatePdf(database.db, access(owner.familyId))
    return { baseline, result, pdf }
  } finally {
    await database.close()
    await client.end()
  }
}

/** A family in England for `userId`, as onboarding makes one; Premium. */
async function makeFamily(client: pg.Client, userId: string) {
  const { rows } = await client.query<{ id: string }>(
    `insert into families (country, region, date_of_death, created_by, premium_since)
     values ('UK', 'uk-england', '2026-03-14', $1, now()) returning id`,
    [userId],
  )
  const familyId = rows[0]?.id
  if (!familyId) throw new Error('bench: the family was not made')
  await client.query(`insert into family_members (family_id, user_id, role) values ($1, $2, 'Admin')`, [
    familyId,
    userId,
  ])
  return { familyId, userId }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const database = await createBenchDatabase(server, 'afterword_bench_estate')
  try {
    // Two connections: the migration lock holds one while the migration runs on the other.
    const handle = await openDatabase({ driver: 'postgres', url: database.url, poolMax: 2 })
    await handle.migrate()
    await handle.close()
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const userId = randomUUID()
    await client.query(`insert into users (id, name, email) values ($1, 'Bench Person', $2)`, [
      userId,
      `bench-${userId}@example.com`,
    ])
    const owner = await makeFamily(client, userId)
    await client.end()
    const figures = await benchEstatePage(database.url, owner)
    const line = (name: string, row: EstatePageFigures) =>
      console.log(
        `${name.padEnd(8)} ${`${row.assets}/${row.debts}/${row.entries}`.padStart(12)}  page data median ` +
          `${row.medianMs.toFixed(1)} ms, p95 ${row.p95Ms.toFixed(1)} ms, CPU ${row.cpuMedianMs.toFixed(1)} ms; records alone median ` +
          `${row.recordsMedianMs.toFixed(1)} ms, p95 ${row.recordsP95Ms.toFixed(1)} ms; ${row.dataKb.toFixed(0)} KB`,
      )
    line('baseline', figures.baseline)
    line('result', figures.result)
    console.log(`PDF from the database ${figures.pdf.ms.toFixed(0)} ms, ${(figures.pdf.bytes / 1024).toFixed(0)} KB`)
  } finally {
    await database.drop()
  }
}
