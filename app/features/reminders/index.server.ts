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
