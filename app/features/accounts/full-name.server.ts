import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/lib/db.server'
import { parseForm } from '~/lib/forms'
import { profiles, users } from '~db/schema'
import { fullNameField } from './auth.schema'
import { z } from 'zod'

/**
 * The person's full name, on the profile (what every page shows, app/lib/person-name.ts) and as Better Auth's
 * `name` (what its own e-mails greet them by), in one transaction so the two never differ (decision 061).
 */
export async function saveFullName(db: Database, userId: string, fullName: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ fullName, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId))
    await tx
      .update(users)
      .set({ name: fullName, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
  })
}

/**
 * Whether the dashboard asks this person for their full name: only an account made before sign-up asked for
 * one, and only until they answer or close the prompt (decision 061).
 */
export async function asksForFullName(db: Database, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ fullName: profiles.fullName, closedAt: profiles.namePromptClosedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return profile !== undefined && profile.fullName === null && profile.closedAt === null
}

export const NAME_PROMPT_INTENTS = ['save-full-name', 'not-now'] as const

const NamePromptSchema = z.object({ fullName: fullNameField })

export type NamePromptResult =
  | { ok: true; saved: boolean }
  | { ok: false; fieldErrors: Partial<Record<string, string>>; values: { fullName: string } }

/**
 * The prompt's two answers: a name, saved as in settings, or 'Not now'. Either way it is not shown again;
 * the name can still be added in settings.
 */
export async function answerNamePrompt(
  db: Database,
  userId: string,
  answer: { intent: (typeof NAME_PROMPT_INTENTS)[number]; fullName: string },
): Promise<NamePromptResult> {
  if (answer.intent === 'save-full-name') {
    const parsed = parseForm(NamePromptSchema, { fullName: answer.fullName })
    if (!parsed.success) return { ok: false, fieldErrors: parsed.fieldErrors, values: { fullName: answer.fullName } }
    await saveFullName(db, userId, parsed.data.fullName)
  }
  await db
    .update(profiles)
    .set({ namePromptClosedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
  return { ok: true, saved: answer.intent === 'save-full-name' }
}
