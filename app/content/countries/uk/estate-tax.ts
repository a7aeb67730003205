import type { EstateTaxFact } from '../../schema'
import { INHERITANCE_TAX } from './inheritance-tax'
import { SRC, checked, official } from './sources'

/**
 * The Inheritance Tax facts the estate page measures the family's figures against (issue 33). The figures are
 * the ones in inheritance-tax.ts, checked on GOV.UK on the dates their shorthands carry.
 */
export const ESTATE_TAX = {
  nilRateBand: {
    ...checked(SRC.ihtOverview),
    title: 'Inheritance Tax threshold (nil-rate band)',
    value: INHERITANCE_TAX.nilRateBand,
    amount: 325_000,
    text: 'There is normally no Inheritance Tax to pay if the estate is worth less than this. Above it, tax is charged at 40% on the part over the threshold.',
  },
  residenceNilRateBand: {
    ...checked(SRC.ihtThresholds),
    title: 'Residence nil-rate band',
    value: `up to ${INHERITANCE_TAX.residenceNilRateBand}`,
    amount: 175_000,
    text: 'An extra tax-free amount when the person’s home goes to their children, grandchildren or other direct descendants, reduced for estates worth more than £2 million.',
  },
  spouseExempt: {
    ...checked(SRC.ihtOverview),
    title: 'What is left to a husband, wife or civil partner',
    value: 'No Inheritance Tax',
    text: 'There is normally no Inheritance Tax on what is left to a husband, wife, civil partner or charity.',
  },
  pensionsFrom2027: {
    ...official(SRC.ihtPensionsNote),
    title: 'Pensions and Inheritance Tax',
    value: `from ${INHERITANCE_TAX.pensionsCountFrom}`,
    text: `For deaths on or after ${INHERITANCE_TAX.pensionsCountFrom}, most unused pension funds and pension death benefits count as part of the estate for Inheritance Tax. Death-in-service benefits from registered pension schemes are not included.`,
  },
} satisfies Record<string, EstateTaxFact>
