import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { profiles } from '~db/schema'

/** Turns the daily reminder e-mails on or off; answers false when there is no such person. */
export async function setEmailReminders(db: Database, userId: string, wanted: boolean): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ emailReminders: wanted, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId })
  return updated.length > 0
}

/**
 * Remembers the time zone the person's browser reports (the `tz` cookie), so reminders count their days where
 * they are. Writes only when it changed, and only a zone PostgreSQL also knows, since the reminders' query does
 * the time-zone arithmetic there. Answers whether it wrote.
 */
export async function rememberTimeZone(
  db: Database,
  person: { id: string; timeZone: string | null },
  reported: string | null,
): Promise<boolean> {
  if (!reported || reported === person.timeZone) return false
  const updated = await db
    .update(profiles)
    .set({ timeZone: reported })
    .where(and(eq(profiles.userId, person.id), sql`exists (select 1 from pg_timezone_names where name = ${reported})`))
    .returning({ userId: profiles.userId })
  return updated.length > 0
}
