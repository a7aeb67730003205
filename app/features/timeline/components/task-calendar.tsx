import { useLayoutEffect, useRef } from 'react'
import { DayPicker, type CustomComponents, type Locale } from 'react-day-picker'
import { enAU, enCA, enGB, enIE, enNZ, enUS } from 'react-day-picker/locale'
import { Form, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatDay } from '~/lib/calendar'
import { useHydrated } from '~/lib/use-hydrated'
import { plural } from '~/lib/words'
import type { ReaderDates } from '~/lib/reader-dates'
import { timelineHref, type TimelineQuery } from '../timeline.schema'
import type { DayCount, TimelineFollowUp, TimelineTask } from '../timeline-view'
import { FollowUpList } from './follow-up-list'
import { TimelineTaskItem } from './timeline-task-item'

const LOCALES: Record<string, Locale> = {
  'en-AU': enAU,
  'en-CA': enCA,
  'en-GB': enGB,
  'en-IE': enIE,
  'en-NZ': enNZ,
  'en-US': enUS,
}

type DayButtonProps = Parameters<CustomComponents['DayButton']>[0]

/**
 * The picker's day button, moving the focus to the day as soon as it is drawn. The picker's own does it in an
 * effect, which Preact (decision 091) runs a frame later: arrow keys pressed quickly, or held down, overtook it,
 * and the days could pass the focus back and forth until the page stopped answering.
 */
function DayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  return <button ref={ref} {...buttonProps} />
}

/** The picker works on local dates; ours are 'YYYY-MM-DD' calendar days, whatever the device's zone. */
function toLocalDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number)
  return new Date(year, month - 1, day)
}

function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

interface TaskCalendarProps {
  query: TimelineQuery
  /** The chosen date written out on the server ('Sunday 29 November 2026'). */
  chosenDateLabel: string | null
  days: DayCount[]
  /** Tasks due on the chosen date (passing the filter). */
  onDate: TimelineTask[]
  /** Days with follow-ups with organisations, and those on the chosen date. */
  followUpDays: string[]
  onDateFollowUps: TimelineFollowUp[]
  dates: ReaderDates
  canEdit: boolean
}

/**
 * A month grid (react-day-picker, keyboard-operable) marking the days that have tasks; choosing a day lists
 * its tasks, choosing it again clears the choice. The chosen day is in the URL.
 */
export function TaskCalendar(props: TaskCalendarProps) {
  const { query, chosenDateLabel, days, onDate, followUpDays, onDateFollowUps, dates, canEdit } = props
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const counts = new Map(days.map((day) => [day.date, day.count]))
  const followUpSet = new Set(followUpDays)
  const marked = [...new Set([...days.map((day) => day.date), ...followUpDays])]
  const choose = (date: Date | undefined) =>
    void navigate(timelineHref({ ...query, date: date ? toIsoDate(date) : null }), {
      replace: true,
      preventScrollReset: true,
    })

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="flex flex-col gap-3">
        <div className="afterword-calendar self-start rounded-xl border bg-card p-3">
          <DayPicker
            mode="single"
            selected={query.date ? toLocalDate(query.date) : undefined}
            onSelect={choose}
            defaultMonth={toLocalDate(query.date ?? dates.today)}
            today={toLocalDate(dates.today)}
            weekStartsOn={dates.weekStartsOn}
            locale={LOCALES[dates.locale] ?? enGB}
            modifiers={{ hasTasks: marked.map(toLocalDate) }}
            modifiersClassNames={{ hasTasks: 'has-tasks' }}
            components={{ DayButton }}
            labels={{
              labelDayButton: (date, modifiers) => {
                const iso = toIsoDate(date)
                const count = counts.get(iso) ?? 0
                const parts = [formatDay(iso, dates.locale, 'full')]
                if (modifiers.today) parts.unshift('Today')
                if (count > 0) parts.push(`${plural(count, 'task')} due`)
                if (followUpSet.has(iso)) parts.push('follow-up with an organisation')
                if (modifiers.selected) parts.push('selected')
                return parts.join(', ')
              },
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-primary align-middle" />
          Days with a dot have tasks due.
        </p>
        {!hydrated && (
          // Without JavaScript the grid cannot be used; a date field does the same job.
          <DateFallback query={query} today={dates.today} />
        )}
      </div>
      <section aria-labelledby="chosen-date" aria-live="polite" className="self-start rounded-xl border bg-card p-4">
        <h3 id="chosen-date" className="text-lg font-semibold">
          {chosenDateLabel ? `Tasks due on ${chosenDateLabel}` : 'Choose a date'}
        </h3>
        {!query.date ? (
          <p className="py-2 text-muted-foreground">Choose a day in the calendar to see the tasks due that day.</p>
        ) : onDate.length === 0 && onDateFollowUps.length === 0 ? (
          <p className="py-2 text-muted-foreground">No tasks scheduled for this date</p>
        ) : (
          <>
            {onDate.length > 0 && (
              <ul className="divide-y divide-border">
                {onDate.map((task) => (
                  <TimelineTaskItem key={task.id} task={task} canEdit={canEdit} />
                ))}
              </ul>
            )}
            <FollowUpList followUps={onDateFollowUps} />
          </>
        )}
      </section>
    </div>
  )
}

/** A date field that chooses the day as the grid does, for a browser without JavaScript. */
function DateFallback({ query, today }: { query: TimelineQuery; today: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="view" value="calendar" />
      {query.status !== 'all' && <input type="hidden" name="status" value={query.status} />}
      <label className="flex flex-col gap-1">
        <span className="font-medium">Show a date</span>
        <input
          type="date"
          name="date"
          defaultValue={query.date ?? today}
          className="min-h-11 rounded-md border border-input bg-card px-3"
        />
      </label>
      <Button type="submit" variant="outline">
        Show tasks
      </Button>
    </Form>
  )
}
