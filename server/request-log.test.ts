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

describe('the request log', () => {
  it('never writes a calendar feed’s token, which is the whole credential', async () => {
    const lines: Array<Record<string, unknown>> = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
        done()
      },
    })
    const logger = pino({ level: 'info' }, stream)
    const server = http.createServer((req, res) => {
      trackRequest(req, res, logger, (req.url ?? '/').split('?')[0] ?? '/')
      res.end('ok')
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const token = 'c2VjcmV0LXRva2VuLXNlY3JldC10b2tlbi1zZWNyZXQ'
    await (await fetch(`${base}/calendar/${token}.ics`)).text()
    await (await fetch(`${base}/dashboard/settings`)).text()
    await new Promise((resolve) => setImmediate(resolve))
    expect(JSON.stringify(lines)).not.toContain(token)
    expect(lines.map((line) => line.path)).toEqual(['/calendar/[redacted]', '/dashboard/settings'])
  })
})
