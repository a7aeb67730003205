import { afterEach, describe, expect, it } from 'vitest'
import { countryInSentence, formatIsoDate, withArticle } from './format'

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
