import { signUp } from '~/features/accounts/accounts.server'
import type { Auth } from '~/lib/auth.server'
import { browserHeaders, cookiesFrom } from '../setup/test-auth'

let counter = 0

/** A signed-up user (with their profile, as sign-up makes it) and their session cookie. */
export async function createUser(auth: Auth, fullName = 'Ann'): Promise<{ id: string; cookie: string }> {
  counter += 1
  const email = `${fullName.toLowerCase().replace(/\W/g, '')}-${counter}-${Date.now()}@example.com`
  const result = await signUp(auth, browserHeaders(`203.0.113.${counter % 250}`), {
    fullName,
    email,
    password: 'rosemary-and-thyme',
  })
  if (!result.ok) throw new Error(`createUser: sign-up failed: ${result.message}`)
  const cookie = cookiesFrom(result.headers)
  const session = await auth.api.getSession({ headers: browserHeaders(undefined, cookie) })
  if (!session) throw new Error('createUser: no session after sign-up')
  return { id: session.user.id, cookie }
}
