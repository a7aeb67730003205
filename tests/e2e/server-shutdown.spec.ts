import http from 'node:http'
import { expect, test } from '@playwright/test'
import { freePort } from '../setup/nginx-process'
import { scratchDatabase, startServer, stopStartedServers } from '../setup/server-process'

/**
 * What a balancer sees of an instance that is told to stop (server/shutdown.ts): for SHUTDOWN_DRAIN_MS it is
 * still served, but /readyz says 503 and every answer closes its connection, so nothing is sent down a
 * connection the instance is about to close; in the drain's last second GET and HEAD are answered 502, which
 * nginx resends elsewhere; then it refuses new connections, finishes what is in flight and exits 0.
 */

test.afterEach(stopStartedServers)

interface Answer {
  status: number
  connection: string | undefined
  /** Whether the request went down a connection an earlier request had used. */
  reused: boolean
  body: string
}

function get(port: number, path: string, agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: req.reusedSocket, body }),
      )
    })
    req.on('error', reject)
  })
}

/** A sign-in form whose body arrives in two parts, so that the request is in flight until `finish`. */
function slowSignIn(port: number) {
  const body = new URLSearchParams({
    intent: 'sign-in',
    email: 'nobody-at-all@example.com',
    password: 'not-the-password-1',
  }).toString()
  const half = Math.floor(body.length / 2)
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/auth',
    agent: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      origin: `http://127.0.0.1:${port}`,
    },
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, reused: false, body: text }),
      )
    })
    req.on('error', reject)
  })
  // Cut off before `finish` (as the server did before it drained), the failure is reported there.
  answer.catch(() => undefined)
  req.write(body.slice(0, half))
  return {
    finish: () => {
      req.end(body.slice(half))
      return answer
    },
  }
}

test('SIGTERM drains: /readyz answers 503 while pages are still served, every answer closes its connection, and the request in flight finishes', async () => {
  // A first start of the embedded database (without TEST_DATABASE_URL) takes a while on a busy machine.
  test.slow()
  const port = await freePort()
  const database = await scratchDatabase()
  const server = startServer({
    PORT: String(port),
    ...database.env,
    // Five seconds of serving, then the last call's one second.
    SHUTDOWN_DRAIN_MS: '6000',
    SHUTDOWN_GRACE_MS: '20000',
  })
  await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('Afterword is listening')

  // A keep-alive connection, as nginx keeps to each instance.
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const before = await get(port, '/about', keptAlive)
  expect(before).toMatchObject({ status: 200, connection: 'keep-alive' })
  const inFlight = slowSignIn(port)
  expect((await get(port, '/readyz')).status).toBe(200)

  server.signal('SIGTERM')
  await expect.poll(() => server.output()).toContain('draining')

  // Still serving, from new connections and from the open one, but each answer closes its connection.
  const readiness = await get(port, '/readyz')
  expect(readiness).toMatchObject({ status: 503, connection: 'close' })
  expect(JSON.parse(readiness.body)).toEqual({ status: 'stopping' })
  const onOpenConnection = await get(port, '/about', keptAlive)
  expect(onOpenConnection).toMatchObject({ status: 200, connection: 'close', reused: true })
  expect(onOpenConnection.body).toContain('About Afterword')
  // A page rendered per request, not only a prerendered one.
  const rendered = await get(port, '/auth')
  expect(rendered).toMatchObject({ status: 200, connection: 'close' })
  expect(rendered.body).toContain('</html>')
  expect(server.output()).not.toContain('last call')

  // The last call: a page is answered 502 without being handled (nginx sends it to another instance and leaves
  // this one out), while the probes still say what the instance is doing.
  // Polled often: the last call lasts one second, and the default intervals grow to a second each.
  await expect.poll(() => server.output(), { timeout: 10_000, intervals: [50] }).toContain('last call')
  const turnedAway = await get(port, '/about')
  expect(turnedAway).toMatchObject({ status: 502, connection: 'close' })
  expect(turnedAway.body).toContain('did not handle the request')
  expect((await get(port, '/readyz')).status).toBe(503)

  // After the drain: new connections are refused (a balancer sends them elsewhere)…
  await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('no new connections')
  await expect(get(port, '/about')).rejects.toThrow(/ECONNREFUSED/)
  // …and the request that was in flight all along is answered, closing its connection.
  const answer = await inFlight.finish()
  expect(answer).toMatchObject({ status: 401, connection: 'close' })

  expect((await server.exited).code).toBe(0)
  expect(server.output()).toContain('shut down cleanly')
  keptAlive.destroy()
  await database.drop()
})
