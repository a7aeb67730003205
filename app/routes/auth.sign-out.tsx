import { redirect, redirectDocument } from 'react-router'
import { servicesFrom } from '~/load-context'
import { signOut } from '~/features/accounts/accounts.server'
import { assertSameOrigin } from '~/features/accounts/origin.server'
import type { Route } from './+types/auth.sign-out'

/** Signing out is a POST (a link could be followed by a prefetcher); a GET just goes home. */
export function loader() {
  return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, settings } = servicesFrom(context)
  assertSameOrigin(request, settings.trustedOrigins)
  const headers = await signOut(auth, request.headers)
  return redirectDocument('/', { headers })
}
