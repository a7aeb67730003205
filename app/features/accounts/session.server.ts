import { redirect } from 'react-router'
import type { AppServices } from '~/load-context'
import { getSignedInUser, type SignedInAccount } from './accounts.server'
import { signInPath } from './redirects'

/**
 * The signed-in person, or a redirect to /auth that brings them back to this page afterwards.
 */
export async function requireSignedInUser(request: Request, services: AppServices): Promise<SignedInAccount> {
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(signInPath(`${url.pathname}${url.search}`))
  }
  return user
}
