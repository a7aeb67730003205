import { execFileSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { createKeyRing } from '~/features/documents/document-keys.server'
import { blindToken, familyTokenKey, sealText } from '~/features/documents/document-text.server'
import { listDocuments } from '~/features/documents/documents.server'
import { newDataKey } from '~/features/documents/file-crypto.server'
import { extractText, stopTextExtraction } from '~/features/documents/text-extraction.server'
import { containsPattern, openDatabase } from '~/lib/db.server'
import { imageWithText } from '../fixtures/sample-files'

/**
 * The document vault's figures for npm run bench (decision 044): a large file up and down through the server next
 * to `cp` of the same file, with the server's peak memory growth; search over many documents; OCR per page.
 */

const MB = 1024 * 1024

/** Premium for the bench family through the built-in test-mode checkout, as a browser buys it. */
export async function buyPremium(base: string, cookie: string): Promise<void> {
  const headers = { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' }
  const started = await fetch(`${base}/checkout`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ type: 'premium' }),
    redirect: 'manual',
  })
  const checkout = started.headers.get('location') ?? ''
  if (!checkout.includes('/checkout/test/')) throw new Error(`bench: no test checkout (${started.status} ${checkout})`)
  // The checkout's address names PUBLIC_URL's host (localhost); the bench talks to 127.0.0.1.
  const paid = await fetch(new URL(new URL(checkout, base).pathname, base), {
    method: 'POST',
    headers,
    body: new URLSearchParams({ intent: 'pay' }),
    redirect: 'manual',
  })
  if (!(paid.headers.get('location') ?? '').startsWith('/payment-success')) {
    throw new Error(`bench: the test payment did not go through (${paid.status})`)
  }
}

/** Resident memory now and at its peak since the last reset, in MB, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN)
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** Starts a new peak: writing 5 to clear_refs resets VmHWM to the current RSS. */
function resetPeak(pid: number) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5')
}

export interface TransferFigures {
  sizeMb: number
  cpMbPerS: number
  uploadMbPerS: number
  downloadMbPerS: number
  serverRssBeforeMb: number
  serverPeakGrowthMb: number
  intact: boolean
}

/**
 * Uploads a file of `sizeMb` (text, so it passes the type check) as the page's script would, downloads it
 * again, and compares: throughput next to `cp` of the same file, and how far the server's memory rose.
 */
