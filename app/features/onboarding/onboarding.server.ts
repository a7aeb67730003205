import { eq, sql } from 'drizzle-orm'
import { COUNTRIES } from '~/content/catalogue'
import { regionBelongsTo, regionOptions } from '~/content/countries.server'
import { COUNTRY_CODES, type CountryCode, type TaskCategory } from '~/content/schema'
import type { Database } from '~/lib/db.server'
import type { BereavementRole } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import { parseForm } from '~/lib/forms'
import { can } from '~/lib/permissions'
import { createFamily, findMembership, getFamily } from '~/features/family/index.server'
import { buildPlan, type PlanChanges } from '~/features/tasks/index.server'
import { profiles } from '~db/schema'
import { applyFamilyDetails } from './family-details.server'
import {
  CountrySchema,
  LIST_FIELDS,
  OnboardingAnswersSchema,
  StepSchemas,
  type OnboardingAnswers,
  type OnboardingStep,
} from './onboarding.schema'

/** The field message when a plan is asked for without a country: the plan follows the country's laws. */
export const COUNTRY_NEEDED = 'Choose the country where the person lived: we need it to build your plan'

/** A region picked elsewhere on the site (the 'Select' links of /regions), with the country it belongs to. */
export interface ChosenRegion {
  country: CountryCode
  region: string
}

/**
 * The region a link asked for (`/onboarding?region=uk-england`), looked up in the regions catalogue. Anything
 * else (an old link, a typing slip) is no choice at all: the wizard simply asks, as it would without the link.
 */
export function chosenRegion(code: string | null): ChosenRegion | null {
  if (!code) return null
  const options = regionOptions()
  for (const country of COUNTRY_CODES) {
    if (options[country].some((option) => option.code === code)) return { country, region: code }
  }
  return null
}

/** 'England, United Kingdom': how the wizard names a chosen region. */
export function chosenRegionName(chosen: ChosenRegion): string {
  const region = regionOptions()[chosen.country].find((option) => option.code === chosen.region)
  const country = COUNTRIES[chosen.country].name
  return region && region.name !== country ? `${region.name}, ${country}` : country
}

/** A region must be one of its country's: a mismatch is the person's to fix, with the list in front of them. */
export function regionProblem(answers: Pick<OnboardingAnswers, 'country' | 'region'>): string | null {
  if (!answers.region) return null
  if (!answers.country) return 'Choose the country first, then the region'
  if (regionBelongsTo(answers.country, answers.region)) return null
  const country = COUNTRIES[answers.country]
  return `Choose a ${country.regionNoun} in ${country.name} from the list`
}

/**
 * The answers the wizard shows: the draft between steps, or, for someone going through it again, what their
 * profile and family say now.
 */
export async function loadAnswers(db: Database, userId: string): Promise<OnboardingAnswers> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1)
  if (!profile) return { priorities: [] }
  const draft = OnboardingAnswersSchema.safeParse(profile.onboardingDraft ?? {})
  if (profile.onboardingDraft && draft.success) return draft.data
  const membership = profile.activeFamilyId ? await findMembership(db, userId, profile.activeFamilyId) : null
  const family = membership ? await getFamily(db, membership) : null
  return {
    role: (profile.bereavementRole as BereavementRole | null) ?? undefined,
    country: family?.country ?? (profile.country as OnboardingAnswers['country']) ?? undefined,
    region: family?.region ?? profile.region ?? undefined,
    deceasedName: family?.deceasedName ?? undefined,
    dateOfDeath: family?.dateOfDeath ?? undefined,
    deceasedDateOfBirth: family?.deceasedDateOfBirth ?? undefined,
    deceasedLastAddress: family?.deceasedLastAddress ?? undefined,
    priorities: profile.priorities,
  }
}

export type StepResult =
  { ok: true; answers: OnboardingAnswers } | { ok: false; fieldErrors: FieldErrors; values: Record<string, unknown> }

export interface SaveStepOptions {
  /** Continuing to the next step, not going back: the country step may not be passed without a country. */
  goingOn?: boolean
  /** A region chosen by the link that opened the wizard; kept unless this step answers the question itself. */
  chosen?: ChosenRegion | null
}

/**
 * Checks one step's answers and keeps them in the draft; nothing from this step is kept when any answer is
 * wrong, and the other steps' answers are never touched by a refusal.
 */
