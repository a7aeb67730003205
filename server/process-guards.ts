import type { Logger } from 'pino'

/**
 * Node ends the process on a rejected promise that nothing handles. One forgotten catch on a query that fails
 * while PostgreSQL restarts would then stop every instance at once (docs/operations.md, 'When PostgreSQL restarts'),
 * for an error that concerned one request or one background task: so it is logged as the bug it is, and the server
 * carries on. A thrown exception nobody catches still ends the process, since the state it leaves may be broken.
 */
export function logUnhandledRejections(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'a promise failed and nothing handled it; the server carries on')
  })
}
