/**
 * Is a grant (probate, confirmation, letters of administration) probably needed? A pure check of the family's
 * estate records against their region's own small-estate rule from the regional content (issue 33;
 * docs/decisions/068-estate-rules-probate-and-tax.md). The server passes the region's record in (it reads it
 * with `findRegion` in app/content/countries.server.ts), so this module needs no server and no zod.
 *
 * It is never more certain than the rule: where the limit is a bank's policy rather than law the answer is at
 * most 'depends' under it, and where the figure is a fee step or a simpler court procedure, not an exemption,
 * it does not say a grant is not needed.
 */
import { isOfficialSource } from '~/content/official-sources'
import type { RegionProfile } from '~/content/schema'
import { isInEstate } from './estate-rules'
import { formatMoney } from '~/lib/money'
import { CURRENCY_LOCALES, majorToMinor } from './estate-money'
import type { EstateAsset, EstateRecords, Minor } from './estate-types'
import { sourceTitle, type CheckedSource, type ProbateAnswer } from './estate-rule-words'

export { PROBATE_ANSWER_WORDS, type CheckedSource, type ProbateAnswer } from './estate-rule-words'

export interface ProbateCheck {
  answer: ProbateAnswer
  /** Why, from the family's own figures, in a sentence or two. */
  reason: string
  /** The region's limit the answer was measured against, as people read it. */
  figureUsed: { label: string; amount: string } | null
  /** What was counted: the in-estate assets' total (or the largest holding, where the limit is per holder). */
  valueCounted: { label: string; amount: string } | null
  /** The region's rule in its own words (the content's text), shown under the answer. */
  rule: string | null
  source: CheckedSource | null
  nextStep: string
}

/** What the check reads of a region: its record in the regional content. */
export type ProbateRegion = Pick<RegionProfile, 'code' | 'name' | 'smallEstate' | 'probateCourt'>

/**
 * What the region's figure means, where it is not 'the whole estate at or under it needs no grant': a limit per
 * bank or holder, a simpler court procedure, a fee step, or (Québec) a rule about the will's form. Read from each
 * region's text in the content; a region not listed with a figure is a whole-estate limit.
 */
interface LimitMeaning {
  measured: 'total' | 'per-holder'
  kind: 'no-grant' | 'simpler-procedure' | 'fee-only' | 'will-form'
  /** The law's figure binds only some holders: banks may set higher limits of their own. */
  banksMayGoHigher?: boolean
}

const WHOLE_ESTATE: LimitMeaning = { measured: 'total', kind: 'no-grant' }
const SIMPLER: LimitMeaning = { measured: 'total', kind: 'simpler-procedure' }
const FEE_ONLY: LimitMeaning = { measured: 'total', kind: 'fee-only' }

const LIMIT_MEANINGS: Record<string, LimitMeaning> = {
  'uk-england': { measured: 'per-holder', kind: 'no-grant', banksMayGoHigher: true },
  'uk-wales': { measured: 'per-holder', kind: 'no-grant', banksMayGoHigher: true },
  'uk-scotland': SIMPLER,
  'au-sa': { measured: 'per-holder', kind: 'no-grant', banksMayGoHigher: true },
  ie: { measured: 'per-holder', kind: 'no-grant' },
  nz: { measured: 'per-holder', kind: 'no-grant' },
  'ca-on': SIMPLER,
  'ca-nt': SIMPLER,
  'ca-bc': FEE_ONLY,
  'ca-nb': FEE_ONLY,
  'ca-yt': FEE_ONLY,
  'ca-qc': { measured: 'total', kind: 'will-form' },
  // US states whose figure opens a shorter court process (a filing, a petition, a voluntary administrator)
  // rather than an affidavit shown to the bank.
  'us-ar': SIMPLER,
  'us-ct': SIMPLER,
  'us-dc': SIMPLER,
  'us-fl': SIMPLER,
  'us-ma': SIMPLER,
  'us-md': SIMPLER,
  'us-mo': SIMPLER,
  'us-nc': SIMPLER,
  'us-ny': SIMPLER,
  'us-oh': SIMPLER,
  'us-pa': SIMPLER,
  'us-ri': SIMPLER,
  'us-vt': SIMPLER,
  'us-wv': SIMPLER,
}

export function limitMeaning(regionCode: string): LimitMeaning {
  return LIMIT_MEANINGS[regionCode] ?? WHOLE_ESTATE
}

