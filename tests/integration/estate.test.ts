import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadEstateRecords } from '~/features/estate/index.server'
import { collectExport } from '~/features/privacy/export-contents.server'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { action, loader } from '~/routes/dashboard.estate'
import {
  activities,
  documents,
  estateAssets,
  estateBeneficiaries,
  estateDebts,
  estateEntries,
  families,
  familyOrganisations,
  profiles,
} from '~db/schema'
import { answerOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()

const post = (cookie: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) for (const each of [value].flat()) body.append(name, each)
  return answerOf(() =>
    action(
      context.routeArgs('/dashboard/estate', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body }, {}),
    ),
  )
}

async function storeDocument(familyId: string, uploadedBy: string, isShared = true) {
  const [row] = await context.db
    .insert(documents)
    .values({
      familyId,
      uploadedBy,
      originalName: 'statement.pdf',
      storageKey: `${familyId}/${randomUUID()}`,
      size: 10,
      mimeType: 'application/pdf',
      isShared,
      sha256: 'a'.repeat(64),
      keyId: 'test',
      wrappedKey: 'test',
    })
    .returning({ id: documents.id })
  return row!.id
}

const asset = (values: Record<string, string | string[]> = {}) => ({
  intent: 'add-asset',
  kind: 'bank-account',
  description: 'Current account',
  valueAtDeath: '£12,400.50',
  valuationMethod: 'statement',
  ...values,
})

describe('the estate page: roles and families', () => {
  it('lets Admins and Members keep the records, Viewers read them and refuses every write with 403', async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    for (const person of [member, viewer]) {
      await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, person.id))
    }
    expect((await post(admin.cookie, asset())).status).toBe(200)
    expect((await post(member.cookie, asset({ description: 'Savings' }))).status).toBe(200)
    const records = await loadEstateRecords(context.db, admin.familyId)
    expect(records.assets.map((row) => [row.description, row.valueAtDeath])).toEqual([
      ['Current account', 1_240_050],
      ['Savings', 1_240_050],
    ])
    expect(records.currency).toBe('GBP')
    const id = records.assets[0]!.id
    const [beneficiary] = await context.db
      .insert(estateBeneficiaries)
      .values({ familyId: admin.familyId, name: 'Bea', gift: 'residue-share', residueShareBasisPoints: 10000 })
      .returning()
    const writes: Record<string, string>[] = [
      asset(),
      { ...asset(), intent: 'update-asset', id },
      { intent: 'delete-asset', id },
      { intent: 'add-debt', kind: 'funeral', creditor: 'Co-op Funeralcare', amount: '3,200' },
      { intent: 'add-entry', date: '2026-11-20', direction: 'in', amount: '5', description: 'Interest' },
      { intent: 'add-beneficiary', name: 'Bo', gift: 'sum', amount: '100' },
      { intent: 'add-distribution', beneficiaryId: beneficiary!.id, date: '2026-11-20', amount: '1' },
      { intent: 'delete-beneficiary', id: beneficiary!.id },
      // Even a form that would not pass is refused for the role first.
      { intent: 'add-asset' },
    ]
    for (const fields of writes) {
      const answer = await post(viewer.cookie, fields)
      expect({ intent: fields.intent, status: answer.status }).toEqual({ intent: fields.intent, status: 403 })
    }
    expect(await loadEstateRecords(context.db, admin.familyId)).toMatchObject({ assets: { length: 2 }, debts: [] })
    // The Viewer reads everything, with no form to change it.
    const page = await loader(
      context.routeArgs('/dashboard/estate?add=asset', { headers: { cookie: viewer.cookie } }, {}),
    )
    expect(page.canEdit).toBe(false)
    expect(page.view.add).toBeNull()
    expect(page.assets).toHaveLength(2)
  })

  it('answers an intent it does not know, even one named like an inherited member, with 400', async () => {
    const admin = await context.premiumFamily('Ann')
    for (const intent of ['__proto__', 'valueOf', 'hasOwnProperty', 'constructor', 'no-such-thing']) {
      const answer = await post(admin.cookie, { intent })
      expect(answer.status, intent).toBe(400)
    }
  })

  it('refuses another family’s organisation, document and records by id, storing nothing', async () => {
    const ann = await context.premiumFamily('Ann')
    const zed = await context.premiumFamily('Zed')
    const [theirs] = await context.db
      .insert(familyOrganisations)
      .values({ familyId: zed.familyId, name: 'Their bank' })
      .returning()
    const theirDocument = await storeDocument(zed.familyId, zed.id)
    const privateDocument = await storeDocument(ann.familyId, ann.id, false)
    const organisation = await post(ann.cookie, asset({ organisationId: theirs!.id }))
    expect(organisation.status).toBe(404)
    expect(organisation.body.fieldErrors?.organisationId).toMatch(/not on your family’s list/)
    const document = await post(ann.cookie, asset({ documentId: theirDocument }))
    expect(document.status).toBe(404)
    expect(document.body.fieldErrors?.documentId).toMatch(/not in your family’s vault/)
    // Their own private document links fine; another family's asset cannot be edited or removed.
    expect((await post(ann.cookie, asset({ documentId: privateDocument }))).status).toBe(200)
    await post(zed.cookie, asset({ description: 'Zed’s account' }))
    const [zedAsset] = await context.db.select().from(estateAssets).where(eq(estateAssets.familyId, zed.familyId))
    expect((await post(ann.cookie, { intent: 'delete-asset', id: zedAsset!.id })).status).toBe(404)
    expect((await post(ann.cookie, { ...asset(), intent: 'update-asset', id: zedAsset!.id })).status).toBe(404)
    expect((await post(ann.cookie, { intent: 'delete-asset', id: 'not-an-id' })).status).toBe(404)
    const records = await loadEstateRecords(context.db, ann.familyId)
    expect(records.assets).toHaveLength(1)
    expect(records.assets[0]!.documentIds).toEqual([privateDocument])
  })
})

