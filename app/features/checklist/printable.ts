import type { TaskCategory, TaskPriority } from '~/content/schema'
import type { TaskStatus } from '~db/schema/vocabulary'
import type { EstateInventory } from '~/features/estate'

/** The title every printed or downloaded checklist carries (docs/product.md). */
export const CHECKLIST_TITLE = 'Bereavement Support Checklist'

/** What an empty checklist says, on the page and in the PDF (docs/product.md). */
export const EMPTY_CHECKLIST_TEXT = 'No tasks match your current filters'

/** Paper the printed page and the PDF are laid out for. */
export const PAPER_SIZES = ['A4', 'LETTER'] as const
export type PaperSize = (typeof PAPER_SIZES)[number]

export interface PrintableTask {
  id: string
  title: string
  description: string
  priority: TaskPriority
  status: TaskStatus
  /** 'YYYY-MM-DD', or null when the task has no date. */
  dueDate: string | null
  /** The due date as the family's country writes it ('21 November 2026', 'November 21, 2026'). */
  dueDateLabel: string | null
  steps: string[]
  contacts: string[]
}

export interface PrintableGroup {
  category: TaskCategory
  /** 'Legal', 'Funeral', ... */
  label: string
  tasks: PrintableTask[]
}

/** An organisation to tell about the death, as the checklist lists it when asked to (decision 048). */
export interface PrintableOrganisation {
  id: string
  name: string
  /** 'To notify', 'Notified', … */
  statusLabel: string
  /** Marked done: its box is ticked. */
  done: boolean
  reference: string
  notifiedLabel: string | null
  followUpLabel: string | null
}

/** One checklist, the same for the preview, the printed page and the PDF. */
export interface PrintableChecklist {
  title: typeof CHECKLIST_TITLE
  /** The date it was made, as the country writes it. */
  dateLabel: string
  /** The region chosen in the filters ('New South Wales', 'UK-wide'), or null for all regions. */
  regionLabel: string | null
  taskCount: number
  groups: PrintableGroup[]
  /** BCP 47 language tag of the text, for the PDF's and the page's language ('en-AU'). */
  language: string
  paper: PaperSize
  /** The family's organisations to tell, when the filters ask for them; absent otherwise. */
  organisations?: PrintableOrganisation[]
  /** The estate's assets and debts with their values and state, when the filters ask for them (decision 076). */
  estate?: EstateInventory
}

/**
 * A task as the checklist's preview and print page draw it: no id, priority or date, which only the PDF and the
 * order use. Each is page data on the preview, a thousand times over for a long plan (decision 077).
 */
export type PreviewTask = Pick<
  PrintableTask,
  'title' | 'description' | 'status' | 'dueDateLabel' | 'steps' | 'contacts'
>

/**
 * The checklist as the preview draws it: each group's tasks trimmed to `PreviewTask`. The preview of a long
 * checklist shows its first tasks and 'Show more' (decision 083): a group then says how many tasks it has in all
 * (`count`), and `shownTasks` how many the preview draws; the print page and the PDF have every task.
 */
export type PreviewChecklist = Omit<PrintableChecklist, 'groups'> & {
  groups: (Omit<PrintableGroup, 'tasks'> & { tasks: PreviewTask[]; count?: number })[]
  shownTasks?: number
}

const previewTask = ({ title, description, status, dueDateLabel, steps, contacts }: PrintableTask): PreviewTask => ({
  title,
  description,
  status,
  dueDateLabel,
  steps,
  contacts,
})

/** The checklist's first `shown` tasks (all of them by default), in order, each group with its full count. */
export function previewChecklist(checklist: PrintableChecklist, shown: number = checklist.taskCount): PreviewChecklist {
  let left = shown
  const groups = checklist.groups
    .map((group) => {
      const tasks = group.tasks.slice(0, Math.max(0, left)).map(previewTask)
      left -= tasks.length
      return { ...group, tasks, count: group.tasks.length }
    })
    .filter((group) => group.tasks.length > 0)
  return { ...checklist, groups, shownTasks: Math.min(shown, checklist.taskCount) }
}

export const ESTATE_HEADINGS = {
  assets: 'The estate: assets',
  debts: 'The estate: debts and expenses',
} as const
export const ESTATE_EMPTY = { assets: 'No assets recorded yet.', debts: 'No debts recorded yet.' } as const

export const ORGANISATIONS_HEADING = 'Organisations to tell'

/** The line under an organisation's name, the same on paper and in the PDF. */
export function organisationFacts(organisation: PrintableOrganisation): string[] {
  return [
    organisation.statusLabel,
    organisation.reference ? `Reference: ${organisation.reference}` : null,
    organisation.notifiedLabel ? `Notified on ${organisation.notifiedLabel}` : null,
    organisation.followUpLabel ? `Follow up on ${organisation.followUpLabel}` : null,
  ].filter((fact) => fact !== null)
}
