/**
 * The taxes an executor should look into, measured against the estate's own figures (issue 33;
 * docs/decisions/068-estate-rules-probate-and-tax.md). Information, not advice: each item says why it applies
 * from the figures and links the official page it was checked against. Pure: the facts are the regional
 * content's static `estate-tax.ts` modules, and the US states' figures can be passed in.
 *
 * The values counted here are what the family has recorded. Tax counts more than probate does (a joint share,
 * named-beneficiary accounts, some trusts and gifts), so each item says which total it used.
 */
import { ESTATE_TAX as AU } from '~/content/countries/australia/estate-tax'
import { ESTATE_TAX as CA } from '~/content/countries/canada/estate-tax'
import { ESTATE_TAX as IE } from '~/content/countries/ireland/estate-tax'
import { ESTATE_TAX as NZ } from '~/content/countries/new-zealand/estate-tax'
import { ESTATE_TAX as UK } from '~/content/countries/uk/estate-tax'
import { ESTATE_TAX as US } from '~/content/countries/usa/estate-tax'
import { KEY_FIGURES as US_KEY_FIGURES } from '~/content/countries/usa/key-figures'
import { isOfficialSource } from '~/content/official-sources'
import { formatIsoDate } from '~/lib/format'
import type { EstateTaxFact, KeyFigure } from '~/content/schema'
import type { CountryCode } from '../../../db/schema/vocabulary'
import { isInEstate } from './estate-rules'
import { formatMoney } from '~/lib/money'
import { CURRENCY_LOCALES, majorToMinor } from './estate-money'
import type { Beneficiary, EstateRecords, Minor } from './estate-types'
import { sourceTitle, type CheckedSource } from './estate-rule-words'

export interface TaxFigure {
  label: string
  amount: string
}

export interface TaxItem {
  /** Stable for React keys and tests: 'uk-iht', 'ie-cat', 'us-federal', 'us-state', … */
  key: string
  title: string
  /** Why it is worth looking into, from the estate's figures. */
  why: string
  figures: TaxFigure[]
  source: CheckedSource
}

export interface TaxOptions {
  /** The US states' key figures (default: the content's); only 'tax' figures for the family's state are used. */
  stateFigures?: KeyFigure[]
  /** The state's name and where to ask, when no figure of the state's is in the content. */
  region?: { name: string; askUrl: string; askChecked: string }
}

export { NOT_ADVICE } from './estate-rule-words'

const SPOUSE = /\b(husband|wife|spouse|civil[ -]partner)\b/i

function source(fact: Pick<EstateTaxFact, 'source' | 'reviewed'>): CheckedSource {
  return {
    url: fact.source,
    title: sourceTitle(fact.source),
    checked: fact.reviewed,
    official: isOfficialSource(fact.source),
  }
}

function figure(fact: EstateTaxFact): TaxFigure {
  return { label: fact.title, amount: fact.value }
}

interface Totals {
  /** Assets in the estate for probate (estate-rules.ts), valued so far. */
  inEstate: Minor
  /** Every recorded asset, whoever it passes to, valued so far: closer to what tax counts. */
  everything: Minor
  /** Descriptions of in-estate assets not yet valued. */
  unvalued: string[]
}

function totals(records: EstateRecords, regionCode: string | null): Totals {
  let inEstate = 0
  let everything = 0
  const unvalued: string[] = []
  for (const asset of records.assets) {
    const answer = isInEstate(asset, records.country, regionCode).inEstate
    if (asset.valueAtDeath === null) {
      if (answer !== false) unvalued.push(asset.description)
      continue
    }
    everything += asset.valueAtDeath
    if (answer === true) inEstate += asset.valueAtDeath
  }
  return { inEstate, everything, unvalued }
}

