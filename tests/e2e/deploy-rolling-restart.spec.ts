import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import { freePort, startNginx, type RunningNginx } from '../setup/nginx-process'
import {
  freshDataDir,
  scratchDatabase,
  startServer,
  stopStartedServers,
  type RunningServer,
} from '../setup/server-process'
import { personWithPlan } from './helpers'

/**
 * A rolling restart behind deploy/nginx.conf, as docs/operations.md ('Deploying a new version') describes it:
 * two instances of the built server on one PostgreSQL database, and while a signed-in person loads pages and
 * creates tasks without pause, each instance in turn is sent SIGTERM, waited for and started again, and the
 * next is stopped only once nginx sends the new process requests. Not one request may fail, and every task
 * the app acknowledged must be in the database, once.
 */

const serverUrl = process.env.TEST_DATABASE_URL
test.skip(!serverUrl, 'needs TEST_DATABASE_URL: several instances share a PostgreSQL server, never a data directory')
test.describe.configure({ mode: 'default' })

const WORKERS = 4

interface Instance {
  port: number
  server: RunningServer
}

let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined
let nginx: RunningNginx | undefined
let instances: Instance[] = []
let env: Record<string, string> = {}

async function start(port: number): Promise<Instance> {
  const server = startServer({ ...env, PORT: String(port), DATA_DIR: freshDataDir() })
  await expect
    .poll(() => server.output(), { timeout: 90_000, message: `the instance on ${port} starts` })
    .toContain('Afterword is listening')
  return { port, server }
}

test.beforeAll(async () => {
  // Two first starts on one database (one migrates it, the other waits for it), on a loaded 2-core machine.
  test.setTimeout(150_000)
  database = await scratchDatabase()
  const [nginxPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()])
  env = {
    // A database of this run's own, with the secrets every instance on it shares (dropped at the end).
    ...database.env,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'info',
    // The default, written out: tests/setup/server-process.ts turns the drain off for other tests.
    SHUTDOWN_DRAIN_MS: '5000',
  }
  instances = await Promise.all(ports.map((port) => start(port)))
  nginx = await startNginx({
    port: nginxPort ?? 0,
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
  })
})

test.afterAll(async () => {
  await nginx?.stop()
  stopStartedServers()
  await database?.drop()
})

interface Load {
  requests: number
  failures: string[]
  /** The titles of the tasks the app said it created. */
  created: string[]
  stop: () => Promise<void>
}

/**
 * WORKERS loops of a page, a new task, the dashboard (rendered for the person) and another new task: writes are
 * half the requests, since a POST is what nginx must never resend and so what a careless stop fails.
 */
function startLoad(request: APIRequestContext, base: string): Load {
  let running = true
  const load: Load = { requests: 0, failures: [], created: [], stop: async () => {} }
  const fail = (what: string) => load.failures.push(`${new Date().toISOString()} ${what}`)
  const page = async (path: string) => {
    const response = await request.get(`${base}${path}`, { maxRedirects: 0 })
    const whole = (await response.text()).includes('</html>')
    if (response.status() !== 200 || !whole) fail(`GET ${path} answered ${response.status()}${whole ? '' : ', cut'}`)
  }
  const createTask = async (title: string) => {
    const response = await request.post(`${base}/dashboard/tasks.data`, {
      form: { intent: 'create', title },
      headers: { origin: base },
      maxRedirects: 0,
    })
    if (response.status() === 200 && (await response.text()).includes(title)) load.created.push(title)
    else fail(`POST a new task answered ${response.status()}`)
  }
  const worker = async (index: number) => {
    const steps = [
      () => page('/about'),
      (n: number) => createTask(`rolling ${index}-${n}a`),
      () => page('/dashboard'),
      (n: number) => createTask(`rolling ${index}-${n}b`),
    ]
    for (let n = 1; running; n++) {
      for (const step of steps) {
        load.requests += 1
        await step(n).catch((error: unknown) => fail(String(error)))
      }
    }
  }
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index))
  load.stop = async () => {
    running = false
    await Promise.all(workers)
  }
  return load
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test('a rolling restart under load: no request fails and every acknowledged write is stored once', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  if (!nginx || !database) throw new Error('the set-up did not finish')
  const base = nginx.base
  const page = await (await browser.newContext({ baseURL: base })).newPage()
  await personWithPlan(page, { country: 'United Kingdom' })
  const load = startLoad(page.request, base)
  await sleep(1_500)

  const timings: string[] = []
  for (const [index, instance] of instances.entries()) {
    const stopped = Date.now()
    instance.server.signal('SIGTERM')
    expect((await instance.server.exited).code, `instance ${instance.port} exits cleanly`).toBe(0)
    const exitedAfter = Date.now() - stopped
    const restarted = await start(instance.port)
    instances[index] = restarted
    // nginx left the instance out when it refused a connection, and tries it again fail_timeout (10 s) later:
    // the next one may stop only once nginx sends this one requests again, or both would be out at once. After
    // the last one nothing is stopped, so the test does not wait those seconds again.
    if (index === instances.length - 1) {
      timings.push(`exited after ${exitedAfter} ms`)
      break
    }
    // Only what nginx logs from now on: the old process's last answers may be logged after it exited.
    const since = nginx.accessLog().length
    await expect
      .poll(
        () =>
          nginx
            ?.accessLog()
            .slice(since)
            .some((line) => line.upstream === `127.0.0.1:${instance.port}` && line.status === 200),
        { timeout: 30_000, message: `nginx sends requests to the restarted instance ${instance.port} again` },
      )
      .toBe(true)
    timings.push(`exited after ${exitedAfter} ms, back in nginx ${Date.now() - stopped} ms after SIGTERM`)
  }
  await sleep(1_000)
  await load.stop()

  expect(load.failures).toEqual([])
  expect(load.created.length).toBeGreaterThan(10)
  const client = new pg.Client({ connectionString: database.env.DATABASE_URL })
  await client.connect()
  const { rows: stored } = await client
    .query<{ title: string; copies: number }>(
      'select title, count(*)::int as copies from tasks where title = any($1) group by title',
      [load.created],
    )
    .finally(() => client.end())
  expect(stored.length).toBe(load.created.length)
  expect(stored.filter((row) => row.copies !== 1)).toEqual([])
  console.log(
    `rolling restart: ${load.requests} requests, ${load.created.length} tasks created, none failed; ${timings.join('; ')}`,
  )
})
