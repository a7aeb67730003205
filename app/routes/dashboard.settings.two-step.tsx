import { useActionData, useLoaderData, useSearchParams } from 'react-router'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { forgetSignedInUser } from '~/features/accounts/accounts.server'
import { requireSignedInUser } from '~/features/accounts/session.server'
import { loadRecoveryCodesSheet, TwoStepOff, TwoStepOn } from '~/features/settings/components/two-step-forms'
import { splitPart } from '~/lib/split-part'
import { TWO_STEP_DONE_PARAM } from '~/features/settings/two-step-words'
import { changeTwoStep } from '~/features/settings/two-step-changes.server'
import { isTwoStepOn } from '~/features/settings/two-step.server'
import type { Route } from './+types/dashboard.settings.two-step'
import { readForm } from '~/lib/forms.server'

// The set-up steps (QR code, recovery codes sheet) are drawn only after the password is checked: their code is
// fetched while that request is on its way (the client action), never with the page (issue 32, decision 086).
const setupSteps = splitPart(() =>
  import('~/features/settings/components/two-step-setup-steps').then((part) => part.TwoStepSetupSteps),
)
const TwoStepSetupSteps = setupSteps.Part

export const meta: Route.MetaFunction = () => [{ title: 'Two-step sign-in — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  return { on: await isTwoStepOn(services.db, user.id) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  try {
    const user = await requireSignedInUser(request, services)
    return await changeTwoStep(services, context.logger, request.headers, user, await readForm(request))
  } finally {
    forgetSignedInUser(request.headers)
  }
}

/** Starting the set-up shows its steps, new codes their sheet: that code is fetched beside the server's answer. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get('intent')
  const [result] = await Promise.all([
    serverAction(),
    intent === 'start' || intent === 'confirm' ? setupSteps.load() : undefined,
    intent === 'new-codes' ? loadRecoveryCodesSheet() : undefined,
  ])
  return result
}

export default function TwoStepSettingsPage() {
  const { on } = useLoaderData<typeof loader>()
  const result = useActionData<typeof clientAction>()
  const [searchParams] = useSearchParams()
  const done = searchParams.get(TWO_STEP_DONE_PARAM)
  const setup = result?.intent === 'start' && result.ok ? result.setup : !result?.ok ? result?.setup : undefined

  return (
    <Container width="3xl" className="flex flex-col gap-6 py-10">
      <BackLink to="/dashboard/settings" label="Back to Settings" />
      <h1 className="text-3xl font-semibold">Two-step sign-in</h1>
      <div role="status">
        {done === 'on' && on && !result && (
          <p className="rounded-md border border-primary bg-accent px-4 py-3">
            Two-step sign-in is on. Next time you sign in, we will ask for a code from your app.
          </p>
        )}
        {done === 'off' && !on && !result && (
          <p className="rounded-md border border-primary bg-accent px-4 py-3">Two-step sign-in is off.</p>
        )}
      </div>
      {on ? (
        <>
          {done !== 'on' && (
            <p>Two-step sign-in is on: signing in asks for your password and a code from your authenticator app.</p>
          )}
          <TwoStepOn result={result} />
        </>
      ) : setup ? (
        <TwoStepSetupSteps setup={setup} result={result} />
      ) : (
        <TwoStepOff result={result} />
      )}
    </Container>
  )
}
