import { randomBytes } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../setup/nginx-process'
import { freshDataDir, startServer, stopStartedServers, type RunningServer } from '../setup/server-process'

/**
 * docs/operations.md, 'When PostgreSQL restarts': when PostgreSQL closed the connections (a restart, a failover, an
 * idle reaper), the pool's lost connection was an 'error' event nobody listened to, and every instance exited within
 * seconds. The built server runs here as its own process on a database of its own, and this file drops that database's
 * connections under it, the way a restart does, and shuts the database to new connections for a while, the way a
 * restart that takes some seconds does.
 */

const serverUrl = process.env.TEST_DATABASE_URL
const BUILT_SERVER = 'build/node/main.js'
/** A busy 2-core machine started the server in 10 s; these are limits for a hung run, not expectations. */
const START_LIMIT_MS = 120_000
const RECOVERY_LIMIT_MS = 25_000

describe.skipIf(!serverUrl)('a PostgreSQL server that drops and refuses connections', () => {
  const name = `afterword_blip_${process.pid}_${randomBytes(4).toString('hex')}`
  let admin: pg.Client
  let server: RunningServer
  let exited: { code: number | null } | undefined
  let base = ''
  let origin = ''
  let cookie = ''
  let dataDir = ''

  beforeAll(async () => {
    if (!existsSync(BUILT_SERVER))
      throw new Error(`${BUILT_SERVER} is missing: this file needs \`npm run build\` first`)
    admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database "${name}"`)
    const databaseUrl = new URL(serverUrl ?? '')
    databaseUrl.pathname = `/${name}`
    const port = await freePort()
    dataDir = freshDataDir()
    base = `http://127.0.0.1:${port}`
    origin = base
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64'),
      DOCUMENT_KEY: randomBytes(32).toString('base64'),
    })
    void server.exited.then((result) => (exited = result))
    await healthy(START_LIMIT_MS)
    cookie = await signUp('before@example.com')
  }, START_LIMIT_MS + 30_000)

  afterAll(async () => {
    if (server && !exited) {
      server.signal('SIGTERM')
      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    stopStartedServers()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (admin) {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  }, 60_000)

  /** Ends every connection to the server's database except this file's own, as PostgreSQL does when it stops. */
  async function dropConnections(): Promise<number> {
    const { rows } = await admin.query<{ dropped: number }>(
      `select count(*)::int as dropped from (
         select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
       ) terminated`,
      [name],
    )
    return rows[0]?.dropped ?? 0
  }

  function request(path: string, init: RequestInit = {}): Promise<Response> {
    return fetch(`${base}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000), ...init })
  }

  /** Fails at once, with the server's last words, if the process has gone. */
  function assertAlive() {
    if (exited) {
      throw new Error(`the server exited (code ${String(exited.code)}):\n${server.output().slice(-3000)}`)
    }
  }

  /** Waits until /healthz answers 200; answers how long that took. */
  async function healthy(limitMs = RECOVERY_LIMIT_MS): Promise<number> {
    const started = Date.now()
    for (;;) {
      assertAlive()
      const status = await request('/healthz').then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) return Date.now() - started
      if (Date.now() - started > limitMs) throw new Error(`/healthz did not answer 200 within ${limitMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Signs up through the form, as a browser does; answers the session cookie. */
  async function signUp(email: string): Promise<string> {
    const response = await request('/auth', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'sign-up',
        fullName: email.split('@')[0] ?? 'someone',
        email,
        password: 'a quiet harbour at dusk 42',
      }).toString(),
    })
    expect(response.status, await response.text()).toBe(200)
    const session = response.headers.getSetCookie().find((line) => line.startsWith('afterword.session_token='))
    expect(session).toBeDefined()
    return (session ?? '').split(';')[0] ?? ''
  }

  /** A mix of what people do, on pooled connections that are then idle, busy or both when the blip comes. */
  const traffic = () =>
    Promise.allSettled([
      request('/healthz'),
      request('/readyz'),
      request('/dashboard', { headers: { cookie } }),
      request('/dashboard/settings', { headers: { cookie } }),
      request('/auth', { headers: { cookie } }),
      request('/about'),
    ])

  it('stays up when every connection is dropped, idle or in use, and answers again by itself', async () => {
    const recoveries: number[] = []
    for (let round = 0; round < 3; round++) {
      // Round 0 drops connections that sit idle in the pool; the later ones drop them under running requests.
      if (round === 0) await traffic()
      const running = round === 0 ? Promise.resolve([]) : traffic()
      expect(await dropConnections()).toBeGreaterThan(0)
      for (const answer of await running) {
        // A request whose connection was cut may fail, but it gets an answer: nothing hangs or resets.
        expect(answer.status).toBe('fulfilled')
      }
      recoveries.push(await healthy())
    }
    // Long enough for a lost connection's 'error' event (and the workers' next polls) to have ended the process.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    assertAlive()
    expect(await healthy()).toBeLessThan(RECOVERY_LIMIT_MS)
    console.info(`[database-blip] /healthz answered 200 again ${recoveries.join(', ')} ms after each blip`)
    const warnings = logLines().filter((line) => line.msg?.includes('database connection was lost'))
    expect(warnings.length).toBeGreaterThan(0)
    expect(warnings.every((line) => line.level === 40)).toBe(true)
  })

  it('answers 503 while the database refuses connections, serves public pages, and recovers once it is back', async () => {
    await admin.query(`alter database "${name}" with allow_connections false`)
    let reopenedAt = 0
    try {
      await dropConnections()
      for (const path of ['/healthz', '/readyz']) {
        const response = await request(path)
        expect(response.status, path).toBe(503)
        expect(await response.json()).toMatchObject({ status: 'error', database: { status: 'unavailable' } })
      }
      const page = await request('/dashboard', { headers: { cookie } })
      expect(page.status).toBe(503)
      expect(page.headers.get('retry-after')).toBeTruthy()
      expect(await page.text()).toContain('Please try again in a moment')
      // Prerendered public pages need no database.
      expect((await request('/about')).status).toBe(200)
      // The job workers and the recurring jobs meet the closed database on their next polls (1 and 2 s).
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      assertAlive()
      const queueUnreadable = logLines().filter((line) => line.msg?.startsWith('the job worker could not read'))
      expect(queueUnreadable.length).toBeGreaterThan(0)
      expect(queueUnreadable.every((line) => line.level === 40)).toBe(true)
      expect((await request('/healthz')).status).toBe(503)
    } finally {
      await admin.query(`alter database "${name}" with allow_connections true`)
      reopenedAt = Date.now()
    }
    await healthy()
    console.info(`[database-blip] /healthz answered 200 ${Date.now() - reopenedAt} ms after the database reopened`)
    expect((await request('/readyz')).status).toBe(200)
  })

  it('takes writes again after the blips', async () => {
    const fresh = await signUp('after@example.com')
    const { rows } = await withServerDatabase((client) =>
      client.query<{ email: string }>('select email from users order by email'),
    )
    expect(rows.map((row) => row.email)).toEqual(['after@example.com', 'before@example.com'])
    for (const session of [cookie, fresh]) {
      const dashboard = await request('/dashboard', { headers: { cookie: session } })
      // A new account is sent on to set up its family: signed in, not sent back to the sign-in page.
      expect(dashboard.status).toBeLessThan(500)
      expect(dashboard.headers.get('location') ?? '').not.toContain('/auth')
    }
    // Requests cut off by the blips may log errors; no promise may have failed without anything handling it.
    expect(logLines().filter((line) => line.msg?.includes('nothing handled it'))).toEqual([])
  })

  async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const url = new URL(serverUrl ?? '')
    url.pathname = `/${name}`
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  /** The server's JSON log lines (pino), parsed. */
  function logLines(): Array<{ level?: number; msg?: string }> {
    return server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level?: number; msg?: string })
  }
})
