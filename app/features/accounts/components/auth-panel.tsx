import { useEffect } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/text-field'
import { cn } from '~/lib/utils'
import { PASSWORD_HINT, SignInSchema, SignUpSchema, FULL_NAME_REQUIRED, type FieldErrors } from '../auth.schema'
import { useClientValidation } from './use-client-validation'
import { FormError } from '~/components/ui/form-error'

export type AuthTab = 'sign-in' | 'sign-up'

export interface AuthActionData {
  intent: AuthTab
  fieldErrors?: FieldErrors
  /** The server's message, shown in the 'Sign in failed' / 'Sign up failed' toast and on the page. */
  formError?: string
  values?: { fullName?: string; email?: string }
  created?: { email: string; signedIn: boolean; next: string }
}

interface AuthPanelProps {
  tab: AuthTab
  /** The current query string without `tab`, kept on the tab links and the forms (payment, redirectTo). */
  query: URLSearchParams
  actionData?: AuthActionData
}

function tabHref(query: URLSearchParams, tab: AuthTab) {
  const next = new URLSearchParams(query)
  if (tab === 'sign-up') next.set('tab', 'sign-up')
  const search = next.toString()
  return search ? `/auth?${search}` : '/auth'
}

/**
 * The two tabs of /auth. Tabs are links (?tab=sign-up), so they work before JavaScript loads; each form
 * posts to the page's own action, which checks the same schema the browser checked.
 */
export function AuthPanel({ tab, query, actionData }: AuthPanelProps) {
  const formAction = `/auth?${new URLSearchParams([...query, ['tab', tab]]).toString()}`

  useEffect(() => {
    if (!actionData) return
    if (actionData.created) {
      toast.success('Account created', { description: 'Please check your email to verify your account' })
    } else if (actionData.fieldErrors?.fullName === FULL_NAME_REQUIRED) {
      toast.error('Full name required', { description: FULL_NAME_REQUIRED })
    } else if (actionData.formError) {
      toast.error(actionData.intent === 'sign-up' ? 'Sign up failed' : 'Sign in failed', {
        description: actionData.formError,
      })
    }
  }, [actionData])

  if (actionData?.created) return <AccountCreated {...actionData.created} />

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Sign in or sign up" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {(['sign-in', 'sign-up'] as const).map((value) => (
          <Link
            key={value}
            to={tabHref(query, value)}
            replace
            preventScrollReset
            aria-current={tab === value ? 'page' : undefined}
            className={cn(
              'flex min-h-11 items-center justify-center rounded-md font-medium',
              tab === value ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {value === 'sign-in' ? 'Sign In' : 'Sign Up'}
          </Link>
        ))}
      </nav>
      {tab === 'sign-in' ? (
        <SignInForm action={formAction} actionData={actionData?.intent === 'sign-in' ? actionData : undefined} />
      ) : (
        <SignUpForm action={formAction} actionData={actionData?.intent === 'sign-up' ? actionData : undefined} />
      )}
    </div>
  )
}

function useSubmitting(intent: AuthTab) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function SignInForm({ action, actionData }: { action: string; actionData?: AuthActionData }) {
  const { clientErrors, setClientErrors, onSubmit } = useClientValidation(SignInSchema)
  useEffect(() => setClientErrors(null), [actionData, setClientErrors])
  const errors = clientErrors ?? actionData?.fieldErrors ?? {}
  const submitting = useSubmitting('sign-in')
  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-in" />
      <FormError message={clientErrors ? undefined : actionData?.formError} />
      <TextField
        idPrefix="sign-in"
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={actionData?.values?.email}
        error={errors.email}
      />
      <TextField
        idPrefix="sign-in"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Link to="/auth/forgot-password" className="self-start font-medium text-primary underline underline-offset-4">
        Forgot password?
      </Link>
      <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </Form>
  )
}

function SignUpForm({ action, actionData }: { action: string; actionData?: AuthActionData }) {
  const { clientErrors, setClientErrors, onSubmit } = useClientValidation(SignUpSchema, (errors) => {
    if (errors.fullName === FULL_NAME_REQUIRED) toast.error('Full name required', { description: FULL_NAME_REQUIRED })
  })
  useEffect(() => setClientErrors(null), [actionData, setClientErrors])
  const errors = clientErrors ?? actionData?.fieldErrors ?? {}
  const submitting = useSubmitting('sign-up')
  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="sign-up" />
      <FormError message={clientErrors ? undefined : actionData?.formError} />
      <TextField
        idPrefix="sign-up"
        name="fullName"
        label="Full name"
        hint="As you sign letters. Your family and the organisations you write to will see it."
        autoComplete="name"
        defaultValue={actionData?.values?.fullName}
        error={errors.fullName}
      />
      <TextField
        idPrefix="sign-up"
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        inputMode="email"
        defaultValue={actionData?.values?.email}
        error={errors.email}
      />
      <TextField
        idPrefix="sign-up"
        name="password"
        label="Password"
        hint={PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting}>
        {submitting ? 'Creating your account…' : 'Create Account'}
      </Button>
    </Form>
  )
}

function AccountCreated({ email, signedIn, next }: { email: string; signedIn: boolean; next: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <h2 className="text-2xl font-semibold">Account created</h2>
      <p>
        Please check your email to verify your account. We have sent a link to{' '}
        <strong className="break-all">{email}</strong>.
      </p>
      {signedIn ? (
        <>
          <p>You are signed in and can carry on now; the link can wait until you are ready.</p>
          <Button asChild size="lg">
            <Link to={next} reloadDocument>
              Continue
            </Link>
          </Button>
        </>
      ) : (
        <p>Once you have confirmed your address, you can sign in.</p>
      )}
    </div>
  )
}
