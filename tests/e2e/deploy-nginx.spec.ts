import { createHash, randomBytes } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { freePort, startNginx, type RunningNginx } from '../setup/nginx-process'
import { scratchDatabase, startServer, stopStartedServers } from '../setup/server-process'
import { premiumPersonWithPlan } from './helpers'

/**
 * deploy/nginx.conf, as committed, in front of a built server configured as docs/operations.md says: PUBLIC_URL
 * is nginx's address (the app answers to no other Host) and TRUST_PROXY=loopback. What passes through, what
 * reaches the app, and what nginx's own log keeps.
 */

// One nginx for the file; the tests run in order in one worker.
test.describe.configure({ mode: 'default' })

const MB = 1024 * 1024
let nginx: RunningNginx
let dropDatabase = async () => {}

test.beforeAll(async () => {
  // A first start of the embedded database (without TEST_DATABASE_URL) took 40 s on a loaded 2-core machine.
  test.setTimeout(230_000)
  const [appPort, nginxPort] = [await freePort(), await freePort()]
  const database = await scratchDatabase()
  dropDatabase = database.drop
  const app = startServer({
    PORT: String(appPort),
    ...database.env,
    PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: 'loopback',
    // The upload test buys Premium through the built-in test checkout, which a proxied server has only on request.
    PAYMENTS_MODE: 'test',
  })
  await expect.poll(() => app.output(), { timeout: 200_000 }).toContain('Afterword is listening')
  nginx = await startNginx({ port: nginxPort, upstreams: [`127.0.0.1:${appPort}`] })
})

test.afterAll(async () => {
  await nginx?.stop()
  stopStartedServers()
  await dropDatabase()
})

const randomIp = () => {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${((c ?? 0) % 250) + 2}`
}

/** nginx's log line for the first request to `path` (as logged) after `since` lines, once it is written. */
async function logLineFor(path: string, since = 0) {
  let line: Record<string, unknown> | undefined
  await expect
    .poll(() => {
      line = nginx
        .accessLog()
        .slice(since)
        .find((entry) => entry.path === path)
      return line !== undefined
    })
    .toBe(true)
  return line ?? {}
}

test('pages and hashed assets come through, with the app’s headers', async ({ request }) => {
  const home = await request.get(`${nginx.base}/`)
  expect(home.status()).toBe(200)
  const html = await home.text()
  expect(html).toContain('Help with everything that needs doing after a death')
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(asset).toBeTruthy()
  const css = await request.get(`${nginx.base}${asset}`)
  expect(css.status()).toBe(200)
  expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const missing = await request.get(`${nginx.base}/no-such-page`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('</html>')
  expect((await request.get(`${nginx.base}/healthz`)).status()).toBe(200)
})

test('the request id in nginx’s log is the one the app used and sent back', async ({ request }) => {
  const since = nginx.accessLog().length
  // A prerendered page (served before Express) and a page React Router renders.
  for (const path of ['/about', '/no-such-page']) {
    const response = await request.get(`${nginx.base}${path}`)
    const sentBack = response.headers()['x-request-id']
    // nginx's $request_id: 32 hex digits, unlike the app's own UUIDs.
    expect(sentBack).toMatch(/^[0-9a-f]{32}$/)
    expect((await logLineFor(path, since)).requestId).toBe(sentBack)
  }
})

test('the client’s address reaches the app: the sign-in limit counts per forwarded address', async ({ request }) => {
  const signIn = (client: APIRequestContext, ip: string, n: number) =>
    client.post(`${nginx.base}/auth`, {
      form: {
        intent: 'sign-in',
        email: `nobody-${n}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'wrong-pass-1',
      },
      // Forms come from the page nginx served: the app checks Origin against the Host nginx passes on.
      headers: { origin: nginx.base, 'x-forwarded-for': ip },
      maxRedirects: 0,
    })
  const guesser = randomIp()
  const statuses: number[] = []
  for (let n = 1; n <= 11; n++) statuses.push((await signIn(request, guesser, n)).status())
  // Ten wrong passwords from one address are answered; the eleventh is refused.
  expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401))
  expect(statuses[10]).toBe(429)
  // Someone else behind the same proxy is not: the app sees each client, not nginx.
  expect((await signIn(request, randomIp(), 12)).status()).toBe(401)
})

test('a calendar feed’s path is redacted in nginx’s log, in every spelling, and no query string is kept', async ({
  request,
}) => {
  const since = nginx.accessLog().length
  const token = randomBytes(32).toString('base64url')
  for (const path of [`/calendar/${token}.ics`, `/%63alendar/${token}.ics`, `/CALENDAR/${token}.ics`]) {
    expect((await request.get(`${nginx.base}${path}`)).status()).toBe(404)
  }
  await request.get(`${nginx.base}/about?secret=${token}`)
  await logLineFor('/about', since)
  const lines = nginx.accessLog().slice(since)
  expect(lines.filter((line) => line.path === '/calendar/[redacted]')).toHaveLength(3)
  expect(JSON.stringify(lines)).not.toContain(token)
})

test('a multi-megabyte upload reaches the app, and one over the limit gets the app’s own message', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // Signed up and made premium through nginx, as a person would.
  const page = await (await browser.newContext({ baseURL: nginx.base })).newPage()
  await premiumPersonWithPlan(page, { country: 'United Kingdom' })
  const upload = (name: string, buffer: Buffer) =>
    page.request.post(`${nginx.base}/dashboard/documents/upload`, {
      headers: { origin: nginx.base, accept: 'application/json' },
      multipart: { file: { name, mimeType: 'text/plain', buffer } },
    })

  // Five times nginx's default limit of 1 MB.
  const letter = Buffer.from('Dear Sir or Madam, I am writing about my late father’s account.\n'.repeat(80_000))
  expect(letter.length).toBeGreaterThan(5 * MB)
  const stored = await upload('letter.txt', letter)
  expect(stored.status()).toBe(201)
  expect(await stored.json()).toMatchObject({ ok: true, uploaded: 1 })

  const list = await (await page.request.get(`${nginx.base}/dashboard/documents?search=letter`)).text()
  const id = /\/dashboard\/documents\/([0-9a-f-]{36})\/file/.exec(list)?.[1]
  expect(id).toBeTruthy()
  const downloaded = await page.request.get(`${nginx.base}/dashboard/documents/${id}/file`)
  expect(downloaded.status()).toBe(200)
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  expect(sha256(await downloaded.body())).toBe(sha256(letter))

  // Over MAX_UPLOAD_MB (50): nginx lets it through, and the app refuses it with its own words.
  const tooLarge = await upload('huge.txt', Buffer.alloc(51 * MB, 0x61))
  expect(tooLarge.status()).toBe(413)
  expect((await tooLarge.json()) as { message: string }).toMatchObject({
    ok: false,
    message: expect.stringMatching(/“huge\.txt” is larger than 50 MB/) as unknown as string,
  })
})
