import { data } from 'react-router'
import { parseForm } from '~/lib/forms'
import type { Database } from '~/lib/db.server'
import { feedUrl, type FeedStatusView } from '~/features/calendar'
import { CompletedTasksSchema } from '~/features/calendar/calendar.schema'
import { createOrRegenerateFeed, feedStatus, revokeFeed, setIncludeCompleted } from '~/features/calendar/index.server'
import { familyHasPremium, findActiveFamilyAccess, PREMIUM_NEEDED } from '~/features/family/index.server'
import type { SettingsActionData } from './components/settings-forms'
import type { CalendarIntent } from './settings.schema'

/**
 * The 'Calendar subscription' section of the settings: the person's private feed for their active family.
 * Anyone who may view the family may subscribe to it; the link is theirs alone.
 */

function isoDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null
}

/** null before onboarding: there is no family to subscribe to yet. */
export async function loadCalendarSettings(db: Database, userId: string): Promise<FeedStatusView | null> {
  const access = await findActiveFamilyAccess(db, userId, 'view')
  if (!access) return null
  const [status, premium] = await Promise.all([feedStatus(db, access), familyHasPremium(db, access.familyId)])
  return {
    premium,
    exists: status.exists,
    includeCompleted: status.includeCompleted,
    createdOn: isoDay(status.createdAt),
    lastUsedOn: isoDay(status.lastUsedAt),
  }
}

function refused(intent: CalendarIntent, fieldErrors: Record<string, string>) {
  return data<SettingsActionData>(
    { intent, ok: false, title: 'Not saved', message: Object.values(fieldErrors).join(' '), fieldErrors },
    400,
  )
}

export async function saveCalendarSettings(
  db: Database,
  userId: string,
  intent: CalendarIntent,
  form: FormData,
  publicUrl: string,
) {
  const access = await findActiveFamilyAccess(db, userId, 'view')
  if (!access) return refused(intent, { form: 'Set up your plan first: the calendar shows its tasks.' })
  // Turning a link off is always allowed; making one is part of Premium.
  if (intent !== 'calendar-revoke' && !(await familyHasPremium(db, access.familyId))) {
    return data<SettingsActionData>({ intent, ok: false, title: 'Not saved', message: PREMIUM_NEEDED }, 403)
  }

  switch (intent) {
    case 'calendar-create':
    case 'calendar-regenerate': {
      const replacing = (await feedStatus(db, access)).exists
      const { token } = await createOrRegenerateFeed(db, access)
      return data<SettingsActionData>({
        intent,
        ok: true,
        title: replacing ? 'New calendar link made' : 'Calendar link made',
        message: replacing
          ? 'The old link no longer works. Copy the new one now: it is shown only once.'
          : 'Copy it now: it is shown only once.',
        // Only in this one answer; the server keeps just its hash.
        feedUrl: feedUrl(publicUrl, token),
      })
    }
    case 'calendar-revoke': {
      const revoked = await revokeFeed(db, access)
      return data<SettingsActionData>({
        intent,
        ok: true,
        title: 'Calendar link turned off',
        message: revoked
          ? 'The link no longer works. Calendars that used it stop updating.'
          : 'There was no calendar link to turn off.',
      })
    }
    case 'calendar-completed': {
      const parsed = parseForm(CompletedTasksSchema, form)
      if (!parsed.success) return refused(intent, { completed: parsed.fieldErrors.completed ?? 'Choose one' })
      const include = parsed.data.completed === 'show'
      const saved = await setIncludeCompleted(db, access, include)
      if (!saved) return refused(intent, { form: 'Make a calendar link first.' })
      return data<SettingsActionData>({
        intent,
        ok: true,
        title: 'Calendar choice saved',
        message: include
          ? 'Completed tasks will appear in your calendar marked as done.'
          : 'Completed tasks will be left out of your calendar.',
      })
    }
  }
}
