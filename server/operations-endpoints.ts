import { timingSafeEqual, createHash } from 'node:crypto'
import type { Express, Request } from 'express'
import type { DatabaseHandle } from '~/lib/db.server'
import { metricsRegistry } from '~/lib/metrics.server'

/**
 * What a load balancer and a monitoring system ask an instance (docs/operations.md):
 * - `/healthz`, liveness: the process answers and its database does. A failing instance is restarted.
 * - `/readyz`, readiness: as healthz, and not shutting down. An instance that is stopping answers 503 at once,
 *   so the balancer sends new requests elsewhere while it finishes the ones it has.
 * - `/metrics`, Prometheus text format, only with `Authorization: Bearer $METRICS_TOKEN`; off without a token.
 */
export interface Lifecycle {
  stopping: boolean
}

const HEALTH_TIMEOUT_MS = 2_000

export function addOperationsEndpoints(
  app: Express,
  options: {
    database: Pick<DatabaseHandle, 'ping' | 'driver'>
    lifecycle?: Lifecycle
    metricsToken?: string
  },
): void {
  const { database, lifecycle } = options
  const check = async (req: Request, stoppingMatters: boolean) => {
    if (stoppingMatters && lifecycle?.stopping) return { code: 503, body: { status: 'stopping' } }
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS)
      return { code: 200, body: { status: 'ok', database: { driver: database.driver, status: 'ok' } } }
    } catch (error) {
      req.res?.locals.logger.warn({ err: error }, 'health check: database did not answer')
      return { code: 503, body: { status: 'error', database: { driver: database.driver, status: 'unavailable' } } }
    }
  }
  app.get('/healthz', async (req, res) => {
    const { code, body } = await check(req, false)
    res.setHeader('Cache-Control', 'no-store')
    res.status(code).json(body)
  })
  app.get('/readyz', async (req, res) => {
    const { code, body } = await check(req, true)
    res.setHeader('Cache-Control', 'no-store')
    res.status(code).json(body)
  })
  app.get('/metrics', async (req, res, next) => {
    if (!options.metricsToken) {
      next()
      return
    }
    res.setHeader('Cache-Control', 'no-store')
    if (!bearerMatches(req.get('authorization'), options.metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      res.status(401).type('text/plain; charset=utf-8').send('The metrics need the token set in METRICS_TOKEN.\n')
      return
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics())
  })
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(token))
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}
