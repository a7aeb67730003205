import http from 'node:http'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/lib/db.server'
import { users } from '~db/schema'
import { createLogger } from '../../server/logger'
import { TEST_ORIGIN } from '../setup/test-auth'
import { createTestDatabase } from '../setup/test-database'
import { startEdgeServer, type EdgeServer } from '../setup/test-edge-server'

/**
 * The HTTP edge: bodies over the limit are refused before they are read, and of Better Auth's HTTP endpoints
 * only the two that e-mailed links open answer. The route build is left out: these requests never reach it.
 */
const logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString())
    done()
  },
})

let handle: DatabaseHandle
let edge: EdgeServer
let base: string

beforeAll(async () => {
  handle = await createTestDatabase()
  edge = await startEdgeServer(handle, createLogger({ LOG_LEVEL: 'info' }, logStream))
  base = edge.base
})

afterAll(async () => {
  await edge.close()
  await handle.close()
})

/** A raw request, so that the test controls Content-Length and can see an answer sent before the body. */
function send(path: string, headers: Record<string, string | number>, body?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method: 'POST', headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the connection while the client is still sending: the status already came.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    if (body) request.end(body)
    else request.end()
  })
}

describe('request bodies', () => {
  it.each(['/auth', '/dashboard/tasks', '/api/auth/sign-in/email'])(
    'a 50 MB body to %s is refused with 413 from its Content-Length, unread',
    async (path) => {
      const status = await send(path, {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': 50 * 1024 * 1024,
        origin: TEST_ORIGIN,
      })
      expect(status).toBe(413)
    },
  )

  it('a body without a length (chunked) is refused with 411', async () => {
    const status = await send('/auth', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })
    expect(status).toBe(411)
  })
})

describe("Better Auth's HTTP endpoints", () => {
  it.each([
    ['POST', '/api/auth/sign-up/email', { name: 'x'.repeat(51), email: 'big@example.com', password: 'long-enough-1' }],
    ['POST', '/api/auth/update-user', { name: 'x'.repeat(5000) }],
    ['POST', '/api/auth/send-verification-email', { email: 'someone@example.com' }],
    ['POST', '/api/auth/change-password', { currentPassword: 'a', newPassword: 'b' }],
    ['GET', '/api/auth/get-session', undefined],
  ] as const)('%s %s is not offered: 404, nothing stored, nothing sent', async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: body ? JSON.stringify(body) : undefined,
    })
    expect(response.status).toBe(404)
    expect(await handle.db.select().from(users)).toEqual([])
  })

  it('the links in e-mails still reach it (an invalid token is Better Auth’s own answer, not 404)', async () => {
    const verify = await fetch(`${base}/api/auth/verify-email?token=nonsense`, { redirect: 'manual' })
    expect(verify.status).not.toBe(404)
    const reset = await fetch(`${base}/api/auth/reset-password/nonsense?callbackURL=%2Fauth%2Freset-password`, {
      redirect: 'manual',
    })
    expect(reset.status).not.toBe(404)
  })
})

describe('requests the app could only fail on', () => {
  it('an unknown method such as TRACE gets 405', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/`, { method: 'TRACE' }, (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      request.on('error', reject)
      request.end()
    })
    expect(status).toBe(405)
  })

  it.each([
    ['/dashboard/%', 400],
    ['/dashboard/tasks?search=%00', 400],
    ['/dashboard/timeline?date=2026-11-01%00', 400],
  ])('%s gets %i, not an error page', async (path, status) => {
    const response = await fetch(`${base}${path}`)
    expect(response.status).toBe(status)
  })

  it('a feed path with a broken escape is refused, and its token never reaches the log', async () => {
    const token = 'A'.repeat(20) + 'secretfeedtoken' + 'B'.repeat(8)
    const response = await fetch(`${base}/calendar/${token}%ZZ.ics`)
    expect(response.status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logLines.join('')).not.toContain('secretfeedtoken')
    expect(logLines.join('')).toContain('/calendar/[redacted]')
  })
})
