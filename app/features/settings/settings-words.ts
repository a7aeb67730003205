/**
 * The settings page's intents and address words, without zod: settings.schema.ts checks the forms on the server,
 * and the page need not load zod (decision 066).
 */

/** The calendar subscription's forms (feature 'calendar'), posted to the same settings action. */
export const CALENDAR_INTENTS = [
  'calendar-create',
  'calendar-regenerate',
  'calendar-revoke',
  'calendar-completed',
] as const
export type CalendarIntent = (typeof CALENDAR_INTENTS)[number]

export const SETTINGS_INTENTS = [
  'details',
  'letter-details',
  'regenerate-plan',
  'change-email',
  'change-password',
  'email-preferences',
  'display',
  'sign-out-device',
  'sign-out-others',
  'push-subscribe',
  'push-remove',
  ...CALENDAR_INTENTS,
] as const
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number]

/** After a password change the page is reloaded with `?password=changed`, and says so. */
export const PASSWORD_CHANGED_PARAM = 'password'
