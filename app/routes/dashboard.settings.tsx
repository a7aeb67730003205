import { useEffect } from 'react'
import { data, Link, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { regionOptions, findRegion } from '~/content/countries.server'
import { servicesFrom } from '~/load-context'
import { formValues, parseForm } from '~/lib/forms'
import { FamilyAccessError } from '~/lib/permissions.server'
import { forgetSignedInUser } from '~/features/accounts/accounts.server'
import { assertSameOrigin } from '~/features/accounts/origin.server'
import { requireSignedInUser } from '~/features/accounts/session.server'
import {
  CALENDAR_CONFIRM_PARAM,
  CalendarSubscription,
  parseCalendarConfirm,
} from '~/features/settings/components/calendar-subscription'
import {
  ChangeEmailForm,
  ChangePasswordForm,
  DetailsForm,
  RegeneratePlanForm,
  type SettingsActionData,
} from '~/features/settings/components/settings-forms'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DetailsSchema,
  SETTINGS_INTENTS,
  type SettingsIntent,
} from '~/features/settings/settings.schema'
import {
  accountChangeLimited,
  changeEmail,
  changePassword,
  loadSettings,
  regeneratePlan,
  saveDetails,
} from '~/features/settings/settings.server'
import { loadCalendarSettings, saveCalendarSettings } from '~/features/settings/calendar-settings.server'
import type { Route } from './+types/dashboard.settings'

export const meta: Route.MetaFunction = () => [{ title: 'Settings — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const [settings, calendar] = await Promise.all([
    loadSettings(services.db, user.id),
    loadCalendarSettings(services.db, user.id),
  ])
  return {
    settings,
    calendar,
    regionName: settings.region ? (findRegion(settings.region)?.region.name ?? settings.region) : null,
    email: user.email,
    emailVerified: user.emailVerified,
    hasPremiumAccess: user.hasPremiumAccess,
    regions: regionOptions(),
  }
}

