import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import Negotiator from 'negotiator'
import type { Logger } from 'pino'
import { OFFLINE_KEY_HEADER, REGISTRATION_SCRIPT_PATH, SIGNED_OUT } from '~/lib/offline-copy'
import { trackRequest } from './request-log'
import {
  HSTS,
  inlineScriptHashes,
  securityHeaders,
  servedOverHttps,
  type SecurityHeaderOptions,
} from './security-headers'

/**
 * The pages built to static HTML at build time, served before Express sees the request: their bytes, their
 * compressed forms and their headers are prepared once, so a public page costs little more than a bare Node
 * server answering from memory (docs/decisions/004-static-public-pages.md). Same headers, same log line.
 */
export interface StaticPages {
  /** Answers the request and returns true when it asks for a static page; otherwise leaves it alone. */
  tryServe: (req: IncomingMessage, res: ServerResponse) => boolean
}

type Encoding = 'br' | 'gzip' | 'identity'
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity']

interface Variant {
  body: Buffer
  etag: string
}

interface StaticPage {
  headers: Record<string, string>
  variantsFor: (year: number) => Record<Encoding, Variant>
}

/** The footer's year is baked in at build time; the served copy always shows the current one. */
const YEAR_MARKER = /(<span data-current-year="">)(\d{4})(<\/span>)/

export interface StaticPagesOptions {
  clientDir: string
  paths: readonly string[]
  security: SecurityHeaderOptions
  logger: Logger
  now?: () => Date
  /**
   * A cookie (`name=`) that means "signed in": such requests fall through to Express, so the page is rendered
   * for that person, with their name in the navigation (docs/decisions/004-static-public-pages.md).
   */
  bypassCookie?: string
  /**
   * Behind a declared proxy (TRUST_PROXY): use the request id it sends (server/request-log.ts), and its
   * X-Forwarded-Proto to tell an https request.
   */
  proxyTrusted?: boolean
}

export async function loadStaticPages(options: StaticPagesOptions): Promise<StaticPages> {
  const { clientDir, paths, security, logger, now = () => new Date(), bypassCookie, proxyTrusted = false } = options
  const pages = new Map<string, StaticPage>()
  for (const pagePath of paths) {
    const file = path.join(clientDir, pagePath === '/' ? '' : pagePath, 'index.html')
    let html: string
    try {
      html = await readFile(file, 'utf8')
    } catch {
      throw new Error(`The prerendered page ${pagePath} is missing (${file}). Run \`npm run build\` first.`)
    }
    pages.set(pagePath, prepare(html, security))
  }

  return {
    tryServe(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false
      if (bypassCookie && req.headers.cookie?.includes(bypassCookie)) return false
      const rawPath = (req.url ?? '/').split('?')[0] ?? '/'
      const pagePath = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath
      const page = pages.get(pagePath)
      if (!page) return false

      trackRequest(req, res, logger, pagePath, { adoptIncomingId: proxyTrusted })
      // Of the encodings the client accepts, the smallest: brotli, then gzip, then none.
      const accepted = new Negotiator(req).encodings(ENCODINGS)
      const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate)) ?? 'identity'
      const variant = page.variantsFor(now().getFullYear())[encoding]
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
      if (security.production && servedOverHttps(req, proxyTrusted)) res.setHeader(HSTS.name, HSTS.value)
      res.setHeader('ETag', variant.etag)
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
      if (req.headers['if-none-match'] === variant.etag) {
        res.statusCode = 304
        res.end()
      } else {
        res.statusCode = 200
        res.setHeader('Content-Length', variant.body.length)
        res.end(req.method === 'HEAD' ? undefined : variant.body)
      }
      return true
    },
  }
}

/** The service worker's registration (decision 079): it reads nothing from the page and keeps nothing in it. */
const REGISTRATION_SCRIPT = `<script src="${REGISTRATION_SCRIPT_PATH}" defer=""></script>`

/**
 * A page with no script and no user data has nothing for Cross-Origin-Opener-Policy to guard, and the browsing
 * context group switch it forces cost the public pages 100–300 ms of blocked main thread in Lighthouse's mobile
 * run (decision 047). Signed-in visitors never get these copies (their cookie falls through to Express, which
 * sends the policy), nor does any page that runs a script other than the service worker's registration, which
 * holds no state a cross-origin window could probe (decision 079).
 */
function withoutOpenerPolicyIfScriptless(html: string, headers: Record<string, string>): Record<string, string> {
  if (/<script\b/i.test(html.replaceAll(REGISTRATION_SCRIPT, ''))) return headers
  const { 'Cross-Origin-Opener-Policy': _unneeded, ...rest } = headers
  return rest
}

function prepare(html: string, security: SecurityHeaderOptions): StaticPage {
  const headers = {
    ...withoutOpenerPolicyIfScriptless(html, securityHeaders(security, inlineScriptHashes(html))),
    'Content-Type': 'text/html; charset=utf-8',
    // Revalidated on every visit: a stale page could point at files a new release has replaced.
    'Cache-Control': 'no-cache',
    // The same address answers differently once signed in (the cookie makes it fall through to Express).
    Vary: 'Accept-Encoding, Cookie',
    // No session cookie, so no one is signed in: the service worker may keep this copy for anyone (decision 079).
    [OFFLINE_KEY_HEADER]: SIGNED_OUT,
  }
  const cache = new Map<number, Record<Encoding, Variant>>()
  return {
    headers,
    variantsFor(year) {
      let variants = cache.get(year)
      if (!variants) {
        const body = Buffer.from(html.replace(YEAR_MARKER, `$1${year}$3`))
        variants = {
          identity: variant(body, 'identity'),
          gzip: variant(gzipSync(body, { level: 9 }), 'gzip'),
          br: variant(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), 'br'),
        }
        cache.set(year, variants)
      }
      return variants
    },
  }
}

function variant(body: Buffer, encoding: Encoding): Variant {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  return { body, etag: `"${hash}-${encoding}"` }
}
