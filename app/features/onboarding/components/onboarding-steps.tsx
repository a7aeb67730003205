import { LetterDetailsFields } from '~/features/family'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { BEREAVEMENT_ROLES } from '~db/schema/vocabulary'
import type { FieldErrors } from '~/lib/forms'
import type { OnboardingAnswers } from '../onboarding.schema'
import { BEREAVEMENT_ROLE_LABELS, PRIORITY_AREAS, type OnboardingStep } from '../onboarding-words'
import { CountryRegionFields, type RegionOptions } from './country-region-fields'
import { DateOfDeathField, DeceasedNameField } from './deceased-fields'

export const STEP_TITLES: Record<OnboardingStep, string> = {
  1: 'About you',
  2: 'Where they lived',
  3: 'The person who died',
  4: 'What matters most now',
}

interface StepProps {
  step: OnboardingStep
  answers: OnboardingAnswers
  errors: FieldErrors
  regions: RegionOptions
}

const ID = 'onboarding'

/** The fields of one step; every one but the country may be left as it is (docs/product.md). */
export function OnboardingStepFields({ step, answers, errors, regions }: StepProps) {
  switch (step) {
    case 1:
      return (
        <ChoiceGroup
          type="radio"
          name="role"
          legend="How are you connected to the person who died?"
          hint="This helps us explain things from where you stand. You can change it later in Settings."
          error={errors.role}
          idPrefix={ID}
          defaultValues={answers.role ? [answers.role] : []}
          choices={BEREAVEMENT_ROLES.map((role) => ({ value: role, label: BEREAVEMENT_ROLE_LABELS[role] }))}
        />
      )
    case 2:
      return (
        <div className="flex flex-col gap-6">
          <p className="text-muted-foreground">
            We need the country to build your plan: its laws, offices and deadlines decide what needs doing. The other
            questions in these steps are optional.
          </p>
          <CountryRegionFields
            regions={regions}
            country={answers.country}
            region={answers.region}
            errors={errors}
            idPrefix={ID}
          />
        </div>
      )
    case 3:
      return (
        <div className="flex flex-col gap-6">
          <p className="text-muted-foreground">
            Every question is optional. We ask for the date because some things must be done within a set time of the
            death, such as registering it: with the date we can show you the day each deadline falls on.
          </p>
          <DeceasedNameField
            label="Their name (optional)"
            hint="Shown on your plan and to family you invite."
            defaultValue={answers.deceasedName ?? ''}
            error={errors.deceasedName}
            idPrefix={ID}
          />
          <DateOfDeathField
            hint="Used to work out legal deadlines. You can add or change it later in Settings."
            defaultValue={answers.dateOfDeath ?? ''}
            error={errors.dateOfDeath}
            idPrefix={ID}
          />
          <p className="text-muted-foreground">
            Banks and other organisations find their records by the date of birth and last address. With them, your
            letters to them are ready to send.
          </p>
          <LetterDetailsFields
            fields={['deceasedDateOfBirth', 'deceasedLastAddress']}
            values={answers}
            errors={errors}
            idPrefix={ID}
            deceasedName={answers.deceasedName ?? null}
          />
        </div>
      )
    case 4:
      return (
        <ChoiceGroup
          type="checkbox"
          name="priorities"
          legend="What would you like help with first?"
          hint="Choose any that apply. We will put these tasks higher in your plan."
          error={errors.priorities}
          idPrefix={ID}
          defaultValues={answers.priorities}
          choices={PRIORITY_AREAS}
        />
      )
  }
}
