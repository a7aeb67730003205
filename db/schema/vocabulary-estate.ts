/**
 * The estate (part of db/schema/vocabulary.ts, which re-exports every part: a page loads only the lists it uses).
 */

import type { CountryCode } from './vocabulary'

/** The estate (issue 33, decision 067): the currency each country's estate is kept in. */
export const COUNTRY_CURRENCIES = { AU: 'AUD', CA: 'CAD', IE: 'EUR', NZ: 'NZD', UK: 'GBP', US: 'USD' } as const
export type EstateCurrency = (typeof COUNTRY_CURRENCIES)[CountryCode]

/** What an asset of the estate is. */
export const ASSET_KINDS = [
  'bank-account',
  'property',
  'vehicle',
  'shares-and-funds',
  'pension',
  'life-insurance',
  'business-interest',
  'belongings',
  'digital-account',
  'money-owed',
] as const
export type AssetKind = (typeof ASSET_KINDS)[number]

/**
 * How the person owned an asset, which decides whether it forms part of the estate (`estate-rules.ts`): sole
 * ownership does; joint ownership passes to the survivor; a trust or a nominated (named) beneficiary usually
 * takes it outside the estate, with the country's own exceptions.
 */
export const OWNERSHIPS = ['sole', 'joint', 'in-trust', 'nominated-beneficiary'] as const
export type Ownership = (typeof OWNERSHIPS)[number]

/** How a value at the date of death was found. */
export const VALUATION_METHODS = ['statement', 'valuation', 'estimate'] as const
export type ValuationMethod = (typeof VALUATION_METHODS)[number]

/** Where an asset has got to. */
export const ASSET_STATES = ['found', 'valued', 'collected', 'transferred', 'sold'] as const
export type AssetState = (typeof ASSET_STATES)[number]

/** What a debt or expense is: the person's debts at death, then the funeral and the estate's own expenses. */
export const DEBT_KINDS = ['mortgage', 'loan', 'credit-card', 'bill', 'tax', 'funeral', 'estate-expense'] as const
export type DebtKind = (typeof DEBT_KINDS)[number]

/** Money into or out of the estate account after the death. */
export const ACCOUNT_DIRECTIONS = ['in', 'out'] as const
export type AccountDirection = (typeof ACCOUNT_DIRECTIONS)[number]

/** What the will or the law gives a beneficiary. */
export const GIFT_KINDS = ['specific-gift', 'sum', 'residue-share'] as const
export type GiftKind = (typeof GIFT_KINDS)[number]

/** A distribution is interim (on account) or final. */
export const DISTRIBUTION_KINDS = ['interim', 'final'] as const
export type DistributionKind = (typeof DISTRIBUTION_KINDS)[number]
