import { z } from 'zod'
import { TASK_CATEGORIES, TASK_PRIORITIES } from '~/content/schema'
import { TASK_STATUSES } from '~db/schema/vocabulary'
import { isIsoDate, isPlannableDate } from '~/lib/calendar'

/** The task rules (docs/product.md), shared by the task forms and the task service. */

// The limits and labels the task pages show live in a module without zod, so that a page which only shows a
// label does not load zod with it (decision 066).
export {
  CATEGORY_LABELS,
  DESCRIPTION_MAX,
  DURATION_MAX,
  LIST_ITEM_MAX,
  LIST_MAX,
  NOTES_MAX,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TITLE_MAX,
} from './task-labels'
import { DESCRIPTION_MAX, DURATION_MAX, LIST_ITEM_MAX, LIST_MAX, NOTES_MAX, TITLE_MAX } from './task-labels'

const text = (max: number, message: string) => z.string().trim().max(max, message)

/** A list field (steps, contacts): empty entries are dropped on save (docs/product.md). */
const list = (what: string) =>
  z
    .array(z.string().trim().max(LIST_ITEM_MAX, `Each ${what} can have at most ${LIST_ITEM_MAX} characters`))
    .transform((items) => items.filter((item) => item !== ''))
    .pipe(z.array(z.string()).max(LIST_MAX, `A task can have at most ${LIST_MAX} ${what}s`))

export const TaskFieldsSchema = z.object({
  title: z
    .string({ message: 'Please enter a task title' })
    .trim()
    .min(1, 'Please enter a task title')
    .max(TITLE_MAX, `A title can have at most ${TITLE_MAX} characters`),
  description: text(DESCRIPTION_MAX, `A description can have at most ${DESCRIPTION_MAX} characters`).default(''),
  category: z.enum(TASK_CATEGORIES, { message: 'Choose a category from the list' }).default('general'),
  priority: z.enum(TASK_PRIORITIES, { message: 'Choose a priority from the list' }).default('medium'),
  estimatedDuration: text(DURATION_MAX, `At most ${DURATION_MAX} characters`).default(''),
  dueDate: z
    .string()
    .trim()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'Enter a real date, like 2026-12-01')
    .refine((value) => !isIsoDate(value) || isPlannableDate(value), 'Enter a date between 1900 and 2199')
    .default(''),
  steps: list('step').default([]),
  contacts: list('contact').default([]),
  notes: text(NOTES_MAX, `Notes can have at most ${NOTES_MAX} characters`).default(''),
})
export type TaskFields = z.infer<typeof TaskFieldsSchema>

export const StatusSchema = z.enum(TASK_STATUSES, { message: 'Choose a status from the list' })

export const TASK_LIST_FIELDS = ['steps', 'contacts'] as const

export const TASK_INTENTS = ['create', 'update', 'set-status', 'delete', 'assign'] as const
export type TaskIntent = (typeof TASK_INTENTS)[number]

/** The task manager's filters, read from the URL; anything unknown falls back to 'all'. */
export const TaskFiltersSchema = z.object({
  search: z.string().trim().max(200).catch(''),
  status: z.enum(['all', ...TASK_STATUSES]).catch('all'),
  category: z.enum(['all', ...TASK_CATEGORIES]).catch('all'),
  /** 'me': only the tasks assigned to the person looking. */
  assigned: z.enum(['all', 'me']).catch('all'),
})
export type TaskFilters = z.infer<typeof TaskFiltersSchema>

export function filtersFromUrl(url: URL): TaskFilters {
  return TaskFiltersSchema.parse({
    search: url.searchParams.get('search') ?? '',
    status: url.searchParams.get('status') ?? 'all',
    category: url.searchParams.get('category') ?? 'all',
    assigned: url.searchParams.get('assigned') ?? 'all',
  })
}

/** The task manager shows this many tasks a page: a family with a thousand tasks still gets a light page. */
export const TASKS_PER_PAGE = 50

export function pageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1
}
