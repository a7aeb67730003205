import { describe, expect, it } from 'vitest'
import { ASSET_KINDS, COUNTRY_CODES, OWNERSHIPS } from '../../../db/schema/vocabulary'
import { estateFigures } from './estate-figures'
import { estateRule, inEstateLabel, isInEstate } from './estate-rules'
import type { EstateAsset, EstateRecords } from './estate-types'

describe('isInEstate', () => {
  it('answers every ownership in every country and region case with a plain reason', () => {
    for (const country of COUNTRY_CODES) {
      for (const ownership of OWNERSHIPS) {
        for (const kind of ASSET_KINDS) {
          const answer = isInEstate({ kind, ownership }, country, null)
          expect([true, false, 'depends']).toContain(answer.inEstate)
          expect(answer.reason.length, `${country} ${ownership} ${kind}`).toBeGreaterThan(20)
          expect(answer.reason).toMatch(/[.]$/)
        }
      }
    }
  })

  it('puts what the person owned alone in the estate', () => {
    for (const country of COUNTRY_CODES) {
      expect(isInEstate({ kind: 'bank-account', ownership: 'sole' }, country, null).inEstate).toBe(true)
      expect(isInEstate({ kind: 'property', ownership: 'sole' }, country, null).inEstate).toBe(true)
    }
  })

  it('passes a joint account to the survivor, and says tenants in common is not joint', () => {
    for (const country of ['AU', 'IE', 'NZ', 'UK', 'US'] as const) {
      const answer = isInEstate({ kind: 'bank-account', ownership: 'joint' }, country, null)
      expect(answer.inEstate).toBe(false)
      expect(answer.reason).toMatch(/tenants in common/)
    }
  })

  it('says where tax counts a joint share although probate does not', () => {
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'UK', 'uk-england').reason).toMatch(/Inheritance Tax/)
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'US', 'us-ny').reason).toMatch(/estate tax/)
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'CA', 'ca-on').reason).toMatch(/income tax/)
  })

  it('does not pretend Scottish survivorship or US community property is simple', () => {
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'UK', 'uk-scotland').inEstate).toBe('depends')
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'US', 'us-ca').inEstate).toBe('depends')
    expect(isInEstate({ kind: 'property', ownership: 'joint' }, 'US', 'us-ny').inEstate).toBe(false)
  })

  it('keeps a nominated super benefit out of an Australian estate, naming the binding nomination', () => {
    const answer = isInEstate({ kind: 'pension', ownership: 'nominated-beneficiary' }, 'AU', 'au-vic')
    expect(answer.inEstate).toBe(false)
    expect(answer.reason).toMatch(/binding/)
  })

  it('passes a US retirement account or life policy with a named beneficiary outside probate', () => {
    expect(isInEstate({ kind: 'pension', ownership: 'nominated-beneficiary' }, 'US', 'us-ca').inEstate).toBe(false)
    expect(isInEstate({ kind: 'life-insurance', ownership: 'nominated-beneficiary' }, 'US', 'us-ca').inEstate).toBe(
      false,
    )
  })

  it('keeps a discretionary UK pension out of the estate but warns of Inheritance Tax from 6 April 2027', () => {
    const answer = isInEstate({ kind: 'pension', ownership: 'nominated-beneficiary' }, 'UK', 'uk-england')
    expect(answer.inEstate).toBe(false)
    expect(answer.reason).toMatch(/6 April 2027/)
  })

  it('keeps anything in trust, and a life policy in trust, outside the estate', () => {
    for (const country of COUNTRY_CODES) {
      expect(isInEstate({ kind: 'life-insurance', ownership: 'in-trust' }, country, null).inEstate).toBe(false)
      expect(isInEstate({ kind: 'shares-and-funds', ownership: 'in-trust' }, country, null).inEstate).toBe(false)
    }
  })

  it('words the answer for the badge', () => {
    expect(inEstateLabel(true)).toBe('In the estate')
    expect(inEstateLabel(false)).toBe('Passes outside the estate')
    expect(inEstateLabel('depends')).toBe('Depends')
  })
})

describe('the family’s answer to a depends (decision 076)', () => {
  const pension = { kind: 'pension', ownership: 'sole' } as const

  it('replaces a depends, keeping the rule’s reason, and is ignored where the rule already answers', () => {
    expect(isInEstate(pension, 'UK', 'uk-england').inEstate).toBe('depends')
    const settledIn = isInEstate({ ...pension, settledInEstate: true }, 'UK', 'uk-england')
    expect(settledIn).toEqual({ ...estateRule(pension, 'UK', 'uk-england'), inEstate: true, settled: true })
    expect(isInEstate({ ...pension, settledInEstate: false }, 'UK', 'uk-england')).toMatchObject({
      inEstate: false,
      settled: true,
    })
    expect(isInEstate({ ...pension, settledInEstate: null }, 'UK', 'uk-england').inEstate).toBe('depends')
    // A New Zealand pension in the person's name is in the estate by the rule: an old answer cannot move it.
    expect(isInEstate({ ...pension, settledInEstate: false }, 'NZ', 'nz')).toEqual(estateRule(pension, 'NZ', 'nz'))
    const joint = { kind: 'bank-account', ownership: 'joint', settledInEstate: true } as const
    expect(isInEstate(joint, 'UK', 'uk-england').inEstate).toBe(false)
  })

  it('is counted in the estate’s figures as the family said', () => {
    const asset = (id: string, settledInEstate: boolean | null): EstateAsset => ({
      id,
      kind: 'pension',
      description: id,
      organisationId: null,
      reference: null,
      ownership: 'sole',
      valueAtDeath: 1_000_00,
      valuationMethod: 'statement',
      state: 'valued',
      settledInEstate,
      documentIds: [],
    })
    const records: EstateRecords = {
      country: 'AU',
      regionCode: 'au-vic',
      currency: 'AUD',
      dateOfDeath: '2026-11-10',
      assets: [asset('in', true), asset('out', false), asset('unsettled', null)],
      debts: [],
      entries: [],
      beneficiaries: [],
      distributions: [],
    }
    expect(estateFigures(records)).toMatchObject({ assetsAtDeath: 1_000_00, available: 1_000_00 })
  })
})