export function taxToLookInto(
  records: EstateRecords,
  country: CountryCode,
  regionCode: string | null,
  options: TaxOptions = {},
): TaxItem[] {
  const sums = totals(records, regionCode)
  const money = (amount: Minor) =>
    formatMoney(amount, records.currency, CURRENCY_LOCALES[records.currency], { wholeUnits: true })
  const notYet =
    sums.unvalued.length > 0 ? ` Not yet valued, so not in these figures: ${sums.unvalued.join(', ')}.` : ''
  const recorded: TaxFigure[] = [
    { label: 'In the estate (recorded so far)', amount: money(sums.inEstate) },
    { label: 'Everything recorded, whoever it passes to', amount: money(sums.everything) },
  ]
  switch (country) {
    case 'UK':
      return ukItems(records, sums, money, recorded, notYet)
    case 'IE':
      return ieItems(records.beneficiaries, recorded, notYet)
    case 'US':
      return usItems(records, regionCode, sums, money, recorded, notYet, options)
    case 'CA':
      return caItems(records)
    case 'AU':
      return [
        item(
          'au-final-return',
          AU.finalReturn,
          'The executor or administrator deals with the person’s last tax return.',
        ),
        item('au-no-inheritance-tax', AU.noInheritanceTax, 'There is no inheritance tax to pay on this estate.'),
      ]
    case 'NZ':
      return [
        item('nz-final-return', NZ.finalReturn, 'The executor or administrator deals with the person’s tax.'),
        item(
          'nz-no-inheritance-tax',
          NZ.noInheritanceTax,
          'There is no inheritance tax or estate duty on this estate.',
        ),
      ]
  }
}

function item(key: string, fact: EstateTaxFact, why: string, figures: TaxFigure[] = [figure(fact)]): TaxItem {
  return { key, title: fact.title, why: `${why} ${fact.text}`, figures, source: source(fact) }
}

function spouses(beneficiaries: Beneficiary[]): Beneficiary[] {
  return beneficiaries.filter((beneficiary) => SPOUSE.test(beneficiary.relationship))
}

function ukItems(
  records: EstateRecords,
  sums: Totals,
  money: (amount: Minor) => string,
  recorded: TaxFigure[],
  notYet: string,
): TaxItem[] {
  const band = majorToMinor(UK.nilRateBand.amount)
  const withHome = band + majorToMinor(UK.residenceNilRateBand.amount)
  const counted = sums.everything
  let measure: string
  if (counted <= band) {
    measure = `Everything recorded comes to ${money(counted)}, within the ${UK.nilRateBand.value} threshold, so there is normally no Inheritance Tax to pay.`
  } else if (counted <= withHome && records.assets.some((asset) => asset.kind === 'property')) {
    measure = `Everything recorded comes to ${money(counted)}, over ${UK.nilRateBand.value}; if the home goes to children or grandchildren, the residence nil-rate band of ${UK.residenceNilRateBand.value} may cover the rest.`
  } else {
    measure = `Everything recorded comes to ${money(counted)}, over the ${UK.nilRateBand.value} threshold: Inheritance Tax may be due on the part above it.`
  }
  const partners = spouses(records.beneficiaries)
  const spouseLine =
    partners.length > 0
      ? ` What passes to ${partners.map((partner) => `${partner.name} (${partner.relationship})`).join(' and ')} is normally exempt: nothing is counted on what goes to a husband, wife or civil partner.`
      : ''
  const items: TaxItem[] = [
    {
      key: 'uk-iht',
      title: 'Inheritance Tax',
      why: `${measure} This counts everything recorded, including pensions and trusts that may not count, but a joint owner’s share and some gifts made before death can count too.${spouseLine}${notYet}`,
      figures: [...recorded, figure(UK.nilRateBand), figure(UK.residenceNilRateBand)],
      source: source(UK.nilRateBand),
    },
  ]
  if (partners.length > 0) {
    items.push(
      item(
        'uk-spouse',
        UK.spouseExempt,
        `The will or the law leaves something to ${partners.map((partner) => partner.name).join(' and ')}.`,
      ),
    )
  }
  const pensions = records.assets.filter((asset) => asset.kind === 'pension')
  const afterChange = records.dateOfDeath !== null && records.dateOfDeath >= '2027-04-06'
  if (pensions.length > 0 || afterChange) {
    const why =
      pensions.length > 0
        ? `The records include ${pensions.map((asset) => asset.description).join(', ')}.`
        : 'The person died on or after 6 April 2027.'
    items.push(item('uk-pensions', UK.pensionsFrom2027, why))
  }
  return items
}

/** The CAT group a relationship usually falls in (Revenue's groups); a guess the page words as 'usually'. */
function catGroup(relationship: string): 'A' | 'B' | 'C' | 'exempt' {
  if (SPOUSE.test(relationship)) return 'exempt'
  if (/\b(son|daughter|child)\b/i.test(relationship)) return 'A'
  if (/\b(parent|father|mother|brother|sister|niece|nephew|grand)/i.test(relationship)) return 'B'
  return 'C'
}

