import { describe, expect, it } from 'vitest'
import { COUNTRY_MODULES } from './countries.server'
import { isOfficialSource, withOfficialFromHost } from './official-sources'

describe('an official source', () => {
  it.each([
    'https://www.irs.gov/businesses/small-businesses-self-employed/estate-tax',
    'https://www.gov.uk/applying-for-probate',
    'https://www.nidirect.gov.uk/articles/what-do-after-death',
    'https://www.justice.govt.nz/courts/',
    'https://www.bdm.vic.gov.au/deaths',
    'https://www.ontario.ca/page/probate-small-estate/',
    'https://www2.gov.bc.ca/gov/content/life-events/death',
    'https://www.hse.ie/eng/services/list/1/bdm/registeradeath/',
    'https://www.irishstatutebook.ie/eli/2004/act/3/section/37/enacted/en/html',
    'https://webserver.rilin.state.ri.us/Statutes/TITLE33/33-24/33-24-1.htm',
    'https://www.legislation.gov.uk/ukpga/1965/32/section/1',
  ])('is a government, court or statute page: %s', (url) => expect(isOfficialSource(url)).toBe(true))

  it.each([
    'https://web.archive.org/web/2016/https://www.humanservices.gov.au/',
    'https://webarchive.library.unt.edu/eot2016/20170119/https://www.ssa.gov/',
    'https://issuu.com/some-magazine/docs/probate',
    'https://www.nolo.com/legal-encyclopedia/',
    'https://law.justia.com/codes/',
    'https://www.samaritans.org/',
    'https://gov.uk.example.com/',
    'https://notgov.uk/',
    'https://evilgov/',
    'not a url',
  ])('is not an archive copy, a private site or a look-alike: %s', (url) => expect(isOfficialSource(url)).toBe(false))

  it('is read from the host for every sourced record, however deeply nested, and nothing else changes', () => {
    const content = {
      name: 'x',
      offices: [
        { source: 'https://web.archive.org/web/2016/https://www.gov.uk/', reviewed: '2026-11-24', official: true },
      ],
      deadline: { source: 'https://www.gov.uk/register-a-death', reviewed: '2026-11-24', official: false, amount: 5 },
    }
    expect(withOfficialFromHost(content)).toEqual({
      name: 'x',
      offices: [{ ...content.offices[0], official: false }],
      deadline: { ...content.deadline, official: true },
    })
  })

  it('decides every record on the resource pages', () => {
    const records: Array<{ source: string; official: boolean }> = []
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect)
      if (value === null || typeof value !== 'object') return
      const record = value as Record<string, unknown>
      if (typeof record.source === 'string' && typeof record.reviewed === 'string') {
        records.push({ source: record.source, official: record.official === true })
      }
      Object.values(record).forEach(collect)
    }
    Object.values(COUNTRY_MODULES).forEach((module) => collect(module.content))
    expect(records.length).toBeGreaterThan(300)
    expect(records.filter((record) => record.official !== isOfficialSource(record.source))).toEqual([])
    expect(records.filter((record) => record.source.includes('web.archive.org')).every((r) => !r.official)).toBe(true)
  })
})
