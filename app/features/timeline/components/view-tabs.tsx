import { Link } from 'react-router'
import { cn } from '~/lib/utils'
import { timelineHref, type TimelineQuery, type TimelineView } from '../timeline.schema'

const VIEWS: Array<{ view: TimelineView; label: string }> = [
  { view: 'timeline', label: 'Timeline View' },
  { view: 'calendar', label: 'Calendar View' },
]

/** The tabs between the timeline and the calendar; each keeps the status filter. */
export function ViewTabs({ query }: { query: TimelineQuery }) {
  return (
    <nav aria-label="Views">
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {VIEWS.map(({ view, label }) => {
          const active = view === query.view
          return (
            <li key={view}>
              <Link
                to={timelineHref({ ...query, view })}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  '-mb-px flex min-h-11 items-center rounded-t-md border px-4 font-medium',
                  active
                    ? 'border-border border-b-card bg-card text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
