import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '~/lib/db.server'
import { TEST_ORIGIN } from '../setup/test-auth'
import { createTestDatabase } from '../setup/test-database'
import { startEdgeServer, type EdgeServer } from '../setup/test-edge-server'

/**
 * docs/security.md, 'Third round', item 2: Better Auth's e-mailed-link endpoints redirect to the `callbackURL` they are
 * given. Every redirect parameter goes through the app's one rule (safeRedirectPath) before the library sees it, so a
 * link that names another site, however it is spelled, never sends anyone there. Over HTTP, as a browser would ask.
 */
let handle: DatabaseHandle
let edge: EdgeServer
let base: string

beforeAll(async () => {
  handle = await createTestDatabase()
  edge = await startEdgeServer(handle, pino({ level: 'silent' }))
  base = edge.base
})

afterAll(async () => {
  await edge.close()
  await handle.close()
})

/**
 * The earlier round's list (app/features/accounts/auth.schema.test.ts), the three the finding reported, and more
 * spellings.
 */
const SPELLINGS = [
  '/.//evil.example',
  '/./\\evil.example',
  '/.%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  '/\\evil.example',
  '//evil.example',
  'https:evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/\t/evil.example',
  '/%5C%5Cevil.example',
  '/./%2Fevil.example',
  '/.\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%2e/%2fevil.example',
  '/%2e%2e//evil.example',
  'https://evil.example',
  'http://127.0.0.1.evil.example/',
  '//evil.example/%2F..',
  '/ /evil.example',
  'javascript:alert(1)',
]

/** Each spelling as typed into the address bar, and encoded once so that the server receives it exactly. */
const QUERIES = SPELLINGS.flatMap((spelling) => [spelling, encodeURIComponent(spelling)])

const ENDPOINTS = [
  { name: 'verify-email', url: (callback: string) => `/api/auth/verify-email?token=abc&callbackURL=${callback}` },
  { name: 'reset-password', url: (callback: string) => `/api/auth/reset-password/abc?callbackURL=${callback}` },
]

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' })
  await response.body?.cancel()
  return { status: response.status, location: response.headers.get('location') }
}

/** Where a browser would go: the Location resolved against the page it asked for. */
function destination(location: string) {
  return new URL(location, base)
}

describe('the redirect after an e-mailed link', () => {
  for (const endpoint of ENDPOINTS) {
    it.each(QUERIES)(`${endpoint.name}: callbackURL=%s never leads off the site`, async (callback) => {
      const { status, location } = await get(endpoint.url(callback))
      // Refused (by the app's rule, or by Better Auth's own origin check) is safe; a redirect must stay here.
      if (status >= 400 && status < 500) return
      expect(status).toBe(302)
      expect(location).not.toBeNull()
      // reset-password answers with an absolute address on the public URL; verify-email with a path.
      expect([base, TEST_ORIGIN]).toContain(destination(location!).origin)
      // A relative Location starting `//` or `/\` is another host, whatever the browser does with the rest.
      expect(location).not.toMatch(/^[/\\][/\\]/)
      expect(destination(location!).pathname).not.toMatch(/^[/\\]{2}/)
    })

    it(`${endpoint.name}: the reported spellings are refused before Better Auth answers`, async () => {
      for (const callback of ['/.//evil.example', '/..//evil.example', '/./%2Fevil.example', '/.%5C%5Cevil.example']) {
        expect((await get(endpoint.url(callback))).status, callback).toBe(400)
      }
    })

    it(`${endpoint.name}: a second callbackURL or another redirect parameter is checked too`, async () => {
      const first = endpoint.url('%2Fauth%2Femail-confirmed')
      for (const extra of [
        'callbackURL=/.//evil.example',
        'errorCallbackURL=//evil.example',
        'redirectTo=/..//evil.example',
        'newUserCallbackURL=https://evil.example',
      ]) {
        expect((await get(`${first}&${extra}`)).status, extra).toBe(400)
      }
    })
  }

  it('the app’s own link still works: to the page it names, with the error for a bad token', async () => {
    const verify = await get('/api/auth/verify-email?token=abc&callbackURL=%2Fauth%2Femail-confirmed')
    expect(verify.status).toBe(302)
    expect(verify.location).toBe('/auth/email-confirmed?error=INVALID_TOKEN')
    const reset = await get('/api/auth/reset-password/abc?callbackURL=%2Fauth%2Freset-password')
    expect(reset.status).toBe(302)
    expect(destination(reset.location ?? '').pathname).toBe('/auth/reset-password')
  })
})
