import { describe, expect, it } from 'vitest'
import { timelineHref, timelineQueryFromUrl } from './timeline.schema'
import { limitWeek } from './timeline-view'

const query = (search: string) => timelineQueryFromUrl(new URL(`http://localhost/dashboard/timeline${search}`))

describe('the timeline’s URL', () => {
  it('reads the view, the status filter and the chosen date', () => {
    expect(query('?view=calendar&status=overdue&date=2026-12-01')).toEqual({
      view: 'calendar',
      status: 'overdue',
      date: '2026-12-01',
      allLate: false,
      week: null,
    })
  })

  it('falls back to the default view for anything malformed, never an error', () => {
    expect(query('?view=gantt&status=late&date=2026-02-30&week=soon')).toEqual({
      view: 'timeline',
      status: 'all',
      date: null,
      allLate: false,
      week: null,
    })
    expect(query('?date=tomorrow&status=')).toEqual({
      view: 'timeline',
      status: 'all',
      date: null,
      allLate: false,
      week: null,
    })
  })

  it('writes short links that read back the same', () => {
    expect(timelineHref({ view: 'timeline', status: 'all', date: null, allLate: false, week: null })).toBe(
      '/dashboard/timeline',
    )
    const chosen = {
      view: 'timeline',
      status: 'completed',
      date: '2027-01-04',
      allLate: true,
      week: '2027-01-04',
    } as const
    expect(query(timelineHref(chosen).replace('/dashboard/timeline', ''))).toEqual(chosen)
  })
})

describe('a busy week', () => {
  const week = { start: '2026-11-23', items: ['a', 'b', 'c', 'd'] }

  it('lists its first tasks and says how many there are in all', () => {
    expect(limitWeek(week, null, 3)).toEqual({ items: ['a', 'b', 'c'], total: 4 })
    expect(limitWeek(week, '2026-11-30', 3)).toEqual({ items: ['a', 'b', 'c'], total: 4 })
  })

  it('lists every task when the person asks for that week in full', () => {
    expect(limitWeek(week, '2026-11-23', 3)).toEqual({ items: ['a', 'b', 'c', 'd'], total: 4 })
  })
})

describe('dates in the timeline address that no plan can hold', () => {
  it.each(['0000-01-01', '1899-12-31', '2200-01-01'])('%s is ignored, as a date that is not real is', (date) => {
    const query = timelineQueryFromUrl(new URL(`http://x/dashboard/timeline?view=calendar&date=${date}&week=${date}`))
    expect(query.date).toBeNull()
    expect(query.week).toBeNull()
  })
})
