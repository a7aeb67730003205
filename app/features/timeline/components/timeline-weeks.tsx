import { Link } from 'react-router'
import type { Week } from '~/lib/calendar'
import type { OutsideCounts, TimelineFollowUp, TimelineTask } from '../timeline-view'
import { FollowUpList } from './follow-up-list'
import { TimelineTaskItem } from './timeline-task-item'
import { plural } from '~/lib/words'

interface TimelineWeeksProps {
  /** Each week with its tasks and its span written out ('16–22 November 2026'). */
  weeks: Array<Week & { items: TimelineTask[]; total: number; label: string; followUps: TimelineFollowUp[] }>
  /** This page with the week starting on `start` listed in full. */
  showWeekHref: (start: string) => string
  /** The last day shown, written out. */
  lastDayLabel: string
  /** Tasks still to do whose date passed before the first week shown. */
  earlier: { tasks: TimelineTask[]; total: number }
  /** This page with every late task listed. */
  showAllLateHref: string
  outside: OutsideCounts
  canEdit: boolean
}

function weekName(index: number): string {
  if (index === 0) return 'This week'
  if (index === 1) return 'Next week'
  return `In ${index} weeks`
}

/** Under a shortened list: how many more there are, and a link to this page with the list in full. */
function ShowAll({ shown, total, more, href }: { shown: number; total: number; more: [string, string]; href: string }) {
  if (total <= shown) return null
  return (
    <p className="pt-2">
      {plural(total - shown, ...more)}{' '}
      <Link to={href} preventScrollReset className="text-primary underline underline-offset-4 hover:no-underline">
        Show all {total}
      </Link>
    </p>
  )
}

/** Eight weeks from the current one, each with the tasks due in it; what falls outside is counted below. */
export function TimelineWeeks({
  weeks,
  lastDayLabel,
  earlier,
  showAllLateHref,
  showWeekHref,
  outside,
  canEdit,
}: TimelineWeeksProps) {
  return (
    <div className="flex flex-col gap-4">
      {earlier.total > 0 && (
        <section aria-labelledby="week-earlier" className="rounded-xl border border-destructive/60 bg-card p-4">
          <h3 id="week-earlier" className="text-lg font-semibold">
            Before this week, still to do
          </h3>
          <ul className="divide-y divide-border">
            {earlier.tasks.map((task) => (
              <TimelineTaskItem key={task.id} task={task} canEdit={canEdit} />
            ))}
          </ul>
          <ShowAll
            shown={earlier.tasks.length}
            total={earlier.total}
            more={['more late task.', 'more late tasks.']}
            href={showAllLateHref}
          />
        </section>
      )}
      <ol className="flex flex-col gap-4">
        {weeks.map((week, index) => (
          <li key={week.start}>
            <section aria-labelledby={`week-${week.start}`} className="rounded-xl border bg-card p-4">
              <h3 id={`week-${week.start}`} className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
                {weekName(index)}
                <span className="text-base font-normal text-muted-foreground">{week.label}</span>
              </h3>
              {week.items.length === 0 && week.followUps.length === 0 ? (
                <p className="py-2 text-muted-foreground">No tasks scheduled for this week</p>
              ) : week.items.length === 0 ? null : (
                <ul className="divide-y divide-border">
                  {week.items.map((task) => (
                    <TimelineTaskItem key={task.id} task={task} canEdit={canEdit} />
                  ))}
                </ul>
              )}
              <FollowUpList followUps={week.followUps} />
              <ShowAll
                shown={week.items.length}
                total={week.total}
                more={['more task due this week.', 'more tasks due this week.']}
                href={showWeekHref(week.start)}
              />
            </section>
          </li>
        ))}
      </ol>
      {(outside.later > 0 || outside.undated > 0) && (
        <p className="text-muted-foreground">
          {outside.later > 0 && (
            <>
              {plural(outside.later, 'more task is', 'more tasks are')} due after {lastDayLabel}.{' '}
            </>
          )}
          {outside.undated > 0 && <>{plural(outside.undated, 'task has', 'tasks have')} no due date. </>}
          <Link to="/dashboard/tasks" className="text-primary underline underline-offset-4 hover:no-underline">
            See them in the task manager
          </Link>
        </p>
      )}
    </div>
  )
}
