import type { TaskCategory, TaskPriority } from '~db/schema/vocabulary'

/**
 * The task rules' limits and the words for categories, priorities and statuses (docs/product.md). Kept apart from
 * tasks.schema.ts, which checks forms with zod: the pages only show these, and need not load zod (decision 066).
 */

export const TITLE_MAX = 200
export const DESCRIPTION_MAX = 5000
export const NOTES_MAX = 5000
export const LIST_MAX = 50
export const LIST_ITEM_MAX = 500
export const DURATION_MAX = 100

export const CATEGORY_LABELS: Record<TaskCategory, string> = {
  general: 'General',
  legal: 'Legal',
  funeral: 'Funeral',
  estate: 'Estate',
  government: 'Government',
  financial: 'Financial',
  personal: 'Personal',
}

export const PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
}

export { TASK_STATUS_LABELS as STATUS_LABELS } from '~db/schema/vocabulary'
