/**
 * The words the estate accounts are written in (the PDF and the CSV): zod-free, server-free (decision 066).
 * Amounts as text from integers, never through a float.
 */
import type { AssetKind, AssetState, DebtKind, DistributionKind, GiftKind } from '../../../db/schema/vocabulary'
import type { EntryKind, EstateAccounts } from './estate-accounts'
import type { Minor } from './estate-types'
import { decimalAmount, formatMoney } from '~/lib/money'

export const ASSET_KIND_WORDS: Record<AssetKind, string> = {
  'bank-account': 'Bank or building society account',
  property: 'Property',
  vehicle: 'Vehicle',
  'shares-and-funds': 'Shares and funds',
  pension: 'Pension',
  'life-insurance': 'Life insurance',
  'business-interest': 'Business interest',
  belongings: 'Belongings',
  'digital-account': 'Digital account',
  'money-owed': 'Money owed to them',
}

export const ASSET_STATE_WORDS: Record<AssetState, string> = {
  found: 'Found',
  valued: 'Valued',
  collected: 'Collected',
  transferred: 'Handed over',
  sold: 'Sold',
}

export const DEBT_KIND_WORDS: Record<DebtKind, string> = {
  mortgage: 'Mortgage',
  loan: 'Loan',
  'credit-card': 'Credit card',
  bill: 'Bill',
  tax: 'Tax',
  funeral: 'Funeral',
  'estate-expense': 'Estate expense',
}

export const ENTRY_KIND_WORDS: Record<EntryKind, string> = {
  collection: 'Asset collected',
  receipt: 'Other receipt',
  settlement: 'Debt paid',
  payment: 'Other payment',
}

export const GIFT_WORDS: Record<GiftKind, string> = {
  sum: 'A sum of money',
  'specific-gift': 'A specific gift',
  'residue-share': 'A share of the residue',
}

export const DISTRIBUTION_WORDS: Record<DistributionKind, string> = {
  interim: 'Interim',
  final: 'Final',
}

/** Every currency the estate is kept in (AUD, CAD, EUR, NZD, GBP, USD) has 100 minor units to the major one. */
export { decimalAmount }

/** Basis points as a percentage with two decimals: 3333 → '33.33'. */
export function percentage(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`
}

/**
 * Amounts for people to read, in the family's currency as their country writes it (en-GB: '£1,234.56'). The
 * exact decimal text is formatted, not a float.
 */
export function moneyFormatter(currency: string, locale: string): (minor: Minor) => string {
  return (minor) => formatMoney(minor, currency, locale)
}

/** The summary from the net estate to the residue, as both the PDF and the CSV show it. */
export function summaryRows(accounts: EstateAccounts): Array<[string, Minor]> {
  const { adjustments } = accounts
  const rows: Array<[string, Minor | null]> = [
    ['Assets at the date of death', accounts.assets.total],
    ['Less debts and expenses', -accounts.debts.total],
    ['Net estate', accounts.netEstate],
    ['Gains (or losses) on collecting assets', adjustments.realisation || null],
    ['Other receipts after the death', adjustments.otherReceipts || null],
    ['Less other payments after the death', adjustments.otherPayments ? -adjustments.otherPayments : null],
    ['Less more paid on debts than recorded (or plus less)', adjustments.debts ? -adjustments.debts : null],
    ['Less assets handed over as gifts', adjustments.passedInKind ? -adjustments.passedInKind : null],
    ['Available for the beneficiaries', accounts.available],
    ['Less sums of money given by the will', -accounts.sums.allowed],
    ['Residue', accounts.residue],
  ]
  return rows.filter((row): row is [string, Minor] => row[1] !== null)
}

/** What the estate holds now, after debts and distributions, and what it is made of. */
export function holdingRows(accounts: EstateAccounts): Array<[string, Minor]> {
  const { holdings } = accounts
  const rows: Array<[string, Minor | null]> = [
    ['Money in the estate account, less distributions', holdings.cash],
    ['Assets not yet collected, at their value at death', holdings.uncollectedAssets || null],
    ['Less debts still owed', holdings.outstandingDebts ? -holdings.outstandingDebts : null],
    ['Less debts paid outside the estate account', holdings.paidOutsideAccount ? -holdings.paidOutsideAccount : null],
    ['Held now', holdings.total],
  ]
  return rows.filter((row): row is [string, Minor] => row[1] !== null)
}

/** What the reader of the accounts must know before relying on them, in plain words with the figures. */
export function accountWarnings(accounts: EstateAccounts, money: (minor: Minor) => string): string[] {
  const warnings: string[] = []
  const { overDistributed, sharesWarning, assets } = accounts
  if (overDistributed) {
    warnings.push(
      `More has been distributed (${money(overDistributed.distributed)}) than the estate has after its debts ` +
        `(${money(overDistributed.available)}): ${money(overDistributed.excess)} too much.`,
    )
  }
  if (accounts.insolvent) {
    warnings.push('The debts and expenses are more than the estate has: the beneficiaries receive nothing.')
  }
  if (accounts.sums.abated) {
    warnings.push(
      `The sums of money given by the will (${money(accounts.sums.due)}) are more than the estate has ` +
        `(${money(accounts.sums.allowed)}), so each is cut down in proportion.`,
    )
  }
  if (sharesWarning) {
    warnings.push(
      `The shares of the residue add up to ${percentage(sharesWarning.totalBasisPoints)} %, not 100 %.` +
        (accounts.undisposedResidue > 0
          ? ` ${money(accounts.undisposedResidue)} of the residue is given by no share.`
          : ''),
    )
  }
  if (assets.unvalued.length > 0) {
    const count = assets.unvalued.length
    warnings.push(
      `${count} ${count === 1 ? 'asset has' : 'assets have'} no value yet and ${count === 1 ? 'is' : 'are'} ` +
        'not in the totals.',
    )
  }
  return warnings
}
