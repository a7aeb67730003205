/** An English estate for the accounts' tests (not a test file: the tests import it). */
import type { AccountEntry, Beneficiary, Distribution, EstateAsset, EstateDebt, EstateRecords } from './estate-types'

// Margaret Thompson of Leeds, who died on 14 March 2026: a house, a current account, a joint account that passed
// to her husband, a pension with a nominated beneficiary, a car given to her grandson, premium bonds not yet
// valued; a nephew left £5,000, the residue to her two children equally.
export function englishEstate(): EstateRecords {
  return {
    country: 'UK',
    regionCode: 'uk-england',
    currency: 'GBP',
    dateOfDeath: '2026-03-14',
    assets: assets(),
    debts: debts(),
    entries: entries(),
    beneficiaries: beneficiaries(),
    distributions: distributions(),
  }
}

const asset = (fields: Partial<EstateAsset> & Pick<EstateAsset, 'id' | 'description'>): EstateAsset => ({
  kind: 'bank-account',
  organisationId: null,
  reference: null,
  ownership: 'sole',
  valueAtDeath: null,
  valuationMethod: 'statement',
  state: 'valued',
  documentIds: [],
  ...fields,
})
const debt = (fields: Partial<EstateDebt> & Pick<EstateDebt, 'id' | 'creditor' | 'amount'>): EstateDebt => ({
  kind: 'bill',
  organisationId: null,
  reference: null,
  paid: false,
  documentIds: [],
  ...fields,
})
const entry = (
  fields: Partial<AccountEntry> & Pick<AccountEntry, 'id' | 'date' | 'direction' | 'amount'>,
): AccountEntry => ({ description: '', debtId: null, assetId: null, ...fields })

function assets(): EstateAsset[] {
  return [
    asset({ id: 'house', kind: 'property', description: '12 Oak Lane, Leeds', valueAtDeath: 32_500_000 }),
    asset({ id: 'barclays', description: 'Barclays current account', valueAtDeath: 1_245_067 }),
    asset({ id: 'joint', description: 'Joint savings', ownership: 'joint', valueAtDeath: 800_000 }),
    asset({
      id: 'pension',
      kind: 'pension',
      description: 'Aviva pension',
      ownership: 'nominated-beneficiary',
      valueAtDeath: 9_000_000,
    }),
    asset({ id: 'car', kind: 'vehicle', description: 'Honda Jazz', valueAtDeath: 450_000, state: 'transferred' }),
    asset({ id: 'bonds', kind: 'shares-and-funds', description: 'Premium Bonds', state: 'found' }),
  ]
}

function debts(): EstateDebt[] {
  return [
    debt({ id: 'card', kind: 'credit-card', creditor: 'Halifax', amount: 123_456, paid: true }),
    debt({ id: 'funeral', kind: 'funeral', creditor: 'Co-op Funeralcare', amount: 420_000, paid: true }),
    debt({ id: 'council', kind: 'tax', creditor: 'Leeds City Council', amount: 31_240 }),
  ]
}

function entries(): AccountEntry[] {
  return [
    entry({ id: 'e1', date: '2026-05-02', direction: 'in', amount: 1_247_890, assetId: 'barclays' }),
    entry({ id: 'e2', date: '2026-05-10', direction: 'out', amount: 123_456, debtId: 'card' }),
    entry({ id: 'e3', date: '2026-06-01', direction: 'out', amount: 30_000, description: 'Probate fee' }),
    entry({ id: 'e4', date: '2026-09-15', direction: 'in', amount: 33_000_000, assetId: 'house' }),
    entry({ id: 'e5', date: '2026-09-20', direction: 'out', amount: 396_000, description: 'Estate agent' }),
    entry({ id: 'e6', date: '2026-09-20', direction: 'in', amount: 15_000, description: 'HMRC tax refund' }),
  ]
}

function beneficiaries(): Beneficiary[] {
  return [
    {
      id: 'b-son',
      name: 'David Thompson',
      relationship: 'son',
      gift: 'residue-share',
      amount: null,
      residueShareBasisPoints: 5000,
      giftDescription: '',
    },
    {
      id: 'b-daughter',
      name: 'Susan Clarke',
      relationship: 'daughter',
      gift: 'residue-share',
      amount: null,
      residueShareBasisPoints: 5000,
      giftDescription: '',
    },
    {
      id: 'b-nephew',
      name: 'Peter Walsh',
      relationship: 'nephew',
      gift: 'sum',
      amount: 500_000,
      residueShareBasisPoints: null,
      giftDescription: '',
    },
    {
      id: 'b-grandson',
      name: 'Tom Clarke',
      relationship: 'grandson',
      gift: 'specific-gift',
      amount: null,
      residueShareBasisPoints: null,
      giftDescription: 'My car',
    },
  ]
}

function distributions(): Distribution[] {
  return [
    { id: 'd1', beneficiaryId: 'b-son', date: '2026-10-01', kind: 'interim', amount: 5_000_000, receiptDate: null },
    {
      id: 'd2',
      beneficiaryId: 'b-daughter',
      date: '2026-10-01',
      kind: 'interim',
      amount: 5_000_000,
      receiptDate: '2026-10-08',
    },
    { id: 'd3', beneficiaryId: 'b-nephew', date: '2026-10-01', kind: 'final', amount: 500_000, receiptDate: null },
  ]
}
