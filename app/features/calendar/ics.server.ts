import ical, {
  escape,
  type ICalCalendar,
  ICalEventBusyStatus,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator'
import { organisationHref } from '~/features/organisations'
import { editTaskUrl, isDone } from '~/features/tasks'
import { foldContentLines } from './fold-lines'

/**
 * The family's dated tasks as an iCalendar file (RFC 5545), for the subscription feed and the 'Add to
 * calendar' download. A pure function of the tasks and the options, so it is tested without a server.
 */

export interface CalendarTask {
  id: string
  title: string
  description: string
  steps: readonly string[]
  /** A calendar date, 'YYYY-MM-DD'; tasks without one are not in the calendar. */
  dueDate: string | null
  status: string
  updatedAt: Date
}

/** A follow-up date with an organisation the family is telling about the death. */
export interface CalendarFollowUp {
  id: string
  name: string
  followUpOn: string | null
  /** 'done' is shown as done (or left out, as completed tasks are). */
  status: string
  updatedAt: Date
}

export interface CalendarOptions {
  /** The calendar's name in the person's calendar app. */
  name: string
  /** The site's address without a trailing slash (PUBLIC_URL): the events link back to their tasks. */
  publicUrl: string
  /** Completed tasks appear marked as done, or are left out. */
  includeCompleted: boolean
}

/** Calendar apps ask again after about this long (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const REFRESH_SECONDS = 60 * 60

export const DONE_PREFIX = '✓ Done: '

/** SEQUENCE counts seconds from here: it rises with every change, as Outlook needs to replace an import. */
const SEQUENCE_EPOCH_MS = Date.UTC(2025, 0, 1)

const DAY_MS = 24 * 60 * 60 * 1000

/** Stable across renames, moves to another host and regenerated links, so updates replace the event. */
export function eventUid(taskId: string): string {
  return `task-${taskId}@afterword`
}

/** The task's edit dialog on the task manager (decision 010: dialogs live in the URL). */
export function taskLink(publicUrl: string, taskId: string): string {
  return `${publicUrl}${editTaskUrl(taskId)}`
}

export function eventDescription(task: Pick<CalendarTask, 'description' | 'steps'>, link: string): string {
  const parts: string[] = []
  const description = task.description.trim()
  if (description) parts.push(description)
  const steps = task.steps.map((step) => step.trim()).filter(Boolean)
  if (steps.length > 0) parts.push(['Steps:', ...steps.map((step) => `- ${step}`)].join('\n'))
  parts.push(`Open this task in Afterword: ${link}`)
  return parts.join('\n\n')
}

function midnightUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`)
}

/** Its own namespace beside the tasks', so the two kinds of event never replace each other. */
export function followUpUid(organisationId: string): string {
  return `organisation-${organisationId}@afterword`
}

/** The follow-up dates as task-like entries, so they become events the same way. */
function followUpsAsTasks(followUps: readonly CalendarFollowUp[]) {
  return followUps.map((followUp) => ({
    uid: followUpUid(followUp.id),
    link: (publicUrl: string) => `${publicUrl}${organisationHref(followUp.id)}`,
    task: {
      id: followUp.id,
      title: `Follow up with ${followUp.name}`,
      // No reference number: account numbers stay in Afterword rather than in a calendar service's copy.
      description: '',
      steps: [],
      dueDate: followUp.followUpOn,
      status: followUp.status === 'done' ? 'completed' : 'not-started',
      updatedAt: followUp.updatedAt,
    } satisfies CalendarTask,
  }))
}

/** The calendar as ical-generator holds it; `buildCalendar` is what the routes serve. */
export function createTaskCalendar(
  tasks: readonly CalendarTask[],
  options: CalendarOptions,
  followUps: readonly CalendarFollowUp[] = [],
): ICalCalendar {
  const calendar = ical({
    prodId: { company: 'Afterword', product: 'Tasks', language: 'EN' },
    // ical-generator 10 writes NAME, X-WR-CALNAME and X-WR-CALDESC without escaping them (its events' text
    // is escaped), so a comma or semicolon in a name would end the value early: escape them here.
    name: escape(options.name, false),
    description: escape('Dated tasks from your Afterword plan. Changes in Afterword appear here.', false),
    ttl: REFRESH_SECONDS,
  })
  const entries = [
    ...tasks.map((task) => ({ uid: eventUid(task.id), link: (url: string) => taskLink(url, task.id), task })),
    ...followUpsAsTasks(followUps),
  ]
  for (const entry of entries) {
    const { task } = entry
    if (!task.dueDate) continue
    const done = isDone(task)
    if (done && !options.includeCompleted) continue
    const start = midnightUtc(task.dueDate)
    const link = entry.link(options.publicUrl)
    calendar.createEvent({
      id: entry.uid,
      // No time zone anywhere: an all-day date is the same day wherever the calendar is read (RFC 5545 3.3.4),
      // and ical-generator writes such dates from their UTC parts.
      allDay: true,
      start,
      // DTEND is exclusive: the next day.
      end: new Date(start.getTime() + DAY_MS),
      summary: done ? `${DONE_PREFIX}${task.title}` : task.title,
      description: eventDescription(task, link),
      url: link,
      // Without METHOD, DTSTAMP is when the information last changed (RFC 5545 3.8.7.2).
      stamp: task.updatedAt,
      lastModified: task.updatedAt,
      sequence: Math.max(0, Math.floor((task.updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000)),
      status: ICalEventStatus.CONFIRMED,
      // A deadline, not an appointment: it must not make the person look busy all day.
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
    })
  }
  return calendar
}

const END = 'END:VCALENDAR'

/**
 * The same text as `calendar.toString()`, faster: the library serialises the calendar's own lines and each
 * event, and the folding is ours (see fold-lines.ts). A unit test holds the two outputs identical.
 */
export function serialiseCalendar(calendar: ICalCalendar): string {
  const events = calendar.events()
  const shell = calendar.clear().toString()
  if (!shell.endsWith(END)) throw new Error('serialiseCalendar: the calendar does not end with END:VCALENDAR')
  const body = events.map((event) => event.toString()).join('')
  return `${shell.slice(0, -END.length)}${foldContentLines(body)}${END}`
}

export function buildCalendar(
  tasks: readonly CalendarTask[],
  options: CalendarOptions,
  followUps: readonly CalendarFollowUp[] = [],
): string {
  return serialiseCalendar(createTaskCalendar(tasks, options, followUps))
}