export function probateCheck(records: EstateRecords, region: ProbateRegion | null): ProbateCheck {
  if (!region) {
    return {
      answer: 'depends',
      reason: 'We need to know where the person lived: the rules differ from one place to the next.',
      figureUsed: null,
      valueCounted: null,
      rule: null,
      source: null,
      nextStep: 'Choose the region in your plan’s settings, then come back to this check.',
    }
  }
  const context = checkContext(records, region)
  return { ...context.base, ...(beforeMeasuring(context) ?? measured(context)) }
}

type Outcome = Pick<ProbateCheck, 'answer' | 'reason' | 'valueCounted' | 'nextStep'>

interface CheckContext {
  records: EstateRecords
  region: ProbateRegion
  meaning: LimitMeaning
  /** The region's figure in minor units, or null where it sets none. */
  limit: Minor | null
  money: (amount: Minor) => string
  base: Pick<ProbateCheck, 'figureUsed' | 'rule' | 'source'>
  /** Assets in the estate, and those that may be (estate-rules.ts). */
  inEstate: EstateAsset[]
  uncertain: EstateAsset[]
  askHolders: string
  applyStep: string
}

function checkContext(records: EstateRecords, region: ProbateRegion): CheckContext {
  const { smallEstate } = region
  const meaning = limitMeaning(region.code)
  const limit = smallEstate.amount === null ? null : majorToMinor(smallEstate.amount)
  const money = (amount: Minor) =>
    formatMoney(amount, records.currency, CURRENCY_LOCALES[records.currency], { wholeUnits: true })
  const perHolder = meaning.measured === 'per-holder'
  const classified = records.assets.map((asset) => ({
    asset,
    inEstate: isInEstate(asset, records.country, records.regionCode ?? region.code).inEstate,
  }))
  // Scotland's grant is called confirmation.
  const grant = region.code === 'uk-scotland' ? 'confirmation' : 'a grant'
  return {
    records,
    region,
    meaning,
    limit,
    money,
    base: {
      figureUsed:
        limit === null
          ? null
          : {
              label: `${region.name}: ${perHolder ? 'the limit for each bank or other holder' : 'the small-estate limit'}`,
              amount: money(limit),
            },
      rule: smallEstate.text,
      source: {
        url: smallEstate.source,
        title: sourceTitle(smallEstate.source),
        checked: smallEstate.reviewed,
        official: isOfficialSource(smallEstate.source),
      },
    },
    inEstate: classified.filter((entry) => entry.inEstate === true).map((entry) => entry.asset),
    uncertain: classified.filter((entry) => entry.inEstate === 'depends').map((entry) => entry.asset),
    askHolders:
      'Ask each bank or other holder what they need to release the money without a grant, and keep their replies with the estate records.',
    applyStep: `Apply for ${grant} through the ${region.probateCourt.name}; their website says how.`,
  }
}

/** The answers that need no measuring: nothing recorded, a rule that is not about value, a home, no figure. */
function beforeMeasuring(context: CheckContext): Outcome | null {
  const { records, region, meaning, limit, money } = context
  if (records.assets.length === 0) {
    return {
      answer: 'depends',
      reason: 'No assets are recorded yet, so there is nothing to measure against the rule.',
      valueCounted: null,
      nextStep: 'Add what the person owned, how they owned it and its value at the date of death.',
    }
  }
  if (meaning.kind === 'will-form') {
    return {
      answer: 'depends',
      reason: `In ${region.name} the size of the estate does not decide it: whether the will must be probated depends on how it was made.`,
      valueCounted: null,
      nextStep:
        'Check whether the will was made before a notary; if it was not, ask a notary or the court about probating it.',
    }
  }
  const property = context.inEstate.filter((asset) => asset.kind === 'property')
  if (property.length > 0) {
    const usualWay =
      records.country === 'US'
        ? 'usually needs probate (or, in some states, a court’s simpler procedure)'
        : 'usually needs a grant to be sold or transferred'
    return {
      answer: 'probably-needed',
      reason: `${names(property)} ${property.length === 1 ? 'is' : 'are'} in the person’s name alone: land or a home in the sole name ${usualWay}, whatever the estate is worth.`,
      valueCounted: null,
      nextStep: context.applyStep,
    }
  }
  if (limit === null || region.smallEstate.currency !== records.currency) {
    return {
      answer: 'depends',
      reason: region.smallEstate.isPolicy
        ? `${region.name} has no legal limit: banks and other holders set their own, so it depends on what each one asks for.`
        : `${region.name} has no single value under which a grant is not needed: it depends on what the person owned and what each holder asks for.`,
      valueCounted: null,
      nextStep: context.askHolders,
    }
  }
  if (meaning.kind === 'fee-only') {
    return {
      answer: 'depends',
      reason: `In ${region.name} the ${money(limit)} figure decides the fee, not whether a grant is needed: that depends on what each holder asks for.`,
      valueCounted: null,
      nextStep: context.askHolders,
    }
  }
  const unvalued = context.inEstate.filter((asset) => asset.valueAtDeath === null)
  if (unvalued.length > 0) {
    return {
      answer: 'depends',
      reason: `Not yet valued: ${names(unvalued)}. The check needs the value of everything in the estate at the date of death.`,
      valueCounted: null,
      nextStep: `Add the value at the date of death of ${names(unvalued)}.`,
    }
  }
  return null
}