export async function saveStep(
  db: Database,
  userId: string,
  step: OnboardingStep,
  form: FormData,
  { goingOn = false, chosen = null }: SaveStepOptions = {},
): Promise<StepResult> {
  const parsed = parseForm(StepSchemas[step], form, LIST_FIELDS)
  const values = Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'))
  if (!parsed.success) return { ok: false, fieldErrors: parsed.fieldErrors, values }
  const answers = { ...(await loadAnswers(db, userId)), ...(step === 2 ? {} : chosen), ...parsed.data }
  if (step === 2) {
    // docs/product.md: the plan follows the country's laws, so this step asks for it before going on.
    if (goingOn && !answers.country) return { ok: false, fieldErrors: { country: COUNTRY_NEEDED }, values }
    // Choosing a country selects its first region (docs/product.md), also when no region list was on screen.
    const sent = parsed.data as { country?: OnboardingAnswers['country']; region?: string }
    if (sent.country && !sent.region) answers.region = regionOptions()[sent.country][0]?.code
    const problem = regionProblem(answers)
    if (problem) return { ok: false, fieldErrors: { region: problem }, values }
  }
  await db
    .update(profiles)
    .set({ onboardingDraft: answers, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
  return { ok: true, answers }
}

export type CompleteResult =
  { ok: true; familyId: string; changes: PlanChanges } | { ok: false; step: OnboardingStep; fieldErrors: FieldErrors }

/**
 * Complete Setup: the profile, the family (the user's first, with them as Admin, or the one they already run)
 * and the plan, all in one transaction. The profile row is locked first, so two submissions at once (a double
 * click, two tabs) run one after the other: the second finds the family the first made and adds nothing.
 */
export async function completeOnboarding(
  db: Database,
  userId: string,
  answers: OnboardingAnswers,
): Promise<CompleteResult> {
  if (!answers.country || !answers.region) {
    return {
      ok: false,
      step: 2,
      fieldErrors: { country: COUNTRY_NEEDED },
    }
  }
  const problem = regionProblem(answers)
  if (problem) return { ok: false, step: 2, fieldErrors: { region: problem } }
  const details = {
    deceasedName: answers.deceasedName ?? null,
    country: answers.country,
    region: answers.region,
    dateOfDeath: answers.dateOfDeath ?? null,
    deceasedDateOfBirth: answers.deceasedDateOfBirth ?? null,
    deceasedLastAddress: answers.deceasedLastAddress ?? null,
  }
  const plan = buildPlan({
    regionCode: answers.region,
    dateOfDeath: details.dateOfDeath,
    priorities: answers.priorities as TaskCategory[],
  })

  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ activeFamilyId: profiles.activeFamilyId })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update')
    if (!profile) throw new Error(`completeOnboarding: user ${userId} has no profile`)

    const membership = profile.activeFamilyId ? await findMembership(tx, userId, profile.activeFamilyId) : null
    const managed = membership && can(membership.role, 'manage-family') ? membership : null
    const access = managed ?? (await createFamily(tx, userId, details))

    await tx
      .update(profiles)
      .set({
        bereavementRole: answers.role ?? null,
        country: answers.country,
        region: answers.region,
        priorities: answers.priorities,
        onboardedAt: sql`coalesce(${profiles.onboardedAt}, now())`,
        onboardingDraft: null,
        updatedAt: sql`now()`,
      })
      .where(eq(profiles.userId, userId))

    const applied = await applyFamilyDetails(tx, access, details, { plan, created: managed === null })
    return { ok: true as const, familyId: access.familyId, changes: applied.planChanges }
  })
}

/**
 * The no-JavaScript path for 'changing the country resets the region list and selects its first region':
 * keep the country and its first region in the draft. Anything that is not one of the six countries is ignored.
 */
export async function showRegionsFor(db: Database, userId: string, country: FormDataEntryValue | null): Promise<void> {
  const parsed = CountrySchema.safeParse(country)
  if (!parsed.success) return
  const answers = await loadAnswers(db, userId)
  const [first] = regionOptions()[parsed.data]
  await db
    .update(profiles)
    .set({ onboardingDraft: { ...answers, country: parsed.data, region: first?.code }, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId))
}
