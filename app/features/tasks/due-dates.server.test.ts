import { afterEach, describe, expect, it } from 'vitest'
import { COUNTRY_MODULES } from '~/content/countries.server'
import { computeDueDate } from './due-dates.server'

const originalTimeZone = process.env.TZ
afterEach(() => {
  process.env.TZ = originalTimeZone
})

describe('computeDueDate', () => {
  it('counts calendar days from the day after the death', () => {
    expect(computeDueDate('2026-01-30', { amount: 7, unit: 'days', from: 'death' }, 'uk-england')).toBe('2026-02-06')
    expect(computeDueDate('2026-12-28', { amount: 5, unit: 'days', from: 'death' }, 'uk-wales')).toBe('2027-01-02')
  })

  it('turns hours into whole days, never later than the limit', () => {
    expect(computeDueDate('2026-03-01', { amount: 72, unit: 'hours', from: 'death' }, 'us-ny')).toBe('2026-03-04')
    expect(computeDueDate('2026-03-01', { amount: 36, unit: 'hours', from: 'death' }, 'us-nh')).toBe('2026-03-03')
  })

  it('counts weeks and months, ending a month short of days on its last day', () => {
    expect(computeDueDate('2026-05-20', { amount: 2, unit: 'weeks', from: 'death' }, 'ie')).toBe('2026-06-03')
    expect(computeDueDate('2025-01-31', { amount: 1, unit: 'months', from: 'death' }, 'ie')).toBe('2025-02-28')
    expect(computeDueDate('2024-01-31', { amount: 1, unit: 'months', from: 'death' }, 'ie')).toBe('2024-02-29')
    expect(computeDueDate('2026-08-31', { amount: 6, unit: 'months', from: 'death' }, 'uk-scotland')).toBe('2027-02-28')
  })

  it('counts to the end of the Nth month after the death for end-of-month rules (UK Inheritance Tax)', () => {
    // HMRC: 'by the end of the sixth month after the death', e.g. by 31 July for a death in January.
    const rule = { amount: 6, unit: 'months-end', from: 'death' } as const
    expect(computeDueDate('2026-01-15', rule, 'uk-england')).toBe('2026-07-31')
    expect(computeDueDate('2026-11-02', rule, 'uk-england')).toBe('2027-05-31')
    expect(computeDueDate('2027-08-31', rule, 'uk-wales')).toBe('2028-02-29')
  })

  it('skips weekends and the region’s own public holidays for working days', () => {
    // Northern Territory: Monday 3 August 2026 is Picnic Day, a holiday only there.
    expect(computeDueDate('2026-07-31', { amount: 7, unit: 'working-days', from: 'death' }, 'au-nt')).toBe('2026-08-12')
    expect(computeDueDate('2026-07-31', { amount: 7, unit: 'working-days', from: 'death' }, 'au-nsw')).toBe(
      '2026-08-11',
    )
    // New Zealand over Christmas: 25 Dec, the weekend and the Boxing Day holiday moved to Monday 28 Dec.
    expect(computeDueDate('2026-12-24', { amount: 3, unit: 'working-days', from: 'death' }, 'nz')).toBe('2026-12-31')
  })

  it('gives no date for rules that count from the burial or the grant', () => {
    expect(computeDueDate('2026-03-01', { amount: 7, unit: 'days', from: 'burial-or-cremation' }, 'au-nsw')).toBeNull()
    expect(computeDueDate('2026-03-01', { amount: 6, unit: 'months', from: 'grant-of-probate' }, 'ie')).toBeNull()
  })

  it('gives the same date in every time zone', () => {
    const rule = { amount: 5, unit: 'days', from: 'death' } as const
    const results = ['Pacific/Auckland', 'Australia/Darwin', 'Europe/London', 'America/Los_Angeles', 'UTC'].map(
      (zone) => {
        process.env.TZ = zone
        return computeDueDate('2026-03-29', rule, 'uk-england')
      },
    )
    expect(new Set(results)).toEqual(new Set(['2026-04-03']))
  })

  it('refuses a date that is not a real calendar date', () => {
    expect(() => computeDueDate('2026-02-30', { amount: 5, unit: 'days', from: 'death' }, 'uk-england')).toThrow(
      RangeError,
    )
    expect(() => computeDueDate('30/01/2026', { amount: 5, unit: 'days', from: 'death' }, 'uk-england')).toThrow(
      /YYYY-MM-DD/,
    )
  })

  it('computes a date for every death-anchored deadline in the regional content', () => {
    for (const module of Object.values(COUNTRY_MODULES)) {
      for (const region of module.content.regions) {
        for (const task of [...module.checklist(region), ...module.legalActions(region)]) {
          if (task.deadline?.from !== 'death') continue
          expect(computeDueDate('2026-11-21', task.deadline, region.code), `${region.code} ${task.key}`).toMatch(
            /^20\d\d-\d\d-\d\d$/,
          )
        }
      }
    }
  })
})
