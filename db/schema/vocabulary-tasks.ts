/**
 * Tasks, their deadlines and reminders, and the activity feed (part of db/schema/vocabulary.ts, which re-exports every part: a page loads only the lists it uses).
 */

export const TASK_CATEGORIES = ['general', 'legal', 'funeral', 'estate', 'government', 'financial', 'personal'] as const
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const
export type TaskCategory = (typeof TASK_CATEGORIES)[number]
export type TaskPriority = (typeof TASK_PRIORITIES)[number]

export const TASK_STATUSES = ['not-started', 'in-progress', 'completed', 'blocked'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

/** How a task's status reads, on the task pages and in the activity feed. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  completed: 'Completed',
  blocked: 'Blocked',
}

/**
 * Where a task came from: the region's checklist, its legal actions, the seven generic tasks, or the family
 * itself. The generic-tasks screen shows one kind; the legal-tasks screen every legal task (`isLegal`).
 */
export const TASK_KINDS = ['checklist', 'legal-action', 'generic', 'custom'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** 'months-end': by the end of the Nth calendar month after the event (UK Inheritance Tax: six months). */
export const DEADLINE_UNITS = ['hours', 'days', 'working-days', 'weeks', 'months', 'months-end'] as const
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number]

/** The event a deadline counts from. */
export const DEADLINE_EVENTS = ['death', 'burial-or-cremation', 'grant-of-probate'] as const
export type DeadlineEvent = (typeof DEADLINE_EVENTS)[number]

/**
 * A deadline reminder's kind (docs/decisions/051-deadline-reminders.md): past its date and not done, due
 * tomorrow, due in a week.
 */
export const REMINDER_KINDS = ['overdue', 'tomorrow', 'week-ahead'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** What the activity feed records (docs/product.md, plus edits and deletions). */
export const ACTIVITY_TYPES = [
  'task_created',
  'task_updated',
  'task_started',
  'task_completed',
  'task_status_changed',
  'task_deleted',
  'task_assigned',
  'plan_generated',
  'member_invited',
  'member_joined',
  'member_left',
  'member_removed',
  'member_role_changed',
  'document_uploaded',
  'document_shared',
  'document_unshared',
  'document_deleted',
  'organisation_added',
  'organisation_updated',
  'organisation_deleted',
  'organisations_told',
  'letter_saved',
  'certificate_sent',
  'certificate_returned',
  'certificates_held',
  // The estate's records (decision 067); the digest e-mail reads these names.
  'asset_added',
  'asset_updated',
  'asset_deleted',
  // The family settled whether an asset the rule calls 'depends' is in the estate (decision 076).
  'asset_settled',
  'debt_added',
  'debt_updated',
  'debt_deleted',
  'estate_entry_added',
  'estate_entry_deleted',
  'beneficiary_added',
  'beneficiary_updated',
  'beneficiary_deleted',
  'distribution_made',
  'distribution_receipted',
  'distribution_deleted',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]
