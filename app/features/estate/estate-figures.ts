import type { EstateRecords, Minor } from './estate-types'

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
   * What the estate holds for the beneficiaries: assets at death, plus receipts that were not an asset collected
   * (interest, a refund), less debts, payments that settled no recorded debt, and distributions already made.
   */
  available: Minor
  /** Assets not yet given a value at death. */
  unvalued: number
  /** Assets only found so far (not valued, collected, transferred or sold). */
  stillToValue: number
}

/**
 * `inEstate` decides which assets count: every one for now. The lead passes the in/out-of-estate rule
 * (estate-rules.ts `isInEstate`) here when it is merged, so that joint and nominated assets are left out.
 */
export function estateFigures(
  records: Pick<EstateRecords, 'assets' | 'debts' | 'entries' | 'distributions'>,
  inEstate: (asset: EstateRecords['assets'][number]) => boolean = () => true,
): EstateFigures {
  const sum = (values: Minor[]) => values.reduce((total, value) => total + value, 0)
  const counted = records.assets.filter(inEstate)
  const assetsAtDeath = sum(counted.map((asset) => asset.valueAtDeath ?? 0))
  const debts = sum(records.debts.map((debt) => debt.amount))
  const receipts = records.entries.filter((entry) => entry.direction === 'in')
  const payments = records.entries.filter((entry) => entry.direction === 'out')
  const accountBalance = sum(receipts.map((entry) => entry.amount)) - sum(payments.map((entry) => entry.amount))
  const distributed = sum(records.distributions.map((distribution) => distribution.amount))
  const otherReceipts = sum(receipts.filter((entry) => entry.assetId === null).map((entry) => entry.amount))
  const otherPayments = sum(payments.filter((entry) => entry.debtId === null).map((entry) => entry.amount))
  return {
    assetsAtDeath,
    debts,
    net: assetsAtDeath - debts,
    accountBalance,
    distributed,
    available: assetsAtDeath + otherReceipts - debts - otherPayments - distributed,
    unvalued: records.assets.filter((asset) => asset.valueAtDeath === null).length,
    stillToValue: records.assets.filter((asset) => asset.state === 'found' && asset.valueAtDeath === null).length,
  }
}
