import { eq, sql } from 'drizzle-orm'
import { isAPIError } from 'better-auth/api'
import type { TaskCategory } from '~/content/schema'
import { ACCOUNT_CHANGE_LIMIT, type Auth } from '~/lib/auth.server'
import type { Database } from '~/lib/db.server'
import type { BereavementRole, DigestFrequency } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import { can } from '~/lib/permissions'
import { findActiveFamily, findActiveFamilyAccess, getFamily } from '~/features/family/index.server'
import { buildPlan, syncPlan, type PlanChanges } from '~/features/tasks/index.server'
import { applyFamilyDetails, regionProblem } from '~/features/onboarding/index.server'
import { profiles, users } from '~db/schema'
import { digestChoice } from '~/features/reminders/index.server'
import type { DetailsInput } from './settings.schema'
import type { DisplayPreferences } from '~/lib/signed-in-user'
import { consumeRateLimit, tooManyAttemptsMessage } from '~/lib/rate-limit.server'

export interface SettingsView {
  /** '' for an account made before sign-up asked for a full name (decision 061). */
  fullName: string
  role: BereavementRole | null
  country: string | null
  region: string | null
  deceasedName: string | null
  dateOfDeath: string | null
  /** Whether this person may change the family's details and plan (its Admin). */
  managesFamily: boolean
  hasFamily: boolean
  /** E-mail them when someone assigns them a task. */
  emailWhenAssigned: boolean
  /** The daily e-mail of deadlines a week away, tomorrow or passed (docs/decisions/051-deadline-reminders.md). */
  emailReminders: boolean
  /** The digest of what moved in the active family (decision 070); null before they have a family. */
  digest: DigestFrequency | null
  /** Larger text and high contrast on every page for this person (decision 073). */
  display: DisplayPreferences
}

export async function loadSettings(db: Database, userId: string): Promise<SettingsView> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1)
  if (!profile) throw new Error(`loadSettings: user ${userId} has no profile`)
  const access = await findActiveFamily(db, userId)
  const family = access ? await getFamily(db, access) : null
  return {
    fullName: profile.fullName ?? '',
    role: profile.bereavementRole as BereavementRole | null,
    country: family?.country ?? profile.country,
    region: family?.region ?? profile.region,
    deceasedName: family?.deceasedName ?? null,
    dateOfDeath: family?.dateOfDeath ?? null,
    emailWhenAssigned: profile.emailWhenAssigned,
    emailReminders: profile.emailReminders,
    digest: access ? await digestChoice(db, access) : null,
    display: { largePrint: profile.largePrint, highContrast: profile.highContrast },
    managesFamily: access !== null && can(access.role, 'manage-family'),
    hasFamily: access !== null,
  }
}

export type SaveDetailsResult =
  { ok: true; regionChanged: boolean; dueDatesChanged: number } | { ok: false; fieldErrors: FieldErrors }

/**
 * Saves the profile and, for the family's Admin, the family's details. A new date of death moves every due
 * date that still follows its legal rule; a new region is only noted, since changing the plan is the person's
 * choice ('Regenerate plan for my region').
 */
export async function saveDetails(db: Database, userId: string, input: DetailsInput): Promise<SaveDetailsResult> {
  const problem = regionProblem(input)
  if (problem) return { ok: false, fieldErrors: { region: problem } }
  if (input.region === undefined && input.country !== undefined) {
    return { ok: false, fieldErrors: { region: 'Choose a region from the list' } }
  }
  return db.transaction(async (tx) => {
    const access = await findActiveFamily(tx, userId)
    await tx
      .update(profiles)
      .set({
        fullName: input.fullName,
        bereavementRole: input.role ?? null,
        // A Member's form does not send the family's fields (only its Admin may change them): keep them.
        ...(input.country && input.region ? { country: input.country, region: input.region } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userId, userId))
    await tx
      .update(users)
      .set({ name: input.fullName, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
    if (!access || !can(access.role, 'manage-family') || !input.country || !input.region) {
      return { ok: true as const, regionChanged: false, dueDatesChanged: 0 }
    }
    const applied = await applyFamilyDetails(tx, access, {
      country: input.country,
      region: input.region,
      deceasedName: input.deceasedName ?? null,
      dateOfDeath: input.dateOfDeath ?? null,
    })
    return { ok: true as const, regionChanged: applied.regionChanged, dueDatesChanged: applied.dueDatesChanged }
  })
}

/** 'Regenerate plan for my region': adds what is missing; never touches what the family changed. */
export async function regeneratePlan(db: Database, userId: string): Promise<PlanChanges | null> {
  const access = await findActiveFamilyAccess(db, userId, 'manage-family')
  if (!access) return null
  const family = await getFamily(db, access)
  const [profile] = await db
    .select({ priorities: profiles.priorities })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  const plan = buildPlan({
    regionCode: family.region,
    dateOfDeath: family.dateOfDeath,
    priorities: (profile?.priorities ?? []) as TaskCategory[],
  })
  return db.transaction((tx) => syncPlan(tx, access, plan))
}

/**
 * null while the person may still change their password or address; otherwise what to tell them
 * (ACCOUNT_CHANGE_LIMIT: each change checks a password or sends an e-mail).
 */
export async function accountChangeLimited(
  db: Database,
  intent: 'change-password' | 'change-email' | 'two-step',
  userId: string,
): Promise<string | null> {
  const limit = await consumeRateLimit(db, `${intent}:user:${userId}`, ACCOUNT_CHANGE_LIMIT)
  return limit.allowed ? null : tooManyAttemptsMessage(limit.retryAfter)
}

export type AccountChangeResult = { ok: true; headers: Headers } | { ok: false; field: string; message: string }

export async function changeEmail(auth: Auth, headers: Headers, newEmail: string): Promise<AccountChangeResult> {
  try {
    await auth.api.changeEmail({ body: { newEmail, callbackURL: '/dashboard/settings?email=changed' }, headers })
    return { ok: true, headers: new Headers() }
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const same = /same/i.test(error.message)
      return {
        ok: false,
        field: 'newEmail',
        message: same
          ? 'That is already your e-mail address'
          : 'We could not change your e-mail address. Please try again.',
      }
    }
    throw error
  }
}

export async function changePassword(
  auth: Auth,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<AccountChangeResult> {
  try {
    const result = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    })
    return { ok: true, headers: result.headers }
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const code = (error.body as { code?: string } | undefined)?.code
      if (code === 'INVALID_PASSWORD') {
        return { ok: false, field: 'currentPassword', message: 'Your current password is not right' }
      }
      return { ok: false, field: 'newPassword', message: error.message }
    }
    throw error
  }
}

export interface EmailPreferences {
  /** E-mail the person when a task is assigned to them. */
  emailWhenAssigned: boolean
  /** Send the daily deadline reminders. */
  emailReminders: boolean
}

export async function saveEmailPreferences(db: Database, userId: string, preferences: EmailPreferences): Promise<void> {
  await db
    .update(profiles)
    .set({ ...preferences, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
}

/** Large print and high contrast: the person's own, for every page they see and their paper pack (decision 073). */
export async function saveDisplayPreferences(db: Database, userId: string, display: DisplayPreferences): Promise<void> {
  await db
    .update(profiles)
    .set({ ...display, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
}
