import type { FieldErrors } from '~/lib/forms'
import type { AccountEntry, Beneficiary, Distribution, EstateAsset, EstateDebt } from './estate-types'

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
  assets: AssetRow[]
  debts: DebtRow[]
  entries: EntryRow[]
  beneficiaries: BeneficiaryRow[]
  distributions: DistributionRow[]
  /** The family's 'Who to tell' list, to link an asset's holder or a debt's creditor. */
  organisations: Named[]
  /** The vault documents the person may link as evidence. */
  linkable: Named[]
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
