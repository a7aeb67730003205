import { redirect, redirectDocument } from 'react-router'
import { servicesFrom } from '~/load-context'
import { signOut } from '~/features/accounts/accounts.server'
import { safeRedirectPath } from '~/features/accounts/redirects'
import type { Route } from './+types/auth.sign-out'
import { readForm } from '~/lib/forms.server'

/** Signing out is a POST (a link could be followed by a prefetcher); a GET just goes home. */
export function loader() {
  return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesFrom(context)
  const redirectTo = (await readForm(request)).get('redirectTo')
  const headers = await signOut(auth, request.headers)
  // An invitation opened while signed in as someone else comes back to the invitation (docs/decisions/043).
  return redirectDocument(safeRedirectPath(typeof redirectTo === 'string' ? redirectTo : null) ?? '/', { headers })
}
