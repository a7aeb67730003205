import { data, redirect, useActionData, useLoaderData } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { regionOptions } from '~/content/countries.server'
import { servicesFrom } from '~/load-context'
import type { FieldErrors } from '~/lib/forms'
import { requireSignedInUser } from '~/features/accounts/session.server'
import { OnboardingWizard } from '~/features/onboarding/components/onboarding-wizard'
import type { OnboardingAnswers } from '~/features/onboarding/onboarding.schema'
import { parseStep, type OnboardingStep } from '~/features/onboarding/onboarding-words'
import {
  chosenRegion,
  chosenRegionName,
  completeOnboarding,
  COUNTRY_NEEDED,
  loadAnswers,
  saveStep,
  showRegionsFor,
} from '~/features/onboarding/onboarding.server'
import type { Route } from './+types/onboarding'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Begin Your Journey — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services, { newcomers: true })
  const url = new URL(request.url)
  const chosen = chosenRegion(url.searchParams.get('region'))
  const answers = { ...(await loadAnswers(services.db, user.id)), ...chosen }
  const asked = parseStep(url.searchParams.get('step'))
  // The later steps cannot make a plan without a country: ask for it first, saying why.
  const countryMissing = asked > 2 && !answers.country
  return {
    step: countryMissing ? 2 : asked,
    answers,
    errors: countryMissing ? { country: COUNTRY_NEEDED } : {},
    chosenPlace: chosen ? chosenRegionName(chosen) : null,
    regions: regionOptions(),
  }
}

interface ActionErrors {
  step: OnboardingStep
  fieldErrors: FieldErrors
  /** What was sent, shown back so that nothing typed is lost. */
  values: Record<string, unknown>
}

const stepUrl = (step: number) => `/onboarding?step=${step}`

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const form = await readForm(request)
  const step = parseStep(form.get('step'))
  const intent = form.get('intent')

  if (intent === 'show-regions') {
    await showRegionsFor(services.db, user.id, form.get('country'))
    return redirect(stepUrl(2))
  }
  const saved = await saveStep(services.db, user.id, step, form, {
    goingOn: intent !== 'previous',
    chosen: chosenRegion(new URL(request.url).searchParams.get('region')),
  })
  if (!saved.ok) return data<ActionErrors>({ step, fieldErrors: saved.fieldErrors, values: saved.values }, 400)
  if (intent === 'previous') return redirect(stepUrl(Math.max(1, step - 1)))
  if (intent !== 'complete') return redirect(stepUrl(Math.min(4, step + 1)))

  const result = await completeOnboarding(services.db, user.id, saved.answers)
  if (!result.ok) {
    context.logger.info({ step: result.step }, 'onboarding completion needs an answer')
    return data<ActionErrors>({ step: result.step, fieldErrors: result.fieldErrors, values: {} }, 400)
  }
  context.logger.info({ familyId: result.familyId, ...result.changes }, 'onboarding completed')
  return redirect('/dashboard?plan=ready')
}

const TEXT_ANSWERS = [
  'role',
  'country',
  'region',
  'deceasedName',
  'dateOfDeath',
  'deceasedDateOfBirth',
  'deceasedLastAddress',
] as const

/**
 * After a refused step, the form shows what was sent, valid or not, so nothing typed is lost. Only for
 * display: the server checks everything again.
 */
function showBack(saved: OnboardingAnswers, sent: Record<string, unknown> | undefined): OnboardingAnswers {
  if (!sent) return saved
  const shown: Record<string, unknown> = { ...saved }
  for (const key of TEXT_ANSWERS) if (typeof sent[key] === 'string') shown[key] = sent[key]
  return shown as OnboardingAnswers
}

export default function OnboardingPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const step = actionData?.step ?? loaded.step
  const answers = showBack(loaded.answers, actionData?.values)

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle as="h1" size="3xl">
            Begin Your Journey
          </CardTitle>
          <CardDescription className="text-base">
            A few questions so that we can make a plan for your situation. Only the country is needed; you can skip the
            rest. It takes about two minutes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OnboardingWizard
            step={step}
            answers={{ ...answers, priorities: answers.priorities ?? [] }}
            errors={actionData?.fieldErrors ?? loaded.errors}
            regions={loaded.regions}
            chosenPlace={loaded.chosenPlace}
          />
        </CardContent>
      </Card>
    </Container>
  )
}
