import { expect, test } from '@playwright/test'

test('security headers: a CSP without inline scripts, no framing, no sniffing', async ({ request }) => {
  // '/' comes from the static path, '/no-such-page' from Express and React Router: the same headers.
  for (const path of ['/', '/no-such-page']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc.trim()).toMatch(
      path === '/' ? /^script-src 'self'$/ : /^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'$/,
    )
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // HSTS only over https: here, as a declared proxy (TRUST_PROXY) says with X-Forwarded-Proto (docs/security.md,
    // 'Third round', item 10).
    expect(headers['strict-transport-security']).toBeUndefined()
    const overHttps = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(headers['x-powered-by']).toBeUndefined()
  }
})

test('a route’s own Cache-Control and nosniff replace the defaults instead of joining them', async ({ request }) => {
  // docs/security.md, 'Third round', item 10: a signed-in person's PDF carried both `private, no-store` and `public,
  // max-age=3600`, and nosniff twice. Playwright joins repeated headers with a comma or a line break; one value means
  // one header.
  const signedIn = { cookie: 'afterword.session_token=not-a-real-session' }
  const guide = await request.get('/user-guide.pdf', { headers: signedIn })
  expect(guide.status()).toBe(200)
  expect(guide.headers()['cache-control']).toBe('public, max-age=3600')
  expect(guide.headers()['x-content-type-options']).toBe('nosniff')
  const page = await request.get('/no-such-page', { headers: signedIn })
  expect(page.headers()['cache-control']).toBe('private, no-store')
})

test('every server-rendered response gets its own nonce', async ({ request }) => {
  const nonce = async () =>
    /'nonce-([^']+)'/.exec((await request.get('/no-such-page')).headers()['content-security-policy'] ?? '')?.[1]
  const [first, second] = [await nonce(), await nonce()]
  expect(first).toBeTruthy()
  expect(first).not.toBe(second)
})

test('HTML is revalidated on every visit; hashed assets are cached for a year', async ({ request, page }) => {
  const html = await request.get('/')
  expect(html.headers()['cache-control']).toBe('no-cache')
  const etag = html.headers()['etag']
  expect(etag).toBeTruthy()
  const revalidated = await request.get('/', { headers: { 'if-none-match': etag ?? '' } })
  expect(revalidated.status()).toBe(304)

  await page.goto('/')
  const assetPath = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute('href')
  const asset = await request.get(assetPath ?? '')
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('responses are compressed for clients that accept it', async ({ request }) => {
  for (const path of ['/privacy', '/no-such-page']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    expect(await response.text()).toContain('</html>')
  }
})

test('/healthz reports the database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toEqual({ status: 'ok', database: { driver: 'pglite', status: 'ok' } })
})