describe('the estate page: money, dates and distributions', () => {
  it('reads money exactly, refuses negatives and over 12 digits by field, and keeps account numbers as typed', async () => {
    const ann = await context.premiumFamily('Ann')
    const negative = await post(ann.cookie, asset({ valueAtDeath: '-5' }))
    expect(negative.status).toBe(400)
    expect(negative.body.fieldErrors?.valueAtDeath).toMatch(/negative/)
    const huge = await post(ann.cookie, asset({ valueAtDeath: '1,000,000,000,000' }))
    expect(huge.body.fieldErrors?.valueAtDeath).toMatch(/at most 12 digits/)
    expect((await post(ann.cookie, { intent: 'add-debt', kind: 'loan', creditor: 'X', amount: 'lots' })).status).toBe(
      400,
    )
    await post(ann.cookie, asset({ valueAtDeath: '999,999,999,999.99', reference: '00-12 34/5678a' }))
    const [row] = (await loadEstateRecords(context.db, ann.familyId)).assets
    expect(row).toMatchObject({ valueAtDeath: 99_999_999_999_999, reference: '00-12 34/5678a' })
    const share = await post(ann.cookie, {
      intent: 'add-beneficiary',
      name: 'Bea',
      gift: 'residue-share',
      residueShare: '101',
    })
    expect(share.body.fieldErrors?.residueShare).toMatch(/0 to 100/)
  })

  it('refuses dates before the death, and a distribution above what the estate holds, with both figures', async () => {
    const ann = await context.premiumFamily('Ann')
    await post(ann.cookie, asset({ valueAtDeath: '12,400' }))
    await post(
      ann.cookie,
      asset({ kind: 'property', description: 'The house', valueAtDeath: '310000', valuationMethod: 'valuation' }),
    )
    await post(ann.cookie, { intent: 'add-debt', kind: 'credit-card', creditor: 'Barclaycard', amount: '1,250.00' })
    await post(ann.cookie, { intent: 'add-debt', kind: 'funeral', creditor: 'Co-op Funeralcare', amount: '4,150' })
    const [funeral] = await context.db.select().from(estateDebts).where(eq(estateDebts.creditor, 'Co-op Funeralcare'))
    const early = await post(ann.cookie, {
      intent: 'add-entry',
      date: '2026-11-01',
      direction: 'out',
      amount: '4150',
      description: 'Funeral',
      debtId: funeral!.id,
    })
    expect(early.status).toBe(400)
    expect(early.body.fieldErrors?.date).toMatch(/before the date of death/)
    const wrongWay = await post(ann.cookie, {
      intent: 'add-entry',
      date: '2026-11-20',
      direction: 'in',
      amount: '4150',
      description: 'Funeral',
      debtId: funeral!.id,
    })
    expect(wrongWay.body.fieldErrors?.debtId).toMatch(/Only a payment/)
    const paid = await post(ann.cookie, {
      intent: 'add-entry',
      date: '2026-11-20',
      direction: 'out',
      amount: '4,150',
      description: 'Funeral',
      debtId: funeral!.id,
    })
    expect(paid.status).toBe(200)
    const [settled] = await context.db.select().from(estateDebts).where(eq(estateDebts.id, funeral!.id))
    expect(settled!.paid).toBe(true)

    await post(ann.cookie, {
      intent: 'add-beneficiary',
      name: 'Bea',
      relationship: 'Daughter',
      gift: 'residue-share',
      residueShare: '50',
    })
    const [bea] = await context.db
      .select()
      .from(estateBeneficiaries)
      .where(eq(estateBeneficiaries.familyId, ann.familyId))
    expect(bea!.residueShareBasisPoints).toBe(5000)
    // 322,400 at death less 5,400 of debts: 317,000 to distribute.
    const first = await post(ann.cookie, {
      intent: 'add-distribution',
      beneficiaryId: bea!.id,
      date: '2026-12-01',
      amount: '300,000',
    })
    expect(first.status).toBe(200)
    const tooMuch = await post(ann.cookie, {
      intent: 'add-distribution',
      beneficiaryId: bea!.id,
      date: '2026-12-02',
      amount: '17,000.01',
    })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.fieldErrors?.amount).toBe(
      'The estate holds £17,000.00 after debts and earlier distributions; this distribution is £17,000.01',
    )
    const before = await post(ann.cookie, {
      intent: 'add-distribution',
      beneficiaryId: bea!.id,
      date: '2026-11-01',
      amount: '1',
    })
    expect(before.body.fieldErrors?.date).toMatch(/before the date of death/)
    const page = await loader(context.routeArgs('/dashboard/estate', { headers: { cookie: ann.cookie } }, {}))
    expect(page.totals).toMatchObject({
      assetsAtDeath: '£322,400.00',
      debts: '£5,400.00',
      net: '£317,000.00',
      accountBalance: '-£4,150.00',
      available: '£17,000.00',
    })
    const types = await context.db
      .select({ type: activities.type })
      .from(activities)
      .where(eq(activities.familyId, ann.familyId))
    expect(types.map((row) => row.type)).toEqual(
      expect.arrayContaining([
        'asset_added',
        'debt_added',
        'estate_entry_added',
        'beneficiary_added',
        'distribution_made',
      ]),
    )
  })

  it('prefills the add-asset form from the address', async () => {
    const ann = await context.premiumFamily('Ann')
    const page = await loader(
      context.routeArgs(
        '/dashboard/estate?add=asset&kind=pension&description=Work%20pension&value=1200',
        { headers: { cookie: ann.cookie } },
        {},
      ),
    )
    expect(page.view).toMatchObject({
      add: 'asset',
      prefill: { kind: 'pension', description: 'Work pension', value: '1200' },
    })
  })
})