/** The estate (or the largest holding) measured against the region's figure. */
function measured(context: CheckContext): Outcome {
  const { region, meaning, money } = context
  const limit = context.limit ?? 0
  const value = measure(context.inEstate, meaning)
  const perHolder = meaning.measured === 'per-holder'
  const valueCounted = {
    label: perHolder
      ? `The most held by one bank or holder (${value.label})`
      : 'The estate’s assets at the date of death',
    amount: money(value.amount),
  }
  const limitText = money(limit)
  if (value.amount > limit) {
    if (meaning.banksMayGoHigher) {
      return {
        answer: 'depends',
        reason: `${value.label} holds ${money(value.amount)}, over the ${limitText} the law allows without a grant. Banks set their own limits, often higher, so it depends on what each one asks for.`,
        valueCounted,
        nextStep: `${context.askHolders} If any holder asks for a grant, you will need one.`,
      }
    }
    const over = perHolder
      ? `${value.label} holds ${money(value.amount)}, over the ${limitText} each holder can pay without a grant.`
      : `The estate’s assets come to ${money(value.amount)}, over ${region.name}’s limit of ${limitText}.`
    return {
      answer: 'probably-needed',
      reason: meaning.kind === 'simpler-procedure' ? `${over} The full procedure applies.` : over,
      valueCounted,
      nextStep: context.applyStep,
    }
  }
  const atOrUnder = perHolder
    ? `No bank or holder has more than ${limitText} (the most is ${money(value.amount)}).`
    : `The estate’s assets come to ${money(value.amount)}, at or under ${region.name}’s limit of ${limitText}.`
  if (region.smallEstate.isPolicy) {
    return {
      answer: 'depends',
      reason: `${atOrUnder} That limit is the banks’ policy, not law: banks set their own limits, so it depends on each one.`,
      valueCounted,
      nextStep: context.askHolders,
    }
  }
  if (meaning.kind === 'simpler-procedure') {
    return {
      answer: 'depends',
      reason: `${atOrUnder} That opens a simpler procedure rather than doing without one: whether you need it depends on what the holders ask for.`,
      valueCounted,
      nextStep: `${context.askHolders} If one asks for a grant, ask the ${region.probateCourt.name} about the simpler procedure.`,
    }
  }
  const { uncertain } = context
  if (uncertain.length > 0) {
    return {
      answer: 'depends',
      reason: `${atOrUnder} But ${names(uncertain)} may also belong to the estate, which could change the answer.`,
      valueCounted,
      nextStep: `Find out whether ${names(uncertain)} ${uncertain.length === 1 ? 'passes' : 'pass'} under the will or directly to someone, then check again.`,
    }
  }
  return {
    answer: 'probably-not-needed',
    reason: `${atOrUnder} The rule below says what else must be true.`,
    valueCounted,
    nextStep: context.askHolders,
  }
}

/** The whole estate's total, or the largest sum one holder (the family's organisation, else the asset) holds. */
function measure(assets: EstateAsset[], meaning: LimitMeaning): { amount: Minor; label: string } {
  if (meaning.measured === 'total') {
    return { amount: assets.reduce((sum, asset) => sum + (asset.valueAtDeath ?? 0), 0), label: 'the estate' }
  }
  const holdings = new Map<string, { amount: Minor; label: string }>()
  // Belongings and vehicles are not paid out by a bank or other holder, so a per-holder limit does not measure them.
  for (const asset of assets.filter((held) => held.kind !== 'belongings' && held.kind !== 'vehicle')) {
    const key = asset.organisationId ?? `asset:${asset.id}`
    const held = holdings.get(key) ?? { amount: 0, label: asset.description }
    holdings.set(key, { amount: held.amount + (asset.valueAtDeath ?? 0), label: held.label })
  }
  let largest = { amount: 0, label: 'no holder' }
  for (const holding of holdings.values()) if (holding.amount > largest.amount) largest = holding
  return largest
}

/** 'The house', 'The house and Car', 'A, B and C' as a sentence names them. */
function names(assets: EstateAsset[]): string {
  const all = assets.map((asset) => asset.description)
  if (all.length <= 1) return all.join('')
  return `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`
}
