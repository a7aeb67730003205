import { estateHoldings } from './estate-accounts'
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

export function estateFigures(records: EstateRecords, inEstate = countsInEstate(records)): EstateFigures {
  const sum = (values: Minor[]) => values.reduce((total, value) => total + value, 0)
  const counted = records.assets.filter(inEstate)
  const assetsAtDeath = sum(counted.map((asset) => asset.valueAtDeath ?? 0))
  const debts = sum(records.debts.map((debt) => debt.amount))
  const receipts = records.entries.filter((entry) => entry.direction === 'in')
  const payments = records.entries.filter((entry) => entry.direction === 'out')
  const accountBalance = sum(receipts.map((entry) => entry.amount)) - sum(payments.map((entry) => entry.amount))
  const distributed = sum(records.distributions.map((distribution) => distribution.amount))
  return {
    assetsAtDeath,
    debts,
    net: assetsAtDeath - debts,
    accountBalance,
    distributed,
    available: estateHoldings(records, { inEstate }),
    unvalued: records.assets.filter((asset) => asset.valueAtDeath === null).length,
    stillToValue: records.assets.filter((asset) => asset.state === 'found' && asset.valueAtDeath === null).length,
  }
}
