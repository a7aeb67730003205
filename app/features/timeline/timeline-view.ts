import type { TaskCategory, TaskPriority } from '~/content/schema'
import type { TaskStatus } from '~db/schema/vocabulary'

/** What the timeline and calendar pages receive. */

/** A task as its line shows it (no kind: the line does not say it, and it was page data on every line). */
export interface TimelineTask {
  id: string
  title: string
  category: TaskCategory
  priority: TaskPriority
  status: TaskStatus
  dueDate: string | null
}

/** A follow-up date with an organisation the family is telling (the organisations feature), shown in its week. */
export interface TimelineFollowUp {
  id: string
  name: string
  done: boolean
  dueDate: string | null
}

export interface TimelineSummary {
  total: number
  /** Not completed (docs/product.md). */
  pending: number
  /** Due before today and not completed. */
  overdue: number
  completed: number
}

export interface OutsideCounts {
  /** Tasks passing the filter due after the last day shown. */
  later: number
  /** Tasks passing the filter with no due date. */
  undated: number
}

export interface DayCount {
  date: string
  count: number
}

/** A week's first `shown` tasks (all of them for the week asked for in full), with how many it has in all. */
export function limitWeek<T>(
  week: { start: string; items: T[] },
  openWeek: string | null,
  shown: number,
): { items: T[]; total: number } {
  const items = week.start === openWeek ? week.items : week.items.slice(0, shown)
  return { items, total: week.items.length }
}

/** What a view puts on the page, as far as telling whether it is empty goes. */
type ShownView =
  | { view: 'calendar'; days: unknown[]; followUpDays: unknown[] }
  | {
      view: 'timeline'
      weeks: Array<{ items: unknown[]; followUps: unknown[] }>
      earlier: { total: number }
      outside: OutsideCounts
    }

/**
 * Whether the view shows no task and no follow-up at all. The calendar marks only dated tasks, so a filter
 * whose tasks have no date leaves it blank too; the timeline names its undated and later tasks, so those count.
 */
export function showsNothing(shown: ShownView): boolean {
  if (shown.view === 'calendar') return shown.days.length === 0 && shown.followUpDays.length === 0
  return (
    shown.weeks.every((week) => week.items.length === 0 && week.followUps.length === 0) &&
    shown.earlier.total === 0 &&
    shown.outside.later === 0 &&
    shown.outside.undated === 0
  )
}
