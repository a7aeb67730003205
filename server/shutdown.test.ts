import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import type { Lifecycle } from './operations-endpoints'
import { GracefulShutdown } from './shutdown'

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

/** A server whose `/hang` never answers and whose every other path answers at once; it counts what it handled. */
async function serve(timings: { drainMs: number; graceMs: number }) {
  let received = () => {}
  const hangReceived = new Promise<void>((resolve) => (received = resolve))
  const handled: string[] = []
  const server = http.createServer((req, res) => {
    handled.push(`${req.method} ${req.url}`)
    if (req.url === '/hang') received()
    else res.end('ok')
  })
  servers.push(server)
  const lifecycle: Lifecycle = { stopping: false }
  const shutdown = new GracefulShutdown(server, lifecycle, timings, pino({ level: 'silent' }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, lifecycle, shutdown, hangReceived, handled }
}

/** A request that asks to keep its connection open, as a balancer's do. */
function send(port: number, path: string, method = 'GET') {
  const agent = new http.Agent({ keepAlive: true })
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
      })
      .on('error', reject)
      .end()
  }).finally(() => agent.destroy())
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('GracefulShutdown', () => {
  it('serves during the drain, each answer closing its connection, then refuses new connections', async () => {
    const { port, lifecycle, shutdown } = await serve({ drainMs: 2_000, graceMs: 1_000 })
    expect(await send(port, '/')).toEqual({ status: 200, connection: 'keep-alive' })
    const stopped = shutdown.stop()
    expect(lifecycle.stopping).toBe(true)
    expect(await send(port, '/')).toEqual({ status: 200, connection: 'close' })
    await expect(stopped).resolves.toEqual({ turnedAway: 0, cut: 0 })
    await expect(send(port, '/')).rejects.toThrow(/ECONNREFUSED/)
  })

  it('turns GET and HEAD away unhandled in the drain’s last second, for the balancer to resend, and serves the rest', async () => {
    const { port, shutdown, handled } = await serve({ drainMs: 2_000, graceMs: 1_000 })
    const stopped = shutdown.stop()
    // The last call is the drain's final second.
    await sleep(1_300)
    expect(await send(port, '/page')).toEqual({ status: 502, connection: 'close' })
    expect(await send(port, '/page', 'HEAD')).toEqual({ status: 502, connection: 'close' })
    expect(await send(port, '/readyz')).toEqual({ status: 200, connection: 'close' })
    expect(await send(port, '/form', 'POST')).toEqual({ status: 200, connection: 'close' })
    expect(handled).toEqual(['GET /readyz', 'POST /form'])
    await expect(stopped).resolves.toEqual({ turnedAway: 2, cut: 0 })
  })

  it('cuts a request still in flight when the grace runs out, and says so', async () => {
    const { port, shutdown, hangReceived } = await serve({ drainMs: 0, graceMs: 200 })
    const hanging = send(port, '/hang')
    await hangReceived
    await expect(shutdown.stop()).resolves.toEqual({ turnedAway: 0, cut: 1 })
    await expect(hanging).rejects.toThrow(/socket hang up/)
  })
})
