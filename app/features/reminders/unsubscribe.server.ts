import { eq } from 'drizzle-orm'
import { data } from 'react-router'
import type { Database } from '~/lib/db.server'
import { profiles } from '~db/schema'
import { setEmailReminders } from './preferences.server'
import { readUnsubscribeToken } from './unsubscribe-token.server'

/**
 * The page a reminder's unsubscribe link opens (docs/decisions/051-deadline-reminders.md). Opening it changes
 * nothing, since mail scanners open links; the button, or a mail program's one-click POST, turns reminders off.
 * A link we did not make (or whose account is gone) is refused with the same answer, changing nothing.
 */

export type UnsubscribePage =
  | { state: 'invalid' }
  /** The link is good: offer the button (or say they are already off). */
  | { state: 'ask'; remindersOn: boolean }
  | { state: 'stopped' }

interface UnsubscribeServices {
  db: Database
  secret: string
}

function invalid() {
  return data<UnsubscribePage>({ state: 'invalid' }, { status: 400 })
}

export async function loadUnsubscribePage(services: UnsubscribeServices, token: string) {
  const userId = readUnsubscribeToken(services.secret, token)
  if (!userId) return invalid()
  const [profile] = await services.db
    .select({ emailReminders: profiles.emailReminders })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  if (!profile) return invalid()
  return data<UnsubscribePage>({ state: 'ask', remindersOn: profile.emailReminders })
}

export async function unsubscribe(services: UnsubscribeServices, token: string) {
  const userId = readUnsubscribeToken(services.secret, token)
  if (!userId || !(await setEmailReminders(services.db, userId, false))) return invalid()
  return data<UnsubscribePage>({ state: 'stopped' })
}
