import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { Lifecycle } from './operations-endpoints'

export interface ShutdownTimings {
  /** How long the instance keeps serving, with /readyz answering 503, before it stops accepting connections. */
  drainMs: number
  /** How long the requests still in flight then have before their connections are cut. */
  graceMs: number
}

export interface ShutdownOutcome {
  /** Requests whose connections were cut when the grace ran out. */
  cut: number
}

/**
 * Stopping an instance without failing a request a balancer sent it (docs/operations.md, 'Health, readiness and
 * shutdown'). A balancer such as nginx keeps connections open to each instance and may send a request down one
 * at the very moment the instance closes it; nginx then answers 502, and cannot resend a POST, which may have
 * been made. So, from SIGTERM:
 *
 * 1. Drain: `/readyz` answers 503 (a balancer that asks stops sending new requests) while everything is still
 *    served, and every answer says `Connection: close`, so no connection is used again. Connections nginx keeps
 *    but does not use, it closes itself after its `keepalive_timeout` (4 s in deploy/nginx.conf), so a drain a
 *    little longer than that leaves no connection a balancer might still pick.
 * 2. Stop accepting: the listening socket closes (a new connection is refused, which nginx retries elsewhere,
 *    POSTs included, since nothing was sent) and idle connections close.
 * 3. Grace: requests still in flight finish, each answer again with `Connection: close`, for up to graceMs; then
 *    their connections are cut.
 *
 * Register it before the app's own request handler, so that it sees each request first.
 */
export class GracefulShutdown {
  readonly #inFlight = new Set<ServerResponse>()
  #stopping = false

  constructor(
    private readonly server: Server,
    private readonly lifecycle: Lifecycle,
    private readonly timings: ShutdownTimings,
    private readonly logger: Logger,
  ) {
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => this.#track(res))
  }

  #track(res: ServerResponse) {
    if (this.#stopping) {
      res.setHeader('Connection', 'close')
      return
    }
    this.#inFlight.add(res)
    // 'close' comes after the answer is sent, and also when the connection goes first.
    res.once('close', () => this.#inFlight.delete(res))
  }

  /** Drains, stops accepting and waits for the requests in flight; resolves once every connection is closed. */
  async stop(): Promise<ShutdownOutcome> {
    if (this.#stopping) throw new Error('the server is already stopping')
    this.#stopping = true
    this.lifecycle.stopping = true
    // Answers already begun keep the headers they sent; the connection of such an answer serves its next
    // request, if one comes, with `Connection: close`.
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    const { drainMs, graceMs } = this.timings
    this.logger.info(
      { drainMs, graceMs, inFlight: this.#inFlight.size },
      'draining: /readyz answers 503, requests are still served, every answer closes its connection',
    )
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))

    this.logger.info(
      { inFlight: this.#inFlight.size },
      'no new connections: finishing the requests in flight, then stopping',
    )
    const outcome: ShutdownOutcome = { cut: 0 }
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    this.server.closeIdleConnections()
    const cutOff = setTimeout(() => {
      outcome.cut = this.#inFlight.size
      if (outcome.cut > 0) {
        this.logger.warn({ cut: outcome.cut, graceMs }, 'requests still in flight after the grace: cutting them')
      }
      this.server.closeAllConnections()
    }, graceMs)
    await closed
    clearTimeout(cutOff)
    return outcome
  }
}
