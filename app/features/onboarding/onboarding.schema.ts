import { z } from 'zod'
import { COUNTRY_CODES } from '~/content/schema'
import { BEREAVEMENT_ROLES } from '~db/schema/vocabulary'
import { AddressSchema, DateOfBirthSchema } from '~/features/family/letter-details.schema'
import {
  DECEASED_NAME_MAX,
  EARLIEST_DATE_OF_DEATH,
  latestDateOfDeath,
  PRIORITY_AREAS,
  type OnboardingStep,
} from './onboarding-words'

/**
 * The onboarding answers and their rules, shared by the wizard and the server (and by settings, which edits
 * the same answers). Every answer is optional: a step can be skipped (docs/product.md), but what is given
 * must be valid.
 */

// The steps, limits and words, for the modules that import them from here.
export * from './onboarding-words'

const PRIORITY_VALUES = PRIORITY_AREAS.map((area) => area.value) as [string, ...string[]]

/** '' from an untouched field means 'not answered'. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

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
} as const satisfies Record<OnboardingStep, z.ZodType>

export const OnboardingAnswersSchema = StepSchemas[1]
  .extend(StepSchemas[2].shape)
  .extend(StepSchemas[3].shape)
  .extend(StepSchemas[4].shape)

export type OnboardingAnswers = z.infer<typeof OnboardingAnswersSchema>
