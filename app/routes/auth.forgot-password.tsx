import { Form, Link, data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { TextField } from '~/components/ui/text-field'
import { servicesFrom } from '~/load-context'
import { requestPasswordReset } from '~/features/accounts/accounts.server'
import { ForgotPasswordSchema, parseForm, type FieldErrors } from '~/features/accounts/auth.schema'
import { FormError } from '~/components/ui/form-error'
import { MailNotice } from '~/features/accounts/components/mail-notice'
import { useClientValidation } from '~/features/accounts/components/use-client-validation'
import type { Route } from './+types/auth.forgot-password'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Forgot password — Afterword' }]

export function loader({ context }: Route.LoaderArgs) {
  const { mailer, settings } = servicesFrom(context)
  return { mailNotConfigured: mailer.mode === 'outbox', outboxPage: settings.outboxPageEnabled }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { auth } = servicesFrom(context)
  const parsed = parseForm(ForgotPasswordSchema, await readForm(request))
  if (!parsed.success) return data({ fieldErrors: parsed.fieldErrors, sent: false, formError: undefined }, 400)
  const result = await requestPasswordReset(auth, request.headers, parsed.data.email)
  if (!result.ok) {
    if (result.cause) context.logger.error({ err: result.cause }, 'password reset request failed')
    return data({ fieldErrors: {}, sent: false, formError: result.message }, result.status)
  }
  return { fieldErrors: {} as FieldErrors, sent: true, formError: undefined }
}

export default function ForgotPasswordPage() {
  const { mailNotConfigured, outboxPage } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { clientErrors, onSubmit } = useClientValidation(ForgotPasswordSchema)
  const errors: FieldErrors = clientErrors ?? actionData?.fieldErrors ?? {}
  const submitting = useNavigation().state === 'submitting'
  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" size="3xl">
            Forgot password?
          </CardTitle>
          <CardDescription className="text-base">
            Enter the e-mail address you signed up with. We will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {actionData?.sent ? (
            <div role="status" className="flex flex-col gap-3">
              <h2 className="text-xl font-semibold">Please check your e-mail</h2>
              <p>
                If there is an account for that address, a link to choose a new password is on its way. It works for one
                hour. If nothing arrives in a few minutes, please look in your spam folder.
              </p>
            </div>
          ) : (
            <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
              <FormError message={actionData?.formError} />
              <TextField
                idPrefix="forgot"
                name="email"
                label="E-mail address"
                type="email"
                autoComplete="email"
                error={errors.email}
              />
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send me a link'}
              </Button>
            </Form>
          )}
          <Link to="/auth" className="self-start font-medium text-primary underline underline-offset-4">
            Back to sign in
          </Link>
          {mailNotConfigured && <MailNotice outboxPage={outboxPage} />}
        </CardContent>
      </Card>
    </Container>
  )
}
