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

/**
 * A family member's relationship to the person who died, as their letters state it (decision 063). No default:
 * 'Next of kin' assumed a spouse was not one. 'other' is typed by the person.
 */
export const RELATIONSHIPS = [
  'husband',
  'wife',
  'partner',
  'civil-partner',
  'son',
  'daughter',
  'father',
  'mother',
  'brother',
  'sister',
  'grandson',
  'granddaughter',
  'other-relative',
  'friend',
  'executor',
  'administrator',
  'other',
] as const
export type Relationship = (typeof RELATIONSHIPS)[number]

/** What a letter can say is enclosed. */
export const LETTER_ENCLOSURES = ['death-certificate', 'grant', 'will', 'sender-id'] as const
export type LetterEnclosure = (typeof LETTER_ENCLOSURES)[number]

/** The estate (issue 33, decision 067): the currency each country's estate is kept in. */
export const COUNTRY_CURRENCIES = { AU: 'AUD', CA: 'CAD', IE: 'EUR', NZ: 'NZD', UK: 'GBP', US: 'USD' } as const
export type EstateCurrency = (typeof COUNTRY_CURRENCIES)[CountryCode]

/** What an asset of the estate is. */
export const ASSET_KINDS = [
  'bank-account',
  'property',
  'vehicle',
  'shares-and-funds',
  'pension',
  'life-insurance',
  'business-interest',
  'belongings',
  'digital-account',
  'money-owed',
] as const
export type AssetKind = (typeof ASSET_KINDS)[number]

/**
 * How the person owned an asset, which decides whether it forms part of the estate (`estate-rules.ts`): sole
 * ownership does; joint ownership passes to the survivor; a trust or a nominated (named) beneficiary usually
 * takes it outside the estate, with the country's own exceptions.
 */
export const OWNERSHIPS = ['sole', 'joint', 'in-trust', 'nominated-beneficiary'] as const
export type Ownership = (typeof OWNERSHIPS)[number]

/** How a value at the date of death was found. */
export const VALUATION_METHODS = ['statement', 'valuation', 'estimate'] as const
export type ValuationMethod = (typeof VALUATION_METHODS)[number]

/** Where an asset has got to. */
export const ASSET_STATES = ['found', 'valued', 'collected', 'transferred', 'sold'] as const
export type AssetState = (typeof ASSET_STATES)[number]

/** What a debt or expense is: the person's debts at death, then the funeral and the estate's own expenses. */
export const DEBT_KINDS = ['mortgage', 'loan', 'credit-card', 'bill', 'tax', 'funeral', 'estate-expense'] as const
export type DebtKind = (typeof DEBT_KINDS)[number]

/** Money into or out of the estate account after the death. */
export const ACCOUNT_DIRECTIONS = ['in', 'out'] as const
export type AccountDirection = (typeof ACCOUNT_DIRECTIONS)[number]

/** What the will or the law gives a beneficiary. */
export const GIFT_KINDS = ['specific-gift', 'sum', 'residue-share'] as const
export type GiftKind = (typeof GIFT_KINDS)[number]

/** A distribution is interim (on account) or final. */
export const DISTRIBUTION_KINDS = ['interim', 'final'] as const
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number]

/**
 * How often a family member is sent the digest of what moved in the family (decision 070): never (the default),
 * weekly or monthly. Chosen per person per family.
 */
export const DIGEST_FREQUENCIES = ['none', 'weekly', 'monthly'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]
