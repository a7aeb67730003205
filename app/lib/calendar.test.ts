import { describe, expect, it } from 'vitest'
import {
  addDays,
  bucketByWeek,
  COUNTRY_CALENDARS,
  formatDay,
  isIsoDate,
  isTimeZone,
  startOfWeek,
  todayIn,
  weeksFrom,
} from './calendar'

describe('weeks', () => {
  it('start on Monday in Australia, Ireland, New Zealand and the UK, and on Sunday in Canada and the US', () => {
    // Sunday 22 November 2026.
    const sunday = '2026-11-22'
    for (const country of ['AU', 'IE', 'NZ', 'UK'] as const) {
      expect(startOfWeek(sunday, COUNTRY_CALENDARS[country].weekStartsOn)).toBe('2026-11-16')
    }
    for (const country of ['CA', 'US'] as const) {
      expect(startOfWeek(sunday, COUNTRY_CALENDARS[country].weekStartsOn)).toBe('2026-11-22')
    }
    expect(startOfWeek('2026-11-16', 1)).toBe('2026-11-16')
    expect(startOfWeek('2026-11-21', 0)).toBe('2026-11-15')
  })

  it('are 8 consecutive seven-day spans from the current one, across the new year', () => {
    const weeks = weeksFrom('2026-12-30', 1, 8)
    expect(weeks).toHaveLength(8)
    expect(weeks[0]).toEqual({ start: '2026-12-28', end: '2027-01-03' })
    expect(weeks[1]).toEqual({ start: '2027-01-04', end: '2027-01-10' })
    expect(weeks[7]).toEqual({ start: '2027-02-15', end: '2027-02-21' })
    for (let index = 1; index < weeks.length; index += 1) {
      expect(weeks[index]!.start).toBe(addDays(weeks[index - 1]!.end, 1))
    }
  })

  it('keep seven days when the clocks change (UK 29 March and 25 October 2026; US 8 March and 1 November)', () => {
    expect(weeksFrom('2026-03-29', 1, 1)[0]).toEqual({ start: '2026-03-23', end: '2026-03-29' })
    expect(weeksFrom('2026-03-30', 1, 1)[0]).toEqual({ start: '2026-03-30', end: '2026-04-05' })
    expect(weeksFrom('2026-10-25', 1, 2)).toEqual([
      { start: '2026-10-19', end: '2026-10-25' },
      { start: '2026-10-26', end: '2026-11-01' },
    ])
    expect(weeksFrom('2026-03-08', 0, 1)[0]).toEqual({ start: '2026-03-08', end: '2026-03-14' })
    expect(weeksFrom('2026-11-01', 0, 1)[0]).toEqual({ start: '2026-11-01', end: '2026-11-07' })
  })
})

describe('bucketByWeek', () => {
  it('puts each task in the week that holds its date, first and last days included, and leaves the rest out', () => {
    const weeks = weeksFrom('2026-12-31', 0, 2) // Sunday weeks: 27 Dec – 2 Jan, 3 – 9 Jan
    const items = [
      { id: 'before', dueDate: '2026-12-26' },
      { id: 'first-day', dueDate: '2026-12-27' },
      { id: 'new-year', dueDate: '2027-01-01' },
      { id: 'last-day-of-week-1', dueDate: '2027-01-02' },
      { id: 'week-2', dueDate: '2027-01-03' },
      { id: 'last-day', dueDate: '2027-01-09' },
      { id: 'after', dueDate: '2027-01-10' },
      { id: 'undated', dueDate: null },
    ]
    const buckets = bucketByWeek(items, weeks)
    expect(buckets.map((week) => week.items.map((item) => item.id))).toEqual([
      ['first-day', 'new-year', 'last-day-of-week-1'],
      ['week-2', 'last-day'],
    ])
  })
})

describe('todayIn', () => {
  it('is the date where the reader is, not where the server is', () => {
    const instant = new Date('2026-11-21T12:30:00Z')
    expect(todayIn('Pacific/Auckland', instant)).toBe('2026-11-22')
    expect(todayIn('Europe/London', instant)).toBe('2026-11-21')
    expect(todayIn('America/Los_Angeles', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21')
  })

  it('turns over at local midnight on the days the clocks change', () => {
    // London goes to BST at 01:00 UTC on 29 March 2026: 23:30 UTC on the 29th is 00:30 on the 30th.
    expect(todayIn('Europe/London', new Date('2026-03-29T22:59:00Z'))).toBe('2026-03-29')
    expect(todayIn('Europe/London', new Date('2026-03-29T23:00:00Z'))).toBe('2026-03-30')
    // Sydney leaves daylight time on 5 April 2026 (UTC+11 → UTC+10).
    expect(todayIn('Australia/Sydney', new Date('2026-04-04T12:59:00Z'))).toBe('2026-04-04')
    expect(todayIn('Australia/Sydney', new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05')
    expect(todayIn('Australia/Sydney', new Date('2026-04-05T13:59:00Z'))).toBe('2026-04-05')
    expect(todayIn('Australia/Sydney', new Date('2026-04-05T14:00:00Z'))).toBe('2026-04-06')
  })
})

describe('date checks and formats', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '', '2026-11-22T00:00']) {
      expect(isIsoDate(bad), bad).toBe(false)
    }
  })

  it('knows real time zones and refuses others', () => {
    expect(isTimeZone('Europe/Dublin')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })

  it('writes dates the way each country does, without shifting the day', () => {
    expect(formatDay('2026-11-22', 'en-GB')).toBe('22 November 2026')
    expect(formatDay('2026-11-22', 'en-US')).toBe('November 22, 2026')
    expect(formatDay('2027-01-01', 'en-AU')).toBe('1 January 2027')
  })
})
