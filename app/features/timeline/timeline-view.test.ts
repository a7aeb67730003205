import { describe, expect, it } from 'vitest'
import { showsNothing } from './timeline-view'

const emptyWeek = { items: [], followUps: [] }
const emptyTimeline = {
  view: 'timeline' as const,
  weeks: [emptyWeek, emptyWeek],
  earlier: { total: 0 },
  outside: { later: 0, undated: 0 },
}

describe('showsNothing: whether a filter left the view empty', () => {
  it('is true for a calendar with no marked day, even when undated tasks match', () => {
    expect(showsNothing({ view: 'calendar', days: [], followUpDays: [] })).toBe(true)
    expect(showsNothing({ view: 'calendar', days: [{ date: '2026-11-27', count: 1 }], followUpDays: [] })).toBe(false)
    expect(showsNothing({ view: 'calendar', days: [], followUpDays: ['2026-11-27'] })).toBe(false)
  })

  it('counts everything the timeline names: its weeks, what is late, later and undated', () => {
    expect(showsNothing(emptyTimeline)).toBe(true)
    expect(showsNothing({ ...emptyTimeline, weeks: [emptyWeek, { items: [{}], followUps: [] }] })).toBe(false)
    expect(showsNothing({ ...emptyTimeline, earlier: { total: 2 } })).toBe(false)
    expect(showsNothing({ ...emptyTimeline, outside: { later: 0, undated: 1 } })).toBe(false)
  })
})
