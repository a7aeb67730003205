import { data } from 'react-router'
import type { AppServices } from '~/load-context'
import { requireSignedInUser, type SignedInAccount } from '~/features/accounts/index.server'

/**
 * The support inbox is for the people SUPPORT_ADMINS names, signed in with that address and having confirmed
 * it (so nobody can claim an address by signing up with it). Anyone else is told the page does not exist.
 */
export async function requireSupportAdmin(request: Request, services: AppServices): Promise<SignedInAccount> {
  const user = await requireSignedInUser(request, services)
  if (!services.settings.supportAdmins.includes(user.email.toLowerCase())) {
    throw data('Not found', { status: 404 })
  }
  if (!user.emailVerified) {
    throw data('Please confirm your e-mail address first: follow the link we sent when you signed up.', {
      status: 403,
    })
  }
  return user
}
