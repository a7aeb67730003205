import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES } from '~/content/schema'
import { crisisCountries, crisisParagraphFor } from './crisis-lines.server'

describe('the crisis lines', () => {
  it('give every country an emergency number and at least one line, each sourced and dated', () => {
    const countries = crisisCountries()
    expect(countries.map((country) => country.code)).toEqual([...COUNTRY_CODES])
    for (const country of countries) {
      for (const line of [country.emergency, ...country.lines]) {
        expect(line.source).toMatch(/^https:\/\//)
        expect(line.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(line.dial).toMatch(/^\d+$/)
      }
    }
  })

  it('dial the numbers each country uses', () => {
    const dials = Object.fromEntries(
      crisisCountries().map((country) => [country.code, [country.emergency.dial, ...country.lines.map((l) => l.dial)]]),
    )
    expect(dials).toEqual({
      AU: ['000', '131114'],
      CA: ['911', '988'],
      IE: ['112', '116123'],
      NZ: ['111', '1737'],
      UK: ['999', '116123'],
      US: ['911', '988'],
    })
  })

  it('read whether a source is official from its host, so an unofficial one is marked on the page', () => {
    const nz = crisisCountries().find((country) => country.code === 'NZ')
    expect(nz?.emergency.official).toBe(true)
    expect(nz?.lines[0]?.official).toBe(false)
    const uk = crisisCountries().find((country) => country.code === 'UK')
    expect(uk?.lines[0]?.official).toBe(true)
  })
})

describe('the Emergency Support paragraph', () => {
  it('gives the UK sender 999 and Samaritans', () => {
    const text = crisisParagraphFor('Emergency Support', 'UK')
    expect(text).toContain('call 999')
    expect(text).toContain('116 123')
    expect(text).not.toContain('988')
  })

  it('gives every country’s numbers when the country is unknown', () => {
    const text = crisisParagraphFor('Emergency Support', null) ?? ''
    for (const number of ['000', '9-1-1', '112 or 999', '111', 'call 999', '988', '1737', '13 11 14']) {
      expect(text).toContain(number)
    }
  })

  it('is left out of every other category', () => {
    expect(crisisParagraphFor('General Support', 'UK')).toBeUndefined()
    expect(crisisParagraphFor('Grief Counseling', null)).toBeUndefined()
  })
})
