import { randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { freePort } from '../setup/nginx-process'
import { startPrivatePostgres, type PrivatePostgres } from '../setup/private-postgres'
import { freshDataDir, startServer, stopStartedServers, type RunningServer } from '../setup/server-process'
import { personWithPlan } from './helpers'

/**
 * docs/operations.md, 'When PostgreSQL restarts', with a real restart: the built server runs on a PostgreSQL
 * cluster of this test's own, and while a signed-in person loads pages and creates tasks without pause,
 * PostgreSQL is restarted with `pg_ctl restart`, first cleanly (-m fast) and then as after a crash
 * (-m immediate, with recovery). The server must stay up, answer while PostgreSQL is away, need nobody to
 * restart it, fail no request outside the outage, and keep every task it acknowledged, once.
 * The shared test server cannot be restarted under the other tests, hence the private cluster; it is only made
 * where the suite runs against PostgreSQL (TEST_DATABASE_URL), as the other spawned-server tests on it are.
 */

test.skip(!process.env.TEST_DATABASE_URL, 'needs a PostgreSQL server installation: runs with TEST_DATABASE_URL set')
test.describe.configure({ mode: 'default' })

const WORKERS = 3
/** A busy 2-core machine needs seconds for each of these; they are limits for a hung run. */
const START_LIMIT_MS = 120_000
const RECOVERY_LIMIT_MS = 30_000

interface Answer {
  what: string
  startedAt: number
  endedAt: number
  /** The HTTP status, or 0 when no answer came (the connection failed). */
  status: number
}

let postgres: PrivatePostgres | undefined
let server: RunningServer | undefined
let base = ''

test.beforeAll(async () => {
  test.setTimeout(START_LIMIT_MS + 60_000)
  const [databasePort, serverPort] = await Promise.all([freePort(), freePort()])
  postgres = startPrivatePostgres(databasePort)
  base = `http://127.0.0.1:${serverPort}`
  server = startServer({
    PORT: String(serverPort),
    DATA_DIR: freshDataDir(),
    DATABASE_URL: postgres.url,
    PUBLIC_URL: base,
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
    DOCUMENT_KEY: randomBytes(32).toString('base64'),
  })
  await expect
    .poll(() => server?.output(), { timeout: START_LIMIT_MS, message: 'the server starts' })
    .toContain('Afterword is listening')
})

test.afterAll(() => {
  stopStartedServers()
  postgres?.stop()
})

function startLoad(request: APIRequestContext) {
  let running = true
  const answers: Answer[] = []
  const created: string[] = []
  const record = async (what: string, send: () => Promise<{ status: number; text: string }>) => {
    const startedAt = Date.now()
    const answer = await send().catch(() => ({ status: 0, text: '' }))
    answers.push({ what, startedAt, endedAt: Date.now(), status: answer.status })
    return answer
  }
  const worker = async (index: number) => {
    for (let n = 1; running; n++) {
      await record('GET /dashboard', async () => {
        const response = await request.get(`${base}/dashboard`, { maxRedirects: 0, timeout: 20_000 })
        return { status: response.status(), text: '' }
      })
      const title = `restart ${index}-${n}`
      const answer = await record('POST a new task', async () => {
        const response = await request.post(`${base}/dashboard/tasks.data`, {
          form: { intent: 'create', title },
          headers: { origin: base },
          maxRedirects: 0,
          timeout: 20_000,
        })
        return { status: response.status(), text: await response.text() }
      })
      if (answer.status === 200 && answer.text.includes(title)) created.push(title)
    }
  }
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index))
  return {
    answers,
    created,
    stop: async () => {
      running = false
      await Promise.all(workers)
    },
  }
}

async function healthyAgain(): Promise<number> {
  const started = Date.now()
  for (;;) {
    const status = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return Date.now()
    if (Date.now() - started > RECOVERY_LIMIT_MS) throw new Error(`/healthz not 200 within ${RECOVERY_LIMIT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('a real PostgreSQL restart under load: the server stays up, recovers by itself, and loses no write', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  if (!postgres || !server) throw new Error('the set-up did not finish')
  const page = await (await browser.newContext({ baseURL: base })).newPage()
  await personWithPlan(page, { country: 'United Kingdom' })
  const load = startLoad(page.request)
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  await sleep(1_500)

  const outages: { mode: string; from: number; to: number }[] = []
  for (const mode of ['fast', 'immediate'] as const) {
    const from = Date.now()
    await postgres.restart(mode)
    const to = await healthyAgain()
    outages.push({ mode, from, to })
    await sleep(2_000)
  }
  await load.stop()

  let exitCode: number | null | undefined
  void server.exited.then((result) => (exitCode = result.code))
  await sleep(0)
  expect(exitCode, `the server is still running:\n${server.output().slice(-2000)}`).toBeUndefined()
  expect((await fetch(`${base}/readyz`)).status).toBe(200)

  // A request that overlapped an outage may fail; every other one must be answered, and not with a 5xx.
  const overlaps = (answer: Answer) => outages.some((o) => answer.startedAt <= o.to && answer.endedAt >= o.from)
  const outside = load.answers.filter((answer) => !overlaps(answer))
  const failedOutside = outside.filter((answer) => answer.status === 0 || answer.status >= 500)
  expect(failedOutside).toEqual([])
  const during = load.answers.filter(overlaps)
  // While PostgreSQL is away the server answers, with 503 and Retry-After where the database was needed: unavailable
  // for a moment, not broken. Nothing hangs without an answer, and nothing answers 500.
  expect(during.filter((answer) => answer.status === 0 || (answer.status >= 500 && answer.status !== 503))).toEqual([])

  expect(load.created.length).toBeGreaterThan(5)
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  const { rows: stored } = await client
    .query<{ title: string; copies: number }>(
      'select title, count(*)::int as copies from tasks where title = any($1) group by title',
      [load.created],
    )
    .finally(() => client.end())
  expect(stored.length, 'every acknowledged task is stored').toBe(load.created.length)
  expect(stored.filter((row) => row.copies !== 1)).toEqual([])
  const statuses = during.reduce<Record<string, number>>((counts, answer) => {
    const key = `${answer.what}: ${answer.status}`
    counts[key] = (counts[key] ?? 0) + 1
    return counts
  }, {})
  console.log(
    `postgres restart: ${load.answers.length} requests, ${load.created.length} tasks created and stored; ` +
      outages.map((o) => `-m ${o.mode}: /healthz 200 again ${o.to - o.from} ms after the restart began`).join('; ') +
      `; answers overlapping the outages by status: ${JSON.stringify(statuses)}`,
  )
})
