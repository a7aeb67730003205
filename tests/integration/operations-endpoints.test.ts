import type { AddressInfo } from 'node:net'
import http from 'node:http'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/lib/db.server'
import type { Lifecycle } from '../../server/operations-endpoints'
import { trackRequest } from '../../server/request-log'
import { createTestDatabase } from '../setup/test-database'
import { startTestApp, type EdgeServer } from '../setup/test-edge-server'

const TOKEN = 'metrics-token-for-the-test-0123456789'
let handle: DatabaseHandle
let app: EdgeServer
let base: string
const lifecycle: Lifecycle = { stopping: false }

beforeAll(async () => {
  handle = await createTestDatabase()
  app = await startTestApp({ logger: pino({ level: 'silent' }), database: handle, lifecycle, metricsToken: TOKEN })
  base = app.base
})
afterAll(async () => {
  await app.close()
  await handle.close()
})

describe('readiness', () => {
  it('is ready while the database answers, and says stopping at once when the instance shuts down', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200)
    lifecycle.stopping = true
    try {
      const stopping = await fetch(`${base}/readyz`)
      expect(stopping.status).toBe(503)
      expect(await stopping.json()).toEqual({ status: 'stopping' })
      // Liveness stays good: a stopping instance must not be killed before it has finished.
      expect((await fetch(`${base}/healthz`)).status).toBe(200)
    } finally {
      lifecycle.stopping = false
    }
  })
})

describe('the metrics endpoint', () => {
  it('refuses a missing or wrong token, and shows request and queue figures with the right one', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401)
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401)
    // A request logged by the request tracker counts in the histogram, by the shape of its path.
    const tracked = http.createServer((req, res) => {
      trackRequest(req, res, pino({ level: 'silent' }), req.url ?? '/')
      res.end('ok')
    })
    await new Promise<void>((resolve) => tracked.listen(0, '127.0.0.1', resolve))
    const port = (tracked.address() as AddressInfo).port
    await fetch(`http://127.0.0.1:${port}/dashboard/documents/0b7c4c1e-3a41-4bde-9a53-2b9d3b6c1d20`)
    await new Promise((resolve) => tracked.close(resolve))

    const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const text = await answer.text()
    expect(text).toMatch(
      /afterword_http_request_duration_seconds_count\{[^}]*route="\/dashboard\/documents\/:id"[^}]*\} [1-9]/,
    )
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('is not there at all without METRICS_TOKEN', async () => {
    const bare = await startTestApp({ logger: pino({ level: 'silent' }), database: handle })
    try {
      const answer = await fetch(`${bare.base}/metrics`)
      expect(answer.status).not.toBe(200)
      expect(await answer.text()).not.toContain('process_cpu_seconds_total')
    } finally {
      await bare.close()
    }
  })
})
