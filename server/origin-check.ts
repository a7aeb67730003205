import type { RequestHandler } from 'express'

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The app's own cross-site request check on every change (docs/security.md, 'Threat model'), whatever route it reaches,
 * before any route runs: a browser sends Origin (and Sec-Fetch-Site) on a form post or fetch, and it must be this site
 * or one of the trusted origins. Requests without either come from programs, not pages (curl, Stripe), and carry no
 * one's cookies in a browser's name: session cookies are SameSite=Lax. Paths in `exempt` check their own callers
 * (Stripe's signed webhook; Better Auth, which makes the same check). Origin is compared with the configured origins
 * only, never with the request's own Host: a page on a DNS-rebinding name sends a Host and an Origin that agree
 * (docs/security.md).
 */
export function originCheckMiddleware(trustedOrigins: readonly string[], exempt: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (!CHANGING_METHODS.has(req.method) || exempt.some((prefix) => req.path.startsWith(prefix))) {
      next()
      return
    }
    const origin = req.get('origin')
    const site = req.get('sec-fetch-site')
    const foreignOrigin = origin !== undefined && !trustedOrigins.includes(origin)
    const foreignSite = site === 'cross-site' && (origin === undefined || foreignOrigin)
    if (foreignOrigin || foreignSite) {
      res.locals.logger.warn({ origin, site }, 'a change was sent from another site and refused')
      res
        .status(403)
        .type('text/plain; charset=utf-8')
        .send('This form was sent from another site, so we did not accept it.\n')
      return
    }
    next()
  }
}
