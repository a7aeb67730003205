import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadEstateRecords } from '~/features/estate/index.server'
import { action, loader } from '~/routes/dashboard.estate'
import { loader as checklistPdfLoader } from '~/routes/dashboard.checklist[.]pdf'
import { loader as checklistLoader } from '~/routes/dashboard.checklist'
import { activities, estateAssets, estateBeneficiaries, estateDistributions, profiles } from '~db/schema'
import { answerOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

/**
 * Decision 076: the family settles an asset whose rule says 'depends', and removes a mistaken distribution.
 * Admins and Members may, Viewers may not; another family's records are not found.
 */

const context = setUpTestContext()

const post = (cookie: string, fields: Record<string, string>) =>
  answerOf(() =>
    action(
      context.routeArgs(
        '/dashboard/estate',
        { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: new URLSearchParams(fields) },
        {},
      ),
    ),
  )

const page = (cookie: string, path = '/dashboard/estate') =>
  loader(context.routeArgs(path, { headers: { cookie } }, {}))

/** A UK family (the test context's default) with a house and a work pension: the pension's rule says 'depends'. */
async function familyWithPension() {
  const admin = await context.premiumFamily('Ann')
  const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
  const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
  for (const person of [member, viewer]) {
    await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, person.id))
  }
  await context.db.update(profiles).set({ fullName: 'Mo Member' }).where(eq(profiles.userId, member.id))
  const add = (fields: Record<string, string>) => post(admin.cookie, { intent: 'add-asset', ...fields })
  await add({ kind: 'property', description: 'The house', valueAtDeath: '300,000', valuationMethod: 'valuation' })
  await add({ kind: 'pension', description: 'Work pension', valueAtDeath: '40,000', valuationMethod: 'statement' })
  const records = await loadEstateRecords(context.db, admin.familyId)
  const pension = records.assets.find((asset) => asset.description === 'Work pension')!
  const house = records.assets.find((asset) => asset.description === 'The house')!
  return { admin, member, viewer, pension, house }
}

