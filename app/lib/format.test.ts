import { afterEach, describe, expect, it } from 'vitest'
import { countryInSentence, formatIsoDate, timeAgo, withArticle } from './format'

const originalTimeZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTimeZone
})

describe('formatIsoDate', () => {
  it('writes the date out for people, long or medium', () => {
    expect(formatIsoDate('2026-11-21')).toBe('21 November 2026')
    expect(formatIsoDate('2026-11-21', 'medium')).toBe('21 Nov 2026')
  })

  it('keeps the same day in every time zone', () => {
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles']) {
      process.env.TZ = zone
      expect(formatIsoDate('2026-01-01')).toBe('1 January 2026')
    }
  })
})

describe('withArticle', () => {
  it('puts the article a sentence needs before a role', () => {
    expect(withArticle('Admin')).toBe('an Admin')
    expect(withArticle('Member')).toBe('a Member')
    expect(withArticle('Viewer')).toBe('a Viewer')
  })
})

describe('countryInSentence', () => {
  it('puts “the” before the United Kingdom and the United States only', () => {
    expect(countryInSentence('United Kingdom')).toBe('the United Kingdom')
    expect(countryInSentence('United States')).toBe('the United States')
    expect(countryInSentence('Ireland')).toBe('Ireland')
  })
})

describe('timeAgo', () => {
  it('words a time in one whole unit, as the activity feed always has', async () => {
    const { formatDistanceStrict } = await import('date-fns')
    const now = new Date('2026-11-27T12:00:00Z')
    for (const seconds of [
      0, 1, 59, 60, 89, 90, 3599, 3600, 5400, 86_399, 86_400, 129_600, 2_591_999, 2_592_000, 31_535_999, 31_536_000,
      94_608_000,
    ]) {
      const then = new Date(now.getTime() - seconds * 1000)
      expect(timeAgo(then, now), `${seconds} s`).toBe(formatDistanceStrict(then, now, { addSuffix: true }))
    }
    expect(timeAgo(new Date('2026-11-27T15:00:00Z'), now)).toBe('in 3 hours')
  })
})
