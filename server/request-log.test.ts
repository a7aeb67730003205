import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { trackRequest } from './request-log'

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A server whose every request is tracked with `options`; answers the base URL and the lines logged. */
async function trackedServer(options: Parameters<typeof trackRequest>[4] = {}) {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  const logger = pino({ level: 'info' }, stream)
  const server = http.createServer((req, res) => {
    trackRequest(req, res, logger, (req.url ?? '/').split('?')[0] ?? '/', options)
    res.end('ok')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines }
}

async function requestIdFor(base: string, sent?: string) {
  const response = await fetch(`${base}/`, { headers: sent === undefined ? {} : { 'x-request-id': sent } })
  await response.text()
  return response.headers.get('x-request-id')
}

describe('the request id', () => {
  const nginxId = '5f0c3b8e9a7d4c21b6e0f4a3d2c1b0a9'

  it('is the proxy’s own when the proxy is trusted and the id is well formed, in the answer and the log', async () => {
    const { base, lines } = await trackedServer({ adoptIncomingId: true })
    expect(await requestIdFor(base, nginxId)).toBe(nginxId)
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.at(-1)?.requestId).toBe(nginxId)
  })

  it('is made afresh when the id sent is malformed, or when no proxy is trusted', async () => {
    const trusted = await trackedServer({ adoptIncomingId: true })
    for (const bad of ['short', 'x'.repeat(129), 'id with spaces', 'id"quoted"', `${nginxId},${nginxId}`]) {
      expect(await requestIdFor(trusted.base, bad)).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(await requestIdFor(trusted.base)).toMatch(/^[0-9a-f-]{36}$/)
    const untrusted = await trackedServer()
    expect(await requestIdFor(untrusted.base, nginxId)).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the request log', () => {
  it('never writes a calendar feed’s token, which is the whole credential', async () => {
    const { base, lines } = await trackedServer()
    const token = 'c2VjcmV0LXRva2VuLXNlY3JldC10b2tlbi1zZWNyZXQ'
    await (await fetch(`${base}/calendar/${token}.ics`)).text()
    await (await fetch(`${base}/dashboard/settings`)).text()
    await new Promise((resolve) => setImmediate(resolve))
    expect(JSON.stringify(lines)).not.toContain(token)
    expect(lines.map((line) => line.path)).toEqual(['/calendar/[redacted]', '/dashboard/settings'])
  })
})
