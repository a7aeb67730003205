import type { KeyFigure } from '../../schema'

/** The date the figures below were checked against their sources (docs/content/usa-review.md, 'States B'). */
const REVIEWED = '2026-11-25'

/**
 * State figures for the states of regions-b.ts (see key-figures.ts). Only figures stated on an official page for
 * the period in force on the review date are here; the review table lists those that could not be confirmed
 * (Kentucky's and Maryland's inheritance tax, the Maine, Maryland, Minnesota and New York estate tax exemptions,
 * and most states' certificate fees).
 */
export const KEY_FIGURES_B: KeyFigure[] = [
  // Massachusetts
  {
    kind: 'tax',
    label: 'Massachusetts estate tax threshold',
    value: '$2,000,000',
    meaning:
      'For deaths on or after 1 January 2023, a Massachusetts estate tax return is needed only when the gross ' +
      'estate (plus certain gifts) is more than $2,000,000, and an estate whose taxable value is $2,000,000 or less ' +
      'pays no Massachusetts estate tax. A credit of $99,600 reduces the tax on larger estates.',
    effectiveFrom: '2023-01-01',
    previously: '$1,000,000',
    regions: ['us-ma'],
    source: 'https://www.mass.gov/info-details/massachusetts-estate-tax-guide',
    reviewed: REVIEWED,
  },
  // Minnesota
  {
    kind: 'certificate-fee',
    label: 'Minnesota death certificate (certified copy)',
    value: '$13 first copy, $6 each extra',
    meaning:
      'The fee is the same at every Minnesota county vital records office. The $6 price is for extra copies of the ' +
      'same record requested at the same time. Fees are not refunded.',
    regions: ['us-mn'],
    source: 'https://co.mower.mn.us/Faq.aspx?TID=19,18,15,17,16',
    reviewed: REVIEWED,
  },
  // Missouri
  {
    kind: 'certificate-fee',
    label: 'Missouri death certificate (certified copy)',
    value: '$14 first copy, $11 each extra',
    meaning:
      'The fee for a certified copy of a Missouri death certificate. The $11 price is for extra copies ordered at ' +
      'the same time. Asking a local (city or county) health department is usually faster than writing to the state.',
    regions: ['us-mo'],
    source: 'https://health.mo.gov/data/vitalrecords/faqs.php',
    reviewed: REVIEWED,
  },
  // Nebraska
  {
    kind: 'tax',
    label: 'Nebraska inheritance tax: parents, children, siblings and other close relatives',
    value: '1% of what each receives above $100,000',
    meaning:
      'Parents, grandparents, children and other descendants, brothers and sisters (and their spouses) each pay 1% ' +
      'on what they receive above $100,000. A surviving spouse pays nothing, and neither does anyone under 22.',
    effectiveFrom: '2023-01-01',
    previously: '1% above $40,000',
    regions: ['us-ne'],
    source: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2004',
    reviewed: REVIEWED,
  },
  {
    kind: 'tax',
    label: 'Nebraska inheritance tax: heirs who are not relatives',
    value: '15% of what each receives above $25,000',
    meaning:
      'Someone who is not a relative (a friend, for example) pays 15% on what they receive above $25,000; anyone ' +
      'under 22 pays nothing. Aunts, uncles, nieces and nephews have their own rate (Nebraska Revised Statutes ' +
      '77-2005).',
    effectiveFrom: '2023-01-01',
    previously: '18% above $10,000',
    regions: ['us-ne'],
    source: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2006',
    reviewed: REVIEWED,
  },
  // New Jersey
  {
    kind: 'tax',
    label: 'New Jersey inheritance tax: spouse or partner, parents, children, grandchildren',
    value: 'No tax',
    meaning:
      'Property passing to a surviving spouse, civil union or domestic partner, parents, grandparents, children, ' +
      'stepchildren or grandchildren is entirely exempt. When everything passes to them, a return is often not ' +
      'needed: Forms L-8 and L-9 release bank accounts, shares and real estate.',
    regions: ['us-nj'],
    source: 'https://www.state.nj.us/treasury/taxation/transinher.shtml',
    reviewed: REVIEWED,
  },
  {
    kind: 'tax',
    label: 'New Jersey inheritance tax: siblings, in-laws and other heirs',
    value: 'Siblings 11–16% above $25,000; others 15–16%',
    meaning:
      'Brothers, sisters, sons- and daughters-in-law pay 11% to 16% on what they receive above $25,000. Other heirs ' +
      '(nieces, nephews, friends) pay 15% up to $700,000 and 16% above, unless they receive less than $500. ' +
      'Charities pay nothing.',
    regions: ['us-nj'],
    source: 'https://www.morriscountynj.gov/Departments/Surrogate-Court/Taxes',
    reviewed: REVIEWED,
  },
  // New York
  {
    kind: 'certificate-fee',
    label: 'New York City death certificate (certified copy)',
    value: '$15 per copy',
    meaning:
      'For deaths in the five boroughs, from the NYC Health Department. Online orders through VitalChek add a $9.30 ' +
      'processing fee; mail orders add none. Deaths elsewhere in New York State are handled by the State ' +
      'Department of Health or the local registrar.',
    regions: ['us-ny'],
    source: 'https://www1.nyc.gov/site/doh/services/birth-death-records-fees.page',
    reviewed: REVIEWED,
  },
  // New Hampshire
  {
    kind: 'certificate-fee',
    label: 'New Hampshire death certificate (certified copy)',
    value: '$15 first copy, $10 each extra',
    meaning:
      'The state search fee, charged by city and town clerks and by the state vital records office. It is due ' +
      'whether or not a record is found; extra copies of the same record ordered at the same time cost $10 each.',
    regions: ['us-nh'],
    source: 'https://www.nashuanh.gov/241/Vital-Records',
    reviewed: REVIEWED,
  },
  // North Carolina
  {
    kind: 'certificate-fee',
    label: 'North Carolina death certificate (certified copy, state Vital Records)',
    value: '$24 first copy, $15 each extra',
    meaning:
      'The $24 search fee includes one copy and is not refunded if no record is found. Extra copies of the same ' +
      'certificate cost $15 each. Ordering through VitalChek adds a $12.70 processing fee.',
    regions: ['us-nc'],
    source: 'https://vitalrecords.nc.gov/fees.htm',
    reviewed: REVIEWED,
  },
]
