import { Form, Link, data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { TextField } from '~/components/ui/text-field'
import { servicesFrom } from '~/load-context'
import { resetPassword } from '~/features/accounts/accounts.server'
import { MESSAGES } from '~/features/accounts/messages'
import { PASSWORD_HINT, parseForm, ResetPasswordSchema, type FieldErrors } from '~/features/accounts/auth.schema'
import { useClientValidation } from '~/features/accounts/components/use-client-validation'
import type { Route } from './+types/auth.reset-password'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Choose a new password — Afterword' }]

/** Better Auth's e-mailed link checks the token and lands here with ?token=… or ?error=INVALID_TOKEN. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token')
  return { token: url.searchParams.get('error') || !token ? null : token }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesFrom(context)
  const parsed = parseForm(ResetPasswordSchema, await readForm(request))
  if (!parsed.success) {
    const formError = parsed.fieldErrors.token ? MESSAGES.invalidLink : undefined
    return data({ fieldErrors: parsed.fieldErrors, done: false, formError }, 400)
  }
  const result = await resetPassword(auth, request.headers, parsed.data)
  if (!result.ok) {
    if (result.cause) context.logger.error({ err: result.cause }, 'password reset failed')
    return data({ fieldErrors: {}, done: false, formError: result.message }, result.status)
  }
  return { fieldErrors: {} as FieldErrors, done: true, formError: undefined }
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { clientErrors, onSubmit } = useClientValidation(ResetPasswordSchema)
  const errors: FieldErrors = clientErrors ?? actionData?.fieldErrors ?? {}
  const submitting = useNavigation().state === 'submitting'
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" size="3xl">
            Choose a new password
          </CardTitle>
          <CardDescription className="text-base">After this, you can sign in with the new password.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {actionData?.done ? (
            <div role="status" className="flex flex-col gap-4">
              <h2 className="text-xl font-semibold">Your password has been changed</h2>
              <p>For your safety we have signed you out everywhere. Please sign in with your new password.</p>
              <Button asChild size="lg">
                <Link to="/auth">Sign In</Link>
              </Button>
            </div>
          ) : !token ? (
            <div role="alert" className="flex flex-col gap-4">
              <p>{MESSAGES.invalidLink}</p>
              <Button asChild size="lg">
                <Link to="/auth/forgot-password">Ask for a new link</Link>
              </Button>
            </div>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              {actionData?.formError && (
                <div
                  role="alert"
                  className="flex flex-col gap-2 rounded-md border border-destructive px-3 py-2 text-sm"
                >
                  <p className="font-medium text-destructive">{actionData.formError}</p>
                  <Link to="/auth/forgot-password" className="font-medium text-primary underline underline-offset-4">
                    Ask for a new link
                  </Link>
                </div>
              )}
              <input type="hidden" name="token" value={token} />
              <TextField
                idPrefix="reset"
                name="password"
                label="New password"
                hint={PASSWORD_HINT}
                type="password"
                autoComplete="new-password"
                error={errors.password}
              />
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? 'Saving…' : 'Save new password'}
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
