/**
 * The estate accounts (issue 33; the model is docs/decisions/069-estate-accounts.md): what the person left at the
 * date of death less what they owed, the estate account's receipts and payments after it, the distributions,
 * the residue and each beneficiary's share, at a given date. Pure and deterministic: the same records and date
 * give the same accounts whatever order the records come in. Integer minor units throughout, never a float.
 */
import { ASSET_KINDS, DEBT_KINDS } from '../../../db/schema/vocabulary'
import type {
  AccountEntry,
  Beneficiary,
  Distribution,
  EstateAsset,
  EstateDebt,
  EstateRecords,
  Minor,
} from './estate-types'

export interface AccountsOptions {
  /** The date of the accounts (YYYY-MM-DD): entries and distributions after it are left out. */
  asOf: string
  /** Whether an asset forms part of the estate (the country's rules; an asset that 'depends' is best left out). */
  inEstate: (asset: EstateAsset) => boolean
}

export interface AssetLine {
  id: string
  kind: EstateAsset['kind']
  description: string
  state: EstateAsset['state']
  /** Value at the date of death; null while unknown (such assets are listed apart, never summed as zero). */
  value: Minor | null
  /** What receipts up to the date of the accounts collected for it, or null if none did. */
  collected: Minor | null
}

export interface DebtLine {
  id: string
  kind: EstateDebt['kind']
  creditor: string
  amount: Minor
  /** Paid from the estate account up to the date of the accounts (payments that name this debt). */
  paidFromAccount: Minor
  /** Still owed at the date of the accounts. */
  outstanding: Minor
  /** Marked paid with no payment in the estate account: paid by someone else, for the estate. */
  paidOutsideAccount: boolean
  /** What the debt finally costs the estate: the amount, more if more was paid, less if settled for less. */
  cost: Minor
}

/**
 * How an entry counts towards what the beneficiaries receive: collecting a recorded asset turns it into cash
 * (not new money); settling a recorded debt pays what was already deducted (not a new cost).
 */
export type EntryKind = 'collection' | 'receipt' | 'settlement' | 'payment'

export interface AccountLine {
  id: string
  date: string
  direction: AccountEntry['direction']
  amount: Minor
  description: string
  debtId: string | null
  assetId: string | null
  /** The estate account's balance after this entry. */
  balance: Minor
}

export interface ClassifiedLine extends AccountLine {
  kind: EntryKind
}

export interface DistributionLine {
  id: string
  beneficiaryId: string
  /** Null when the distribution names no recorded beneficiary. */
  beneficiaryName: string | null
  date: string
  kind: Distribution['kind']
  amount: Minor
  receiptDate: string | null
}

export interface BeneficiaryShare {
  id: string
  name: string
  relationship: string
  gift: Beneficiary['gift']
  giftDescription: string
  /** For a residue share, its basis points (2500 = 25 %); otherwise null. */
  basisPoints: number | null
  /** What the will gives in money at the date of the accounts: the sum (after any abatement) or the residue share. */
  entitlement: Minor
  distributed: Minor
  /** Entitlement less what was distributed; negative when more was given than the share. */
  due: Minor
}

