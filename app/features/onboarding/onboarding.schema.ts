import { z } from 'zod'
import { COUNTRY_CODES, type TaskCategory } from '~/content/schema'
import { BEREAVEMENT_ROLES, type BereavementRole } from '~db/schema/vocabulary'
import { AddressSchema, DateOfBirthSchema } from '~/features/family/letter-details.schema'

/**
 * The onboarding answers and their rules, shared by the wizard and the server (and by settings, which edits
 * the same answers). Every answer is optional: a step can be skipped (docs/product.md), but what is given
 * must be valid.
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
const PRIORITY_VALUES = PRIORITY_AREAS.map((area) => area.value) as [string, ...string[]]

/** '' from an untouched field means 'not answered'. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * The latest date of death we accept: today somewhere on Earth. The server's clock is UTC; in Kiribati
 * (UTC+14) it is already tomorrow, so a death there 'today' must not be refused as being in the future.
 */
export function latestDateOfDeath(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

export const RoleSchema = z.enum(BEREAVEMENT_ROLES, { message: 'Choose one of the roles in the list' })
export const CountrySchema = z.enum(COUNTRY_CODES, { message: 'Choose one of the six countries in the list' })
export const RegionCodeSchema = z
  .string()
  .trim()
  .max(40, 'Choose a region from the list')
  .regex(/^[a-z]{2}(-[a-z]+)*$/, 'Choose a region from the list')

export const DeceasedNameSchema = z
  .string()
  .trim()
  .max(DECEASED_NAME_MAX, `A name can have at most ${DECEASED_NAME_MAX} characters`)

export const DateOfDeathSchema = z
  .string()
  .trim()
  .pipe(z.iso.date({ message: 'Enter the date as day, month and year, for example 2026-03-14' }))
  .refine((date) => date >= EARLIEST_DATE_OF_DEATH, 'The date of death must be in 1900 or later')
  .refine((date) => date <= latestDateOfDeath(), 'The date of death cannot be in the future')

/** An answer that may be skipped: an untouched field ('') counts as no answer. Settings use the same rule. */
export const optionalAnswer = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

export const StepSchemas = {
  1: z.object({ role: optionalAnswer(RoleSchema) }),
  2: z.object({ country: optionalAnswer(CountrySchema), region: optionalAnswer(RegionCodeSchema) }),
  3: z
    .object({
      deceasedName: optionalAnswer(DeceasedNameSchema),
      dateOfDeath: optionalAnswer(DateOfDeathSchema),
      // For the letters to organisations (decision 063): asked once here, changed in Settings.
      deceasedDateOfBirth: optionalAnswer(DateOfBirthSchema),
      deceasedLastAddress: optionalAnswer(AddressSchema),
    })
    .refine(
      (answers) =>
        !answers.deceasedDateOfBirth || !answers.dateOfDeath || answers.deceasedDateOfBirth <= answers.dateOfDeath,
      { path: ['deceasedDateOfBirth'], message: 'The date of birth must be before the date of death' },
    ),
  4: z.object({
    priorities: z
      .array(z.enum(PRIORITY_VALUES, { message: 'Choose from the priorities in the list' }))
      .max(PRIORITY_AREAS.length)
      .default([]),
  }),
} as const

export type OnboardingStep = keyof typeof StepSchemas

export const OnboardingAnswersSchema = StepSchemas[1]
  .extend(StepSchemas[2].shape)
  .extend(StepSchemas[3].shape)
  .extend(StepSchemas[4].shape)

export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>

/** The fields each step's form posts; checkboxes post several values under one name. */
export const LIST_FIELDS = ['priorities'] as const

export function parseStep(value: unknown): OnboardingStep {
  const step = Number(value)
  return step === 2 || step === 3 || step === 4 ? step : 1
}
