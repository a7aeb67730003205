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
import { CALENDAR_CONFIRM_PARAM, parseCalendarConfirm } from '~/features/settings/components/calendar-confirm'
import { loadCalendarLinkParts } from '~/features/settings/components/calendar-subscription'
import { DetailsForm } from '~/features/settings/components/details-form'
import { PASSWORD_CHANGED_PARAM } from '~/features/settings/settings-words'
import { settingsOverview, changeSettings } from '~/features/settings/settings-changes.server'
import { SettingsStatus } from '~/features/settings/components/settings-status'
import { listPushDevices } from '~/features/reminders/index.server'
import { listSignedInDevices } from '~/features/settings/devices.server'
import { isTwoStepOn } from '~/features/settings/two-step.server'
import { withParts } from '~/lib/split-part'
import type { Route } from './+types/dashboard.settings'
import { readForm } from '~/lib/forms.server'
import { deferredPart } from '~/lib/deferred-part'

// Below 'Your details', further down than a phone's or a laptop's first screen: its code is fetched when the
// person reaches it (docs/decisions/088).
const moreSettings = deferredPart(
  () => import('~/features/settings/components/more-settings').then((part) => part.default),
  { className: 'flex flex-col gap-6' },
)

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
  // The calendar card's confirming dialog, opened by the address, is drawn by the server: its code must be there first.
  if (parseCalendarConfirm(new URL(request.url).searchParams.get(CALENDAR_CONFIRM_PARAM))) await loadCalendarLinkParts()
  return { ...page, devices, twoStepOn, push: { publicKey: services.vapid?.publicKey ?? null, devices: pushDevices } }
}

/** A client navigation or new data after a change: the rest of the page's code first, so that nothing flashes. */
export const clientLoader = (args: Route.ClientLoaderArgs) => withParts(args, moreSettings.ready)

export async function action(args: Route.ActionArgs) {
  // A new calendar link is shown in the page the action draws (also without JavaScript): its code must be there.
  await loadCalendarLinkParts()
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
      <moreSettings.Part
        result={result}
        letterDetails={letterDetails ?? null}
        regenerateRegion={settings.managesFamily && regionName ? regionName : null}
        calendar={calendar ? { status: calendar, confirm } : null}
        email={`${email}${emailVerified ? ' (confirmed)' : ' (not confirmed yet)'}`}
        twoStepOn={twoStepOn}
        devices={devices}
        display={settings.display}
        emails={settings}
        push={push}
        premium={{ hasPurchasedPremium, familyHasPremium, receipts }}
      />
    </Container>
  )
}
