import { describe, expect, it } from 'vitest'
import { isOfficialSource } from '~/content/official-sources'
import { COUNTRY_CODES, type CountryCode } from '../../../db/schema/vocabulary'
import { asset, records } from './estate-fixtures.test-helpers'
import { taxToLookInto } from './estate-tax'
import type { Beneficiary } from './estate-types'

const REGION: Record<CountryCode, string> = {
  AU: 'au-vic',
  CA: 'ca-on',
  IE: 'ie',
  NZ: 'nz',
  UK: 'uk-england',
  US: 'us-il',
}

function beneficiary(name: string, relationship: string): Beneficiary {
  return {
    id: name,
    name,
    relationship,
    gift: 'residue-share',
    amount: null,
    residueShareBasisPoints: 2500,
    giftDescription: '',
  }
}

function find(items: ReturnType<typeof taxToLookInto>, key: string) {
  const found = items.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`no item ${key} in ${items.map((candidate) => candidate.key).join(', ')}`)
  return found
}

describe('taxToLookInto', () => {
  it('gives every country items with a reason and an official source checked on a date', () => {
    for (const country of COUNTRY_CODES) {
      const items = taxToLookInto(
        records(country, REGION[country], [asset({ valueAtDeath: 100_000 })]),
        country,
        REGION[country],
      )
      expect(items.length, country).toBeGreaterThanOrEqual(1)
      for (const item of items) {
        expect(item.why.length, item.key).toBeGreaterThan(30)
        expect(isOfficialSource(item.source.url), item.source.url).toBe(true)
        expect(item.source.official).toBe(true)
        expect(item.source.checked).toMatch(/^2026-\d\d-\d\d$/)
      }
    }
  })

  it('UK: measures the estate against the £325,000 threshold and names the residence band', () => {
    const small = find(
      taxToLookInto(records('UK', 'uk-england', [asset({ valueAtDeath: 30_000_000 })]), 'UK', 'uk-england'),
      'uk-iht',
    )
    expect(small.why).toMatch(/£300,000, within the £325,000 threshold/)
    expect(small.figures.map((figure) => figure.amount)).toEqual(expect.arrayContaining(['£325,000', 'up to £175,000']))
    expect(small.source.url).toMatch(/^https:\/\/www\.gov\.uk\//)

    const home = records('UK', 'uk-england', [asset({ kind: 'property', valueAtDeath: 45_000_000 })])
    expect(find(taxToLookInto(home, 'UK', 'uk-england'), 'uk-iht').why).toMatch(
      /residence nil-rate band of up to £175,000/,
    )

    const large = records('UK', 'uk-england', [asset({ valueAtDeath: 90_000_000 })])
    expect(find(taxToLookInto(large, 'UK', 'uk-england'), 'uk-iht').why).toMatch(/Inheritance Tax may be due/)
  })

  it('UK: says what passes to a husband, wife or civil partner is exempt, and warns about pensions', () => {
    const estate = {
      ...records('UK', 'uk-england', [asset({ kind: 'pension', description: 'Work pension', valueAtDeath: 100 })]),
      beneficiaries: [beneficiary('Ann Lee', 'wife'), beneficiary('Tom Lee', 'son')],
    }
    const items = taxToLookInto(estate, 'UK', 'uk-england')
    expect(find(items, 'uk-iht').why).toMatch(/Ann Lee \(wife\) is normally exempt/)
    expect(find(items, 'uk-spouse').figures[0]?.amount).toBe('No Inheritance Tax')
    expect(find(items, 'uk-pensions').why).toMatch(/Work pension.*6 April 2027/)
  })

  it('Ireland: each beneficiary’s usual CAT group and threshold', () => {
    const estate = {
      ...records('IE', 'ie', [asset({ valueAtDeath: 100 })]),
      beneficiaries: [
        beneficiary('Róisín', 'daughter'),
        beneficiary('Pádraig', 'brother'),
        beneficiary('Máire', 'friend'),
        beneficiary('Seán', 'husband'),
      ],
    }
    const items = taxToLookInto(estate, 'IE', 'ie')
    const cat = find(items, 'ie-cat')
    expect(cat.why).toContain('Róisín (daughter): usually Group A, €400,000')
    expect(cat.why).toContain('Pádraig (brother): usually Group B, €40,000')
    expect(cat.why).toContain('Máire (friend): usually Group C, €20,000')
    expect(cat.why).toContain('Seán (husband): no tax')
    expect(cat.source.url).toMatch(/^https:\/\/www\.revenue\.ie\//)
    expect(cat.source.checked).toBe('2026-11-27')
    expect(find(items, 'ie-spouse').figures[0]?.amount).toBe('No tax')
  })

  it('US: the $15,000,000 federal exclusion, and the state’s own tax where the content has it', () => {
    const items = taxToLookInto(records('US', 'us-il', [asset({ valueAtDeath: 100_000_000 })]), 'US', 'us-il')
    const federal = find(items, 'us-federal')
    expect(federal.why).toMatch(/\$1,000,000, under \$15,000,000/)
    expect(federal.source.url).toMatch(/^https:\/\/www\.irs\.gov\//)
    expect(find(items, 'us-state-0').figures[0]?.amount).toBe('$4,000,000')

    const over = taxToLookInto(records('US', 'us-ny', [asset({ valueAtDeath: 1_600_000_000 })]), 'US', 'us-ny')
    expect(find(over, 'us-federal').why).toMatch(/over \$15,000,000/)
  })

  it('US: where the state’s tax is not confirmed, it sends people to ask rather than guess', () => {
    const items = taxToLookInto(records('US', 'us-ca', [asset({ valueAtDeath: 100 })]), 'US', 'us-ca', {
      region: { name: 'California', askUrl: 'https://selfhelp.courts.ca.gov/probate', askChecked: '2026-11-21' },
    })
    const state = find(items, 'us-state')
    expect(state.why).toMatch(/We have not confirmed whether California does/)
    expect(state.figures).toEqual([])
  })

  it('US: a death outside 2026 is told that year’s amount differs', () => {
    const estate = { ...records('US', 'us-tx', [asset({ valueAtDeath: 100 })]), dateOfDeath: '2025-06-01' }
    expect(find(taxToLookInto(estate, 'US', 'us-tx'), 'us-federal').why).toMatch(/died in 2025/)
  })

  it('Canada: the final return, the deemed disposition of the capital property recorded, the clearance certificate', () => {
    const estate = records('CA', 'ca-on', [
      asset({ kind: 'shares-and-funds', description: 'TFSA shares', valueAtDeath: 100 }),
    ])
    const items = taxToLookInto(estate, 'CA', 'ca-on')
    expect(items.map((item) => item.key)).toEqual(['ca-final-return', 'ca-deemed-disposition', 'ca-clearance'])
    expect(find(items, 'ca-deemed-disposition').why).toMatch(/TFSA shares/)
    expect(find(items, 'ca-clearance').figures[0]?.amount).toBe('Form TX19')
    expect(find(items, 'ca-final-return').why).toMatch(/1 October 2026/)
  })

  it('Australia and New Zealand: the final return, and no inheritance tax', () => {
    const au = taxToLookInto(records('AU', 'au-vic', []), 'AU', 'au-vic')
    expect(find(au, 'au-no-inheritance-tax').figures[0]?.amount).toBe('None in Australia')
    expect(find(au, 'au-final-return').source.url).toMatch(/ato\.gov\.au/)
    const nz = taxToLookInto(records('NZ', 'nz', []), 'NZ', 'nz')
    expect(find(nz, 'nz-no-inheritance-tax').figures[0]?.amount).toBe('None in New Zealand')
    expect(find(nz, 'nz-final-return').source.url).toMatch(/ird\.govt\.nz/)
  })

  it('says which assets are not yet valued and left out of the figures', () => {
    const estate = records('UK', 'uk-england', [asset({ description: 'ISA', valueAtDeath: null })])
    expect(find(taxToLookInto(estate, 'UK', 'uk-england'), 'uk-iht').why).toMatch(
      /Not yet valued, so not in these figures: ISA/,
    )
  })
})
