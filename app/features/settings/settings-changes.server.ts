import { data, redirect } from 'react-router'
import type { Logger } from 'pino'
import { alertPasswordChanged } from '~/features/accounts/index.server'
import { findRegion, regionOptions } from '~/content/countries.server'
import type { RegionOptions } from '~/features/onboarding'
import { COUNTRY_CODES } from '~db/schema/vocabulary'
import type { AppServices } from '~/load-context'
import { formValues, parseForm } from '~/lib/forms'
import { loadCalendarSettings, saveCalendarSettings } from './calendar-settings.server'
import type { SettingsActionData } from './components/settings-forms'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  DetailsSchema,
  PASSWORD_CHANGED_PARAM,
  SETTINGS_INTENTS,
  SignOutDeviceSchema,
  type SettingsIntent,
} from './settings.schema'
import { formatMoney } from '~/features/payments'
import { listReceipts } from '~/features/payments/index.server'
import {
  accountChangeLimited,
  changeEmail,
  changePassword,
  loadSettings,
  regeneratePlan,
  saveDetails,
  saveDisplayPreferences,
  saveEmailPreferences,
} from './settings.server'
import { signOutDevice, signOutEverywhereElse } from './devices.server'
import {
  isDigestFrequency,
  MAX_PUSH_DEVICES,
  PushSubscriptionSchema,
  removePushDevice,
  savePushSubscription,
  setOwnDigest,
} from '~/features/reminders/index.server'
import { findActiveFamily, loadLetterDetails, saveLetterDetails } from '~/features/family/index.server'
import { LetterDetailsSchema } from '~/features/family/letter-details.schema'
import type { LetterDetailsView } from './components/letter-details-form'
import { Refusal } from '~/lib/refusal'
import { plural } from '~/lib/words'

/**
 * The settings page: what it shows, and its forms. Each form posts an `intent` (details when none), which this carries out for the
 * signed-in user and answers with what the page shows (a toast and the form's errors). The route checks the
 * session first (and the server, a form from another site).
 */

/** What the settings page shows the signed-in user. */
export async function settingsOverview(
  db: AppServices['db'],
  user: { id: string; email: string; emailVerified: boolean; hasPurchasedPremium: boolean; familyHasPremium: boolean },
) {
  const [settings, calendar, receipts, letterDetails] = await Promise.all([
    loadSettings(db, user.id),
    loadCalendarSettings(db, user.id),
    listReceipts(db, user.id),
    letterDetailsOf(db, user.id),
  ])
  return {
    settings,
    calendar,
    letterDetails,
    regionName: settings.region ? (findRegion(settings.region)?.region.name ?? settings.region) : null,
    email: user.email,
    emailVerified: user.emailVerified,
    hasPurchasedPremium: user.hasPurchasedPremium,
    familyHasPremium: user.familyHasPremium,
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      what: receipt.type === 'premium' ? 'Premium' : 'Donation',
      amount: formatMoney(receipt.amountMinor, receipt.currency),
      paidOn: receipt.paidAt?.toISOString().slice(0, 10) ?? null,
      refunded: receipt.status === 'refunded',
    })),
    // Only the chosen country's: the form fetches another's when it is chosen (or, without JavaScript, the refused
    // post brings it: `regionsOfSent`).
    regions: regionsOf(settings.country),
  }
}

/** A country's regions as the details form lists them, by its code; none for no country or an unknown one. */
function regionsOf(country: string | null | undefined): Partial<RegionOptions> {
  const code = COUNTRY_CODES.find((candidate) => candidate === country)
  return code ? { [code]: regionOptions()[code] } : {}
}

/** The details letters are written from, in the person's active family; null before they have one. */
async function letterDetailsOf(db: AppServices['db'], userId: string): Promise<LetterDetailsView | null> {
  const access = await findActiveFamily(db, userId)
  if (!access) return null
  const [values, settings] = await Promise.all([loadLetterDetails(db, access), loadSettings(db, userId)])
  return { values, managesFamily: settings.managesFamily, deceasedName: settings.deceasedName }
}

function refused(
  intent: SettingsIntent,
  fieldErrors: Record<string, string | undefined>,
  values = {},
  more: Pick<SettingsActionData, 'regions'> = {},
) {
  return data<SettingsActionData>(
    {
      intent,
      ok: false,
      title: 'Not saved',
      message: 'Please check the answer marked below.',
      fieldErrors,
      values,
      ...more,
    },
    400,
  )
}

/** One form post on the settings page: whose it is, what it says, and what was typed to show back. */
interface SettingsChange {
  services: AppServices
  /** The request's headers: Better Auth finds the session by its cookie. */
  headers: Headers
  user: { id: string }
  form: FormData
  /** What was sent, without the passwords, shown back after a refusal. */
  values: Record<string, string>
}

