import { describe, expect, it } from 'vitest'
import { reminderEmail, type ReminderDigest } from './reminder-email'

const UNSUBSCRIBE = 'https://afterword.test/email/unsubscribe/dXNlcg.c2lnbmF0dXJl'

function digest(overrides: Partial<ReminderDigest> = {}): ReminderDigest {
  return {
    to: 'ann@example.com',
    name: 'Ann',
    families: [
      {
        label: 'For Edith Smith',
        locale: 'en-GB',
        items: [
          {
            title: 'Register the death',
            dueDate: '2026-12-03',
            kind: 'tomorrow',
            url: 'https://afterword.test/dashboard/tasks?dialog=edit&task=1',
            unassigned: false,
          },
        ],
      },
    ],
    unsubscribeUrl: UNSUBSCRIBE,
    settingsUrl: 'https://afterword.test/dashboard/settings',
    ...overrides,
  }
}

describe('the reminder e-mail', () => {
  it('has the unsubscribe link in both parts and the one-click headers of RFC 8058', () => {
    const mail = reminderEmail(digest())
    expect(mail.text).toContain(UNSUBSCRIBE)
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#1f4e5f">Stop reminder e-mails</a>`)
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain('Settings: https://afterword.test/dashboard/settings')
  })

  it('escapes names and titles in the HTML part and keeps them as typed in the plain part', () => {
    const mail = reminderEmail(
      digest({
        name: '<b>Ann</b>',
        families: [
          {
            label: 'For "Edith" <script>',
            locale: 'en-GB',
            items: [
              {
                title: '<img src=x onerror=alert(1)> & sons',
                dueDate: '2026-12-03',
                kind: 'overdue',
                url: 'https://afterword.test/dashboard/tasks?dialog=edit&task=1',
                unassigned: true,
              },
            ],
          },
          { label: 'Plan in Ontario', locale: 'en-CA', items: [] },
        ],
      }),
    )
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Ann')
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; sons')
    expect(mail.html).toContain('For &#34;Edith&#34; &#60;script&#62;')
    expect(mail.html).toContain('href="https://afterword.test/dashboard/tasks?dialog=edit&#38;task=1"')
    expect(mail.text).toContain(
      '- <img src=x onerror=alert(1)> & sons (due 3 December 2026, not assigned to anyone yet)',
    )
  })

  it('lists the most pressing first, groups by family when there are several, and writes dates the country’s way', () => {
    const mail = reminderEmail(
      digest({
        families: [
          {
            label: 'For Edith Smith',
            locale: 'en-GB',
            items: [
              { title: 'Soon', dueDate: '2026-12-09', kind: 'week-ahead', url: 'https://a.test/1', unassigned: false },
              { title: 'Late', dueDate: '2026-12-01', kind: 'overdue', url: 'https://a.test/2', unassigned: false },
            ],
          },
          {
            label: 'For Joe Bloggs',
            locale: 'en-US',
            items: [
              { title: 'Next', dueDate: '2026-12-03', kind: 'tomorrow', url: 'https://a.test/3', unassigned: false },
            ],
          },
        ],
      }),
    )
    expect(mail.subject).toBe('A reminder of 3 tasks on Afterword')
    const order = ['FOR EDITH SMITH', 'Past the date', 'Late', 'Due in a week', 'Soon', 'FOR JOE BLOGGS', 'Next']
    const positions = order.map((part) => mail.text.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(mail.text).toContain('Next (due December 3, 2026)')
    expect(mail.html).toContain('<h2 style="margin:24px 0 8px;font-size:20px">For Joe Bloggs</h2>')
  })

  it('says one task in the singular', () => {
    expect(reminderEmail(digest()).subject).toBe('A reminder of one task on Afterword')
  })
})
