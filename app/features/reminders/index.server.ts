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