export interface EstateAccounts {
  asOf: string
  country: EstateRecords['country']
  currency: EstateRecords['currency']
  dateOfDeath: string | null
  assets: {
    /** In the estate and valued. */
    lines: AssetLine[]
    total: Minor
    /** In the estate, value not yet known: not in any total. */
    unvalued: AssetLine[]
    /** Outside the estate (joint, in trust, nominated): listed, never counted. */
    outsideEstate: AssetLine[]
  }
  debts: { lines: DebtLine[]; total: Minor }
  /** Assets at death less debts and expenses. */
  netEstate: Minor
  account: { lines: ClassifiedLine[]; receipts: Minor; payments: Minor; balance: Minor }
  adjustments: {
    /** Collected less value at death, over collected assets (a house sold above its probate value is a gain). */
    realisation: Minor
    /** Receipts that collect no recorded asset: new money. */
    otherReceipts: Minor
    /** Payments that settle no recorded debt: new costs. */
    otherPayments: Minor
    /** Debts' cost less their recorded amounts (interest added, or a debt settled for less). */
    debts: Minor
    /** Valued assets handed over in kind (state 'transferred'), such as a specific gift. */
    passedInKind: Minor
  }
  /** What there is for the beneficiaries before any distribution. */
  available: Minor
  sums: { due: Minor; allowed: Minor; abated: boolean }
  /** Available less the specific sums: what the residuary beneficiaries share. Never below zero. */
  residue: Minor
  /** Part of the residue no share gives (shares under 100 %). */
  undisposedResidue: Minor
  shares: BeneficiaryShare[]
  /** Set when the residue shares do not add to 100 % (10,000 basis points), if there are shares or a residue. */
  sharesWarning: { totalBasisPoints: number } | null
  distributions: { lines: DistributionLine[]; total: Minor }
  /** What the estate holds now, after debts and distributions, and what it is made of. */
  holdings: {
    /** The estate account's balance less distributions. */
    cash: Minor
    /** Valued assets not yet collected or handed over, at their value at death. */
    uncollectedAssets: Minor
    outstandingDebts: Minor
    /** Debts marked paid with no payment recorded in the estate account. */
    paidOutsideAccount: Minor
    /** cash + uncollectedAssets − outstandingDebts − paidOutsideAccount (= available − distributed). */
    total: Minor
  }
  /** Set when more was distributed than the estate had after debts. */
  overDistributed: { distributed: Minor; available: Minor; excess: Minor } | null
  /** Debts and expenses exceed what the estate has. */
  insolvent: boolean
}

/** Entries in date order, ties by id, each with the estate account's balance after it. */
export function runningBalance(entries: readonly AccountEntry[]): AccountLine[] {
  let balance = 0
  return [...entries].sort(byDateThenId).map((entry) => {
    balance += entry.direction === 'in' ? entry.amount : -entry.amount
    return {
      id: entry.id,
      date: entry.date,
      direction: entry.direction,
      amount: entry.amount,
      description: entry.description,
      debtId: entry.debtId,
      assetId: entry.assetId,
      balance,
    }
  })
}

/** The latest date the accounts can take: every entry and distribution counts. */
export const ALL_DATES = '9999-12-31'

/**
 * What the estate holds now, after debts and distributions (`holdings.total`): a new distribution above it
 * would give away more than there is. `inEstate` defaults to sole ownership alone; pass the country's rule.
 */
export function estateHoldings(records: EstateRecords, options: Partial<AccountsOptions> = {}): Minor {
  return estateAccounts(records, {
    asOf: options.asOf ?? ALL_DATES,
    inEstate: options.inEstate ?? ((asset) => asset.ownership === 'sole'),
  }).holdings.total
}

