import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'
import './locals'
import { toastStylesheetHashes } from './style-hashes'

const TOAST_STYLES = toastStylesheetHashes()

export interface SecurityHeaderOptions {
  production: boolean
  development: boolean
}

/**
 * Every response's security headers, from one place: Express uses them for server-rendered responses (with a
 * per-response nonce) and the static-page path precomputes them per page (with the hashes of its inline
 * scripts, usually none). Neither scripts nor styles are allowed by 'unsafe-inline' outside development.
 */
export function securityHeaders(
  { development }: SecurityHeaderOptions,
  scriptSources: string[],
): Record<string, string> {
  const policy = {
    'default-src': ["'self'"],
    // Vite's development server injects its own inline scripts and a hot-reload socket.
    'script-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...scriptSources],
    // Vite injects styles in development; in production only our files and the toasts' stylesheet, by hash.
    'style-src': development ? ["'self'", "'unsafe-inline'"] : ["'self'", ...TOAST_STYLES],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  const headers: Record<string, string> = {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  }
  return headers
}

/**
 * HSTS, only on an answer that went over https (docs/security.md, 'Third round', item 10): over plain http a browser
 * must ignore it, and an installation that sends it there is telling us it has mixed up its addresses.
 */
export const HSTS = { name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' } as const

/** Whether the request reached us over https: its own TLS, or a declared proxy's X-Forwarded-Proto. */
export function servedOverHttps(req: IncomingMessage, proxyTrusted: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true
  const forwarded = req.headers['x-forwarded-proto']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return proxyTrusted && first === 'https'
}

/**
 * Express middleware: the security headers with this response's CSP nonce. Paths for which `ownPolicy` is true
 * set a Content-Security-Policy of their own (a stored file shown in a sandbox): two policies would both apply,
 * so the page policy is left off there.
 */
export function securityHeadersMiddleware(
  options: SecurityHeaderOptions,
  ownPolicy: (path: string) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    const headers = securityHeaders(options, [`'nonce-${res.locals.cspNonce}'`])
    if (ownPolicy(req.path)) delete headers['Content-Security-Policy']
    // req.secure follows Express's 'trust proxy' setting (TRUST_PROXY).
    if (options.production && req.secure) headers[HSTS.name] = HSTS.value
    res.set(headers)
    next()
  }
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/** CSP source expressions ('sha256-…') for every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? ''
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
