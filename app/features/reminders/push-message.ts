import type { ReminderKind } from '~db/schema/vocabulary'
import type { ReminderFamily } from './reminder-email'

/**
 * The daily reminder as a notification on a phone or computer (docs/decisions/078-push-reminders.md): the same
 * tasks as the e-mail, most pressing first, in the few lines a notification shows. The service worker
 * (`public/push-sw.js`) shows it as it comes; the text is plain, never HTML.
 */

export interface PushMessage {
  title: string
  body: string
  /** A path on this site the notification opens: the task when there is one, else the task list. */
  url: string
  /** A new day's reminder replaces yesterday's instead of piling up. */
  tag: string
}

/** A push service takes about 4 KB once encrypted; the message stays well under, whatever the titles. */
export const PUSH_MESSAGE_MAX_BYTES = 3000
/** Lines a notification shows before the rest is counted. */
const MAX_LINES = 5
const MAX_TITLE_CHARACTERS = 80
export const PUSH_TAG = 'afterword-reminders'

const PREFIX: Record<ReminderKind, string> = {
  overdue: 'Past its date',
  tomorrow: 'Due tomorrow',
  'week-ahead': 'Due in a week',
}
const ORDER: ReminderKind[] = ['overdue', 'tomorrow', 'week-ahead']

/** A title on one line, without control characters, cut at a character (not a byte) with an ellipsis. */
function shortTitle(title: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  const flat = title.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  const characters = [...flat]
  return characters.length > MAX_TITLE_CHARACTERS ? `${characters.slice(0, MAX_TITLE_CHARACTERS - 1).join('')}…` : flat
}

export function reminderPush(families: ReminderFamily[], tasksPath: string): PushMessage {
  const items = families.flatMap((family) => family.items)
  const sorted = ORDER.flatMap((kind) => items.filter((item) => item.kind === kind))
  const total = sorted.length
  const title = total === 1 ? 'A reminder of one task on Afterword' : `A reminder of ${total} tasks on Afterword`
  const lines: string[] = []
  for (const item of sorted) {
    const line = `${PREFIX[item.kind]}: ${shortTitle(item.title)}`
    const rest = total - lines.length - 1
    const withMore = [...lines, line, ...(rest > 0 ? [`and ${rest} more`] : [])].join('\n')
    if (lines.length >= MAX_LINES || Buffer.byteLength(withMore) > PUSH_MESSAGE_MAX_BYTES - 600) break
    lines.push(line)
  }
  const more = total - lines.length
  if (more > 0) lines.push(`and ${more} more`)
  const only = total === 1 ? sorted[0] : undefined
  return { title, body: lines.join('\n'), url: only ? pathOf(only.url) : tasksPath, tag: PUSH_TAG }
}

/** The path of a link the e-mail writes in full: the notification opens it on the site that sent it. */
function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost')
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
