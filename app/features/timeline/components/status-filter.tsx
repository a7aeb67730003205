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