function ieItems(beneficiaries: Beneficiary[], recorded: TaxFigure[], notYet: string): TaxItem[] {
  const thresholds = { A: IE.groupA, B: IE.groupB, C: IE.groupC }
  const groups = beneficiaries.map((beneficiary) => {
    const group = catGroup(beneficiary.relationship)
    return group === 'exempt'
      ? `${beneficiary.name} (${beneficiary.relationship}): no tax`
      : `${beneficiary.name} (${beneficiary.relationship}): usually Group ${group}, ${thresholds[group].value}`
  })
  const who =
    groups.length > 0
      ? ` For the beneficiaries recorded: ${groups.join('; ')}.`
      : ' Add the beneficiaries to see which group each is usually in.'
  const items: TaxItem[] = [
    {
      key: 'ie-cat',
      title: 'Capital Acquisitions Tax (each beneficiary’s own)',
      why: `In Ireland the people who inherit pay Capital Acquisitions Tax, each against their own tax-free threshold, which depends on their relationship to the person who died and counts earlier gifts and inheritances in the same group since 5 December 1991. Tax is ${IE.rate.value} of the part above it.${who}${notYet}`,
      figures: [...recorded, figure(IE.groupA), figure(IE.groupB), figure(IE.groupC)],
      source: source(IE.groupA),
    },
  ]
  if (beneficiaries.some((beneficiary) => SPOUSE.test(beneficiary.relationship))) {
    items.push(item('ie-spouse', IE.spouseExempt, 'A husband, wife or civil partner is among the beneficiaries.'))
  }
  return items
}

function usItems(
  records: EstateRecords,
  regionCode: string | null,
  sums: Totals,
  money: (amount: Minor) => string,
  recorded: TaxFigure[],
  notYet: string,
  options: TaxOptions,
): TaxItem[] {
  const exclusion = majorToMinor(US.federalExclusion.amount)
  const year = records.dateOfDeath?.slice(0, 4)
  const otherYear =
    year && year !== '2026'
      ? ` The person died in ${year}: the amount for that year differs, and the IRS page states it.`
      : ''
  const measure =
    sums.everything <= exclusion
      ? `Everything recorded comes to ${money(sums.everything)}, under ${US.federalExclusion.value}, so federal estate tax is unlikely.`
      : `Everything recorded comes to ${money(sums.everything)}, over ${US.federalExclusion.value}: federal estate tax may be due, and an estate tax return (Form 706) is likely needed.`
  const items: TaxItem[] = [
    {
      key: 'us-federal',
      title: 'Federal estate tax',
      why: `${measure} ${US.federalExclusion.text}${otherYear}${notYet}`,
      figures: [...recorded, figure(US.federalExclusion)],
      source: source(US.federalExclusion),
    },
  ]
  if (!regionCode) return items
  const stateFigures = (options.stateFigures ?? US_KEY_FIGURES).filter(
    (keyFigure) => keyFigure.kind === 'tax' && keyFigure.regions?.includes(regionCode),
  )
  for (const [index, keyFigure] of stateFigures.entries()) {
    items.push({
      key: `us-state-${index}`,
      title: keyFigure.label,
      why: `${keyFigure.meaning} It is measured against the state’s own rules, which can count differently from probate.`,
      figures: [{ label: keyFigure.label, amount: keyFigure.value }],
      source: source(keyFigure),
    })
  }
  if (stateFigures.length === 0 && options.region) {
    items.push({
      key: 'us-state',
      title: `${options.region.name}: state estate or inheritance tax`,
      why: `Some states tax an estate or an inheritance, often from much lower values than the federal amount. We have not confirmed whether ${options.region.name} does: ask the state’s department of revenue, or the court that handles probate.`,
      figures: [],
      source: {
        url: options.region.askUrl,
        title: sourceTitle(options.region.askUrl),
        checked: options.region.askChecked,
        official: isOfficialSource(options.region.askUrl),
      },
    })
  }
  return items
}

function caItems(records: EstateRecords): TaxItem[] {
  const capital = records.assets.filter(
    (asset) =>
      ['property', 'shares-and-funds', 'business-interest'].includes(asset.kind) && asset.ownership !== 'in-trust',
  )
  const capitalWhy =
    capital.length > 0
      ? `The records include ${capital.map((asset) => asset.description).join(', ')}, which may be capital property.`
      : 'No homes, investments or business interests are recorded yet; valuable belongings can count too.'
  const when = records.dateOfDeath ? ` The person died on ${formatIsoDate(records.dateOfDeath)}.` : ''
  return [
    item('ca-final-return', CA.finalReturn, `The executor files the person’s last income tax return.${when}`),
    item('ca-deemed-disposition', CA.deemedDisposition, capitalWhy),
    item('ca-clearance', CA.clearanceCertificate, 'Before the estate is shared out.'),
  ]
}
