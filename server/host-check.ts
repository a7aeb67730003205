import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Paths a load balancer or Prometheus asks for by the instance's own address (`10.0.0.5:3000`); they hold no
 * one's data (`/metrics` needs its token), so they answer whatever the Host.
 */
const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * The Host values this server answers to (docs/security.md, 'DNS rebinding'): the host of PUBLIC_URL, or, when
 * it is unset, this machine's loopback names on the server's port. A page on a rebinding domain (a name that
 * resolves to 127.0.0.1) reaches the server with its own name in Host, so it is refused before any route runs.
 */
export function allowedHosts(publicUrl: string | undefined, port: number): Set<string> {
  if (publicUrl) {
    const url = new URL(publicUrl)
    const defaultPort = url.protocol === 'https:' ? '443' : '80'
    const hostname = url.hostname.toLowerCase()
    return new Set([`${hostname}:${url.port || defaultPort}`, ...(url.port ? [] : [hostname])])
  }
  return new Set(LOOPBACK_NAMES.flatMap((name) => [`${name}:${port}`, ...(port === 80 ? [name] : [])]))
}

/**
 * Answers 421 (Misdirected Request) and returns true when the request's Host is not one this server answers
 * to; HTTP/1.1 requires a Host, so a request without one is refused too.
 */
export function refuseForeignHost(
  req: IncomingMessage,
  res: ServerResponse,
  hosts: ReadonlySet<string>,
  openInstead: string,
): boolean {
  const host = req.headers.host?.toLowerCase()
  if (host !== undefined && hosts.has(host)) return false
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (PROBE_PATHS.has(path)) return false
  res.writeHead(421, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  })
  res.end(`This server does not answer at this address. Please open ${openInstead} instead.\n`)
  return true
}
