import { describe, expect, it } from 'vitest'
import { parseCalendar } from '../../../tests/setup/parse-calendar'
import {
  buildCalendar,
  createTaskCalendar,
  DONE_PREFIX,
  eventUid,
  followUpUid,
  serialiseCalendar,
  taskLink,
  type CalendarOptions,
  type CalendarTask,
} from './ics.server'

const PUBLIC_URL = 'https://afterword.example'
const OPTIONS: CalendarOptions = {
  name: 'Afterword: tasks for Margaret Hill',
  publicUrl: PUBLIC_URL,
  includeCompleted: false,
}

let counter = 0
function task(overrides: Partial<CalendarTask> = {}): CalendarTask {
  counter += 1
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    title: `Task ${counter}`,
    description: 'What to do.',
    steps: [],
    dueDate: '2026-11-15',
    status: 'not-started',
    updatedAt: new Date('2026-10-01T09:30:00Z'),
    ...overrides,
  }
}

describe('buildCalendar', () => {
  it('makes each dated task an all-day event on its due date, ending the next day', () => {
    const calendar = parseCalendar(buildCalendar([task({ dueDate: '2026-12-31' })], OPTIONS))
    expect(calendar.events).toHaveLength(1)
    expect(calendar.events[0]).toMatchObject({ allDay: true, start: '2026-12-31', end: '2027-01-01' })
  })

  it('keeps the date whatever time zone the server runs in', () => {
    const before = process.env.TZ
    try {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = zone
        const [event] = parseCalendar(buildCalendar([task({ dueDate: '2026-03-01' })], OPTIONS)).events
        expect(event?.start, zone).toBe('2026-03-01')
      }
    } finally {
      process.env.TZ = before
    }
  })

  it('leaves out tasks without a due date', () => {
    const calendar = parseCalendar(buildCalendar([task({ dueDate: null }), task()], OPTIONS))
    expect(calendar.events).toHaveLength(1)
  })

  it('gives each task a UID that stays the same when the task changes', () => {
    const original = task()
    const first = parseCalendar(buildCalendar([original], OPTIONS)).events[0]
    const changed = {
      ...original,
      title: 'Renamed',
      dueDate: '2027-01-05',
      updatedAt: new Date('2026-10-02T08:00:00Z'),
    }
    const second = parseCalendar(buildCalendar([changed], OPTIONS)).events[0]
    expect(first?.uid).toBe(`task-${original.id}@afterword`)
    expect(second?.uid).toBe(first?.uid)
    expect(eventUid(original.id)).toBe(first?.uid)
    expect(second?.lastModified).toBe('2026-10-02T08:00:00Z')
    expect(second?.stamp).toBe('2026-10-02T08:00:00Z')
  })

  it('puts the description, the steps and the link back to the task in the description', () => {
    const dated = task({ description: 'Ring the registry office.', steps: ['Find the certificate', 'Book a time'] })
    const [event] = parseCalendar(buildCalendar([dated], OPTIONS)).events
    const link = `${PUBLIC_URL}/dashboard/tasks?dialog=edit&task=${dated.id}`
    expect(taskLink(PUBLIC_URL, dated.id)).toBe(link)
    expect(event?.description).toBe(
      `Ring the registry office.\n\nSteps:\n- Find the certificate\n- Book a time\n\nOpen this task in Afterword: ${link}`,
    )
    expect(event?.url).toBe(link)
    expect(event?.status).toBe('CONFIRMED')
  })

  it('leaves completed tasks out, or marks them as done, as the person chose', () => {
    const done = task({ title: 'Register the death', status: 'completed' })
    const open = task({ title: 'Tell the bank' })
    const without = parseCalendar(buildCalendar([done, open], OPTIONS))
    expect(without.events.map((event) => event.summary)).toEqual(['Tell the bank'])
    const withDone = parseCalendar(buildCalendar([done, open], { ...OPTIONS, includeCompleted: true }))
    expect(withDone.events.map((event) => event.summary)).toEqual([`${DONE_PREFIX}Register the death`, 'Tell the bank'])
    expect(DONE_PREFIX).toBe('✓ Done: ')
  })

  it('adds follow-up dates with organisations as their own events, linking to the organisation (no account number)', () => {
    const id = '00000000-0000-4000-8000-00000000abcd'
    const followUp = {
      id,
      name: 'Barclays; Leeds, branch',
      followUpOn: '2026-12-02',
      status: 'notified',
      updatedAt: new Date('2026-11-20T10:00:00Z'),
    }
    const done = { ...followUp, id: id.replace('abcd', 'abce'), name: 'HMRC', status: 'done' }
    const calendar = parseCalendar(buildCalendar([task()], OPTIONS, [followUp, done]))
    const event = calendar.events.find((each) => each.uid === followUpUid(id))
    expect(event).toMatchObject({
      summary: 'Follow up with Barclays; Leeds, branch',
      start: '2026-12-02',
      url: `${PUBLIC_URL}/dashboard/organisations#organisation-${id}`,
    })
    expect(event?.description).toContain(`Open this task in Afterword: ${PUBLIC_URL}/dashboard/organisations#`)
    expect(calendar.events).toHaveLength(2)
    const withDone = parseCalendar(buildCalendar([], { ...OPTIONS, includeCompleted: true }, [done]))
    expect(withDone.events[0]?.summary).toBe(`${DONE_PREFIX}Follow up with HMRC`)
  })

  it('is a valid, empty calendar with its name and refresh hint when there is nothing dated', () => {
    const ics = buildCalendar([task({ dueDate: null })], OPTIONS)
    const calendar = parseCalendar(ics)
    expect(calendar).toMatchObject({
      version: '2.0',
      prodId: '-//Afterword//Tasks//EN',
      name: OPTIONS.name,
      wrCalName: OPTIONS.name,
      refreshInterval: 'PT1H',
      publishedTtl: 'PT1H',
      events: [],
    })
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR')).toBe(true)
  })

  it('escapes commas, semicolons, backslashes, newlines, emoji and macrons, and they read back unchanged', () => {
    const awkward = {
      title: 'Tell Te Whatu Ora; the GP, and Whānau 🕊️ \\ now',
      description: 'First line, with a comma;\nsecond line — “quoted”\r\nthird line 🌿 ā ē ī ō ū',
      steps: ['Step one; then, two', 'Line\nbreak'],
    }
    const name = 'Afterword: tasks for Hēmi "Jim" O’Neil, Jr.; Ōtautahi'
    const ics = buildCalendar([task(awkward)], { ...OPTIONS, name })
    // Folded lines stay within 75 octets (RFC 5545 3.1), counting multi-byte characters as their bytes.
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const calendar = parseCalendar(ics)
    expect(calendar.name).toBe(name)
    expect(calendar.wrCalName).toBe(name)
    const [event] = calendar.events
    expect(event?.summary).toBe(awkward.title)
    expect(event?.description).toContain('First line, with a comma;\nsecond line — “quoted”\nthird line 🌿 ā ē ī ō ū')
    expect(event?.description).toContain('Steps:\n- Step one; then, two\n- Line\nbreak')
  })

  it('writes exactly what ical-generator itself would, only faster', () => {
    const tasks = Array.from({ length: 40 }, (_, index) =>
      task({
        title: `${'Ā🕊️é'.repeat(index % 7)} task ${index} ${'x'.repeat(index * 3)}`,
        description: `${'Kia ora 🌿 '.repeat(index)};, \\ end`,
        steps: [`step ${'ō'.repeat(index)}`],
        status: index % 3 === 0 ? 'completed' : 'in-progress',
        dueDate: index % 5 === 0 ? null : '2026-11-20',
      }),
    )
    const options = { ...OPTIONS, includeCompleted: true, name: 'Tasks for Ōtautahi, 🕊️; '.repeat(4) }
    expect(serialiseCalendar(createTaskCalendar(tasks, options))).toBe(createTaskCalendar(tasks, options).toString())
  })
})
