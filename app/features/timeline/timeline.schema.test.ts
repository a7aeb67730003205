import { describe, expect, it } from 'vitest'
import { timelineHref, timelineQueryFromUrl } from './timeline.schema'

const query = (search: string) => timelineQueryFromUrl(new URL(`http://localhost/dashboard/timeline${search}`))

describe('the timeline’s URL', () => {
  it('reads the view, the status filter and the chosen date', () => {
    expect(query('?view=calendar&status=overdue&date=2026-12-01')).toEqual({
      view: 'calendar',
      status: 'overdue',
      date: '2026-12-01',
    })
  })

  it('falls back to the default view for anything malformed, never an error', () => {
    expect(query('?view=gantt&status=late&date=2026-02-30')).toEqual({ view: 'timeline', status: 'all', date: null })
    expect(query('?date=tomorrow&status=')).toEqual({ view: 'timeline', status: 'all', date: null })
  })

  it('writes short links that read back the same', () => {
    expect(timelineHref({ view: 'timeline', status: 'all', date: null })).toBe('/dashboard/timeline')
    const chosen = { view: 'calendar', status: 'completed', date: '2027-01-04' } as const
    expect(query(timelineHref(chosen).replace('/dashboard/timeline', ''))).toEqual(chosen)
  })
})