describe('settling an asset whose rule says it depends', () => {
  it('keeps the family’s answer with who gave it, counts it in the totals, and can change or clear it', async () => {
    const { admin, member, pension } = await familyWithPension()
    let shown = await page(admin.cookie)
    expect(shown.assets.find((row) => row.id === pension.id)?.inEstate.inEstate).toBe('depends')
    // Until it is settled, the pension is left out of the totals.
    expect(shown.totals.assetsAtDeath).toBe('£300,000.00')

    const settled = await post(member.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'in' })
    expect(settled).toMatchObject({
      status: 200,
      body: { ok: true, message: 'Saved: Work pension is part of the estate' },
    })
    shown = await page(admin.cookie)
    const row = shown.assets.find((each) => each.id === pension.id)!
    expect(row.inEstate).toMatchObject({ inEstate: true, settled: true })
    // The rule's own reason stays, beside who settled it.
    expect(row.inEstate.reason).toMatch(/Ask the scheme/)
    expect(row.settledBy?.name).toBe('Mo Member')
    expect(row.settledBy?.dateLabel).not.toBe('')
    expect(shown.totals.assetsAtDeath).toBe('£340,000.00')
    expect(shown.totals.available).toBe('£340,000.00')

    await post(admin.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'out' })
    shown = await page(admin.cookie)
    expect(shown.assets.find((each) => each.id === pension.id)?.inEstate.inEstate).toBe(false)
    expect(shown.totals.assetsAtDeath).toBe('£300,000.00')

    const cleared = await post(admin.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'unsettled' })
    expect(cleared.status).toBe(200)
    const [stored] = await context.db.select().from(estateAssets).where(eq(estateAssets.id, pension.id))
    expect(stored).toMatchObject({ settledInEstate: null, settledBy: null, settledAt: null })
    shown = await page(admin.cookie)
    expect(shown.assets.find((each) => each.id === pension.id)).toMatchObject({
      inEstate: { inEstate: 'depends' },
      settledBy: null,
    })

    const details = await context.db
      .select({ type: activities.type, target: activities.target, detail: activities.detail })
      .from(activities)
      .where(eq(activities.type, 'asset_settled'))
    expect(details.filter((entry) => entry.target === 'Work pension').map((entry) => entry.detail)).toEqual(
      expect.arrayContaining(['in', 'out', 'unsettled']),
    )
  })

  it('refuses a missing or unknown answer by field, and an asset whose rule already answers', async () => {
    const { admin, house, pension } = await familyWithPension()
    const missing = await post(admin.cookie, { intent: 'settle-asset', id: pension.id })
    expect(missing.status).toBe(400)
    expect(missing.body.fieldErrors?.settlement).toBe('Choose whether it is part of the estate or passes outside it')
    const unknown = await post(admin.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'maybe' })
    expect(unknown.status).toBe(400)
    const definite = await post(admin.cookie, { intent: 'settle-asset', id: house.id, settlement: 'out' })
    expect(definite.status).toBe(409)
    expect(definite.body.fieldErrors?.settlement).toMatch(/The rule already answers for The house: in the estate/)
    const [stored] = await context.db.select().from(estateAssets).where(eq(estateAssets.id, house.id))
    expect(stored!.settledInEstate).toBeNull()
  })

  it('forgets the answer when the asset’s kind or ownership changes, since it was about the asset as it was', async () => {
    const { admin, pension } = await familyWithPension()
    await post(admin.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'in' })
    const edit = { intent: 'update-asset', id: pension.id, kind: 'pension', description: 'Work pension' }
    await post(admin.cookie, { ...edit, valueAtDeath: '40,001', valuationMethod: 'statement' })
    let [stored] = await context.db.select().from(estateAssets).where(eq(estateAssets.id, pension.id))
    expect(stored!.settledInEstate).toBe(true)
    await post(admin.cookie, { ...edit, ownership: 'nominated-beneficiary' })
    ;[stored] = await context.db.select().from(estateAssets).where(eq(estateAssets.id, pension.id))
    expect(stored!.settledInEstate).toBeNull()
  })

  it('refuses a Viewer (403) whatever the form says, and another family’s asset as not found', async () => {
    const { viewer, pension } = await familyWithPension()
    for (const settlement of ['in', 'out', 'unsettled', 'nonsense']) {
      const answer = await post(viewer.cookie, { intent: 'settle-asset', id: pension.id, settlement })
      expect(answer.status).toBe(403)
    }
    const zed = await context.premiumFamily('Zed')
    expect((await post(zed.cookie, { intent: 'settle-asset', id: pension.id, settlement: 'in' })).status).toBe(404)
    const [stored] = await context.db.select().from(estateAssets).where(eq(estateAssets.id, pension.id))
    expect(stored!.settledInEstate).toBeNull()
    // The Viewer reads the answer like everyone else, with no form for it.
    expect((await page(viewer.cookie)).canEdit).toBe(false)
  })
})

