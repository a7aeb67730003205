import {
  data,
  redirect,
  type ShouldRevalidateFunction,
  redirectDocument,
  useActionData,
  useLoaderData,
  useSearchParams,
} from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { textOf } from '~/lib/forms'
import { getSignedInUser, signIn, signUp } from '~/features/accounts/accounts.server'
import { alertIfNewBrowser } from '~/features/accounts/security-alerts.server'
import { parseForm, SignInSchema, SignUpSchema } from '~/features/accounts/auth.schema'
import { AuthPanel, type AuthActionData, type AuthTab } from '~/features/accounts/components/auth-panel'
import { MailNotice } from '~/features/accounts/components/mail-notice'
import {
  AUTH_TITLES,
  authTabFrom,
  destinationAfterSignIn,
  destinationAfterSignUp,
  paymentIntent,
} from '~/features/accounts/redirects'
import type { Route } from './+types/auth'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = ({ location }) => {
  const search = new URLSearchParams(location.search)
  const title = AUTH_TITLES[paymentIntent(search.get('payment')) ?? 'default'][authTabFrom(search)].title
  return [{ title: `${title} — Afterword` }]
}

function destinationFrom(url: URL) {
  return destinationAfterSignIn(paymentIntent(url.searchParams.get('payment')), url.searchParams.get('redirectTo'))
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, db, mailer, settings } = servicesFrom(context)
  const url = new URL(request.url)
  const { user } = await getSignedInUser(auth, db, request.headers)
  // docs/product.md: someone already signed in goes where they were heading.
  if (user) throw redirect(destinationFrom(url))
  return { mailNotConfigured: mailer.mode === 'outbox', outboxPage: settings.outboxPageEnabled }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const { auth } = services
  const url = new URL(request.url)
  const form = await readForm(request)
  const intent: AuthTab = form.get('intent') === 'sign-up' ? 'sign-up' : 'sign-in'
  const email = textOf(form.get('email'), 300)

  if (intent === 'sign-in') {
    const parsed = parseForm(SignInSchema, form)
    if (!parsed.success) {
      return data<AuthActionData>({ intent, fieldErrors: parsed.fieldErrors, values: { email } }, 400)
    }
    const result = await signIn(auth, request.headers, parsed.data)
    if (!result.ok) {
      if (result.cause) context.logger.error({ err: result.cause }, 'sign-in failed unexpectedly')
      return data<AuthActionData>({ intent, formError: result.message, values: { email } }, result.status)
    }
    if (result.twoStep) {
      // The password was right; the challenge cookie rides on this redirect to the second step.
      return redirect(`/auth/two-step${url.search}`, { headers: result.headers })
    }
    if (result.userId) {
      await alertIfNewBrowser(services, context.logger, result.userId, request.headers.get('user-agent'))
    }
    // A full page load, so that public pages (which ship no JavaScript) are rendered for the signed-in person.
    return redirectDocument(destinationFrom(url), { headers: result.headers })
  }

  const fullName = textOf(form.get('fullName'), 300)
  const parsed = parseForm(SignUpSchema, form)
  if (!parsed.success) {
    return data<AuthActionData>({ intent, fieldErrors: parsed.fieldErrors, values: { fullName, email } }, 400)
  }
  const result = await signUp(auth, request.headers, parsed.data)
  if (!result.ok) {
    if (result.cause) context.logger.error({ err: result.cause }, 'sign-up failed unexpectedly')
    return data<AuthActionData>({ intent, formError: result.message, values: { fullName, email } }, result.status)
  }
  const cookies = new Headers()
  for (const cookie of result.headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return data<AuthActionData>(
    {
      intent,
      created: {
        email: parsed.data.email,
        signedIn: result.signedIn,
        next: destinationAfterSignUp(
          paymentIntent(url.searchParams.get('payment')),
          url.searchParams.get('redirectTo'),
        ),
      },
    },
    { headers: cookies },
  )
}

/** After sign-up the page stays to say so, instead of the loader sending the new account away at once. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as AuthActionData | undefined
  return result?.created ? false : defaultShouldRevalidate
}

export default function AuthPage() {
  const { mailNotConfigured, outboxPage } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const payment = paymentIntent(searchParams.get('payment'))
  const tab: AuthTab = actionData?.intent ?? authTabFrom(searchParams)
  const { title, subtitle } = AUTH_TITLES[payment ?? 'default'][tab]
  const query = new URLSearchParams(searchParams)
  query.delete('tab')

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" size="3xl">
            {title}
          </CardTitle>
          <CardDescription className="text-base">{subtitle}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <AuthPanel tab={tab} query={query} actionData={actionData} />
          {mailNotConfigured && <MailNotice outboxPage={outboxPage} />}
        </CardContent>
      </Card>
    </Container>
  )
}
