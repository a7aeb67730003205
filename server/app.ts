import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import { toNodeHandler } from 'better-auth/node'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type { AppServices } from '~/load-context'
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, isOfferedAuthEndpoint, SESSION_COOKIE_MARKER } from '~/lib/auth.server'
import type { DatabaseHandle } from '~/lib/db.server'
import { BODY_LIMIT_BYTES, bodyLimitMiddleware, type LargeBodyRoute } from './body-limit'
import { drainWaitersMiddleware } from './drain-waiters'
import { addOperationsEndpoints, type Lifecycle } from './operations-endpoints'
import { originCheckMiddleware } from './origin-check'
import { requestGuardMiddleware } from './request-guard'
import { securityHeadersMiddleware } from './security-headers'
import { hasOnlySafeRedirects } from '~/features/accounts/redirects'
import { DOCUMENT_UPLOAD_PATH, FILES_PER_UPLOAD_MAX, isDocumentFilePath } from '~/features/documents/documents.schema'
import './locals'
import { trackRequest, type RequestLogOptions } from './request-log'

export interface AppOptions {
  mode: 'development' | 'production' | 'test'
  logger: Logger
  database: Pick<DatabaseHandle, 'ping' | 'driver'>
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** build/client: hashed assets and public files (production). Static pages are served before this app. */
  clientDir: string
  /** Development only: Vite serves modules and hot reloads. */
  vite?: ViteDevServer
  /** Auth, mail and the database for routes; absent in tests that only exercise the HTTP plumbing. */
  services?: AppServices
  /** TRUST_PROXY: how Express finds the client address behind a proxy (default: the connecting address). */
  trustProxy?: string
  /** Set to stopping at SIGTERM, so `/readyz` turns the balancer away. */
  lifecycle?: Lifecycle
  /** METRICS_TOKEN: `/metrics` answers only with it, and not at all without one. */
  metricsToken?: string
}

/** TRUST_PROXY as Express's 'trust proxy' setting: a boolean, a number of hops, or addresses. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

export function createApp(options: AppOptions): express.Express {
  const { mode, logger, database, vite } = options
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', trustProxySetting(options.trustProxy))

  app.use(requestContext(logger, { adoptIncomingId: Boolean(trustProxySetting(options.trustProxy)) }))
  app.use(routeHeadersReplaceDefaults)
  // Rate limits key on this header; whatever a client sent in it is replaced.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? 'unknown'
    next()
  })
  app.use(
    securityHeadersMiddleware(
      { production: mode === 'production', development: mode === 'development' },
      isDocumentFilePath,
    ),
  )
  app.use(requestGuardMiddleware())
  if (options.services) {
    app.use(originCheckMiddleware(options.services.settings.trustedOrigins, [AUTH_BASE_PATH, '/api/payments/webhook']))
  }
  app.use(bodyLimitMiddleware(BODY_LIMIT_BYTES, uploadBodyLimits(options.services)))
  app.use(compression())
  app.use(drainWaitersMiddleware())

  addOperationsEndpoints(app, { database, lifecycle: options.lifecycle, metricsToken: options.metricsToken })

  if (options.services) {
    const authHandler = toNodeHandler(options.services.auth)
    app.all(`${AUTH_BASE_PATH}/{*path}`, (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      if (!isOfferedAuthEndpoint(req.method, req.path.slice(AUTH_BASE_PATH.length))) {
        res.status(404).type('text/plain; charset=utf-8').send('Not found\n')
        return
      }
      // Better Auth redirects to these as given (docs/security.md, 'Third round', item 2): the app's redirect rule
      // decides first.
      if (!hasOnlySafeRedirects(new URL(req.originalUrl, 'http://afterword.invalid').searchParams)) {
        res.status(400).type('text/plain; charset=utf-8').send('This link is not valid.\n')
        return
      }
      // A rejection (the database gone mid-request) gets the error page below, not an unanswered request.
      authHandler(req, res).catch(next)
    })
  }

  if (vite) {
    app.use(vite.middlewares)
  } else {
    // Hashed file names change with their content, so browsers may keep them for a year.
    app.use(
      '/assets',
      express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    const publicFiles = express.static(options.clientDir, { maxAge: '1h', index: false, redirect: false })
    app.use((req, res, next) => {
      // A prerendered page's `.data` file holds the signed-out view (no user in the navigation). A signed-in
      // person's client-side navigation must get their own data from React Router instead, as the HTML does
      // (docs/decisions/004-static-public-pages.md).
      if (req.path.endsWith('.data') && req.headers.cookie?.includes(SESSION_COOKIE_MARKER)) {
        next()
        return
      }
      publicFiles(req, res, next)
    })
  }

  // What a signed-in person sees is theirs alone: no browser back-forward cache, shared proxy or CDN may keep
  // it. A route that sets its own Cache-Control (the PDF, the calendar) replaces this.
  app.use((req, res, next) => {
    if (req.headers.cookie?.includes(SESSION_COOKIE_MARKER)) res.setHeader('Cache-Control', 'private, no-store')
    next()
  })
  app.all(
    '/{*path}',
    createRequestHandler({
      build: options.build,
      mode,
      getLoadContext: (_req, res): AppLoadContext => ({
        requestId: res.locals.requestId,
        cspNonce: res.locals.cspNonce,
        logger: res.locals.logger,
        services: options.services,
      }),
    }),
  )
  app.use(lastResortErrorHandler)
  return app
}

/** Headers the app sets for every answer that a route's own value must replace, not join. */
const DEFAULTED_HEADERS = new Set(['cache-control', 'x-content-type-options'])

/**
 * React Router's Express adapter copies a route's headers with `res.append`, so a route's `Cache-Control`
 * joined the signed-in default (`private, no-store, public, max-age=3600` on a PDF) and `nosniff` came twice
 * (docs/security.md, 'Third round', item 10). For these headers, the route's value replaces the default.
 */
const routeHeadersReplaceDefaults: RequestHandler = (_req, res, next) => {
  const append = res.append.bind(res)
  res.append = (field: string, value?: string[] | string) =>
    DEFAULTED_HEADERS.has(field.toLowerCase()) && value !== undefined ? res.set(field, value) : append(field, value)
  next()
}

/** The upload may carry up to FILES_PER_UPLOAD_MAX files of MAX_UPLOAD_MB; each is checked as it streams. */
function uploadBodyLimits(services: AppServices | undefined): LargeBodyRoute[] {
  if (!services) return []
  const limit = services.documents.limits.maxFileBytes * FILES_PER_UPLOAD_MAX + BODY_LIMIT_BYTES
  return [{ path: DOCUMENT_UPLOAD_PATH, limit }]
}

/** A request id, a CSP nonce, a request-scoped logger, and one log line when the response is finished. */
function requestContext(logger: Logger, logOptions: RequestLogOptions): RequestHandler {
  return (req, res, next) => {
    const requestId = trackRequest(req, res, logger, req.path, logOptions)
    res.locals.requestId = requestId
    res.locals.cspNonce = randomBytes(16).toString('base64')
    res.locals.logger = logger.child({ requestId })
    next()
  }
}

/** Errors outside React Router's own handling: a calm page, the details only in the log. */
const lastResortErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  // The logger is missing only when the error came before the request-context middleware ran.
  ;(res.locals.logger as Logger | undefined)?.error({ err: error }, 'unhandled server error')
  if (res.headersSent) {
    res.end()
    return
  }
  res
    .status(500)
    .type('text/plain; charset=utf-8')
    .send(
      `Something went wrong on our side. Please try again in a moment.\nReference: ${String(res.locals.requestId)}\n`,
    )
}