export function estateAccounts(records: EstateRecords, { asOf, inEstate }: AccountsOptions): EstateAccounts {
  const entries = records.entries.filter((entry) => entry.date <= asOf)
  const assets = assetSection(records.assets, entries, inEstate)
  const estateAssetIds = new Set([...assets.lines, ...assets.unvalued].map((line) => line.id))
  const debtIds = new Set(records.debts.map((debt) => debt.id))
  const account = accountSection(entries, estateAssetIds, debtIds)
  const debts = debtSection(records, account.lines, asOf)
  const netEstate = assets.total - debts.total

  // Collected assets: the difference from their value at death is a gain or a loss (an unvalued one's whole
  // proceeds are new, since it was counted as nothing).
  let realisation = 0
  let uncollectedAssets = 0
  let passedInKind = 0
  for (const line of [...assets.lines, ...assets.unvalued]) {
    if (line.collected !== null) realisation += line.collected - (line.value ?? 0)
    else if (line.value !== null && line.state === 'transferred') passedInKind += line.value
    else if (line.value !== null) uncollectedAssets += line.value
  }
  const amountsOf = (kind: EntryKind) =>
    sum(account.lines.filter((line) => line.kind === kind).map((line) => line.amount))
  const adjustments = {
    realisation,
    otherReceipts: amountsOf('receipt'),
    otherPayments: amountsOf('payment'),
    debts: sum(debts.lines.map((line) => line.cost - line.amount)),
    passedInKind,
  }
  const available =
    netEstate +
    adjustments.realisation +
    adjustments.otherReceipts -
    adjustments.otherPayments -
    adjustments.debts -
    adjustments.passedInKind

  const distributions = distributionSection(records, asOf)
  const gifts = giftSection(records.beneficiaries, available, distributions.lines)
  const outstandingDebts = sum(debts.lines.map((line) => line.outstanding))
  const paidOutsideAccount = sum(debts.lines.filter((line) => line.paidOutsideAccount).map((line) => line.amount))
  const cash = account.balance - distributions.total
  const distributed = distributions.total
  return {
    asOf,
    country: records.country,
    currency: records.currency,
    dateOfDeath: records.dateOfDeath,
    assets,
    debts,
    netEstate,
    account,
    adjustments,
    available,
    ...gifts,
    distributions,
    holdings: {
      cash,
      uncollectedAssets,
      outstandingDebts,
      paidOutsideAccount,
      total: cash + uncollectedAssets - outstandingDebts - paidOutsideAccount,
    },
    overDistributed:
      distributed > 0 && distributed > available
        ? { distributed, available, excess: distributed - Math.max(0, available) }
        : null,
    insolvent: available < 0,
  }
}

/** The assets at death, in order: valued ones in the estate, unvalued ones, and those outside it. */
function assetSection(
  assets: readonly EstateAsset[],
  entries: readonly AccountEntry[],
  inEstate: AccountsOptions['inEstate'],
): EstateAccounts['assets'] {
  const lines: AssetLine[] = []
  const unvalued: AssetLine[] = []
  const outsideEstate: AssetLine[] = []
  const collectedBy = sumBy(
    entries.filter((entry) => entry.direction === 'in' && entry.assetId !== null),
    (entry) => entry.assetId ?? '',
  )
  for (const asset of [...assets].sort(byAssetOrder)) {
    const within = inEstate(asset)
    const line: AssetLine = {
      id: asset.id,
      kind: asset.kind,
      description: asset.description,
      state: asset.state,
      value: asset.valueAtDeath,
      collected: within ? (collectedBy.get(asset.id) ?? null) : null,
    }
    if (!within) outsideEstate.push(line)
    else if (asset.valueAtDeath === null) unvalued.push(line)
    else lines.push(line)
  }
  return { lines, total: sum(lines.map((line) => line.value ?? 0)), unvalued, outsideEstate }
}

/** The estate account, each entry classified so nothing counts twice. */
function accountSection(
  entries: readonly AccountEntry[],
  estateAssetIds: ReadonlySet<string>,
  debtIds: ReadonlySet<string>,
): EstateAccounts['account'] {
  const lines: ClassifiedLine[] = runningBalance(entries).map((line) => ({
    ...line,
    kind:
      line.direction === 'in'
        ? line.assetId !== null && estateAssetIds.has(line.assetId)
          ? 'collection'
          : 'receipt'
        : line.debtId !== null && debtIds.has(line.debtId)
          ? 'settlement'
          : 'payment',
  }))
  const receipts = sum(lines.filter((line) => line.direction === 'in').map((line) => line.amount))
  const payments = sum(lines.filter((line) => line.direction === 'out').map((line) => line.amount))
  return { lines, receipts, payments, balance: receipts - payments }
}