describe('the estate elsewhere', () => {
  it('is on the dashboard as one line and in every member’s data export', async () => {
    const ann = await context.premiumFamily('Ann')
    await post(ann.cookie, asset({ valueAtDeath: '12,400' }))
    await post(ann.cookie, asset({ description: 'The car', kind: 'vehicle', valueAtDeath: '' }))
    const dashboard = await dashboardLoader(context.routeArgs('/dashboard', { headers: { cookie: ann.cookie } }, {}))
    expect(dashboard.estate).toBe('Assets so far: £12,400.00; 1 still to find a value for')
    const { json } = await collectExport(context.db, ann.id)
    const estate = json.families[0]!.estate
    expect(estate?.currency).toBe('GBP')
    expect(estate?.assets.map((row) => [row.description, row.valueAtDeath])).toEqual([
      ['Current account', 1_240_000],
      ['The car', null],
    ])
  })
})

describe('the estate: removal', () => {
  it('goes with the family, and a removed debt leaves its payment unlinked', async () => {
    const ann = await context.premiumFamily('Ann')
    await post(ann.cookie, { intent: 'add-debt', kind: 'funeral', creditor: 'Funeral', amount: '100' })
    const [debt] = await context.db.select().from(estateDebts).where(eq(estateDebts.familyId, ann.familyId))
    await post(ann.cookie, {
      intent: 'add-entry',
      date: '2026-11-20',
      direction: 'out',
      amount: '100',
      description: 'Paid',
      debtId: debt!.id,
    })
    expect((await post(ann.cookie, { intent: 'delete-debt', id: debt!.id })).status).toBe(200)
    const [entry] = await context.db.select().from(estateEntries).where(eq(estateEntries.familyId, ann.familyId))
    expect(entry!.debtId).toBeNull()
    await post(ann.cookie, asset())
    await context.db.delete(families).where(eq(families.id, ann.familyId))
    expect(await context.db.select().from(estateAssets).where(eq(estateAssets.familyId, ann.familyId))).toEqual([])
    expect(await context.db.select().from(estateEntries).where(eq(estateEntries.familyId, ann.familyId))).toEqual([])
  })
})

