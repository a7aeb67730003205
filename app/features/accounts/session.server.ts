import { redirect } from 'react-router'
import type { AppServices } from '~/load-context'
import { getSignedInUser, type SignedInAccount } from './accounts.server'
import { signInPath, signUpPath } from './redirects'

/**
 * The signed-in person, or a redirect to /auth that brings them back to this page afterwards: to its sign-up
 * tab where the page is for newcomers (onboarding).
 */
export async function requireSignedInUser(
  request: Request,
  services: AppServices,
  options: { newcomers?: boolean } = {},
): Promise<SignedInAccount> {
  const { user } = await getSignedInUser(services.auth, services.db, request.headers)
  if (!user) {
    const url = new URL(request.url)
    const back = `${url.pathname}${url.search}`
    throw redirect(options.newcomers ? signUpPath(back) : signInPath(back))
  }
  return user
}