/** Debts and expenses, and what settling them from the account did. */
function debtSection(records: EstateRecords, lines: readonly ClassifiedLine[], asOf: string): EstateAccounts['debts'] {
  const settledFromAccount = sumBy(
    lines.filter((line) => line.kind === 'settlement'),
    (line) => line.debtId ?? '',
  )
  const lastPaymentOf = new Map<string, string>()
  for (const entry of records.entries) {
    if (entry.direction !== 'out' || entry.debtId === null) continue
    const latest = lastPaymentOf.get(entry.debtId)
    if (latest === undefined || entry.date > latest) lastPaymentOf.set(entry.debtId, entry.date)
  }
  const debtLines = [...records.debts].sort(byDebtOrder).map((debt): DebtLine => {
    const paid = settledFromAccount.get(debt.id) ?? 0
    const lastPayment = lastPaymentOf.get(debt.id)
    // A debt marked paid whose payments all fall on or before the accounts' date is settled at that date.
    const settled = debt.paid && (lastPayment === undefined || lastPayment <= asOf)
    const paidOutsideAccount = settled && paid === 0
    return {
      id: debt.id,
      kind: debt.kind,
      creditor: debt.creditor,
      amount: debt.amount,
      paidFromAccount: paid,
      outstanding: settled ? 0 : Math.max(0, debt.amount - paid),
      paidOutsideAccount,
      cost: settled && !paidOutsideAccount ? paid : Math.max(debt.amount, paid),
    }
  })
  return { lines: debtLines, total: sum(debtLines.map((line) => line.amount)) }
}

/** Distributions up to the date of the accounts, in date order. */
function distributionSection(records: EstateRecords, asOf: string): EstateAccounts['distributions'] {
  const names = new Map(records.beneficiaries.map((beneficiary) => [beneficiary.id, beneficiary.name]))
  const lines = records.distributions
    .filter((distribution) => distribution.date <= asOf)
    .sort(byDateThenId)
    .map((distribution): DistributionLine => ({
      id: distribution.id,
      beneficiaryId: distribution.beneficiaryId,
      beneficiaryName: names.get(distribution.beneficiaryId) ?? null,
      date: distribution.date,
      kind: distribution.kind,
      amount: distribution.amount,
      receiptDate: distribution.receiptDate,
    }))
  return { lines, total: sum(lines.map((line) => line.amount)) }
}

/** Specific sums first (cut down in proportion when there is not enough), then the residue by shares. */
function giftSection(
  records: readonly Beneficiary[],
  available: Minor,
  distributions: readonly DistributionLine[],
): Pick<EstateAccounts, 'sums' | 'residue' | 'undisposedResidue' | 'shares' | 'sharesWarning'> {
  const beneficiaries = [...records].sort(byBeneficiaryOrder)
  const sumGifts = beneficiaries.filter((beneficiary) => beneficiary.gift === 'sum')
  const sumsDue = sum(sumGifts.map((beneficiary) => beneficiary.amount ?? 0))
  const sumsAllowed = Math.min(sumsDue, Math.max(0, available))
  const allowedSums = apportion(
    sumsAllowed,
    sumGifts.map((beneficiary) => beneficiary.amount ?? 0),
  )
  const residue = Math.max(0, available - sumsAllowed)
  const residueGifts = beneficiaries.filter((beneficiary) => beneficiary.gift === 'residue-share')
  const basisPoints = residueGifts.map((beneficiary) => Math.max(0, beneficiary.residueShareBasisPoints ?? 0))
  const totalBasisPoints = sum(basisPoints)
  // Under 100 %, the rest is given by no share (it passes as on an intestacy); over 100 %, shares are scaled down.
  const residueParts = apportion(residue, [...basisPoints, Math.max(0, WHOLE - totalBasisPoints)])

  const entitlements = new Map<string, Minor>()
  sumGifts.forEach((beneficiary, index) => entitlements.set(beneficiary.id, allowedSums[index] ?? 0))
  residueGifts.forEach((beneficiary, index) => entitlements.set(beneficiary.id, residueParts[index] ?? 0))
  const distributedTo = sumBy(distributions, (line) => line.beneficiaryId)
  const shares = beneficiaries.map((beneficiary): BeneficiaryShare => {
    const entitlement = entitlements.get(beneficiary.id) ?? 0
    const given = distributedTo.get(beneficiary.id) ?? 0
    return {
      id: beneficiary.id,
      name: beneficiary.name,
      relationship: beneficiary.relationship,
      gift: beneficiary.gift,
      giftDescription: beneficiary.giftDescription,
      basisPoints: beneficiary.gift === 'residue-share' ? Math.max(0, beneficiary.residueShareBasisPoints ?? 0) : null,
      entitlement,
      distributed: given,
      due: entitlement - given,
    }
  })
  return {
    sums: { due: sumsDue, allowed: sumsAllowed, abated: sumsAllowed < sumsDue },
    residue,
    undisposedResidue: residueParts[residueParts.length - 1] ?? 0,
    shares,
    sharesWarning: (residue > 0 || residueGifts.length > 0) && totalBasisPoints !== WHOLE ? { totalBasisPoints } : null,
  }
}