async function changeDetails({ services, user, form, values }: SettingsChange, intent: 'details') {
  // The page has only the saved country's regions; the form shown back may name another (without JavaScript, its
  // 'Show the regions' button posts here).
  const sentCountry = { regions: regionsOf(values.country) }
  const parsed = parseForm(DetailsSchema, form)
  if (!parsed.success) return refused(intent, parsed.fieldErrors, values, sentCountry)
  const result = await saveDetails(services.db, user.id, parsed.data)
  if (!result.ok) return refused(intent, result.fieldErrors, values, sentCountry)
  const parts = ['Your details are saved.']
  if (result.dueDatesChanged > 0) parts.push(`${plural(result.dueDatesChanged, 'due date')} moved with the new date.`)
  if (result.regionChanged) parts.push('Your region changed: use “Regenerate plan for my region” to add its tasks.')
  return { intent, ok: true, title: 'Settings saved', message: parts.join(' ') } satisfies SettingsActionData
}

/** 'Details for letters': the person's own always; the family's only for those who may manage it (a 403 Refusal). */
async function changeLetterDetails({ services, user, form, values }: SettingsChange, intent: 'letter-details') {
  const parsed = parseForm(LetterDetailsSchema, form)
  if (!parsed.success) return refused(intent, parsed.fieldErrors, values)
  const access = await findActiveFamily(services.db, user.id)
  if (!access) return refused(intent, { form: 'Set up your plan first.' })
  const refusal = await saveLetterDetails(services.db, access, parsed.data).catch((error: unknown) => {
    if (error instanceof Refusal) return error
    throw error
  })
  if (refusal) return refused(intent, { [refusal.field ?? 'form']: refusal.message }, values)
  return {
    intent,
    ok: true,
    title: 'Settings saved',
    message: 'Your details for letters are saved.',
  } satisfies SettingsActionData
}

async function regeneratePlanForRegion({ services, user }: SettingsChange, intent: 'regenerate-plan') {
  const changes = await regeneratePlan(services.db, user.id).catch((error: unknown) => {
    if (error instanceof Refusal) return error
    throw error
  })
  if (changes instanceof Refusal) return refused(intent, { form: changes.message })
  if (!changes) return refused(intent, { form: 'Set up your plan first.' })
  const message =
    changes.added + changes.updated + changes.removed === 0
      ? 'Your plan already has every task for your region.'
      : `${plural(changes.added, 'task')} added, ${changes.updated} brought up to date, ${changes.removed} no longer needed removed.`
  return { intent, ok: true, title: 'Plan updated', message } satisfies SettingsActionData
}

async function changeEmailAddress({ services, headers, user, form, values }: SettingsChange, intent: 'change-email') {
  const parsed = parseForm(ChangeEmailSchema, form)
  if (!parsed.success) return refused(intent, parsed.fieldErrors, values)
  const limited = await accountChangeLimited(services.db, intent, user.id)
  if (limited) return refused(intent, { newEmail: limited }, values)
  const result = await changeEmail(services.auth, headers, parsed.data.newEmail)
  if (!result.ok) return refused(intent, { [result.field]: result.message }, values)
  return {
    intent,
    ok: true,
    title: 'Check your e-mail',
    message: `We have sent a link to ${parsed.data.newEmail}. Your address changes when you follow it.`,
  } satisfies SettingsActionData
}

