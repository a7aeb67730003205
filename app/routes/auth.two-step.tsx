import {
  Form,
  Link,
  data,
  redirect,
  redirectDocument,
  useActionData,
  useNavigation,
  useSearchParams,
} from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { servicesFrom } from '~/load-context'
import { AUTH_COOKIE_PREFIX } from '~/lib/auth.server'
import { TRUST_DEVICE_DAYS } from '~/lib/auth-limits'
import { MESSAGES, verifyTwoStep } from '~/features/accounts/accounts.server'
import { parseForm, TwoStepSchema, type FieldErrors } from '~/features/accounts/auth.schema'
import { destinationAfterSignIn, paymentIntent } from '~/features/accounts/redirects'
import { alertIfNewBrowser } from '~/features/accounts/security-alerts.server'
import type { Route } from './+types/auth.two-step'
import { readForm } from '~/lib/forms.server'

/**
 * The second step of sign-in (decision 049), reached only from /auth after a right password for an account
 * with two-step sign-in on: Better Auth's challenge cookie (ten minutes) says whose code this is.
 */

export const meta: Route.MetaFunction = () => [{ title: 'Enter your sign-in code — Afterword' }]

function hasChallenge(request: Request): boolean {
  const challengeCookie = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.two_factor=`)
  return challengeCookie.test(request.headers.get('cookie') ?? '')
}

export function loader({ request }: Route.LoaderArgs) {
  // Without the challenge there is nothing to answer: start again from the password.
  if (!hasChallenge(request)) throw redirect(`/auth${new URL(request.url).search}`)
  return null
}

interface TwoStepActionData {
  fieldErrors: FieldErrors
  formError?: string
  /** The challenge has ended (expired, or too many wrong codes): the page offers to sign in again. */
  restart?: boolean
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const url = new URL(request.url)
  // A code without a challenge is never checked against a signed-in session: this page only finishes a sign-in.
  if (!hasChallenge(request)) {
    return data<TwoStepActionData>({ fieldErrors: {}, formError: MESSAGES.twoStepExpired, restart: true }, 401)
  }
  const parsed = parseForm(TwoStepSchema, await readForm(request))
  if (!parsed.success) return data<TwoStepActionData>({ fieldErrors: parsed.fieldErrors }, 400)
  const result = await verifyTwoStep(services.auth, request.headers, parsed.data)
  if (!result.ok) {
    if (result.cause) context.logger.error({ err: result.cause }, 'two-step sign-in failed unexpectedly')
    const restart = result.message === MESSAGES.twoStepExpired || result.message === MESSAGES.twoStepLocked
    return data<TwoStepActionData>({ fieldErrors: {}, formError: result.message, restart }, result.status)
  }
  if (result.userId) {
    await alertIfNewBrowser(services, context.logger, result.userId, request.headers.get('user-agent'))
  }
  const destination = destinationAfterSignIn(
    paymentIntent(url.searchParams.get('payment')),
    url.searchParams.get('redirectTo'),
  )
  return redirectDocument(destination, { headers: result.headers })
}

export default function TwoStepPage() {
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const submitting = useNavigation().state === 'submitting'
  const recovery = searchParams.get('method') === 'recovery'
  const otherMethod = new URLSearchParams(searchParams)
  if (recovery) otherMethod.delete('method')
  else otherMethod.set('method', 'recovery')
  const restartQuery = new URLSearchParams(searchParams)
  restartQuery.delete('method')
  const restartSearch = restartQuery.toString()

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" size="3xl">
            {recovery ? 'Use a recovery code' : 'Enter your sign-in code'}
          </CardTitle>
          <CardDescription className="text-base">
            {recovery
              ? 'Type one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.'
              : 'Open your authenticator app and type the 6-digit code it shows for Afterword.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {actionData?.restart ? (
            <div className="flex flex-col gap-4">
              <FormError message={actionData.formError} />
              <Button asChild size="lg">
                <Link to={`/auth${restartSearch ? `?${restartSearch}` : ''}`}>Sign in again</Link>
              </Button>
            </div>
          ) : (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <FormError message={actionData?.formError} />
              <input type="hidden" name="method" value={recovery ? 'recovery' : 'app'} />
              <TextField
                idPrefix="two-step"
                name="code"
                label={recovery ? 'Recovery code' : 'Code from your app'}
                autoComplete="one-time-code"
                inputMode={recovery ? 'text' : 'numeric'}
                autoCapitalize="off"
                spellCheck={false}
                error={actionData?.fieldErrors.code}
                // The page exists only to take this code.
                autoFocus
              />
              <label className="flex items-start gap-3">
                <input type="checkbox" name="trustDevice" className="mt-1 size-5 shrink-0 accent-primary" />
                <span>
                  Do not ask again in this browser for {TRUST_DEVICE_DAYS} days. Only tick this on a device that is
                  yours.
                </span>
              </label>
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? 'Checking…' : 'Sign in'}
              </Button>
            </Form>
          )}
          <Link
            to={`/auth/two-step?${otherMethod.toString()}`}
            className="self-start font-medium text-primary underline underline-offset-4"
          >
            {recovery ? 'Use the code from my app instead' : 'I cannot use my app: use a recovery code'}
          </Link>
        </CardContent>
      </Card>
    </Container>
  )
}