describe('the estate: long lists', () => {
  it('shows fifty rows a page with links between pages, the totals and balances counting every record', async () => {
    const ann = await context.premiumFamily('Ann')
    const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, index))
    const assets = await context.db
      .insert(estateAssets)
      .values(
        Array.from({ length: 51 }, (_, index) => ({
          familyId: ann.familyId,
          kind: 'bank-account',
          description: `Account ${index + 1}`,
          valueAtDeath: 100_00,
          createdAt: at(index),
        })),
      )
      .returning({ id: estateAssets.id, description: estateAssets.description })
    await context.db.insert(estateEntries).values(
      Array.from({ length: 60 }, (_, index) => ({
        familyId: ann.familyId,
        date: '2026-11-20',
        direction: 'in',
        amount: 1_00,
        description: `Receipt ${index + 1}`,
        createdAt: at(index),
      })),
    )
    const open = (address: string) => loader(context.routeArgs(address, { headers: { cookie: ann.cookie } }, {}))

    const first = await open('/dashboard/estate')
    expect(first.assets).toHaveLength(50)
    expect(first.totals.assetsAtDeath).toBe('£5,100.00')
    expect(first.totals.accountBalance).toBe('£60.00')
    expect(first.choices.assets).toHaveLength(51)
    expect(first.pages.asset).toMatchObject({ page: 1, pages: 2, total: 51, first: 1, last: 50, previous: null })
    expect(first.pages.asset.next).toBe('/dashboard/estate?assetPage=2#assets-heading')
    expect(first.here).toBe('/dashboard/estate')

    const second = await open('/dashboard/estate?assetPage=2&entryPage=2')
    expect(second.assets.map((row) => row.description)).toEqual(['Account 51'])
    expect(second.entries.map((row) => [row.description, row.balanceLabel])).toEqual(
      Array.from({ length: 10 }, (_, index) => [`Receipt ${index + 51}`, `£${index + 51}.00`]),
    )
    expect(second.here).toBe('/dashboard/estate?assetPage=2&entryPage=2')
    // A page past the end shows the last one.
    expect((await open('/dashboard/estate?assetPage=9')).pages.asset.page).toBe(2)

    // Editing or removing a record opens its list on the page that holds it, and the forms post back to it.
    const last = assets.find((row) => row.description === 'Account 51')!
    const editing = await open(`/dashboard/estate?edit=asset&id=${last.id}`)
    expect(editing.view.editing).toEqual({ section: 'asset', id: last.id })
    expect(editing.assets.map((row) => row.id)).toContain(last.id)
    expect(editing.here).toBe('/dashboard/estate?assetPage=2')
    const removing = await open(`/dashboard/estate?delete=asset&id=${last.id}`)
    expect(removing.pages.asset.page).toBe(2)
  })
})