export async function benchFileTransfer(
  base: string,
  cookie: string,
  serverPid: number,
  sizeMb: number,
): Promise<TransferFigures> {
  const folder = mkdtempSync(path.join(tmpdir(), 'afterword-bench-files-'))
  const file = path.join(folder, 'large.txt')
  try {
    const hash = createHash('sha256')
    const out = createWriteStream(file)
    for (let written = 0; written < sizeMb * MB; written += MB) {
      const chunk = Buffer.from(randomBytes(MB).toString('base64').slice(0, MB), 'ascii')
      hash.update(chunk)
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())))
    const expected = hash.digest('hex')

    const cpStarted = performance.now()
    execFileSync('cp', [file, path.join(folder, 'copy.txt')])
    const cpSeconds = (performance.now() - cpStarted) / 1000
    rmSync(path.join(folder, 'copy.txt'))

    const before = memoryOf(serverPid)
    resetPeak(serverPid)
    const uploadStarted = performance.now()
    const id = await uploadFile(base, cookie, file, sizeMb * MB)
    const uploadSeconds = (performance.now() - uploadStarted) / 1000

    const downloadStarted = performance.now()
    const downloaded = await downloadHash(base, cookie, id)
    const downloadSeconds = (performance.now() - downloadStarted) / 1000
    const after = memoryOf(serverPid)
    return {
      sizeMb,
      cpMbPerS: sizeMb / cpSeconds,
      uploadMbPerS: sizeMb / uploadSeconds,
      downloadMbPerS: sizeMb / downloadSeconds,
      serverRssBeforeMb: before.rssMb,
      serverPeakGrowthMb: after.peakMb - before.rssMb,
      intact: downloaded === expected,
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A multipart upload streamed from disk with node:http, as a browser sends one: the details, then the file. */
async function uploadFile(base: string, cookie: string, file: string, size: number): Promise<string> {
  const boundary = `bench${randomUUID()}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ngeneral\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.txt"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const url = new URL('/dashboard/documents/upload', base)
  const answer = await new Promise<string>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: base,
          accept: 'application/json',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      },
    )
    request.on('error', reject)
    request.write(head)
    const source = createReadStream(file)
    source.on('error', reject)
    source.on('end', () => request.end(tail))
    source.pipe(request, { end: false })
  })
  if (!answer.includes('"ok":true')) throw new Error(`bench: the upload was refused: ${answer}`)
  const page = await (await fetch(`${base}/dashboard/documents?search=large`, { headers: { cookie } })).text()
  const id = /\/dashboard\/documents\/([0-9a-f-]{36})\/file/.exec(page)?.[1]
  if (!id) throw new Error('bench: the uploaded file is not listed')
  return id
}

async function downloadHash(base: string, cookie: string, id: string): Promise<string> {
  const hash = createHash('sha256')
  await new Promise<void>((resolve, reject) => {
    http
      .get(new URL(`/dashboard/documents/${id}/file`, base), { headers: { cookie } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`bench: download answered ${response.statusCode}`))
        pipeline(response, async (source) => {
          for await (const chunk of source) hash.update(chunk as Buffer)
        }).then(resolve, reject)
      })
      .on('error', reject)
  })
  return hash.digest('hex')
}

/** Words people search for; each stands in about one slot in a hundred, as in real letters. */
const SEARCHED = (
  'account bank pension statement will probate estate council tax insurance policy mortgage letter certificate ' +
  'death registry solicitor executor property deed vehicle utility energy water phone broadband shares dividend ' +
  'annuity benefit allowance credit card loan savings funeral invoice receipt valuation inventory trust grant'
).split(' ')

/** The rest of a letter's words: 4,000 made-up words, so the text is as varied as real prose. */
const SYLLABLES = ['ka', 'lo', 'mi', 'ten', 'ri', 'vo', 'sa', 'del', 'nu', 'por', 'ex', 'qua']
const OTHER = Array.from({ length: 4000 }, (_, index) => {
  let word = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor(rest / SYLLABLES.length)) {
    word += SYLLABLES[rest % SYLLABLES.length] ?? ''
  }
  return `${word}n`
})

const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)] ?? 'estate'
const words = (count: number) =>
  Array.from({ length: count }, () => (Math.random() < 0.01 ? pick(SEARCHED) : pick(OTHER))).join(' ')

/** The master key the bench's PostgreSQL server is started with (run.ts), so seeded rows are its own. */
export const BENCH_DOCUMENT_KEY = Buffer.alloc(32, 1)

/**
 * Documents straight into the family's table (search reads only the database): names, descriptions, tags and
 * about 2,000 characters of text each, as a family's scanned letters would have. The text is sealed and
 * indexed as the text job does it (document-text.server.ts); the same rows also go, in plain text with the
 * full-text index the vault used before the third round's item 6 (docs/security.md), into `bench_plain_documents`, the
 * baseline of `benchSearchPaths`.
 */
export async function seedDocuments(databaseUrl: string, email: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: 2 })
  const keys = createKeyRing(BENCH_DOCUMENT_KEY)
  try {
    const { rows } = await client.query<{ family_id: string; user_id: string }>(
      `select m.family_id, m.user_id from family_members m join users u on u.id = m.user_id where u.email = $1`,
      [email],
    )
    const owner = rows[0]
    if (!owner) throw new Error('bench: the family to fill was not found')
    await client.query(`create table bench_plain_documents (like documents including all)`)
    await client.query(`alter table bench_plain_documents add column extracted_text text not null default '',
      add column search_vector tsvector`)
    const tokenKey = await familyTokenKey(database.db, keys, owner.family_id)
    const categories = ['legal', 'financial', 'personal', 'medical', 'insurance', 'general']
    for (let start = 0; start < count; start += 500) {
      const batch = Array.from({ length: Math.min(count, start + 500) - start }, (_, offset) => {
        const index = start + offset
        const dataKey = newDataKey()
        const wrapped = keys.wrap(dataKey)
        return {
          id: randomUUID(),
          name: `${pick(SEARCHED)}-${words(2).replaceAll(' ', '-')}-${index}.pdf`,
          category: categories[index % categories.length] ?? 'general',
          description: words(8),
          tags: [pick(SEARCHED), pick(OTHER)],
          text: words(300),
          dataKey,
          wrapped,
        }
      })
      const { rows: lexemes } = await client.query<{ lexemes: string[] }>(
        `select tsvector_to_array(to_tsvector('english'::regconfig, t)) as lexemes from unnest($1::text[]) with ordinality u(t, n) order by n`,
        [batch.map((document) => document.text)],
      )
      for (const table of ['documents', 'bench_plain_documents']) {
        const plain = table === 'bench_plain_documents'
        const values: unknown[] = []
        const tuples = batch.map((document, offset) => {
          const base = values.length
          values.push(
            document.id,
            owner.family_id,
            owner.user_id,
            document.name,
            `${owner.family_id}/${document.id}`,
            document.category,
            document.description,
            document.tags,
            document.wrapped.keyId,
            document.wrapped.wrapped,
            plain ? document.text : sealText(document.dataKey, document.id, document.text),
            plain ? [] : [...new Set((lexemes[offset]?.lexemes ?? []).map((lexeme) => blindToken(tokenKey, lexeme)))],
          )
          const at = (n: number) => `$${base + n}`
          return `(${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, 1000, 'application/pdf', ${at(6)}, ${at(7)}, ${at(8)}::text[], true, '${'0'.repeat(64)}', ${at(9)}, ${at(10)}, 'found', ${at(11)}, ${at(12)}::text[])`
        })
        await client.query(
          `insert into ${table} (id, family_id, uploaded_by, original_name, storage_key, size, mime_type, category,
             description, tags, is_shared, sha256, key_id, wrapped_key, text_status,
             ${plain ? 'extracted_text' : 'sealed_text'}, text_tokens)
           values ${tuples.join(', ')}`,
          values,
        )
      }
    }
    // The full-text index as migration 0008 defined it, over the same rows.
    await client.query(`update bench_plain_documents set search_vector =
      setweight(to_tsvector('english', regexp_replace(original_name, '[._/\\\\-]+', ' ', 'g')), 'A')
      || setweight(to_tsvector('english', description || ' ' || array_to_string(tags, ' ')), 'B')
      || setweight(to_tsvector('english', left(extracted_text, 200000)), 'C')`)
    await client.query(`create index on bench_plain_documents using gin (search_vector)`)
    await client.query('analyze documents')
    await client.query('analyze bench_plain_documents')
  } finally {
    await database.close()
    await client.end()
  }
}

export interface SearchPathFigures {
  found: number
  foundBefore: number
  beforeP95Ms: number
  afterP95Ms: number
}

/**
 * The search's own cost, in this process, among the seeded documents: before (the plain text's full-text
 * index, the query listDocuments ran before that item, on `bench_plain_documents`) and after (listDocuments
 * itself: the words normalised by the database, their blind tokens made, the two family-scoped indexes). The
 * two run in turns, `runs` times each, on one connection each; the p95 of each.
 */
export async function benchSearchPaths(
  databaseUrl: string,
  email: string,
  search: string,
  runs = 200,
): Promise<SearchPathFigures> {
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolMax: 1 })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ family_id: string; user_id: string }>(
      `select m.family_id, m.user_id from family_members m join users u on u.id = m.user_id where u.email = $1`,
      [email],
    )
    const owner = rows[0]
    if (!owner) throw new Error('bench: the family to search was not found')
    const access = { familyId: owner.family_id, userId: owner.user_id, role: 'Admin' as const }
    const services = { db: database.db, keys: createKeyRing(BENCH_DOCUMENT_KEY) }
    const query = { search, category: 'all' as const, shown: 25 }
    const before: number[] = []
    const after: number[] = []
    let found = 0
    let foundBefore = 0
    for (let run = 0; run < runs; run++) {
      let started = performance.now()
      foundBefore = await searchBefore(client, owner, search)
      before.push(performance.now() - started)
      started = performance.now()
      found = (await listDocuments(services, access, query)).total
      after.push(performance.now() - started)
    }
    const p95 = (timings: number[]) => timings.sort((a, b) => a - b)[Math.ceil(timings.length * 0.95) - 1] ?? NaN
    return { found, foundBefore, beforeP95Ms: p95(before), afterP95Ms: p95(after) }
  } finally {
    await client.end()
    await database.close()
  }
}

/**
 * listDocuments' search before the third round's item 6 (a family over 1,000 documents: the fenced full-text index
 * step).
 */
async function searchBefore(
  client: pg.Client,
  owner: { family_id: string; user_id: string },
  search: string,
): Promise<number> {
  const visible = `family_id = $1 and (is_shared or uploaded_by = $2) and true`
  await client.query('begin')
  try {
    await client.query('set local enable_seqscan = off')
    const { rows } = await client.query<{ total: number }>(
      `with ranked as materialized (
         select id, min(priority) as priority, max(created_at) as created_at from (
           select id, 2 as priority, created_at from (
             select id, family_id, is_shared, uploaded_by, category, created_at
             from bench_plain_documents where search_vector @@ websearch_to_tsquery('english', $3) offset 0
           ) worded where ${visible}
           union all
           select id, 1, created_at from bench_plain_documents where ${visible}
             and find_text like $4
         ) found group by id)
       select d.id, d.original_name, d.size, d.mime_type, d.category, d.description, d.tags, d.is_shared,
         d.uploaded_by, u.name as uploader_name, d.text_status, d.created_at,
         (select count(*) from ranked)::int as total
       from (select * from ranked order by priority, created_at desc, id desc limit 25) r
       join bench_plain_documents d on d.id = r.id
       left join users u on u.id = d.uploaded_by
       order by r.priority, r.created_at desc, r.id desc`,
      [owner.family_id, owner.user_id, search, containsPattern(search.toLowerCase())],
    )
    return rows[0]?.total ?? 0
  } finally {
    await client.query('commit')
  }
}

/** OCR of one printed page (30 lines at about 150 dpi), in this process: milliseconds a page, median of 3. */
export async function benchOcrPage(): Promise<{ msPerPage: number; wordsFound: number }> {
  const lines = Array.from(
    { length: 30 },
    (_, index) => `${index + 1}. ${Array.from({ length: 7 }, () => pick(SEARCHED)).join(' ')}`,
  )
  const page = imageWithText(lines, 'png')
  await extractText(page, 'image/png') // the first use loads the language data
  const timings: number[] = []
  let found = 0
  for (let run = 0; run < 3; run++) {
    const started = performance.now()
    const text = await extractText(page, 'image/png')
    timings.push(performance.now() - started)
    found = text.split(/\s+/).filter(Boolean).length
  }
  await stopTextExtraction()
  return { msPerPage: timings.sort((a, b) => a - b)[1] ?? NaN, wordsFound: found }
}