/** 100 % in basis points. */
const WHOLE = 10_000

/**
 * `total` split in proportion to `weights`, in whole minor units that add up to it exactly: each part rounded
 * down, then the units left over go one each to the largest remainders, ties to the earlier weight (largest
 * remainder method). BigInt, since a total of 12 digits times 10,000 basis points passes 2^53.
 */
export function apportion(total: Minor, weights: readonly number[]): Minor[] {
  const weightSum = weights.reduce((a, b) => a + BigInt(b), 0n)
  if (total <= 0 || weightSum === 0n) return weights.map(() => 0)
  const whole = BigInt(total)
  const parts = weights.map((weight, index) => {
    const exact = whole * BigInt(weight)
    return { index, floor: exact / weightSum, remainder: exact % weightSum }
  })
  let left = whole - parts.reduce((a, part) => a + part.floor, 0n)
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  for (const part of byRemainder) {
    if (left === 0n) break
    part.floor += 1n
    left -= 1n
  }
  return parts.map((part) => Number(part.floor))
}

function sum(values: readonly number[]): number {
  let total = 0
  for (const value of values) total += value
  return total
}

function sumBy<T extends { amount: number }>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const totals = new Map<string, number>()
  for (const item of items) totals.set(key(item), (totals.get(key(item)) ?? 0) + item.amount)
  return totals
}

// Plain code-unit comparison, not the locale's: the same order on every machine.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

function byDateThenId(a: { date: string; id: string }, b: { date: string; id: string }): number {
  return compareText(a.date, b.date) || compareText(a.id, b.id)
}

function byAssetOrder(a: EstateAsset, b: EstateAsset): number {
  return (
    ASSET_KINDS.indexOf(a.kind) - ASSET_KINDS.indexOf(b.kind) ||
    compareText(a.description, b.description) ||
    compareText(a.id, b.id)
  )
}

function byDebtOrder(a: EstateDebt, b: EstateDebt): number {
  return (
    DEBT_KINDS.indexOf(a.kind) - DEBT_KINDS.indexOf(b.kind) ||
    compareText(a.creditor, b.creditor) ||
    compareText(a.id, b.id)
  )
}

// Sums first, then gifts of things, then the residue: the order the accounts deal with them.
const GIFT_ORDER: readonly Beneficiary['gift'][] = ['sum', 'specific-gift', 'residue-share']
function byBeneficiaryOrder(a: Beneficiary, b: Beneficiary): number {
  return (
    GIFT_ORDER.indexOf(a.gift) - GIFT_ORDER.indexOf(b.gift) || compareText(a.name, b.name) || compareText(a.id, b.id)
  )
}
