import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/form-error'
import { ProgressBar } from '~/components/ui/progress-bar'
import type { FieldErrors } from '~/lib/forms'
import type { OnboardingAnswers } from '../onboarding.schema'
import { ONBOARDING_STEPS, type OnboardingStep } from '../onboarding-words'
import type { RegionOptions } from './country-region-fields'
import { OnboardingStepFields, STEP_TITLES } from './onboarding-steps'

interface OnboardingWizardProps {
  step: OnboardingStep
  answers: OnboardingAnswers
  errors: FieldErrors
  regions: RegionOptions
  /** 'England, United Kingdom' when the link that opened the wizard chose a region. */
  chosenPlace?: string | null
}

/**
 * 'Begin Your Journey': four steps, each a real form post, so the wizard works without JavaScript and keeps its
 * answers when someone goes back and forth or reloads. The server keeps the answers between steps.
 */
export function OnboardingWizard({ step, answers, errors, regions, chosenPlace }: OnboardingWizardProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const heading = useRef<HTMLHeadingElement>(null)
  const hasErrors = Object.keys(errors).length > 0
  const isLast = step === ONBOARDING_STEPS

  // A new step is a new page for a screen reader: move focus to its heading (not on the first load).
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground" id="onboarding-progress-label">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <ProgressBar value={step} min={0} max={ONBOARDING_STEPS} labelledBy="onboarding-progress-label" />
      </div>

      <Form method="post" className="flex flex-col gap-6" noValidate>
        <input type="hidden" name="step" value={step} />
        {/* Enter in a field means 'go on', not 'go back': the first submit button is the form's default. */}
        <button
          type="submit"
          name="intent"
          value={isLast ? 'complete' : 'next'}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
          {STEP_TITLES[step]}
        </h2>
        {hasErrors && (
          <FormError message="Please check the answer marked below. Your answers on the other steps are kept." />
        )}
        {chosenPlace && step === 1 && (
          <p className="rounded-md border bg-accent/40 p-3">
            Your plan will be for <strong>{chosenPlace}</strong>, as you chose. You can change this at step 2.
          </p>
        )}
        <OnboardingStepFields
          key={JSON.stringify([step, answers, errors])}
          step={step}
          answers={answers}
          errors={errors}
          regions={regions}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
          <Button type="submit" name="intent" value="previous" variant="outline" disabled={step === 1 || busy}>
            Previous
          </Button>
          {isLast ? (
            <Button type="submit" name="intent" value="complete" disabled={busy}>
              {busy ? 'Making your plan…' : 'Complete Setup'}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="next" disabled={busy}>
              Continue
            </Button>
          )}
        </div>
      </Form>
      <p className="text-muted-foreground">
        Not sure what to choose, or need to talk to someone?{' '}
        <Button asChild variant="link" size="inline">
          <Link to="/support">Get Support</Link>
        </Button>
      </p>
    </div>
  )
}
