import type { KeyFigure } from '../../schema'

/** The date these figures were checked against their sources (docs/content/usa-review.md, States C). */
const CHECKED = '2026-11-25'

/**
 * State figures for the states of regions-c.ts (see key-figures.ts). Left out because no official page in the
 * stored copies confirmed the value in force on 2026-11-25 (see the review): Washington's estate tax exclusion and
 * rates (changed on 2025-07-01 and again by the 2026 legislature), Rhode Island's 2026 estate tax threshold, and the
 * death certificate fees of the states not listed here.
 */
export const KEY_FIGURES_C: KeyFigure[] = [
  {
    kind: 'tax',
    label: 'Pennsylvania inheritance tax rates, by relationship to the person who died',
    value: '0% spouse · 4.5% children · 12% siblings · 15% others',
    meaning:
      'Heirs pay tax on most of what they inherit: 0% for a spouse (and for a parent inheriting from a child aged 21 ' +
      'or younger), 4.5% for children, grandchildren, parents and grandparents, 12% for brothers and sisters, 15% for ' +
      'everyone else; charities are exempt. It is due 9 months after the death, and paying within 3 months takes 5% ' +
      'off.',
    source: 'https://www.yorkcountypa.gov/FAQ.aspx?QID=149',
    reviewed: CHECKED,
    regions: ['us-pa'],
  },
  {
    kind: 'tax',
    label: 'Oregon estate tax: return required when the gross estate is worth at least',
    value: '$1,000,000',
    meaning:
      'If everything the person owned was worth $1 million or more at death, before debts are subtracted, the estate ' +
      'must file an Oregon estate tax return if it has property Oregon taxes. For deaths from 2022 on, the return ' +
      'and the tax are due 12 months after the death.',
    source: 'https://www.oregon.gov/dor/programs/businesses/Pages/estate.aspx',
    reviewed: CHECKED,
    regions: ['us-or'],
  },
  {
    kind: 'tax',
    label: 'Vermont estate tax exemption',
    value: '$5,000,000',
    meaning:
      'No Vermont estate tax is due on a Vermont taxable estate under $5 million. Above that, the tax is 16% of the ' +
      'amount over $5 million, reduced in proportion when part of the estate is outside Vermont.',
    source: 'https://legislature.vermont.gov/statutes/section/32/190/07442a',
    reviewed: CHECKED,
    regions: ['us-vt'],
  },
  {
    kind: 'certificate-fee',
    label: 'Oregon death certificate, certified copy from the state',
    value: '$25 per copy',
    meaning:
      'The state charges $25 for the search and first certified copy and $25 for each extra copy. Ordering online ' +
      "through VitalChek, the state's vendor, adds a $7 expedite fee and an $11.25 vendor fee.",
    source: 'https://www.oregon.gov/oha/PH/BIRTHDEATHCERTIFICATES/Pages/VitalRecordsFees.aspx',
    reviewed: CHECKED,
    regions: ['us-or'],
  },
  {
    kind: 'certificate-fee',
    label: 'Vermont death certificate, certified copy from the Health Department',
    value: '$10 per copy',
    meaning: 'The Vermont Department of Health charges $10 for each certified copy of a death certificate.',
    source: 'https://www.healthvermont.gov/health-statistics-vital-records/vital-records-population-data/death',
    reviewed: CHECKED,
    regions: ['us-vt'],
  },
  {
    kind: 'certificate-fee',
    label: 'Virginia death certificate, certified copy',
    value: '$12 per copy',
    meaning:
      'The Office of Vital Records charges $12 for each certificate or search, set by the Code of Virginia; the fee is ' +
      'not refunded if no record is found.',
    source: 'https://vdh.virginia.gov/vital-records/frequently-asked-questions',
    reviewed: CHECKED,
    regions: ['us-va'],
  },
]
