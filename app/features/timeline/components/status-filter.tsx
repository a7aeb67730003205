import { Link } from 'react-router'
import { cn } from '~/lib/utils'
import { buttonVariants } from '~/components/ui/button'
import {
  TIMELINE_STATUSES,
  TIMELINE_STATUS_LABELS,
  timelineHref,
  type TimelineQuery,
  type TimelineStatus,
} from '../timeline.schema'

/** All, Pending, Overdue, Completed: links, so the choice is in the URL and works without JavaScript. */
export function StatusFilter({ query, counts }: { query: TimelineQuery; counts: Record<TimelineStatus, number> }) {
  return (
    <nav aria-label="Show tasks by status">
      <ul className="flex flex-wrap gap-2">
        {TIMELINE_STATUSES.map((status) => {
          const active = status === query.status
          return (
            <li key={status}>
              <Link
                to={timelineHref({ ...query, status })}
                aria-current={active ? 'true' : undefined}
                preventScrollReset
                className={cn(buttonVariants({ variant: active ? 'default' : 'outline' }))}
              >
                {TIMELINE_STATUS_LABELS[status]}
                <span className={cn('rounded-full px-2 text-sm', active ? 'bg-primary-foreground/20' : 'bg-muted')}>
                  {counts[status]}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * Said when the chosen filter leaves the view empty, so that a blank calendar is not taken for an empty plan;
 * `matching` is how many of the family's tasks pass the filter, dated or not.
 */
export function NothingMatchesNotice({ query, matching }: { query: TimelineQuery; matching: number }) {
  const label = TIMELINE_STATUS_LABELS[query.status]
  return (
    <div role="status" className="flex flex-col items-start gap-2 rounded-md border bg-muted px-4 py-3">
      <p className="font-medium">
        {matching === 0
          ? `No tasks match the ${label} filter.`
          : `None of the tasks that match the ${label} filter has a date, so the calendar is empty.`}
      </p>
      <Link
        to={timelineHref({ ...query, status: 'all' })}
        preventScrollReset
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        Clear the filter and show all tasks
      </Link>
    </div>
  )
}
