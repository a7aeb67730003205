import type {
  AccountDirection,
  AssetKind,
  AssetState,
  DebtKind,
  DistributionKind,
  GiftKind,
  Ownership,
  ValuationMethod,
} from '~db/schema/vocabulary'

/**
 * The estate page's labels and limits (decision 067), out of zod's module so the page's script stays small
 * (decision 066). The rules that use the limits are in estate.schema.ts.
 */

export const ESTATE_PATH = '/dashboard/estate'
export const DESCRIPTION_MAX = 200
export const REFERENCE_MAX = 200
export const NAME_MAX = 200
export const RELATIONSHIP_MAX = 100
export const GIFT_DESCRIPTION_MAX = 1000
/** How many documents one asset or debt may link. */
export const EVIDENCE_MAX = 20

export const ASSET_KIND_LABELS: Record<AssetKind, string> = {
  'bank-account': 'Bank or savings account',
  property: 'Property or land',
  vehicle: 'Vehicle',
  'shares-and-funds': 'Shares and funds',
  pension: 'Pension',
  'life-insurance': 'Life insurance',
  'business-interest': 'Business interest',
  belongings: 'Belongings',
  'digital-account': 'Digital account',
  'money-owed': 'Money owed to them',
}

export const OWNERSHIP_LABELS: Record<Ownership, string> = {
  sole: 'In their name alone',
  joint: 'Owned jointly',
  'in-trust': 'Held in trust',
  'nominated-beneficiary': 'Has a named beneficiary',
}

export const VALUATION_METHOD_LABELS: Record<ValuationMethod, string> = {
  statement: 'From a statement',
  valuation: 'Professional valuation',
  estimate: 'Estimate',
}

export const ASSET_STATE_LABELS: Record<AssetState, string> = {
  found: 'Found',
  valued: 'Valued',
  collected: 'Collected',
  transferred: 'Transferred',
  sold: 'Sold',
}

export const DEBT_KIND_LABELS: Record<DebtKind, string> = {
  mortgage: 'Mortgage',
  loan: 'Loan',
  'credit-card': 'Credit card',
  bill: 'Bill',
  tax: 'Tax',
  funeral: 'Funeral',
  'estate-expense': 'Cost of dealing with the estate',
}

export const DIRECTION_LABELS: Record<AccountDirection, string> = {
  in: 'Money in (receipt)',
  out: 'Money out (payment)',
}

export const GIFT_KIND_LABELS: Record<GiftKind, string> = {
  'specific-gift': 'A specific gift',
  sum: 'A sum of money',
  'residue-share': 'A share of what is left (the residue)',
}

export const DISTRIBUTION_KIND_LABELS: Record<DistributionKind, string> = {
  interim: 'Interim (on account)',
  final: 'Final',
}

/** The last four characters of an account number, for the page to show until 'Show' is pressed. */
export function lastFour(reference: string | null): string {
  if (!reference) return ''
  return reference.length <= 4 ? reference : `••••${reference.slice(-4)}`
}

/** A residue share in basis points as a percentage for people: 2500 → '25%', 3333 → '33.33%'. */
export function shareLabel(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100)
  const rest = basisPoints % 100
  return rest === 0 ? `${whole}%` : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`
}
