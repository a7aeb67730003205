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
  /** GET and HEAD requests answered 502 in the last call, unhandled, for the balancer to send elsewhere. */
  turnedAway: number
  /** Requests whose connections were cut when the grace ran out. */
  cut: number
}

/** The end of the drain in which GET and HEAD requests are turned away (at most half the drain). */
const LAST_CALL_MS = 1_000
/** Probes, which should see what the instance says of itself rather than be turned away. */
const PROBES = new Set(['/healthz', '/readyz'])

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Stopping an instance without failing a request a balancer sent it (docs/operations.md, 'Health, readiness and
 * shutdown'). nginx keeps connections open to each instance and may send a request down one at the very moment
 * the instance closes it, or into the listening socket as it closes; nginx then answers 502, and cannot resend a
 * POST, which may have been made. So, from SIGTERM:
 *
 * 1. Drain: `/readyz` answers 503 (a balancer that asks stops sending new requests) while everything is still
 *    served, and every answer says `Connection: close`, so no connection is used again. Connections nginx keeps
 *    but does not use, it closes itself after its `keepalive_timeout` (4 s in deploy/nginx.conf).
 * 2. Last call, the drain's final second: a GET or HEAD is answered 502 without being handled. nginx, which
 *    does not ask `/readyz`, resends it to another instance (`proxy_next_upstream … http_502`) and counts it as
 *    this instance's failure (`max_fails=1`), so it stops sending here at all. Other requests are still served.
 * 3. Stop accepting: the listening socket closes (a new connection is refused, which nginx also sends
 *    elsewhere, POSTs included, since nothing was sent) and idle connections close. By now nginx has left this
 *    instance out, so it is not sending a request down any of them.
 * 4. Grace: requests still in flight finish, each answer again with `Connection: close`, for up to graceMs; then
 *    their connections are cut.
 */
export class GracefulShutdown {
  readonly #inFlight = new Set<ServerResponse>()
  #stopping = false
  #lastCall = false
  #turnedAway = 0

  constructor(
    private readonly server: Server,
    private readonly lifecycle: Lifecycle,
    private readonly timings: ShutdownTimings,
    private readonly logger: Logger,
  ) {
    // The app's own handlers are wrapped, not joined, so that a request turned away never reaches them (and
    // server/main.ts creates the server as it always has).
    const handlers = server.listeners('request') as RequestListener[]
    server.removeAllListeners('request')
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.#turnAway(req, res)) return
      for (const handler of handlers) handler.call(server, req, res)
    })
  }

  /** Tracks every request; while stopping, closes its connection after it, or turns it away in the last call. */
  #turnAway(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.#stopping) res.setHeader('Connection', 'close')
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (this.#lastCall && (req.method === 'GET' || req.method === 'HEAD') && !PROBES.has(path)) {
      this.#turnedAway += 1
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      res.end('This server is restarting and did not handle the request. Please try again.\n')
      return true
    }
    this.#inFlight.add(res)
    // 'close' comes after the answer is sent, and also when the connection goes first.
    res.once('close', () => this.#inFlight.delete(res))
    return false
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
    const lastCallMs = Math.min(LAST_CALL_MS, Math.floor(drainMs / 2))
    this.logger.info(
      { drainMs, graceMs, inFlight: this.#inFlight.size },
      'draining: /readyz answers 503, requests are still served, every answer closes its connection',
    )
    await sleep(drainMs - lastCallMs)
    if (lastCallMs > 0) {
      this.#lastCall = true
      this.logger.info(
        { lastCallMs },
        'last call: GET and HEAD are answered 502 unhandled, for nginx to send elsewhere',
      )
      await sleep(lastCallMs)
    }

    this.logger.info(
      { inFlight: this.#inFlight.size, turnedAway: this.#turnedAway },
      'no new connections: finishing the requests in flight, then stopping',
    )
    const outcome: ShutdownOutcome = { turnedAway: this.#turnedAway, cut: 0 }
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
