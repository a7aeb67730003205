import type { TaskCategory } from '~/content/schema'
import type { BereavementRole } from '~db/schema/vocabulary'

/**
 * The onboarding's steps, limits and words, shared by the wizard, the server and settings (which edits the same
 * answers). Kept apart from onboarding.schema.ts, which checks the answers with zod: the pages only show these,
 * and need not load zod (decision 066).
 */

export const ONBOARDING_STEPS = 4
export const DECEASED_NAME_MAX = 200
export const EARLIEST_DATE_OF_DEATH = '1900-01-01'

/** How the 'who are you to them' question names each answer (onboarding asks it, settings changes it). */
export const BEREAVEMENT_ROLE_LABELS: Record<BereavementRole, string> = {
  'surviving-partner': 'Surviving partner or spouse',
  executor: 'Executor or administrator of the estate',
  'family-member': 'Family member',
  friend: 'Friend',
  professional: 'Professional helping the family',
}

/** The onboarding priorities: each raises the priority of the plan's tasks in that category. */
export const PRIORITY_AREAS: ReadonlyArray<{ value: Exclude<TaskCategory, 'general'>; label: string }> = [
  { value: 'funeral', label: 'Arranging the funeral' },
  { value: 'legal', label: 'Registering the death and legal matters' },
  { value: 'government', label: 'Telling the government and sorting out benefits' },
  { value: 'financial', label: 'Banks, money and insurance' },
  { value: 'estate', label: 'The will, probate and the estate' },
  { value: 'personal', label: 'Looking after myself and the family' },
]
/**
 * The latest date of death we accept: today somewhere on Earth. The server's clock is UTC; in Kiribati
 * (UTC+14) it is already tomorrow, so a death there 'today' must not be refused as being in the future.
 */
export function latestDateOfDeath(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** The wizard's steps: who you are to them, where, about them, priorities. */
export type OnboardingStep = 1 | 2 | 3 | 4

/** The fields each step's form posts; checkboxes post several values under one name. */
export const LIST_FIELDS = ['priorities'] as const

export function parseStep(value: unknown): OnboardingStep {
  const step = Number(value)
  return step === 2 || step === 3 || step === 4 ? step : 1
}
