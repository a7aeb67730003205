/**
 * Whether an asset forms part of the estate: what the executor or administrator collects and passes on under
 * the will or the law (issue 33; docs/decisions/068-estate-rules-probate-and-tax.md). Pure and zod-free: the
 * probate checker, the server and the pages all use it.
 *
 * 'In the estate' here means for probate, not for tax. The two differ: UK Inheritance Tax counts the person's
 * share of a joint account, the US federal estate tax counts retirement accounts with a named beneficiary, and
 * Canada taxes a deemed sale of capital property whoever receives it. Where tax differs the reason says so.
 *
 * 'joint' is modelled as a joint tenancy or a joint account, which passes to the survivor. A share held as
 * tenants in common passes under the will, so the family records it as 'sole' (the reasons tell them so).
 */
import type { CountryCode } from '../../../db/schema/vocabulary'
import type { EstateAsset } from './estate-types'
import type { InEstate } from './estate-rule-words'

export { IN_ESTATE_LABELS, inEstateLabel, type InEstate } from './estate-rule-words'

export interface InEstateAnswer {
  inEstate: InEstate
  /** One plain sentence or two: why, and where tax treats it differently. */
  reason: string
  /**
   * Set when the rule said 'depends' and the family settled it (decision 076): `inEstate` is then their answer,
   * and `reason` still the rule's, so the page can show both.
   */
  settled?: true
}

/** US states where married couples' property can be community property (the survivor's half is theirs). */
const COMMUNITY_PROPERTY_STATES = new Set([
  'us-az',
  'us-ca',
  'us-id',
  'us-la',
  'us-nv',
  'us-nm',
  'us-tx',
  'us-wa',
  'us-wi',
])

const TENANTS_IN_COMMON =
  'A share held as tenants in common is not joint in this sense: it passes under the will, so record it as owned by the person alone.'

/**
 * Whether the asset counts in the estate: the country's rule (`estateRule`), or, where the rule says 'depends'
 * and the family has settled it (decision 076), their answer. Every figure (the totals, what a distribution may
 * not exceed, the accounts, the probate checker, the tax) reads this, so a settled asset counts everywhere alike.
 * An answer kept from before the asset's kind or ownership changed is read only while the rule still depends.
 */
export function isInEstate(
  asset: Pick<EstateAsset, 'kind' | 'ownership' | 'settledInEstate'>,
  country: CountryCode,
  regionCode: string | null,
): InEstateAnswer {
  const rule = estateRule(asset, country, regionCode)
  if (rule.inEstate !== 'depends' || typeof asset.settledInEstate !== 'boolean') return rule
  return { inEstate: asset.settledInEstate, reason: rule.reason, settled: true }
}

/** The country's (and region's) rule alone, before anything the family has settled. */
export function estateRule(
  asset: Pick<EstateAsset, 'kind' | 'ownership'>,
  country: CountryCode,
  regionCode: string | null,
): InEstateAnswer {
  switch (asset.ownership) {
    case 'sole':
      return sole(asset.kind, country)
    case 'joint':
      return joint(country, regionCode)
    case 'in-trust':
      return inTrust(asset.kind, country)
    case 'nominated-beneficiary':
      return nominated(asset.kind, country, regionCode)
  }
}

function sole(kind: EstateAsset['kind'], country: CountryCode): InEstateAnswer {
  if (kind === 'pension') {
    if (country === 'UK')
      return {
        inEstate: 'depends',
        reason:
          'Most UK pension schemes pay death benefits at the trustees’ discretion, outside the estate; some pay the estate. Ask the scheme. For Inheritance Tax, most unused pension funds count from 6 April 2027.',
      }
    if (country === 'AU')
      return {
        inEstate: 'depends',
        reason:
          'Without a binding nomination, the super fund’s trustee decides whether to pay the person’s dependants directly or the estate. Ask the fund.',
      }
    if (country === 'IE')
      return {
        inEstate: 'depends',
        reason:
          'Many Irish pension schemes pay a death benefit at the trustees’ discretion, outside the estate; others pay the estate. Ask the scheme.',
      }
    if (country === 'NZ')
      return {
        inEstate: true,
        reason:
          'KiwiSaver and most super schemes without a named beneficiary pay the person’s estate, so the executor collects it.',
      }
  }
  const reason = 'Owned by the person alone, so it forms part of the estate: the executor collects it and passes it on.'
  return { inEstate: true, reason }
}

function joint(country: CountryCode, regionCode: string | null): InEstateAnswer {
  switch (country) {
    case 'UK':
      if (regionCode === 'uk-scotland')
        return {
          inEstate: 'depends',
          reason:
            'In Scotland a jointly owned home passes to the survivor only if the title deeds have a survivorship destination, and the person’s share of a joint account may belong to the estate. Check the title and ask the bank. For Inheritance Tax the share counts either way.',
        }
      return {
        inEstate: false,
        reason: `Owned as joint tenants or in a joint account, it passes to the surviving owner, outside the estate. ${TENANTS_IN_COMMON} For Inheritance Tax the person’s share still counts towards the estate’s value.`,
      }
    case 'IE':
      return {
        inEstate: false,
        reason: `A joint account or a home owned as joint tenants passes to the surviving owner, outside the estate. ${TENANTS_IN_COMMON} Capital Acquisitions Tax can still apply to what the survivor receives, unless they are the husband, wife or civil partner.`,
      }
    case 'US':
      if (regionCode && COMMUNITY_PROPERTY_STATES.has(regionCode))
        return {
          inEstate: 'depends',
          reason:
            'Joint tenancy with right of survivorship passes to the surviving owner, outside probate; but in this community property state, a married couple’s property without survivorship in the title can leave the person’s half to go through probate. Check how the title or account is held. Federal estate tax counts the person’s share either way.',
        }
      return {
        inEstate: false,
        reason: `Owned as joint tenants with right of survivorship (or in a joint account), it passes to the surviving owner outside probate. ${TENANTS_IN_COMMON} Federal estate tax still counts the person’s share.`,
      }
    case 'CA':
      return {
        inEstate: false,
        reason: `Owned as joint tenants with right of survivorship, it usually passes to the surviving owner, outside the estate (Québec law has no such survivorship: there, the person’s share is part of the succession). ${TENANTS_IN_COMMON} The person’s share is still treated as sold at death for income tax, unless it goes to a spouse or common-law partner.`,
      }
    case 'AU':
      return {
        inEstate: false,
        reason: `Owned as joint tenants or in a joint account, it passes to the surviving owner, outside the estate. ${TENANTS_IN_COMMON}`,
      }
    case 'NZ':
      return {
        inEstate: false,
        reason: `Owned as joint tenants or in a joint account, it passes to the surviving owner by survivorship, outside the estate. ${TENANTS_IN_COMMON}`,
      }
  }
}