describe('removing a distribution', () => {
  async function familyWithDistribution() {
    const people = await familyWithPension()
    const [bea] = await context.db
      .insert(estateBeneficiaries)
      .values({ familyId: people.admin.familyId, name: 'Bea', gift: 'residue-share', residueShareBasisPoints: 10000 })
      .returning()
    const made = await post(people.admin.cookie, {
      intent: 'add-distribution',
      beneficiaryId: bea!.id,
      date: '2026-12-01',
      amount: '1,000',
    })
    expect(made.status).toBe(200)
    const [distribution] = await context.db
      .select()
      .from(estateDistributions)
      .where(eq(estateDistributions.familyId, people.admin.familyId))
    return { ...people, distribution: distribution! }
  }

  it('asks first, then removes it for a Member, records it in the activity and frees the sum again', async () => {
    const { admin, member, distribution } = await familyWithDistribution()
    expect((await page(admin.cookie)).totals.available).toBe('£299,000.00')
    const asking = await page(member.cookie, `/dashboard/estate?delete=distribution&id=${distribution.id}`)
    expect(asking.view.deleting).toEqual({ section: 'distribution', id: distribution.id, label: '£1,000.00 to Bea' })

    const removed = await post(member.cookie, { intent: 'delete-distribution', id: distribution.id })
    expect(removed).toMatchObject({ status: 200, body: { message: 'Removed the distribution of £1,000.00 to Bea' } })
    expect(
      await context.db.select().from(estateDistributions).where(eq(estateDistributions.id, distribution.id)),
    ).toEqual([])
    expect((await page(admin.cookie)).totals.available).toBe('£300,000.00')
    const [entry] = await context.db
      .select({ target: activities.target, detail: activities.detail, userId: activities.userId })
      .from(activities)
      .where(eq(activities.type, 'distribution_deleted'))
      .orderBy(activities.createdAt)
    expect(entry).toMatchObject({ target: 'Bea', detail: '£1,000.00', userId: member.id })
    // Gone is gone: a second removal is not found.
    expect((await post(member.cookie, { intent: 'delete-distribution', id: distribution.id })).status).toBe(404)
  })

  it('refuses a Viewer (403) and another family’s Admin (404), removing nothing', async () => {
    const { viewer, distribution } = await familyWithDistribution()
    expect((await post(viewer.cookie, { intent: 'delete-distribution', id: distribution.id })).status).toBe(403)
    // A Viewer is not even asked to confirm.
    const asking = await page(viewer.cookie, `/dashboard/estate?delete=distribution&id=${distribution.id}`)
    expect(asking.view.deleting).toBeNull()
    const zed = await context.premiumFamily('Zed')
    expect((await post(zed.cookie, { intent: 'delete-distribution', id: distribution.id })).status).toBe(404)
    expect((await post(zed.cookie, { intent: 'delete-distribution', id: 'not-an-id' })).status).toBe(404)
    const left = await context.db.select().from(estateDistributions).where(eq(estateDistributions.id, distribution.id))
    expect(left).toHaveLength(1)
  })
})

describe('the estate on the printable checklist', () => {
  it('is offered once the family has an asset, and prints each asset and debt with its value and state', async () => {
    const ann = await context.premiumFamily('Ann')
    const checklist = (query = '') =>
      checklistLoader(context.routeArgs(`/dashboard/checklist${query}`, { headers: { cookie: ann.cookie } }, {}))
    expect((await checklist()).hasEstate).toBe(false)
    await post(ann.cookie, {
      intent: 'add-asset',
      kind: 'bank-account',
      description: 'Current account',
      valueAtDeath: '12,400',
      valuationMethod: 'statement',
    })
    await post(ann.cookie, { intent: 'add-debt', kind: 'funeral', creditor: 'Co-op Funeralcare', amount: '4,150' })
    const offered = await checklist()
    expect(offered.hasEstate).toBe(true)
    expect(offered.checklist.estate).toBeUndefined()
    const withEstate = await checklist('?filtered=1&category=legal&estate=on')
    expect(withEstate.filters.includeEstate).toBe(true)
    expect(withEstate.checklist.estate).toMatchObject({
      assets: [
        {
          name: 'Current account',
          facts: ['Bank or savings account', 'Value at death £12,400.00', expect.any(String), 'In the estate'],
          done: false,
        },
      ],
      debts: [{ name: 'Co-op Funeralcare', facts: ['Funeral', '£4,150.00', 'Not paid yet'], done: false }],
      totals: ['Assets at death £12,400.00', 'Debts and expenses £4,150.00', 'Net estate £8,250.00'],
    })
    const pdf = await checklistPdfLoader(
      context.routeArgs('/dashboard/checklist.pdf?filtered=1&estate=on', { headers: { cookie: ann.cookie } }, {}),
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000)
  })
})
