import { isPlannableDate } from '~/lib/calendar'

/** docs/product.md: the timeline spans 8 weeks from the current one. */
export const TIMELINE_WEEKS = 8

export const TIMELINE_VIEWS = ['timeline', 'calendar'] as const
export type TimelineView = (typeof TIMELINE_VIEWS)[number]

/** The status filter buttons; unlike the earlier version's (decision 012), they filter both views. */
export const TIMELINE_STATUSES = ['all', 'pending', 'overdue', 'completed'] as const
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number]

export const TIMELINE_STATUS_LABELS: Record<TimelineStatus, string> = {
  all: 'All',
  pending: 'Pending',
  overdue: 'Overdue',
  completed: 'Completed',
}

export interface TimelineQuery {
  view: TimelineView
  status: TimelineStatus
  /** The day chosen in the calendar view, 'YYYY-MM-DD', or none. */
  date: string | null
  /** Every late task before this week, rather than the first EARLIER_SHOWN. */
  allLate: boolean
  /** The first day of a week to list in full, rather than its first WEEK_SHOWN tasks. */
  week: string | null
}

/**
 * Tasks listed in a week until the person asks for all of them: the eight weeks stay an overview a phone can
 * scroll through, and the page light (docs/product.md, 'Timeline'; docs/decisions/088).
 */
export const WEEK_SHOWN = 5

/** Late tasks listed before the first week until the person asks for all of them (the dashboard lists them all). */
export const EARLIER_SHOWN = 10

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

/** The view, filter and date in the URL; anything malformed falls back to the default, never to an error. */
export function timelineQueryFromUrl(url: URL): TimelineQuery {
  const date = url.searchParams.get('date')
  const week = url.searchParams.get('week')
  return {
    view: oneOf(TIMELINE_VIEWS, url.searchParams.get('view'), 'timeline'),
    status: oneOf(TIMELINE_STATUSES, url.searchParams.get('status'), 'all'),
    date: date && isPlannableDate(date) ? date : null,
    allLate: url.searchParams.get('late') === 'all',
    week: week && isPlannableDate(week) ? week : null,
  }
}

/** The page's address for a query, leaving defaults out so links stay short. */
export function timelineHref(query: TimelineQuery): string {
  const params = new URLSearchParams()
  if (query.view !== 'timeline') params.set('view', query.view)
  if (query.status !== 'all') params.set('status', query.status)
  if (query.date) params.set('date', query.date)
  if (query.allLate) params.set('late', 'all')
  if (query.week) params.set('week', query.week)
  const search = params.toString()
  return `/dashboard/timeline${search ? `?${search}` : ''}`
}
