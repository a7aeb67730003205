import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/lib/db.server'
import type { AppOptions } from '../../server/app'
import { createTestDatabase } from '../setup/test-database'
import { startTestApp, type EdgeServer } from '../setup/test-edge-server'

const servers: EdgeServer[] = []
const handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

function captureLogs() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ level: 'info' }, stream), lines }
}

async function serve(options: Partial<AppOptions> & Pick<AppOptions, 'database'>) {
  const app = await startTestApp({ logger: captureLogs().logger, ...options })
  servers.push(app)
  return app.base
}

describe('the server app', () => {
  it("serves a prerendered page's .data file to visitors, but never to a signed-in person", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'afterword-client-'))
    writeFileSync(path.join(clientDir, 'about.data'), 'the signed-out view')
    const handle = await createTestDatabase()
    handles.push(handle)
    const base = await serve({ database: handle, clientDir })

    const visitor = await fetch(`${base}/about.data`)
    expect(visitor.status).toBe(200)
    expect(await visitor.text()).toBe('the signed-out view')

    // Signed in, the request goes on to React Router (whose build this test leaves out, hence no 200).
    const signedIn = await fetch(`${base}/about.data`, { headers: { cookie: 'afterword.session_token=abc' } })
    expect(await signedIn.text()).not.toContain('the signed-out view')
    expect(signedIn.status).not.toBe(200)
  })

  it('/healthz answers 200 when the database answers', async () => {
    const handle = await createTestDatabase()
    handles.push(handle)
    const base = await serve({ database: handle })
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: { driver: handle.driver, status: 'ok' } })
  })

  it('/healthz answers 503 when the database does not', async () => {
    // A real PostgreSQL client pointed at a port where nothing listens.
    const unreachable = await openDatabase({ driver: 'postgres', url: 'postgres://postgres@127.0.0.1:9/none' })
    handles.push(unreachable)
    const base = await serve({ database: unreachable })
    const response = await fetch(`${base}/healthz`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', database: { driver: 'postgres', status: 'unavailable' } })
  })

  it('an unexpected error gets a calm answer with a reference, and the details go only to the log', async () => {
    const { logger, lines } = captureLogs()
    const handle = await createTestDatabase()
    handles.push(handle)
    const base = await serve({
      database: handle,
      logger,
      build: () => Promise.reject(new Error('secret internals: connection string postgres://x')),
    })
    const response = await fetch(`${base}/some/page`)
    const body = await response.text()
    const requestId = response.headers.get('x-request-id')
    expect(response.status).toBe(500)
    expect(body).toContain('Something went wrong on our side')
    expect(body).toContain(`Reference: ${requestId}`)
    expect(body).not.toContain('secret')
    const errorLine = lines.find((line) => line.msg === 'unhandled server error')
    expect(errorLine).toMatchObject({ requestId })
    expect(JSON.stringify(errorLine?.err)).toContain('secret internals')
    const requestLine = lines.find((line) => line.msg === 'request')
    expect(requestLine).toMatchObject({ requestId, method: 'GET', path: '/some/page', status: 500 })
  })
})
