/**
 * The estate's records as plain values (issue 33, decision 067): what the database rows become, and what the
 * pure rules (in or out of the estate, the probate checker, the tax to look into, the accounts) take. No zod,
 * no server code: pages and the server both read these.
 *
 * Money is always an integer number of minor units (pence, cents) in the family's currency, never a float:
 * `Number.isSafeInteger` holds for every amount (at most 12 digits of major units are accepted).
 */
import type {
  AccountDirection,
  AssetKind,
  AssetState,
  CountryCode,
  DebtKind,
  DistributionKind,
  EstateCurrency,
  GiftKind,
  Ownership,
  ValuationMethod,
} from '../../../db/schema/vocabulary'

/** An amount in minor units (pence, cents). */
export type Minor = number

export interface EstateAsset {
  id: string
  kind: AssetKind
  /** What the family calls it: 'Current account', 'The house at 4 Elm Road'. */
  description: string
  /** The family organisation (Who to tell) that holds it, if any: notifying and valuing are one record. */
  organisationId: string | null
  /** The account or policy number as typed (text: leading zeros and letters kept); pages show the last digits. */
  reference: string | null
  ownership: Ownership
  /** Value at the date of death, or null while unknown. */
  valueAtDeath: Minor | null
  valuationMethod: ValuationMethod | null
  state: AssetState
  /**
   * The family's answer where the country's rule says 'depends' (decision 076): true, part of the estate; false,
   * passes outside it; null or absent, not settled. `isInEstate` reads it only while the rule says 'depends'.
   */
  settledInEstate?: boolean | null
  /** Documents in the vault that evidence it. */
  documentIds: string[]
}

export interface EstateDebt {
  id: string
  kind: DebtKind
  creditor: string
  organisationId: string | null
  reference: string | null
  amount: Minor
  paid: boolean
  documentIds: string[]
}

/** A receipt or payment on the estate account after the death. */
export interface AccountEntry {
  id: string
  /** ISO date (YYYY-MM-DD), never before the date of death. */
  date: string
  direction: AccountDirection
  amount: Minor
  description: string
  /** A payment that settles a recorded debt. */
  debtId: string | null
  /** A receipt that collects a recorded asset (sale proceeds, a closed account's balance). */
  assetId: string | null
}

export interface Beneficiary {
  id: string
  name: string
  relationship: string
  gift: GiftKind
  /** For 'sum': the amount; for 'specific-gift': null (the description says what). */
  amount: Minor | null
  /** For 'residue-share': the share in basis points (2500 = 25 %). */
  residueShareBasisPoints: number | null
  giftDescription: string
}

export interface Distribution {
  id: string
  beneficiaryId: string
  date: string
  kind: DistributionKind
  amount: Minor
  /** Set when the beneficiary's receipt is recorded. */
  receiptDate: string | null
}

/** Everything the rules and the accounts need about one family's estate. */
export interface EstateRecords {
  country: CountryCode
  /** The region code of the family's plan (uk-england, au-vic, us-ca, ie, nz), or null. */
  regionCode: string | null
  currency: EstateCurrency
  /** ISO date of death, or null if not given. */
  dateOfDeath: string | null
  assets: EstateAsset[]
  debts: EstateDebt[]
  entries: AccountEntry[]
  beneficiaries: Beneficiary[]
  distributions: Distribution[]
}
