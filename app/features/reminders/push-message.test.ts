import { describe, expect, it } from 'vitest'
import { PUSH_MESSAGE_MAX_BYTES, PUSH_TAG, reminderPush } from './push-message'
import type { ReminderFamily, ReminderItem } from './reminder-email'

function item(title: string, kind: ReminderItem['kind'], id = title): ReminderItem {
  return {
    title,
    kind,
    dueDate: '2026-12-03',
    url: `https://afterword.test/dashboard/tasks?dialog=edit&task=${encodeURIComponent(id)}`,
    unassigned: false,
  }
}

function family(label: string, items: ReminderItem[]): ReminderFamily {
  return { label, locale: 'en-GB', items }
}

describe('the reminder as a notification', () => {
  it('lists the e-mail’s tasks most pressing first, across families, and opens the task list', () => {
    const message = reminderPush(
      [
        family('For Edith Smith', [item('Cancel the passport', 'week-ahead'), item('Tell the bank', 'tomorrow')]),
        family('For Tom Brown', [item('Register the death', 'overdue')]),
      ],
      '/dashboard/tasks',
    )
    expect(message).toEqual({
      title: 'A reminder of 3 tasks on Afterword',
      body: 'Past its date: Register the death\nDue tomorrow: Tell the bank\nDue in a week: Cancel the passport',
      url: '/dashboard/tasks',
      tag: PUSH_TAG,
    })
  })

  it('opens the one task when there is only one, as a path on this site', () => {
    const message = reminderPush([family('For Edith', [item('Tell the bank', 'tomorrow', 'abc')])], '/dashboard/tasks')
    expect(message.title).toBe('A reminder of one task on Afterword')
    expect(message.url).toBe('/dashboard/tasks?dialog=edit&task=abc')
  })

  it('shows five lines and counts the rest', () => {
    const items = Array.from({ length: 8 }, (_, index) => item(`Task ${index + 1}`, 'overdue'))
    const lines = reminderPush([family('F', items)], '/dashboard/tasks').body.split('\n')
    expect(lines).toHaveLength(6)
    expect(lines.at(-1)).toBe('and 3 more')
  })

  it('keeps every message well inside what a push service takes, whatever people typed', () => {
    const long = 'Ω'.repeat(500)
    const items = Array.from({ length: 40 }, (_, index) => item(`${long} ${index}\n\u0007line`, 'tomorrow'))
    const message = reminderPush([family('F', items)], '/dashboard/tasks')
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(PUSH_MESSAGE_MAX_BYTES)
    const first = message.body.split('\n')[0] ?? ''
    // A title is cut at a character with an ellipsis, and put on one line without control characters.
    expect(first.endsWith('…')).toBe(true)
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(first).not.toMatch(/[\u0000-\u001f]/)
  })
})
