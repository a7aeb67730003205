import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { familyMembers, profiles } from '~db/schema'
import { completeOnboarding } from '~/features/onboarding/onboarding.server'
import { listMyFamilies, startAnotherFamily, switchFamily } from '~/features/family/index.server'
import { action as switchAction } from '~/routes/family.switch'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { statusOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()

async function activeFamilyOf(userId: string) {
  const [row] = await context.db
    .select({ id: profiles.activeFamilyId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
  return row?.id ?? null
}

const switchTo = (cookie: string, fields: Record<string, string>) =>
  switchAction(
    context.routeArgs('/family/switch', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    }),
  ).catch((error: unknown) => error)

describe('several families', () => {
  it('lists every family a person is in, and switching changes what every page is about', async () => {
    const edith = await context.personWithFamily('Ann', {
      country: 'UK',
      region: 'uk-england',
      deceasedName: 'Edith',
      priorities: [],
    })
    const other = await context.personWithFamily('Bo', { country: 'NZ', region: 'nz', priorities: [] })
    await context.db.insert(familyMembers).values({ familyId: other.familyId, userId: edith.id, role: 'Viewer' })

    expect(await listMyFamilies(context.db, edith.id)).toEqual([
      { id: edith.familyId, label: 'For Edith', role: 'Admin', active: true },
      { id: other.familyId, label: 'Plan in New Zealand', role: 'Viewer', active: false },
    ])

    const switched = await switchTo(edith.cookie, { familyId: other.familyId, redirectTo: '/dashboard/tasks' })
    expect(statusOf(switched)).toBe(302)
    expect((switched as Response).headers.get('Location')).toBe('/dashboard/tasks')
    expect(await activeFamilyOf(edith.id)).toBe(other.familyId)
    const dashboard = await dashboardLoader(context.routeArgs('/dashboard', { headers: { cookie: edith.cookie } }))
    expect(dashboard.place).toBe('New Zealand')
  })

  it('refuses a family the person is not in, or a malformed id, with 404 and nothing changed', async () => {
    const ann = await context.personWithFamily('Ann')
    const stranger = await context.personWithFamily('Zed')
    for (const familyId of [stranger.familyId, 'not-a-uuid', '']) {
      expect(await switchFamily(context.db, ann.id, familyId)).toBe(false)
      expect(statusOf(await switchTo(ann.cookie, { familyId }))).toBe(404)
    }
    expect(await activeFamilyOf(ann.id)).toBe(ann.familyId)
  })

  it('starting a plan for someone else makes a second family through onboarding, keeping the first', async () => {
    const ann = await context.personWithFamily('Ann')
    const started = await switchTo(ann.cookie, { intent: 'new' })
    expect((started as Response).headers.get('Location')).toBe('/onboarding')
    expect(await activeFamilyOf(ann.id)).toBeNull()

    const second = await completeOnboarding(context.db, ann.id, { country: 'IE', region: 'ie', priorities: [] })
    expect(second.ok).toBe(true)
    const families = await listMyFamilies(context.db, ann.id)
    expect(families).toHaveLength(2)
    expect(families.map((family) => family.role)).toEqual(['Admin', 'Admin'])
    expect(families.find((family) => family.active)?.label).toBe('Plan in Ireland')

    await startAnotherFamily(context.db, ann.id)
    expect(await switchFamily(context.db, ann.id, ann.familyId)).toBe(true)
    expect(await activeFamilyOf(ann.id)).toBe(ann.familyId)
  })
})
