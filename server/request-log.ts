import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { redactPath } from '~/lib/log-redaction'
import { recordRequest } from '~/lib/metrics.server'

/**
 * Gives a request its id (sent back as X-Request-Id) and writes its one log line when the response is
 * finished. Both the static-page path and Express use it, so every request is logged the same way.
 * `path` is the path only: query strings can carry tokens and personal details; and a calendar feed's path is
 * its token, so it is redacted.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, logger: Logger, rawPath: string): string {
  const path = redactPath(rawPath)
  const started = process.hrtime.bigint()
  const requestId = randomUUID()
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
