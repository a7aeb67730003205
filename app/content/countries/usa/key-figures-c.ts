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
  {
    kind: 'certificate-fee',
    label: 'South Carolina death certificate, certified copy',
    value: '$12 first copy, $3 each extra',
    meaning:
      'The $12 search fee includes one certified copy and is not refunded if no record is found; extra copies of the ' +
      'same record ordered at the same time are $3 each. Since 1 October 2023 a $5 expedite fee is added to services ' +
      'that take 10 business days or less, including on-site and online orders, making the first copy $17.',
    source: 'https://dph.sc.gov/public/vital-records/about-vital-records/fees-vital-records-birth-death-etc',
    reviewed: CHECKED,
    regions: ['us-sc'],
  },
  {
    kind: 'certificate-fee',
    label: 'Tennessee death certificate, certified copy',
    value: '$15 per copy',
    meaning:
      'The Office of Vital Records and county health departments charge $15 for each copy, the first and any extra ' +
      'ones; ordering online costs more.',
    source: 'https://tn.gov/health/news/2015/6/30/fees-for-birth-death-certificates-to-increase-july-1-2015.html',
    reviewed: CHECKED,
    regions: ['us-tn'],
  },
  {
    kind: 'certificate-fee',
    label: 'Wisconsin death certificate, certified copy (state law)',
    value: '$20 first copy, $3 each extra',
    meaning:
      'State and local registrars charge $20 for one certified copy and $3 for each extra copy of the same record ' +
      'issued at the same time (Wisconsin Statutes 69.22); expedited service costs $20 more.',
    source: 'https://docs.legis.wisconsin.gov/statutes/statutes/69/I',
    reviewed: CHECKED,
    regions: ['us-wi'],
  },
]