async function changePasswordAndCarrySession(
  { services, headers, user, form }: SettingsChange,
  logger: Logger,
  intent: 'change-password',
) {
  const parsed = parseForm(ChangePasswordSchema, form)
  if (!parsed.success) return refused(intent, parsed.fieldErrors)
  const limited = await accountChangeLimited(services.db, intent, user.id)
  if (limited) return refused(intent, { currentPassword: limited })
  const result = await changePassword(services.auth, headers, parsed.data)
  if (!result.ok) return refused(intent, { [result.field]: result.message })
  await alertPasswordChanged(services, logger, user.id)
  // The change replaced this session too. A redirect carries the new cookie to the next page in every
  // browser; rendering the page in this same response would run its loaders with the old, ended session and
  // sign the person out when scripts are off.
  const cookies = new Headers()
  for (const cookie of result.headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return redirect(`/dashboard/settings?${PASSWORD_CHANGED_PARAM}=changed`, { headers: cookies })
}

const DIGEST_SAVED = {
  none: 'We will not send you a digest of what moved in the family.',
  weekly: 'We will send you a weekly digest of what moved in the family.',
  monthly: 'We will send you a monthly digest of what moved in the family.',
} as const

async function changeEmailPreferences({ services, user, form }: SettingsChange, intent: 'email-preferences') {
  // Unticked boxes are not sent: each is on only when the form says so.
  const preferences = {
    emailWhenAssigned: form.get('emailWhenAssigned') === 'on',
    emailReminders: form.get('emailReminders') === 'on',
  }
  await saveEmailPreferences(services.db, user.id, preferences)
  // The digest is chosen for the active family; a form without the choice (no family yet) leaves it as it is.
  const digest = form.get('digest')
  const access = isDigestFrequency(digest) ? await findActiveFamily(services.db, user.id) : null
  if (access && isDigestFrequency(digest)) await setOwnDigest(services.db, access, digest)
  return {
    intent,
    ok: true,
    title: 'Settings saved',
    message: [
      preferences.emailWhenAssigned
        ? 'We will e-mail you when someone assigns you a task.'
        : 'We will not e-mail you when someone assigns you a task.',
      preferences.emailReminders
        ? 'We will remind you of deadlines by e-mail.'
        : 'We will not send you deadline reminders.',
      ...(access && isDigestFrequency(digest) ? [DIGEST_SAVED[digest]] : []),
    ].join(' '),
  } satisfies SettingsActionData
}

/** 'Large print and colours': unticked boxes are not sent, so each is on only when the form says so. */
async function changeDisplay({ services, user, form }: SettingsChange, intent: 'display') {
  const display = { largePrint: form.get('largePrint') === 'on', highContrast: form.get('highContrast') === 'on' }
  await saveDisplayPreferences(services.db, user.id, display)
  return {
    intent,
    ok: true,
    title: 'Settings saved',
    message: [
      display.largePrint ? 'Large print is on.' : 'Large print is off.',
      display.highContrast ? 'High contrast colours are on.' : 'High contrast colours are off.',
    ].join(' '),
  } satisfies SettingsActionData
}

async function signOutOneDevice({ services, headers, form }: SettingsChange, intent: 'sign-out-device') {
  const parsed = parseForm(SignOutDeviceSchema, form)
  const signedOut = parsed.success && (await signOutDevice(services.auth, headers, parsed.data.sessionId))
  if (!signedOut) {
    return data<SettingsActionData>(
      { intent, ok: false, title: 'Not signed out', message: 'That device is already signed out.' },
      404,
    )
  }
  return {
    intent,
    ok: true,
    title: 'Signed out',
    message: 'That device is signed out.',
  } satisfies SettingsActionData
}

async function signOutOtherDevices({ services, headers }: SettingsChange, intent: 'sign-out-others') {
  const count = await signOutEverywhereElse(services.auth, headers)
  return {
    intent,
    ok: true,
    title: 'Signed out',
    message: count === 0 ? 'You were not signed in anywhere else.' : `Signed out on ${plural(count, 'other device')}.`,
  } satisfies SettingsActionData
}

/**
 * 'Reminders on this device': the page's script posts the subscription its browser just made (decision 078). The
 * device is named from this request's browser, which is the one that subscribed.
 */
async function turnOnPush({ services, headers, user, form }: SettingsChange, intent: 'push-subscribe') {
  const notSaved = (message: string, status = 400) =>
    data<SettingsActionData>({ intent, ok: false, title: 'Reminders not turned on', message }, status)
  if (!services.vapid) return notSaved('Reminders on phones and computers are not set up on this site.', 409)
  const parsed = parseForm(PushSubscriptionSchema, form)
  if (!parsed.success) {
    return notSaved('This browser’s push service is not one we can send to. Your reminders still come by e-mail.')
  }
  const saved = await savePushSubscription(services.db, user.id, parsed.data, headers.get('user-agent'))
  if (!saved.ok) {
    return notSaved(
      `Reminders are already on ${MAX_PUSH_DEVICES} devices, the most there can be. Remove one you no longer use, then try again.`,
      409,
    )
  }
  return {
    intent,
    ok: true,
    title: 'Reminders on this device',
    message: 'This device will show your daily reminder of tasks that are due or past their date.',
  } satisfies SettingsActionData
}

async function removePush({ services, user, form }: SettingsChange, intent: 'push-remove') {
  const id = form.get('deviceId')
  const removed = typeof id === 'string' && (await removePushDevice(services.db, user.id, id))
  if (!removed) {
    return data<SettingsActionData>(
      { intent, ok: false, title: 'Not removed', message: 'That device no longer gets reminders.' },
      404,
    )
  }
  return {
    intent,
    ok: true,
    title: 'Device removed',
    message: 'That device will no longer show reminders.',
  } satisfies SettingsActionData
}

export async function changeSettings(
  services: AppServices,
  logger: Logger,
  /** The request's headers: Better Auth finds the session by its cookie. */
  headers: Headers,
  user: { id: string },
  form: FormData,
) {
  const intent = SETTINGS_INTENTS.find((candidate) => candidate === form.get('intent')) ?? 'details'
  const values = formValues(form) as Record<string, string>
  delete values.currentPassword
  delete values.newPassword
  const change: SettingsChange = { services, headers, user, form, values }

  switch (intent) {
    case 'details':
      return changeDetails(change, intent)
    case 'letter-details':
      return changeLetterDetails(change, intent)
    case 'regenerate-plan':
      return regeneratePlanForRegion(change, intent)
    case 'change-email':
      return changeEmailAddress(change, intent)
    case 'calendar-create':
    case 'calendar-regenerate':
    case 'calendar-revoke':
    case 'calendar-completed':
      return saveCalendarSettings(services.db, user.id, intent, form, services.settings.publicUrl)
    case 'email-preferences':
      return changeEmailPreferences(change, intent)
    case 'display':
      return changeDisplay(change, intent)
    case 'sign-out-device':
      return signOutOneDevice(change, intent)
    case 'sign-out-others':
      return signOutOtherDevices(change, intent)
    case 'push-subscribe':
      return turnOnPush(change, intent)
    case 'push-remove':
      return removePush(change, intent)
    case 'change-password':
      return changePasswordAndCarrySession(change, logger, intent)
  }
}
