import type { VapidKeys } from './push-keys.server'
export { dueRemindersQuery, findDueReminders, REMINDER_HOUR, type DueReminder } from './due-reminders.server'
export { rememberTimeZone, setEmailReminders } from './preferences.server'
export {
  reminderHandlers,
  REMINDERS_JOB,
  removeOldDeliveries,
  runRemindersOnce,
  type ReminderRun,
  type ReminderServices,
} from './reminder-run.server'
export { loadUnsubscribePage, unsubscribe, type UnsubscribePage } from './unsubscribe.server'
export { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.server'
export { DIGEST_ACTIVITY_TYPES, DIGEST_SENTENCES } from './digest-email'
export {
  digestChoice,
  isDigestFrequency,
  loadDigestStopPage,
  setDigest,
  setOwnDigest,
  stopDigest,
  type DigestStopPage,
} from './digest-preferences.server'
export { digestHandlers, DIGESTS_JOB, findDueDigests, runDigestsOnce, type DigestRun } from './digest-run.server'
export { digestToken, digestUnsubscribeUrl, readDigestToken } from './digest-token.server'
export { loadVapidKeys, PushKeyError, publicKeyOf, vapidSubject, type VapidKeys } from './push-keys.server'
export { PUSH_TAG, reminderPush, type PushMessage } from './push-message'
export {
  enqueueReminderPushes,
  isPublicAddress,
  PUSH_FRESH_MS,
  PUSH_KIND,
  pushHandlers,
  type PushServices,
} from './push-send.server'
export {
  isPushServiceUrl,
  listPushDevices,
  MAX_PUSH_DEVICES,
  PushSubscriptionSchema,
  removePushDevice,
  savePushSubscription,
  type PushDevice,
} from './push-subscriptions.server'

// Push reminders' own key in what every request shares (docs/decisions/059-layers-and-import-zones.md): the
// VAPID keys, or null where push reminders are not set up (decision 078).
declare module '~/load-context' {
  interface AppServices {
    vapid: VapidKeys | null
  }
}
