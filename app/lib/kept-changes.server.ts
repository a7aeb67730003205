import { eq } from 'drizzle-orm'
import { profiles } from '~db/schema'
import type { Database } from './db.server'
import type { FamilyAccess } from './permissions.server'
import { personName } from './person-name'

/** How the reader reads a time: their locale and time zone (app/lib/reader-dates.server.ts). */
export interface ReaderClock {
  locale: string
  timeZone: string
}

/**
 * Was the row changed after the version the phone saw (`seen`, its `updatedAt` when the page was loaded)? A
 * change kept without a version is not checked (decision 080).
 */
export function changedSince(updatedAt: Date, seen: FormDataEntryValue | null): boolean {
  const time = typeof seen === 'string' ? Date.parse(seen) : Number.NaN
  return !Number.isNaN(time) && updatedAt.getTime() > time
}

/**
 * Who changed a row and when, for the refusal of a stale kept change: 'You', the person's name, or 'Someone
 * else' (no one recorded, or removed since); the time in the reader's own clock.
 */
export async function whoAndWhen(
  db: Database,
  access: FamilyAccess,
  row: { changedBy: string | null; updatedAt: Date },
  clock: ReaderClock,
): Promise<{ who: string; when: string }> {
  let who = 'Someone else'
  if (row.changedBy === access.userId) who = 'You'
  else if (row.changedBy) {
    const [profile] = await db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, row.changedBy))
    who = personName(profile?.fullName)
  }
  const when = new Intl.DateTimeFormat(clock.locale, {
    timeZone: clock.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    day: 'numeric',
    month: 'long',
  }).format(row.updatedAt)
  return { who, when }
}
