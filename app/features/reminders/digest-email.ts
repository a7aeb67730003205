import { emailPage, escapeHtml } from '~/lib/auth-emails'
import { formatDay } from '~/lib/calendar'
import type { MailMessage } from '~/lib/mail.server'
import { greeting } from '~/lib/person-name'
import type { ActivityType, DigestFrequency } from '~db/schema/vocabulary'

/**
 * The digest e-mail of what moved in a family (docs/decisions/070-estate-from-documents-and-digest.md), for
 * people who watch rather than do: tasks done, organisations told, what the estate collected and paid out, in
 * the house style of the reminder e-mail (decision 051). People are named by their full names (decision 061);
 * everything people typed is escaped in the HTML part.
 */

/**
 * What the digest reports: the activity types that say something moved (tasks done, organisations told, the
 * estate's assets found and collected, money in and out, distributions made and received). One list, extended as
 * features record more; each has its sentence in `DIGEST_SENTENCES`.
 */
export const DIGEST_ACTIVITY_TYPES: readonly ActivityType[] = [
  'task_completed',
  'organisations_told',
  'asset_added',
  'asset_updated',
  'estate_entry_added',
  'distribution_made',
  'distribution_receipted',
  'distribution_deleted',
  'asset_settled',
]

type Section = 'tasks' | 'organisations' | 'estate'

const SECTION_HEADINGS: Record<Section, string> = {
  tasks: 'Tasks done',
  organisations: 'Organisations told',
  estate: 'The estate',
}

interface Sentence {
  section: Section
  say: (who: string, target: string, detail: string | null) => string
}

/** How each reported type reads, keyed by name so the estate's types can be listed before they exist. */
export const DIGEST_SENTENCES: Record<string, Sentence> = {
  task_completed: { section: 'tasks', say: (who, target) => `${who} completed “${target}”` },
  organisations_told: {
    section: 'organisations',
    say: (who, target, detail) => `${who} told ${detail ?? 'several'} organisations through ${target}`,
  },
  asset_added: { section: 'estate', say: (who, target) => `${who} added “${target}” to the estate` },
  asset_updated: {
    section: 'estate',
    say: (who, target, detail) => `${who} updated “${target}”${detail ? ` (${detail})` : ''}`,
  },
  estate_entry_added: {
    section: 'estate',
    say: (who, target, detail) => `${who} recorded “${target}” in the estate’s account${detail ? ` (${detail})` : ''}`,
  },
  distribution_made: {
    section: 'estate',
    say: (who, target, detail) => `${who} recorded a distribution to ${target}${detail ? ` (${detail})` : ''}`,
  },
  distribution_receipted: {
    section: 'estate',
    say: (who, target) => `${who} recorded ${target}’s receipt for a distribution`,
  },
  distribution_deleted: {
    section: 'estate',
    say: (who, target, detail) => `${who} removed a distribution to ${target}${detail ? ` (${detail})` : ''}`,
  },
  asset_settled: {
    section: 'estate',
    say: (who, target, detail) =>
      detail === 'in'
        ? `${who} said “${target}” is part of the estate`
        : detail === 'out'
          ? `${who} said “${target}” passes outside the estate`
          : `${who} marked “${target}” as not settled yet`,
  },
}

export interface DigestItem {
  type: string
  target: string
  detail: string | null
  /** Who did it, by their full name; null once their account is gone. */
  actor: string | null
  /** 'YYYY-MM-DD', the day it happened. */
  day: string
}

export interface DigestMessage {
  to: string
  /** The person's full name; null for an account without one (decision 061). */
  name: string | null
  frequency: Exclude<DigestFrequency, 'none'>
  /** 'For Edith Smith', or 'Plan in England'. */
  familyLabel: string
  /** For a monthly digest, the month covered ('2026-03'). */
  month: string | null
  /** How the family's country writes dates ('en-GB', 'en-US'). */
  locale: string
  items: DigestItem[]
  activityUrl: string
  unsubscribeUrl: string
  settingsUrl: string
}

function periodWords(message: DigestMessage): string {
  if (message.frequency === 'weekly' || !message.month) return 'this week'
  const monthName = new Intl.DateTimeFormat(message.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${message.month}-01T00:00:00Z`),
  )
  return `in ${monthName}`
}

function linesOf(message: DigestMessage) {
  const sections = (Object.keys(SECTION_HEADINGS) as Section[]).map((section) => ({
    heading: SECTION_HEADINGS[section],
    lines: message.items
      .filter((item) => DIGEST_SENTENCES[item.type]?.section === section)
      .map((item) => {
        const sentence = DIGEST_SENTENCES[item.type]!
        return `${sentence.say(item.actor ?? 'Someone', item.target, item.detail)}, ${formatDay(item.day, message.locale)}`
      }),
  }))
  return sections.filter((section) => section.lines.length > 0)
}

export function digestEmail(message: DigestMessage): MailMessage {
  const when = periodWords(message)
  const subject = `What moved ${when}: ${message.familyLabel}`
  const sections = linesOf(message)
  const opening = `${greeting(message.name)} here is what the family did on Afterword ${when}.`
  const more = `The family’s full activity: ${message.activityUrl}`
  const frequencyWord = message.frequency === 'weekly' ? 'weekly' : 'monthly'
  const stopText = `You receive this ${frequencyWord} digest because you chose it in your settings. To stop it, open this link: ${message.unsubscribeUrl}\nYou can choose it again at any time in Settings: ${message.settingsUrl}`
  const text = [
    opening,
    message.familyLabel.toUpperCase(),
    ...sections.map((section) => [section.heading, ...section.lines.map((line) => `- ${line}`)].join('\n')),
    more,
    stopText,
    'With care,\nAfterword',
  ].join('\n\n')
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`
  const html = emailPage(
    subject,
    [
      paragraph(opening),
      `<h2 style="margin:24px 0 8px;font-size:20px">${escapeHtml(message.familyLabel)}</h2>`,
      ...sections.map(
        (section) =>
          `<h3 style="margin:16px 0 8px;font-size:17px">${escapeHtml(section.heading)}</h3><ul style="margin:0 0 16px;padding-left:24px">${section.lines
            .map((line) => `<li style="margin:0 0 8px">${escapeHtml(line)}</li>`)
            .join('')}</ul>`,
      ),
      `<p style="margin:0 0 16px"><a href="${escapeHtml(message.activityUrl)}" style="color:#1f4e5f">See the family’s full activity</a></p>`,
      `<p style="margin:0 0 16px;font-size:14px;color:#555555">You receive this ${frequencyWord} digest because you chose it in your settings. <a href="${escapeHtml(message.unsubscribeUrl)}" style="color:#1f4e5f">Stop the digest e-mails</a>. You can choose it again at any time in <a href="${escapeHtml(message.settingsUrl)}" style="color:#1f4e5f">Settings</a>.</p>`,
    ].join(''),
  )
  return {
    to: message.to,
    subject,
    text,
    html,
    headers: {
      // RFC 8058, as the reminders (decision 051).
      'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
