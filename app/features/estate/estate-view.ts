import type { FieldErrors } from '~/lib/forms'
import type { AccountEntry, Beneficiary, Distribution, EstateAsset, EstateDebt } from './estate-types'
import type { InEstateAnswer } from './estate-rules'
import type { ProbateCheck } from './probate-check'
import type { TaxItem } from './estate-tax'

/** What the estate page receives (estate-overview.server.ts) and its components show (decision 067). */

export interface Named {
  id: string
  name: string
}

export interface AssetRow extends EstateAsset {
  organisationName: string | null
  /** The value at death in the family's currency, or null while unknown. */
  valueLabel: string | null
  /** The documents linked that the person may see. */
  documents: Named[]
  /**
   * Whether it forms part of the estate in the family's country, and why (estate-rules.ts); `settled` when the
   * rule said 'depends' and the family answered (decision 076).
   */
  inEstate: InEstateAnswer
  /** Who settled a 'depends', by full name, and on which day; null while not settled. */
  settledBy: { name: string; dateLabel: string } | null
}

export interface DebtRow extends EstateDebt {
  organisationName: string | null
  amountLabel: string
  documents: Named[]
}

export interface EntryRow extends AccountEntry {
  dateLabel: string
  amountLabel: string
  /** The estate account's balance after this entry. */
  balanceLabel: string
  /** What it settled or collected, by name. */
  settles: string | null
}

export interface BeneficiaryRow extends Beneficiary {
  /** 'A sum of £5,000.00', 'A share of 50% of the residue', or what the gift is. */
  giftLabel: string
  distributedLabel: string
}

export interface DistributionRow extends Distribution {
  beneficiaryName: string
  dateLabel: string
  amountLabel: string
  receiptLabel: string | null
}

export type EstateSection = 'asset' | 'debt' | 'entry' | 'beneficiary' | 'distribution'

/** The long lists, shown a page at a time (`ESTATE_PAGE_SIZE` rows); beneficiaries are few and shown whole. */
export type PagedSection = 'asset' | 'debt' | 'entry' | 'distribution'

/** Which rows of a long list the page holds: rows `first` to `last` (from 1) of `total`. */
export interface ListPage {
  /** The address's parameter for this list's page ('assetPage'). */
  param: string
  page: number
  pages: number
  total: number
  first: number
  last: number
  /** The address of each neighbouring page (the other lists stay where they are), or null at an end. */
  previous: string | null
  next: string | null
  firstHref: string | null
  lastHref: string | null
}

export interface EstatePageData {
  currency: string
  today: string
  dateOfDeath: string | null
  canEdit: boolean
  totals: {
    assetsAtDeath: string
    debts: string
    net: string
    accountBalance: string
    distributed: string
    available: string
    /** Assets still to find a value for. */
    unvalued: number
  }
  /** One page of each long list (`pages` says which); the totals above count every record. */
  assets: AssetRow[]
  debts: DebtRow[]
  entries: EntryRow[]
  beneficiaries: BeneficiaryRow[]
  distributions: DistributionRow[]
  pages: Record<PagedSection, ListPage>
  /** Every asset, and every debt not yet paid, for the estate account's form (a receipt collects, a payment settles). */
  choices: { assets: Named[]; unpaidDebts: Named[] }
  /** Where the forms post and 'Cancel' leads: the page's address with the lists' pages, so they stay put. */
  here: string
  /** The family's 'Who to tell' list, to link an asset's holder or a debt's creditor. */
  organisations: Named[]
  /** The vault documents the person may link as evidence. */
  linkable: Named[]
  /** 'Does this need probate?' for the family's region (decision 068). */
  probate: ProbateCheck
  /** The tax to look into, from the estate's figures and the country's rules (decision 068). */
  tax: TaxItem[]
  /** The family's region was chosen: the accounts and the checks can name it. */
  accountsHref: { pdf: string; csv: string }
  /** What the address asks to open: an add form (with its defaults), an edit form or a removal to confirm. */
  view: {
    add: EstateSection | null
    /** Defaults for the add form from the address (?add=asset&kind=…), so another feature can prefill it. */
    prefill: Record<string, string>
    editing: { section: EstateSection; id: string } | null
    deleting: { section: EstateSection; id: string; label: string } | null
  }
}

export type EstateActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; target?: string; fieldErrors?: FieldErrors }
