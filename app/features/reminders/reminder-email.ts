import { emailPage, escapeHtml } from '~/lib/auth-emails'
import { formatDay } from '~/lib/calendar'
import type { ReminderKind } from '~db/schema/vocabulary'
import type { MailMessage } from '~/lib/mail.server'
import { greeting } from '~/lib/person-name'

/**
 * The daily reminder e-mail (docs/decisions/051-deadline-reminders.md): one message a day listing the tasks whose
 * date is near or past, grouped by family when the person helps more than one, with a link to each task and a
 * way to stop these e-mails in one click. Everything that came from people (names, titles) is escaped in the
 * HTML part.
 */

export interface ReminderItem {
  title: string
  /** 'YYYY-MM-DD'. */
  dueDate: string
  kind: ReminderKind
  /** The task, opened on Afterword. */
  url: string
  /** Sent to the family's Admins because nobody is assigned to it. */
  unassigned: boolean
}

export interface ReminderFamily {
  /** 'For Edith Smith', or 'Plan in England'. */
  label: string
  /** How the family's country writes dates ('en-GB', 'en-US'). */
  locale: string
  items: ReminderItem[]
}

export interface ReminderDigest {
  to: string
  /** The person's full name; null for an account without one (decision 061). */
  name: string | null
  families: ReminderFamily[]
  unsubscribeUrl: string
  settingsUrl: string
}

/** Most pressing first. */
const SECTIONS: Array<{ kind: ReminderKind; heading: string }> = [
  { kind: 'overdue', heading: 'Past the date and not yet marked done' },
  { kind: 'tomorrow', heading: 'Due tomorrow' },
  { kind: 'week-ahead', heading: 'Due in a week' },
]

function countText(count: number): string {
  return count === 1 ? 'one task' : `${count} tasks`
}

/** 'due 27 November 2026', and who it is for when nobody has taken it. */
function dueLine(item: ReminderItem, locale: string): string {
  return `due ${formatDay(item.dueDate, locale)}${item.unassigned ? ', not assigned to anyone yet' : ''}`
}

function sectionsOf(family: ReminderFamily) {
  return SECTIONS.map((section) => ({
    heading: section.heading,
    items: family.items.filter((item) => item.kind === section.kind),
  })).filter((section) => section.items.length > 0)
}

export function reminderEmail(digest: ReminderDigest): MailMessage {
  const total = digest.families.reduce((sum, family) => sum + family.items.length, 0)
  const subject = `A reminder of ${countText(total)} on Afterword`
  const several = digest.families.length > 1
  const opening = `${greeting(digest.name)} here ${total === 1 ? 'is a task' : 'are tasks'} on Afterword whose date is close or has passed. Each link opens the task.`
  const unassignedNote = digest.families.some((family) => family.items.some((item) => item.unassigned))
    ? 'Tasks not assigned to anyone are sent to the family’s Admins.'
    : null
  const doneNote = 'If something is already done, mark it done on Afterword and we will not remind you of it again.'
  const severalNote = several
    ? 'You help with more than one family’s plan: if a link shows the wrong plan, choose the family from the menu under your name first.'
    : null
  const stopText = `You receive these reminders because they are on in your settings. To stop them, open this link: ${digest.unsubscribeUrl}\nYou can turn them back on at any time in Settings: ${digest.settingsUrl}`

  const textBlocks = digest.families.flatMap((family) => [
    ...(several ? [family.label.toUpperCase()] : []),
    ...sectionsOf(family).map((section) =>
      [
        section.heading,
        ...section.items.map((item) => `- ${item.title} (${dueLine(item, family.locale)})\n  ${item.url}`),
      ].join('\n'),
    ),
  ])
  const text = [opening, ...textBlocks, doneNote, unassignedNote, severalNote, stopText, 'With care,\nAfterword']
    .filter((block): block is string => block !== null)
    .join('\n\n')

  // Headings in order: families (h2) over their sections (h3) when there are several, else sections are h2.
  const sectionTag = several ? 'h3' : 'h2'
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`
  const htmlFamilies = digest.families
    .map((family) => {
      const heading = several ? `<h2 style="margin:24px 0 8px;font-size:20px">${escapeHtml(family.label)}</h2>` : ''
      const sections = sectionsOf(family)
        .map(
          (section) =>
            `<${sectionTag} style="margin:16px 0 8px;font-size:17px">${escapeHtml(section.heading)}</${sectionTag}><ul style="margin:0 0 16px;padding-left:24px">${section.items
              .map(
                (item) =>
                  `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#1f4e5f">${escapeHtml(item.title)}</a><br><span style="color:#555555">${escapeHtml(dueLine(item, family.locale))}</span></li>`,
              )
              .join('')}</ul>`,
        )
        .join('')
      return heading + sections
    })
    .join('')
  const stopHtml = `<p style="margin:0 0 16px;font-size:14px;color:#555555">You receive these reminders because they are on in your settings. <a href="${escapeHtml(digest.unsubscribeUrl)}" style="color:#1f4e5f">Stop reminder e-mails</a>. You can turn them back on at any time in <a href="${escapeHtml(digest.settingsUrl)}" style="color:#1f4e5f">Settings</a>.</p>`
  const html = emailPage(
    subject,
    [
      paragraph(opening),
      htmlFamilies,
      paragraph(doneNote),
      unassignedNote ? paragraph(unassignedNote) : '',
      severalNote ? paragraph(severalNote) : '',
      stopHtml,
    ].join(''),
  )
  return {
    to: digest.to,
    subject,
    text,
    html,
    headers: {
      // RFC 8058: a mail program may offer 'Unsubscribe' and POST `List-Unsubscribe=One-Click` to this address.
      'List-Unsubscribe': `<${digest.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
