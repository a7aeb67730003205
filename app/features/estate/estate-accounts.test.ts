import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ASSET_KINDS, ASSET_STATES, DEBT_KINDS, OWNERSHIPS } from '../../../db/schema/vocabulary'
import { apportion, estateAccounts, estateHoldings, runningBalance, type AccountsOptions } from './estate-accounts'
import { englishEstate } from './estate-accounts.fixture'
import type { AccountEntry, Beneficiary, Distribution, EstateAsset, EstateDebt, EstateRecords } from './estate-types'

const soleOnly: AccountsOptions['inEstate'] = (asset) => asset.ownership === 'sole'

describe('estateAccounts: an English estate', () => {
  it('values what was in the estate at death, less debts and expenses, leaving out what passed outside it', () => {
    const accounts = estateAccounts(englishEstate(), { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.assets.lines.map((line) => line.id)).toEqual(['barclays', 'house', 'car'])
    expect(accounts.assets.total).toBe(34_195_067)
    expect(accounts.assets.unvalued.map((line) => line.description)).toEqual(['Premium Bonds'])
    expect(accounts.assets.outsideEstate.map((line) => line.id).sort()).toEqual(['joint', 'pension'])
    expect(accounts.debts.total).toBe(574_696)
    expect(accounts.netEstate).toBe(33_620_371)
  })

  it('counts a collected asset and a settled debt once, and only what is new as receipts and payments', () => {
    const accounts = estateAccounts(englishEstate(), { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.account.lines.map((line) => [line.id, line.kind, line.balance])).toEqual([
      ['e1', 'collection', 1_247_890],
      ['e2', 'settlement', 1_124_434],
      ['e3', 'payment', 1_094_434],
      ['e4', 'collection', 34_094_434],
      ['e5', 'payment', 33_698_434],
      ['e6', 'receipt', 33_713_434],
    ])
    // The house sold £5,000 above its probate value and the account had earned £28.23: gains, not new money.
    expect(accounts.adjustments).toEqual({
      realisation: 502_823,
      otherReceipts: 15_000,
      otherPayments: 426_000,
      debts: 0,
      passedInKind: 450_000,
    })
    expect(accounts.available).toBe(33_262_194)
    expect(accounts.sums).toEqual({ due: 500_000, allowed: 500_000, abated: false })
    expect(accounts.residue).toBe(32_762_194)
    expect(accounts.sharesWarning).toBeNull()
  })

  it('gives each beneficiary their sum or share, with what they have had and what is still due', () => {
    const accounts = estateAccounts(englishEstate(), { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.shares.map((share) => [share.name, share.entitlement, share.distributed, share.due])).toEqual([
      ['Peter Walsh', 500_000, 500_000, 0],
      ['Tom Clarke', 0, 0, 0],
      ['David Thompson', 16_381_097, 5_000_000, 11_381_097],
      ['Susan Clarke', 16_381_097, 5_000_000, 11_381_097],
    ])
    expect(accounts.distributions.total).toBe(10_500_000)
    expect(accounts.holdings).toEqual({
      cash: 23_213_434,
      uncollectedAssets: 0,
      outstandingDebts: 31_240,
      paidOutsideAccount: 420_000,
      total: 22_762_194,
    })
    expect(accounts.overDistributed).toBeNull()
    expect(estateHoldings(englishEstate(), { inEstate: soleOnly })).toBe(22_762_194)
  })

  it('at an earlier date, leaves out later entries and distributions and keeps the house at its value', () => {
    const accounts = estateAccounts(englishEstate(), { asOf: '2026-06-30', inEstate: soleOnly })
    expect(accounts.account.lines.map((line) => line.id)).toEqual(['e1', 'e2', 'e3'])
    expect(accounts.distributions.lines).toEqual([])
    expect(accounts.holdings.uncollectedAssets).toBe(32_500_000)
    expect(accounts.available).toBe(33_620_371 + 2_823 - 30_000 - 450_000)
  })

  it('a debt paid with interest costs what was paid; one marked paid but paid later is still owed before then', () => {
    const records = englishEstate()
    records.entries.push({
      id: 'e7',
      date: '2026-12-05',
      direction: 'out',
      amount: 31_900,
      description: 'Council tax with interest',
      debtId: 'council',
      assetId: null,
    })
    records.debts = records.debts.map((debt) => (debt.id === 'council' ? { ...debt, paid: true } : debt))
    const later = estateAccounts(records, { asOf: '2026-12-31', inEstate: soleOnly })
    expect(later.adjustments.debts).toBe(660)
    expect(later.debts.lines.find((line) => line.id === 'council')?.outstanding).toBe(0)
    const before = estateAccounts(records, { asOf: '2026-11-30', inEstate: soleOnly })
    expect(before.debts.lines.find((line) => line.id === 'council')).toMatchObject({
      outstanding: 31_240,
      paidOutsideAccount: false,
    })
  })

  it('warns when more was distributed than the estate has after its debts, with the figures', () => {
    const records = englishEstate()
    records.distributions.push({
      id: 'd4',
      beneficiaryId: 'b-son',
      date: '2026-11-01',
      kind: 'interim',
      amount: 25_000_000,
      receiptDate: null,
    })
    const accounts = estateAccounts(records, { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.overDistributed).toEqual({
      distributed: 35_500_000,
      available: 33_262_194,
      excess: 2_237_806,
    })
    expect(accounts.holdings.total).toBe(-2_237_806)
  })

  it('flags residue shares that do not add to 100 % and leaves the rest undisposed', () => {
    const records = englishEstate()
    records.beneficiaries = records.beneficiaries.map((beneficiary) =>
      beneficiary.id === 'b-son' ? { ...beneficiary, residueShareBasisPoints: 2500 } : beneficiary,
    )
    const accounts = estateAccounts(records, { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.sharesWarning).toEqual({ totalBasisPoints: 7500 })
    const son = accounts.shares.find((share) => share.id === 'b-son')
    const daughter = accounts.shares.find((share) => share.id === 'b-daughter')
    expect((son?.entitlement ?? 0) + (daughter?.entitlement ?? 0) + accounts.undisposedResidue).toBe(32_762_194)
    expect(daughter?.entitlement).toBe(16_381_097)
  })

  it('cuts the sums down in proportion when the estate cannot pay them, and has no residue', () => {
    const records = englishEstate()
    records.debts.push({
      id: 'loan',
      kind: 'loan',
      creditor: 'Lender',
      organisationId: null,
      reference: null,
      amount: 33_000_000,
      paid: false,
      documentIds: [],
    })
    const accounts = estateAccounts(records, { asOf: '2026-11-30', inEstate: soleOnly })
    expect(accounts.available).toBe(262_194)
    expect(accounts.sums).toEqual({ due: 500_000, allowed: 262_194, abated: true })
    expect(accounts.residue).toBe(0)
    expect(accounts.shares.find((share) => share.id === 'b-nephew')?.entitlement).toBe(262_194)
  })
})

describe('apportion', () => {
  it('splits by the largest remainder so the parts add up exactly, ties to the first', () => {
    expect(apportion(100, [3333, 3333, 3334])).toEqual([33, 33, 34])
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(apportion(99_999_999_999_999, [3333, 3333, 3334])).toEqual([
      33_330_000_000_000, 33_330_000_000_000, 33_339_999_999_999,
    ])
    expect(apportion(0, [1, 2])).toEqual([0, 0])
    expect(apportion(5, [0, 0])).toEqual([0, 0])
  })
})

// Random records: a few ids, dates and amounts so that ids, dates and links collide often.
const ids = (prefix: string) => fc.integer({ min: 0, max: 9 }).map((n) => `${prefix}${n}`)
const date = fc
  .integer({ min: 1, max: 40 })
  .map((day) => `2026-${String(1 + Math.floor(day / 4)).padStart(2, '0')}-1${day % 4}`)
const amount = fc.integer({ min: 0, max: 1_000_000_000_000 })
const assetArb: fc.Arbitrary<EstateAsset> = fc.record({
  id: ids('a'),
  kind: fc.constantFrom(...ASSET_KINDS),
  description: fc.string({ maxLength: 6 }),
  organisationId: fc.constant(null),
  reference: fc.constant(null),
  ownership: fc.constantFrom(...OWNERSHIPS),
  valueAtDeath: fc.option(amount, { nil: null }),
  valuationMethod: fc.constant(null),
  state: fc.constantFrom(...ASSET_STATES),
  documentIds: fc.constant([]),
})
const debtArb: fc.Arbitrary<EstateDebt> = fc.record({
  id: ids('d'),
  kind: fc.constantFrom(...DEBT_KINDS),
  creditor: fc.string({ maxLength: 6 }),
  organisationId: fc.constant(null),
  reference: fc.constant(null),
  amount,
  paid: fc.boolean(),
  documentIds: fc.constant([]),
})
const entryArb: fc.Arbitrary<AccountEntry> = fc.record({
  id: ids('e'),
  date,
  direction: fc.constantFrom('in' as const, 'out' as const),
  amount,
  description: fc.string({ maxLength: 6 }),
  debtId: fc.option(ids('d'), { nil: null }),
  assetId: fc.option(ids('a'), { nil: null }),
})
const beneficiaryArb: fc.Arbitrary<Beneficiary> = fc.record({
  id: ids('b'),
  name: fc.string({ maxLength: 6 }),
  relationship: fc.constant('friend'),
  gift: fc.constantFrom('sum' as const, 'specific-gift' as const, 'residue-share' as const),
  amount: fc.option(amount, { nil: null }),
  residueShareBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  giftDescription: fc.constant(''),
})
const distributionArb: fc.Arbitrary<Distribution> = fc.record({
  id: ids('x'),
  beneficiaryId: ids('b'),
  date,
  kind: fc.constantFrom('interim' as const, 'final' as const),
  amount,
  receiptDate: fc.constant(null),
})
const byId = { selector: (item: { id: string }) => item.id }
const recordsArb: fc.Arbitrary<EstateRecords> = fc.record({
  country: fc.constant('UK' as const),
  regionCode: fc.constant('uk-england'),
  currency: fc.constant('GBP' as const),
  dateOfDeath: fc.constant('2026-01-01'),
  assets: fc.uniqueArray(assetArb, { ...byId, maxLength: 10 }),
  debts: fc.uniqueArray(debtArb, { ...byId, maxLength: 10 }),
  entries: fc.uniqueArray(entryArb, { ...byId, maxLength: 10 }),
  beneficiaries: fc.uniqueArray(beneficiaryArb, { ...byId, maxLength: 10 }),
  distributions: fc.uniqueArray(distributionArb, { ...byId, maxLength: 10 }),
})
const asOfArb = date
const inEstateArb = fc.constantFrom<AccountsOptions['inEstate']>(
  soleOnly,
  (asset) => asset.ownership !== 'joint',
  () => true,
)

function signed(entry: AccountEntry) {
  return entry.direction === 'in' ? entry.amount : 0 - entry.amount
}

describe('estateAccounts: properties of any records', () => {
  it('balances: what the estate holds, counted from its cash and assets, is its value less distributions', () => {
    fc.assert(
      fc.property(recordsArb, asOfArb, inEstateArb, (records, asOf, inEstate) => {
        const accounts = estateAccounts(records, { asOf, inEstate })
        // Counted from the raw records: the account's cash, the valued assets still held in kind, the debts.
        const cash =
          records.entries.filter((entry) => entry.date <= asOf).reduce((total, entry) => total + signed(entry), 0) -
          records.distributions
            .filter((distribution) => distribution.date <= asOf)
            .reduce((total, distribution) => total + distribution.amount, 0)
        const collected = new Set(
          records.entries.filter((e) => e.date <= asOf && e.direction === 'in').map((e) => e.assetId),
        )
        const heldInKind = records.assets
          .filter((a) => inEstate(a) && !collected.has(a.id) && a.state !== 'transferred')
          .reduce((total, asset) => total + (asset.valueAtDeath ?? 0), 0)
        const owed = accounts.debts.lines.reduce((total, line) => total + line.outstanding, 0)
        const paidElsewhere = accounts.debts.lines
          .filter((line) => line.paidOutsideAccount)
          .reduce((total, line) => total + line.amount, 0)
        const held = cash + heldInKind - owed - paidElsewhere
        // Counted from the value side: assets less debts, adjusted, less what was distributed.
        const { adjustments } = accounts
        const value =
          accounts.assets.total -
          accounts.debts.total +
          adjustments.realisation +
          adjustments.otherReceipts -
          adjustments.otherPayments -
          adjustments.debts -
          adjustments.passedInKind -
          accounts.distributions.total
        expect(held).toBe(value)
        expect(accounts.holdings.total).toBe(held)
        expect(accounts.available - accounts.distributions.total).toBe(held)
        expect(Number.isSafeInteger(held)).toBe(true)
        expect(accounts.overDistributed !== null).toBe(
          accounts.distributions.total > 0 && accounts.distributions.total > accounts.available,
        )
      }),
    )
  })

  it('shares: the residue shares and what no share gives add up to the residue exactly', () => {
    fc.assert(
      fc.property(recordsArb, asOfArb, inEstateArb, (records, asOf, inEstate) => {
        const accounts = estateAccounts(records, { asOf, inEstate })
        const residueShares = accounts.shares.filter((share) => share.gift === 'residue-share')
        const total = residueShares.reduce((sum, share) => sum + share.entitlement, 0)
        expect(total + accounts.undisposedResidue).toBe(accounts.residue)
        const sums = accounts.shares.filter((share) => share.gift === 'sum')
        expect(sums.reduce((sum, share) => sum + share.entitlement, 0)).toBe(accounts.sums.allowed)
        expect(accounts.residue).toBe(Math.max(0, accounts.available - accounts.sums.allowed))
        for (const share of accounts.shares) expect(Number.isInteger(share.entitlement)).toBe(true)
        const basisPoints = residueShares.reduce((sum, share) => sum + (share.basisPoints ?? 0), 0)
        if (residueShares.length > 0) expect(accounts.sharesWarning !== null).toBe(basisPoints !== 10_000)
      }),
    )
  })

  it('running balance: in date order, ties by id, ending at the sum of the entries', () => {
    fc.assert(
      fc.property(fc.uniqueArray(entryArb, { ...byId, maxLength: 30 }), (entries) => {
        const lines = runningBalance(entries)
        expect(lines.at(-1)?.balance ?? 0).toBe(entries.reduce((total, entry) => total + signed(entry), 0))
        for (let index = 1; index < lines.length; index++) {
          const [before, after] = [lines[index - 1], lines[index]]
          if (!before || !after) continue
          expect(before.date < after.date || (before.date === after.date && before.id < after.id)).toBe(true)
          expect(after.balance - before.balance).toBe(after.direction === 'in' ? after.amount : 0 - after.amount)
        }
      }),
    )
  })

  it('reproducible: the same accounts whatever the order of the records, and later records ignored', () => {
    fc.assert(
      fc.property(
        recordsArb,
        asOfArb,
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        fc.array(entryArb, { maxLength: 5 }),
        fc.array(distributionArb, { maxLength: 5 }),
        (records, asOf, keys, laterEntries, laterDistributions) => {
          const shuffle = <T>(items: T[]) =>
            items
              .map((item, index) => ({ item, key: keys[index % keys.length] ?? 0, index }))
              .sort((a, b) => a.key - b.key || b.index - a.index)
              .map(({ item }) => item)
          const paidDebts = new Set(records.debts.filter((debt) => debt.paid).map((debt) => debt.id))
          const after = (day: string) => (day > asOf ? day : '2027-01-01')
          const shuffled: EstateRecords = {
            ...records,
            assets: shuffle(records.assets),
            debts: shuffle(records.debts),
            beneficiaries: shuffle(records.beneficiaries),
            // A later payment of a debt marked paid does change the accounts (the debt was still owed at asOf).
            entries: shuffle([
              ...records.entries,
              ...laterEntries.map((entry, index) => ({
                ...entry,
                id: `later-e${index}`,
                date: after(entry.date),
                debtId: entry.debtId !== null && paidDebts.has(entry.debtId) ? null : entry.debtId,
              })),
            ]),
            distributions: shuffle([
              ...records.distributions,
              ...laterDistributions.map((distribution, index) => ({
                ...distribution,
                id: `later-x${index}`,
                date: after(distribution.date),
              })),
            ]),
          }
          const options = { asOf, inEstate: soleOnly }
          expect(estateAccounts(shuffled, options)).toEqual(estateAccounts(records, options))
        },
      ),
    )
  })
})
