import { ALL_DATES, estateAccounts, type EstateAccounts } from './estate-accounts'
import { isInEstate } from './estate-rules'
import type { EstateAsset, EstateRecords, Minor } from './estate-types'

/**
 * The estate's figures from its records (decision 067), plain arithmetic on whole minor units. Pages and the
 * services both read these: the totals at the top of the estate page, and what a distribution may not exceed.
 */
export interface EstateFigures {
  /** The values at death of the assets valued so far. */
  assetsAtDeath: Minor
  /** Every debt and expense recorded, paid or not. */
  debts: Minor
  /** Assets at death less debts (may be below 0: an insolvent estate). */
  net: Minor
  /** Receipts less payments on the estate account. */
  accountBalance: Minor
  /** Distributions made to beneficiaries. */
  distributed: Minor
  /**
   * What the estate holds for the beneficiaries after debts and the distributions already made, as the estate
   * accounts count it (estate-accounts.ts `estateHoldings`), so the page, the refusal and the accounts agree.
   */
  available: Minor
  /** Assets not yet given a value at death. */
  unvalued: number
  /** Assets only found so far (not valued, collected, transferred or sold). */
  stillToValue: number
}

/**
 * Whether an asset counts in the estate's figures: only when the country's rule says it forms part of the estate
 * (estate-rules.ts). 'Depends' does not count until the family settles it, so that nothing is distributed
 * from an asset that may pass to someone else.
 */
export function countsInEstate(records: Pick<EstateRecords, 'country' | 'regionCode'>) {
  return (asset: Pick<EstateAsset, 'kind' | 'ownership'>) =>
    isInEstate(asset, records.country, records.regionCode).inEstate === true
}

/**
 * The figures from one run of the accounts model over everything recorded (`ALL_DATES`): the page's totals and
 * the distribution check read the same run, so they cannot disagree with the accounts, and a page of 500 assets
 * and 2,000 entries counts them once. `assetsAtDeath` is the valued in-estate assets (an unvalued one adds
 * nothing), `debts` every debt, and the account and distributions are all of them, as the accounts count them.
 */
export function estateFigures(records: EstateRecords, inEstate = countsInEstate(records)): EstateFigures {
  return figuresOf(records, estateAccounts(records, { asOf: ALL_DATES, inEstate }))
}

/** The figures from accounts already computed at `ALL_DATES` for these records. */
export function figuresOf(records: EstateRecords, accounts: EstateAccounts): EstateFigures {
  let unvalued = 0
  let stillToValue = 0
  for (const asset of records.assets) {
    if (asset.valueAtDeath !== null) continue
    unvalued++
    if (asset.state === 'found') stillToValue++
  }
  return {
    assetsAtDeath: accounts.assets.total,
    debts: accounts.debts.total,
    net: accounts.netEstate,
    accountBalance: accounts.account.balance,
    distributed: accounts.distributions.total,
    available: accounts.holdings.total,
    unvalued,
    stillToValue,
  }
}
