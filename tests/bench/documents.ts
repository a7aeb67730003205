import { execFileSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { extractText, stopTextExtraction } from '~/features/documents/text-extraction.server'
import { imageWithText } from '../fixtures/sample-files'

/**
 * The document vault's figures for npm run bench (issue 15): a large file up and down through the server next
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

/**
 * Documents straight into the family's table (search reads only the database): names, descriptions, tags and
 * about 2,000 characters of text each, as a family's scanned letters would have.
 */
export async function seedDocuments(databaseUrl: string, email: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ family_id: string; user_id: string }>(
      `select m.family_id, m.user_id from family_members m join users u on u.id = m.user_id where u.email = $1`,
      [email],
    )
    const owner = rows[0]
    if (!owner) throw new Error('bench: the family to fill was not found')
    const categories = ['legal', 'financial', 'personal', 'medical', 'insurance', 'general']
    for (let start = 0; start < count; start += 500) {
      const values: unknown[] = []
      const tuples: string[] = []
      for (let index = start; index < Math.min(count, start + 500); index++) {
        const base = values.length
        values.push(
          owner.family_id,
          owner.user_id,
          `${pick(SEARCHED)}-${words(2).replaceAll(' ', '-')}-${index}.pdf`,
          `${owner.family_id}/${randomUUID()}`,
          categories[index % categories.length],
          words(8),
          `{${pick(SEARCHED)},${pick(OTHER)}}`,
          words(300),
        )
        tuples.push(
          `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, 1000, 'application/pdf', $${base + 5}, $${base + 6}, ` +
            `$${base + 7}::text[], true, '${'0'.repeat(64)}', 'bench', 'bench', 'found', $${base + 8})`,
        )
      }
      await client.query(
        `insert into documents (family_id, uploaded_by, original_name, storage_key, size, mime_type, category,
           description, tags, is_shared, sha256, key_id, wrapped_key, text_status, extracted_text)
         values ${tuples.join(', ')}`,
        values,
      )
    }
    await client.query('analyze documents')
  } finally {
    await client.end()
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
