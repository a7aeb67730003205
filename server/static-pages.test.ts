import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loadStaticPages, type StaticPagesOptions } from './static-pages'

const HTML = (year: number) =>
  `<!DOCTYPE html><html><body><h1>About</h1><footer>© <span data-current-year="">${year}</span></footer></body></html>`

const servers: http.Server[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function serveStatic(options: Partial<StaticPagesOptions> = {}, extraPages: Record<string, string> = {}) {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'afterword-static-'))
  mkdirSync(path.join(clientDir, 'about'))
  writeFileSync(path.join(clientDir, 'about', 'index.html'), HTML(2026))
  writeFileSync(path.join(clientDir, 'index.html'), '<html><script>boot()</script></html>')
  for (const [page, html] of Object.entries(extraPages)) {
    mkdirSync(path.join(clientDir, page), { recursive: true })
    writeFileSync(path.join(clientDir, page, 'index.html'), html)
  }
  const pages = await loadStaticPages({
    clientDir,
    paths: ['/', '/about', ...Object.keys(extraPages).map((page) => `/${page}`)],
    security: { production: true, development: false },
    logger: pino({ level: 'silent' }),
    ...options,
  })
  const server = http.createServer((req, res) => {
    if (!pages.tryServe(req, res)) res.writeHead(418).end('not a static page')
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A raw request, so the test sees exactly the bytes and headers sent (fetch would decompress). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('static pages', () => {
  it('serves a page with its security headers, uncompressed when the client asks for nothing', async () => {
    const base = await serveStatic()
    const response = await get(`${base}/about`)
    expect(response.status).toBe(200)
    expect(response.body.toString()).toBe(HTML(2026))
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-security-policy']).toContain("script-src 'self';")
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('allows exactly the inline scripts a page has, by hash', async () => {
    const base = await serveStatic()
    const csp = String((await get(`${base}/`)).headers['content-security-policy'])
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/)
  })

  it('keeps the opener policy for a page that runs a script, and leaves it off a page with none (decision 047)', async () => {
    const base = await serveStatic()
    expect((await get(`${base}/`)).headers['cross-origin-opener-policy']).toBe('same-origin')
    const scriptless = (await get(`${base}/about`)).headers
    expect(scriptless['cross-origin-opener-policy']).toBeUndefined()
    expect(scriptless['x-frame-options']).toBe('DENY')
    expect(scriptless['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('does not count the service worker’s registration as a script for the opener policy (decision 079)', async () => {
    const registration = '<script src="/sw-register.js" defer=""></script>'
    const base = await serveStatic(
      {},
      {
        help: `<html><head>${registration}</head><body><h1>Help</h1></body></html>`,
        tasks: `<html><head>${registration}<script src="/assets/app.js"></script></head></html>`,
      },
    )
    const help = (await get(`${base}/help`)).headers
    expect(help['cross-origin-opener-policy']).toBeUndefined()
    expect(help['content-security-policy']).toContain("script-src 'self';")
    expect((await get(`${base}/tasks`)).headers['cross-origin-opener-policy']).toBe('same-origin')
  })

  it('tells the service worker that no one is signed in, so the page may be kept for anyone (decision 079)', async () => {
    const base = await serveStatic()
    expect((await get(`${base}/about`)).headers['x-afterword-offline-key']).toBe('none')
  })

  it('steps aside for a signed-in visitor, whose pages carry their name (decision 004)', async () => {
    const base = await serveStatic({ bypassCookie: 'afterword.session_token=' })
    expect((await get(`${base}/about`)).status).toBe(200)
    expect((await get(`${base}/about`, { cookie: 'theme=dark' })).status).toBe(200)
    expect((await get(`${base}/about`, { cookie: 'theme=dark; afterword.session_token=abc.def' })).status).toBe(418)
    expect((await get(`${base}/about`, { cookie: '__Secure-afterword.session_token=abc.def' })).status).toBe(418)
  })

  it('prefers brotli, then gzip, and varies the ETag with the encoding', async () => {
    const base = await serveStatic()
    const br = await get(`${base}/about`, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await get(`${base}/about`, { 'accept-encoding': 'gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML(2026))
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(HTML(2026))
    expect(br.headers.etag).not.toBe(gzip.headers.etag)
    expect(gzip.headers.vary).toBe('Accept-Encoding, Cookie')
  })

  it('answers 304 to a matching ETag, and HEAD with headers only', async () => {
    const base = await serveStatic()
    const first = await get(`${base}/about`)
    const again = await get(`${base}/about`, { 'if-none-match': first.headers.etag ?? '' })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await get(`${base}/about`, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(first.body.length))
    expect(head.body.length).toBe(0)
  })

  it('ignores a trailing slash and the query string, and leaves other paths and methods to the app', async () => {
    const base = await serveStatic()
    expect((await get(`${base}/about/?ref=home`)).status).toBe(200)
    expect((await get(`${base}/about-us`)).status).toBe(418)
    expect((await get(`${base}/about`, {}, 'POST')).status).toBe(418)
  })

  it('shows the current year in the footer even when the page was built in an earlier one', async () => {
    const base = await serveStatic({ now: () => new Date('2031-01-01T00:00:00Z') })
    const body = (await get(`${base}/about`)).body.toString()
    expect(body).toContain('<span data-current-year="">2031</span>')
  })

  it('writes one log line per request, with the id it sent back', async () => {
    const lines: Array<Record<string, unknown>> = []
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    )
    const base = await serveStatic({ logger })
    const response = await get(`${base}/about/?secret=token`)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({
      msg: 'request',
      requestId: response.headers['x-request-id'],
      method: 'GET',
      path: '/about',
      status: 200,
    })
  })

  it('refuses to start when a page is missing from the build', async () => {
    await expect(
      loadStaticPages({
        clientDir: '/nonexistent',
        paths: ['/'],
        security: { production: true, development: false },
        logger: pino({ level: 'silent' }),
      }),
    ).rejects.toThrow(/The prerendered page \/ is missing .* Run `npm run build` first/)
  })
})
