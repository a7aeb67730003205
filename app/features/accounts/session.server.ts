import { redirect } from 'react-router'
import type { AppServices } from '~/load-context'
import { getViewer, type AccountViewer } from './accounts.server'
import { signInPath } from './redirects'

/**
 * The signed-in person, or a redirect to /auth that brings them back to this page afterwards.
 */
export async function requireViewer(request: Request, services: AppServices): Promise<AccountViewer> {
  const { viewer } = await getViewer(services.auth, services.db, request.headers)
  if (!viewer) {
    const url = new URL(request.url)
    throw redirect(signInPath(`${url.pathname}${url.search}`))
  }
  return viewer
}
