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

/** A server whose `/hang` never answers and whose every other path answers at once. */
async function serve(timings: { drainMs: number; graceMs: number }) {
  let received = () => {}
  const hangReceived = new Promise<void>((resolve) => (received = resolve))
  const server = http.createServer((req, res) => {
    if (req.url === '/hang') received()
    else res.end('ok')
  })
  servers.push(server)
  const lifecycle: Lifecycle = { stopping: false }
  const shutdown = new GracefulShutdown(server, lifecycle, timings, pino({ level: 'silent' }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, lifecycle, shutdown, hangReceived }
}

/** A request that asks to keep its connection open, as a balancer's do. */
function get(port: number, path: string) {
  const agent = new http.Agent({ keepAlive: true })
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
      })
      .on('error', reject)
  }).finally(() => agent.destroy())
}

describe('GracefulShutdown', () => {
  it('serves during the drain, each answer closing its connection, then refuses new connections', async () => {
    const { port, lifecycle, shutdown } = await serve({ drainMs: 300, graceMs: 1_000 })
    expect(await get(port, '/')).toEqual({ status: 200, connection: 'keep-alive' })
    const stopped = shutdown.stop()
    expect(lifecycle.stopping).toBe(true)
    expect(await get(port, '/')).toEqual({ status: 200, connection: 'close' })
    await expect(stopped).resolves.toEqual({ cut: 0 })
    await expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/)
  })

  it('cuts a request still in flight when the grace runs out, and says so', async () => {
    const { port, shutdown, hangReceived } = await serve({ drainMs: 0, graceMs: 200 })
    const hanging = get(port, '/hang')
    await hangReceived
    await expect(shutdown.stop()).resolves.toEqual({ cut: 1 })
    await expect(hanging).rejects.toThrow(/socket hang up/)
  })
})
