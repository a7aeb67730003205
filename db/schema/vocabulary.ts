/**
 * The values the database, the server and the forms agree on. The tables enforce them with check constraints
 * built from these same lists (the other modules of db/schema), so a new value is added in one place. This
 * module imports nothing: the browser, the server and the schema all stand on it (docs/architecture.md,
 * 'Layers').
 */

/** The countries Afterword covers, in the product's codes (UK, not GB). */
export const COUNTRY_CODES = ['AU', 'CA', 'IE', 'NZ', 'UK', 'US'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

/** Who the signed-in person is to the person who died (docs/product.md). */
export const BEREAVEMENT_ROLES = ['surviving-partner', 'executor', 'family-member', 'friend', 'professional'] as const
export type BereavementRole = (typeof BEREAVEMENT_ROLES)[number]

/** A member's role in a family space (docs/product.md): Admin manages, Member edits, Viewer reads. */
export const FAMILY_ROLES = ['Admin', 'Member', 'Viewer'] as const
export type FamilyRole = (typeof FAMILY_ROLES)[number]

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
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** The contact form's categories at /support (docs/product.md), in the order the form offers them. */
export const SUPPORT_CATEGORIES = [
  'General Support',
  'Legal Guidance',
  'Grief Counseling',
  'Technical Help',
  'Emergency Support',
] as const
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number]

export const SUPPORT_STATUSES = ['open', 'answered'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** A document's category (docs/product.md, 'Documents'). */
export const DOCUMENT_CATEGORIES = ['legal', 'financial', 'personal', 'medical', 'insurance', 'general'] as const
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]

/** Where reading a document's text stands: waiting, text found, none in it, or the reading failed. */
export const TEXT_STATUSES = ['pending', 'found', 'none', 'failed'] as const
export type TextStatus = (typeof TEXT_STATUSES)[number]

/** The kinds of organisation people tell after a death (docs/decisions/048-organisations-and-letters.md). */
export const ORGANISATION_KINDS = [
  'bank',
  'pension',
  'insurer',
  'utility',
  'telecoms',
  'employer',
  'council',
  'tax',
  'social-security',
  'vehicle',
  'passport',
  'subscription',
  'social-media',
  'other',
] as const
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number]

/** Where telling an organisation about the death stands (docs/decisions/048-organisations-and-letters.md). */
export const ORGANISATION_STATUSES = ['to-notify', 'notified', 'waiting', 'done'] as const
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number]

/** What a notification letter asks the organisation to do. */
export const LETTER_PURPOSES = ['close', 'freeze', 'transfer', 'refund'] as const
export type LetterPurpose = (typeof LETTER_PURPOSES)[number]

/** In what capacity the sender writes. */
export const SENDER_CAPACITIES = ['executor', 'next-of-kin', 'administrator'] as const
export type SenderCapacity = (typeof SENDER_CAPACITIES)[number]

/** What a letter can say is enclosed. */
export const LETTER_ENCLOSURES = ['death-certificate', 'grant', 'will', 'sender-id'] as const
export type LetterEnclosure = (typeof LETTER_ENCLOSURES)[number]
