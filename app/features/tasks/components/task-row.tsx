import { Fragment, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ChevronDown } from 'lucide-react'
import { formatDay } from '~/lib/calendar'
import { useReaderDates } from '~/lib/reader-dates'
import { useHydrated } from '~/lib/use-hydrated'
import { cn } from '~/lib/utils'
import { isOverdue } from '../task-rules'
import type { TaskView } from '../task-view'
import { STATUS_LABELS } from '../task-labels'

/**
 * A task list's row (docs/product.md, 'Tasks', Rows): the task's title, status, due date and who it is for,
 * and a disclosure that opens it to `children` (the details and the controls). The details are rendered only
 * while open, so a long plan is a short page and light HTML.
 *
 * With JavaScript the title is a button with `aria-expanded`; without it, a link to the same list with
 * `?open=<task id>`, which the server renders with that row open (the disclosure pattern of WAI-ARIA APG,
 * inside the row's heading so headings still lead from task to task).
 */
export function TaskRow({
  task,
  assignee,
  children,
}: {
  task: Pick<TaskView, 'id' | 'title' | 'status' | 'dueDate'>
  /** Who the task is assigned to, as the page names them ('you' for the person looking), or null. */
  assignee: string | null
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const location = useLocation()
  const openedByAddress = new URLSearchParams(location.search).get('open') === task.id
  const [opened, setOpened] = useState(openedByAddress)
  const open = hydrated ? opened : openedByAddress
  const rowId = `task-${task.id}`
  const panelId = `${rowId}-details`
  const { locale, today } = useReaderDates()
  // One string, not sr-only commas: a browser adds a space around an absolutely placed comma ('Title , Due').
  const accessibleName = [task.title, ...taskFacts(task, assignee, locale, today).map((fact) => fact.text)].join(', ')
  const label = (
    <>
      <span className="font-semibold">{task.title}</span>
      {/* The title has the row's whole width; the arrow ends the shorter line of facts. */}
      <span className="flex items-end justify-between gap-2">
        <TaskFacts task={task} assignee={assignee} />
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </span>
    </>
  )
  const toggleClass =
    'flex min-h-11 w-full flex-col gap-1 rounded-lg px-3 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
  return (
    <li id={rowId} className="rounded-lg border border-border bg-card">
      <h2 className="text-base font-normal">
        {hydrated ? (
          <button
            type="button"
            aria-label={accessibleName}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpened(!open)}
            className={toggleClass}
          >
            {label}
          </button>
        ) : (
          <a
            href={toggleHref(location.search, open ? null : task.id, rowId)}
            aria-label={accessibleName}
            aria-expanded={open}
            className={toggleClass}
          >
            {label}
          </a>
        )}
      </h2>
      {open && (
        <div id={panelId} className="flex flex-col gap-3 border-t border-border p-3">
          {children}
        </div>
      )}
    </li>
  )
}

/** The same list with this row open (or every row closed), keeping its filters, order and page. */
function toggleHref(search: string, openId: string | null, rowId: string): string {
  const params = new URLSearchParams(search)
  if (openId) params.set('open', openId)
  else params.delete('open')
  const query = params.toString()
  return `${query ? `?${query}` : '?'}#${rowId}`
}

interface TaskFact {
  key: string
  text: string
  className?: string
}

/** The row's facts in reading order: its status, its due date (overdue said in words), who it is assigned to. */
function taskFacts(
  task: Pick<TaskView, 'status' | 'dueDate'>,
  assignee: string | null,
  locale: string,
  today: string,
): TaskFact[] {
  const facts: TaskFact[] = [{ key: 'status', text: STATUS_LABELS[task.status] }]
  if (task.dueDate) {
    const day = formatDay(task.dueDate, locale, 'medium')
    facts.push(
      isOverdue(task, today)
        ? { key: 'due', text: `Overdue: was due ${day}`, className: 'font-semibold text-destructive' }
        : { key: 'due', text: `Due by ${day}` },
    )
  }
  if (assignee) facts.push({ key: 'assignee', text: `Assigned to ${assignee}` })
  return facts
}

/**
 * 'Not started · Overdue: was due 3 Nov 2026 · Assigned to you': the words say overdue, the colour only
 * repeats it (WCAG 1.4.1). The line wraps after a dot, never before one; a screen reader hears commas.
 */
export function TaskFacts({ task, assignee }: { task: Pick<TaskView, 'status' | 'dueDate'>; assignee: string | null }) {
  const { locale, today } = useReaderDates()
  const facts = taskFacts(task, assignee, locale, today)
  return (
    <span className="text-sm text-muted-foreground">
      {facts.map((fact, index) => (
        <Fragment key={fact.key}>
          <span className={fact.className}>{fact.text}</span>
          {index < facts.length - 1 && (
            <>
              <span aria-hidden="true">{'\u00a0·'}</span>
              <span className="sr-only">,</span>{' '}
            </>
          )}
        </Fragment>
      ))}
    </span>
  )
}
