/**
 * Our own forms post to React Router actions, not to Better Auth's endpoints, so they get the same check
 * Better Auth makes: a browser always sends Origin on a POST, and it must be this site: one of the configured
 * origins, never whatever the request's own Host says (a DNS-rebinding page's Host and Origin agree).
 */
export function assertSameOrigin(request: Request, trustedOrigins: string[]): void {
  const origin = request.headers.get('origin')
  if (origin === null) return // not a browser form post (e.g. a test client); cookies are SameSite=Lax anyway
  if (!trustedOrigins.includes(origin)) {
    throw new Response('This form was sent from another site, so we did not accept it.', { status: 403 })
  }
}
