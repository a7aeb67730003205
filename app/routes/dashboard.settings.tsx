import { useEffect } from 'react'
import { Link, useActionData, useLoaderData, useSearchParams } from 'react-router'
import { toast } from '~/lib/toast'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { forgetSignedInUser } from '~/features/accounts/accounts.server'
import { requireSignedInUser } from '~/features/accounts/session.server'
import {
  CALENDAR_CONFIRM_PARAM,
  CalendarSubscription,
  parseCalendarConfirm,
} from '~/features/settings/components/calendar-subscription'
import {
  ChangeEmailForm,
  ChangePasswordForm,
  EmailPreferencesForm,
  DetailsForm,
  RegeneratePlanForm,
} from '~/features/settings/components/settings-forms'
import { PASSWORD_CHANGED_PARAM } from '~/features/settings/settings-words'
import { settingsOverview, changeSettings } from '~/features/settings/settings-changes.server'
import { LetterDetailsForm } from '~/features/settings/components/letter-details-form'
import { DisplayForm } from '~/features/settings/components/display-form'
import { PremiumCard } from '~/features/settings/components/premium-card'
import { SignedInDevices } from '~/features/settings/components/signed-in-devices'
import { PushReminders } from '~/features/settings/components/push-reminders'
import { SettingsStatus } from '~/features/settings/components/settings-status'
import { listPushDevices } from '~/features/reminders/index.server'
import { listSignedInDevices } from '~/features/settings/devices.server'
import { TwoStepSummary, YourDataSummary } from '~/features/settings/components/two-step-forms'
import { isTwoStepOn } from '~/features/settings/two-step.server'
import type { Route } from './+types/dashboard.settings'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Settings — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  const [page, devices, twoStepOn, pushDevices] = await Promise.all([
    settingsOverview(services.db, user),
    listSignedInDevices(services.auth, request.headers),
    isTwoStepOn(services.db, user.id),
    listPushDevices(services.db, user.id),
  ])
  return { ...page, devices, twoStepOn, push: { publicKey: services.vapid?.publicKey ?? null, devices: pushDevices } }
}

export async function action(args: Route.ActionArgs) {
  try {
    return await saveSettings(args)
  } finally {
    // Whatever the action changed (the full name), the page's loaders that follow look the person up again.
    forgetSignedInUser(args.request.headers)
  }
}

async function saveSettings({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const user = await requireSignedInUser(request, services)
  return changeSettings(services, context.logger, request.headers, user, await readForm(request))
}

export default function SettingsPage() {
  const {
    settings,
    calendar,
    regionName,
    email,
    emailVerified,
    hasPurchasedPremium,
    familyHasPremium,
    receipts,
    regions,
    devices,
    twoStepOn,
    letterDetails,
    push,
  } = useLoaderData<typeof loader>()
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
    <Container width="3xl" className="flex flex-col gap-6 py-10">
      <BackLink />
      <h1 className="text-3xl font-semibold">Settings</h1>
      <SettingsStatus
        result={result}
        passwordChanged={searchParams.get(PASSWORD_CHANGED_PARAM) === 'changed'}
        emailChanged={searchParams.get('email') === 'changed'}
      />
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
      {letterDetails && <LetterDetailsForm view={letterDetails} result={result} />}
      {settings.managesFamily && regionName && <RegeneratePlanForm regionName={regionName} />}
      {calendar && <CalendarSubscription status={calendar} confirm={confirm} result={result} />}
      <ChangeEmailForm email={`${email}${emailVerified ? ' (confirmed)' : ' (not confirmed yet)'}`} result={result} />
      <ChangePasswordForm result={result} />
      <TwoStepSummary on={twoStepOn} />
      <SignedInDevices devices={devices} />
      <DisplayForm display={settings.display} />
      {/* The e-mails it offers are the settings' own fields: the assignment e-mails, reminders and the digest. */}
      <EmailPreferencesForm {...settings} />
      <PushReminders publicKey={push.publicKey} devices={push.devices} />
      <PremiumCard hasPurchasedPremium={hasPurchasedPremium} familyHasPremium={familyHasPremium} receipts={receipts} />
      <YourDataSummary />
    </Container>
  )
}
