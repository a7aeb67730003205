import { formatDay } from '~/lib/calendar'
import { useReaderDates } from '~/lib/reader-dates'
import { cn } from '~/lib/utils'
import { isOverdue } from '../task-rules'
import type { TaskView } from '../task-view'
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../task-labels'

const PRIORITY_STYLES: Record<string, string> = {
  urgent: 'border-destructive text-destructive',
  high: 'border-primary text-primary',
  medium: 'border-border',
  low: 'border-border',
}

/**
 * Priority, category and due date in a line; the priority's colour is never the only cue (it is written). A task
 * list's row says the due date already (`TaskFacts`): its details leave it out (`due={false}`).
 */
export function TaskBadges({
  task,
  due = true,
}: {
  task: Pick<TaskView, 'priority' | 'category' | 'dueDate' | 'status'>
  due?: boolean
}) {
  const { locale, today } = useReaderDates()
  const overdue = isOverdue(task, today)
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className={cn('rounded-full border px-2 font-medium', PRIORITY_STYLES[task.priority])}>
        {PRIORITY_LABELS[task.priority]} <span className="sr-only">priority</span>
      </span>
      <span className="rounded-full border border-border px-2">{CATEGORY_LABELS[task.category]}</span>
      {due && task.dueDate && (
        <span className={cn('font-medium', overdue && 'text-destructive')}>
          {overdue ? 'Overdue: was due' : 'Due by'} {formatDay(task.dueDate, locale)}
        </span>
      )}
    </div>
  )
}
