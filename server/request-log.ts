import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { redactPath } from '~/lib/log-redaction'
import { recordRequest } from '~/lib/metrics.server'

/**
 * An id a proxy in front may send (nginx's `$request_id` is 32 hex digits): letters, digits and `._:-`, 8 to 128
 * of them, so it can go into a log line and a page as it is.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

export interface RequestLogOptions {
  /**
   * Use the X-Request-Id the request arrived with, when it is well formed: behind a trusted proxy (TRUST_PROXY)
   * the proxy's access log and ours then name a request alike (deploy/nginx.conf).
   */
  adoptIncomingId?: boolean
}

/** The X-Request-Id sent with the request, when it is one we can adopt. */
export function incomingRequestId(req: IncomingMessage): string | undefined {
  const sent = req.headers['x-request-id']
  return typeof sent === 'string' && WELL_FORMED_REQUEST_ID.test(sent) ? sent : undefined
}

/**
 * Gives a request its id (sent back as X-Request-Id) and writes its one log line when the response is
 * finished. Both the static-page path and Express use it, so every request is logged the same way.
 * `path` is the path only: query strings can carry tokens and personal details; and a calendar feed's path is
 * its token, so it is redacted.
 */
export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  rawPath: string,
  options: RequestLogOptions = {},
): string {
  const path = redactPath(rawPath)
  const started = process.hrtime.bigint()
  const requestId = (options.adoptIncomingId ? incomingRequestId(req) : undefined) ?? randomUUID()
  res.setHeader('X-Request-Id', requestId)
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    recordRequest(req.method ?? 'GET', path, res.statusCode, durationMs / 1000)
    logger.info(
      { requestId, method: req.method, path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
      'request',
    )
  })
  return requestId
}