function inTrust(kind: EstateAsset['kind'], country: CountryCode): InEstateAnswer {
  const base =
    kind === 'life-insurance'
      ? 'A life policy written in trust is paid to the trust’s beneficiaries, outside the estate.'
      : 'Held in a trust, it belongs to the trustees and passes under the trust’s terms, not the will: it is outside the estate.'
  const tax: Record<CountryCode, string> = {
    UK: 'For Inheritance Tax some trusts still count towards the estate; HMRC’s trust guidance says which.',
    US: 'A revocable living trust avoids probate, but federal estate tax still counts what it holds.',
    IE: 'Capital Acquisitions Tax can still apply to what the beneficiaries receive.',
    CA: 'Income tax rules for trusts differ; the trustees file the trust’s own returns.',
    AU: 'The trustees deal with any tax the trust owes.',
    NZ: 'The trustees deal with any tax the trust owes.',
  }
  return { inEstate: false, reason: `${base} ${tax[country]}` }
}

type Kind = EstateAsset['kind']

const POLICY_NAMED: InEstateAnswer = {
  inEstate: false,
  reason: 'A life policy with a named beneficiary is paid to them, outside the estate.',
}

/** Each country's rule for a named beneficiary; null where naming one on this kind of asset is unusual. */
const NOMINATED: Record<CountryCode, (kind: Kind, regionCode: string | null) => InEstateAnswer | null> = {
  AU: (kind) => {
    if (kind === 'pension')
      return {
        inEstate: false,
        reason:
          'With a valid binding death benefit nomination the super fund pays the named people directly, so it usually does not form part of the estate. A non-binding nomination only guides the trustee, who may pay the estate.',
      }
    return kind === 'life-insurance' ? POLICY_NAMED : null
  },
  US: (kind) => {
    if (kind === 'pension' || kind === 'life-insurance')
      return {
        inEstate: false,
        reason: `A ${kind === 'pension' ? 'retirement account' : 'life insurance policy'} with a named beneficiary passes to them outside probate. Federal estate tax still counts it towards the estate’s value.`,
      }
    return {
      inEstate: false,
      reason:
        'A payable-on-death or transfer-on-death designation passes it to the named person outside probate. Federal estate tax still counts it.',
    }
  },
  UK: (kind) => {
    if (kind === 'pension')
      return {
        inEstate: false,
        reason:
          'Pensions paid at the trustees’ discretion (guided by the person’s nomination or expression of wish) are usually outside the estate. For Inheritance Tax, most unused pension funds count towards the estate for deaths from 6 April 2027.',
      }
    if (kind === 'life-insurance')
      return {
        inEstate: 'depends',
        reason:
          'A UK life policy is paid to the estate unless it is written in trust; if it is, record it as in trust. Ask the insurer.',
      }
    return null
  },
  IE: (kind) => {
    if (kind === 'pension')
      return {
        inEstate: false,
        reason:
          'A pension death benefit paid at the trustees’ discretion to the person the member nominated is usually outside the estate. Capital Acquisitions Tax can still apply, except for a husband, wife or civil partner.',
      }
    return kind === 'life-insurance' ? POLICY_NAMED : null
  },
  CA: (kind, regionCode) => {
    if (regionCode === 'ca-qc' && kind === 'pension')
      return {
        inEstate: 'depends',
        reason:
          'In Québec a beneficiary can be named only on insurance contracts and annuities: other retirement plans form part of the succession. Ask the plan’s holder.',
      }
    if (kind === 'pension')
      return {
        inEstate: false,
        reason:
          'A registered plan (RRSP, RRIF or TFSA) with a designated beneficiary is paid to them, outside the estate. An RRSP or RRIF is still taxed as income on the final return unless it passes to a spouse or common-law partner.',
      }
    return kind === 'life-insurance' ? POLICY_NAMED : null
  },
  NZ: (kind) => {
    if (kind === 'pension')
      return {
        inEstate: 'depends',
        reason:
          'KiwiSaver savings are paid to the person’s estate whatever they wished; some other super schemes pay a nominated person directly. Ask the provider.',
      }
    return kind === 'life-insurance' ? POLICY_NAMED : null
  },
}

function nominated(kind: Kind, country: CountryCode, regionCode: string | null): InEstateAnswer {
  return (
    NOMINATED[country](kind, regionCode) ?? {
      inEstate: 'depends',
      reason:
        'Naming a beneficiary on this kind of asset is unusual here: ask the holder whether they pay that person directly.',
    }
  )
}
