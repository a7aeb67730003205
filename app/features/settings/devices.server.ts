import type { Auth } from '~/lib/auth.server'
import { describeUserAgent } from '~/lib/user-agent'
import type { SignedInDevice } from './settings.schema'

/**
 * Where the person is signed in: one entry per live session, for Settings → 'Where you are signed in'. The
 * session tokens never leave the server: the page knows each session by its id, and signing one out looks the
 * token up again among the person's own sessions.
 */

async function ownSessions(auth: Auth, headers: Headers) {
  const [sessions, current] = await Promise.all([
    auth.api.listSessions({ headers }),
    auth.api.getSession({ headers, query: { disableCookieCache: true } }),
  ])
  return { sessions, currentId: current?.session.id ?? null }
}

export async function listSignedInDevices(auth: Auth, headers: Headers): Promise<SignedInDevice[]> {
  const { sessions, currentId } = await ownSessions(auth, headers)
  return sessions
    .map((session) => ({
      id: session.id,
      device: describeUserAgent(session.userAgent),
      ipAddress: session.ipAddress ?? null,
      lastActive: new Date(session.updatedAt ?? session.createdAt).toISOString(),
      current: session.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.localeCompare(a.lastActive))
}

/** Signs out one of the person's other sessions. False when it is not theirs, already gone, or this one. */
export async function signOutDevice(auth: Auth, headers: Headers, sessionId: string): Promise<boolean> {
  const { sessions, currentId } = await ownSessions(auth, headers)
  const target = sessions.find((session) => session.id === sessionId && session.id !== currentId)
  if (!target) return false
  await auth.api.revokeSession({ headers, body: { token: target.token } })
  return true
}

/** Signs out every session of the person but this one; returns how many ended. */
export async function signOutEverywhereElse(auth: Auth, headers: Headers): Promise<number> {
  const { sessions, currentId } = await ownSessions(auth, headers)
  const others = sessions.filter((session) => session.id !== currentId).length
  await auth.api.revokeOtherSessions({ headers })
  return others
}