function refused(intent: SettingsIntent, fieldErrors: Record<string, string | undefined>, values = {}) {
  return data<SettingsActionData>(
    { intent, ok: false, title: 'Not saved', message: 'Please check the answer marked below.', fieldErrors, values },
    400,
  )
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

const PASSWORD_CHANGED_PARAM = 'password'

export async function action(args: Route.ActionArgs) {
  try {
    return await saveSettings(args)
  } finally {
    // Whatever the action changed (the username), the page's loaders that follow look the person up again.
    forgetSignedInUser(args.request.headers)
  }
}

async function saveSettings({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  assertSameOrigin(request, services.settings.trustedOrigins)
  const user = await requireSignedInUser(request, services)
  const form = await request.formData()
  const intent = SETTINGS_INTENTS.find((candidate) => candidate === form.get('intent')) ?? 'details'
  const values = formValues(form) as Record<string, string>
  delete values.currentPassword
  delete values.newPassword

  switch (intent) {
    case 'details': {
      const parsed = parseForm(DetailsSchema, form)
      if (!parsed.success) return refused(intent, parsed.fieldErrors, values)
      const result = await saveDetails(services.db, user.id, parsed.data)
      if (!result.ok) return refused(intent, result.fieldErrors, values)
      const parts = ['Your details are saved.']
      if (result.dueDatesChanged > 0)
        parts.push(`${plural(result.dueDatesChanged, 'due date')} moved with the new date.`)
      if (result.regionChanged) parts.push('Your region changed: use “Regenerate plan for my region” to add its tasks.')
      return { intent, ok: true, title: 'Settings saved', message: parts.join(' ') } satisfies SettingsActionData
    }
    case 'regenerate-plan': {
      const changes = await regeneratePlan(services.db, user.id).catch((error: unknown) => {
        if (error instanceof FamilyAccessError) return error
        throw error
      })
      if (changes instanceof FamilyAccessError) return refused(intent, { form: changes.message })
      if (!changes) return refused(intent, { form: 'Set up your plan first.' })
      const message =
        changes.added + changes.updated + changes.removed === 0
          ? 'Your plan already has every task for your region.'
          : `${plural(changes.added, 'task')} added, ${changes.updated} brought up to date, ${changes.removed} no longer needed removed.`
      return { intent, ok: true, title: 'Plan updated', message } satisfies SettingsActionData
    }
    case 'change-email': {
      const parsed = parseForm(ChangeEmailSchema, form)
      if (!parsed.success) return refused(intent, parsed.fieldErrors, values)
      const limited = await accountChangeLimited(services.db, intent, user.id)
      if (limited) return refused(intent, { newEmail: limited }, values)
      const result = await changeEmail(services.auth, request.headers, parsed.data.newEmail)
      if (!result.ok) return refused(intent, { [result.field]: result.message }, values)
      return {
        intent,
        ok: true,
        title: 'Check your e-mail',
        message: `We have sent a link to ${parsed.data.newEmail}. Your address changes when you follow it.`,
      } satisfies SettingsActionData
    }
    case 'calendar-create':
    case 'calendar-regenerate':
    case 'calendar-revoke':
    case 'calendar-completed':
      return saveCalendarSettings(services.db, user.id, intent, form, services.settings.publicUrl)
    case 'change-password': {
      const parsed = parseForm(ChangePasswordSchema, form)
      if (!parsed.success) return refused(intent, parsed.fieldErrors)
      const limited = await accountChangeLimited(services.db, intent, user.id)
      if (limited) return refused(intent, { currentPassword: limited })
      const result = await changePassword(services.auth, request.headers, parsed.data)
      if (!result.ok) return refused(intent, { [result.field]: result.message })
      // The change replaced this session too. A redirect carries the new cookie to the next page in every
      // browser; rendering the page in this same response would run its loaders with the old, ended session and
      // sign the person out when scripts are off.
      const cookies = new Headers()
      for (const cookie of result.headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
      return redirect(`/dashboard/settings?${PASSWORD_CHANGED_PARAM}=changed`, { headers: cookies })
    }
  }
}

export default function SettingsPage() {
  const { settings, calendar, regionName, email, emailVerified, hasPremiumAccess, regions } =
    useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  const confirm = parseCalendarConfirm(searchParams.get(CALENDAR_CONFIRM_PARAM))

  useEffect(() => {
    if (!result) return
    if (result.ok) toast.success(result.title, { description: result.message })
    else toast.error(result.title, { description: result.message })
  }, [result])

  const detailsValues =
    result?.intent === 'details' && !result.ok && result.values ? { ...settings, ...result.values } : { ...settings }

  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-10">
      <BackLink />
      <h1 className="text-3xl font-semibold">Settings</h1>
      {/* Also for readers without JavaScript, where no toast appears. */}
      <div role="status">
        {result && (
          <p className={result.ok ? 'rounded-md border border-primary bg-accent px-4 py-3' : 'sr-only'}>
            {result.title}: {result.message}
          </p>
        )}
        {searchParams.get(PASSWORD_CHANGED_PARAM) === 'changed' && !result && (
          <p className="rounded-md border border-primary bg-accent px-4 py-3">
            Password changed: you are now signed out on your other devices.
          </p>
        )}
        {searchParams.get('email') === 'changed' && !result && (
          <p className="rounded-md border border-primary bg-accent px-4 py-3">Your new e-mail address is confirmed.</p>
        )}
      </div>
      {!settings.hasFamily && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Your plan is not set up yet</CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/onboarding">Begin Your Journey</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      <DetailsForm
        values={detailsValues}
        regions={regions}
        managesFamily={settings.managesFamily}
        hasFamily={settings.hasFamily}
        result={result}
      />
      {settings.managesFamily && regionName && <RegeneratePlanForm regionName={regionName} />}
      {calendar && <CalendarSubscription status={calendar} confirm={confirm} result={result} />}
      <ChangeEmailForm email={`${email}${emailVerified ? ' (confirmed)' : ' (not confirmed yet)'}`} result={result} />
      <ChangePasswordForm result={result} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Premium</CardTitle>
        </CardHeader>
        <CardContent>
          <p>{hasPremiumAccess ? 'You have Premium Access.' : 'You are using the free plan.'}</p>
        </CardContent>
      </Card>
    </Container>
  )
}
