import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  changeEmail,
  changePassword,
  loadSettings,
  regeneratePlan,
  saveDetails,
} from '~/features/settings/settings.server'
import { outboxMessages, profiles, tasks, users } from '~db/schema'
import { browserHeaders } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const AUCKLAND = { country: 'NZ' as const, region: 'nz', dateOfDeath: '2026-11-02', priorities: [] }

const onboarded = () => fixture.personWithFamily('Ann', AUCKLAND)

describe('saving details', () => {
  it('saves the full name on the profile and the account, and a new date of death moves ruled due dates', async () => {
    const ann = await onboarded()
    const before = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))
    const ruledAndDated = before.filter((task) => task.dueRule && task.dueDate)
    const result = await saveDetails(fixture.db, ann.id, {
      fullName: 'Annie',
      role: 'surviving-partner',
      ...AUCKLAND,
      deceasedName: 'Tom',
      dateOfDeath: '2026-10-02',
    })
    expect(result).toEqual({ ok: true, regionChanged: false, dueDatesChanged: ruledAndDated.length })
    const settings = await loadSettings(fixture.db, ann.id)
    expect(settings).toMatchObject({ fullName: 'Annie', role: 'surviving-partner', deceasedName: 'Tom' })
    expect(settings.dateOfDeath).toBe('2026-10-02')
    const [account] = await fixture.db.select({ name: users.name }).from(users).where(eq(users.id, ann.id))
    expect(account?.name).toBe('Annie')
  })

  it('notes a new region without changing the plan until asked, then regenerates it', async () => {
    const ann = await onboarded()
    const result = await saveDetails(fixture.db, ann.id, {
      fullName: 'Ann',
      country: 'AU',
      region: 'au-qld',
      dateOfDeath: AUCKLAND.dateOfDeath,
    })
    expect(result).toMatchObject({ ok: true, regionChanged: true })
    const stillNz = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))
    expect(stillNz.some((task) => task.region === 'nz')).toBe(true)
    const changes = await regeneratePlan(fixture.db, ann.id)
    expect(changes?.added).toBeGreaterThan(0)
    const again = await regeneratePlan(fixture.db, ann.id)
    expect(again).toEqual({ added: 0, updated: 0, removed: 0 })
  })

  it('refuses a region of another country and saves nothing', async () => {
    const ann = await onboarded()
    const result = await saveDetails(fixture.db, ann.id, { fullName: 'Changed', country: 'US', region: 'ca-on' })
    expect(result).toEqual({ ok: false, fieldErrors: { region: 'Choose a state in United States from the list' } })
    expect((await loadSettings(fixture.db, ann.id)).fullName).toBe('Ann')
  })

  it('lets a Member change their own profile but not the family they were invited to', async () => {
    const ann = await onboarded()
    const max = await fixture.memberOf(ann.familyId, 'Member', 'Max')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, max.id))
    const result = await saveDetails(fixture.db, max.id, {
      fullName: 'Maxine',
      country: 'AU',
      region: 'au-wa',
      dateOfDeath: '2020-01-01',
    })
    expect(result.ok).toBe(true)
    const family = await loadSettings(fixture.db, ann.id)
    expect(family).toMatchObject({ country: 'NZ', region: 'nz', dateOfDeath: AUCKLAND.dateOfDeath })
    await expect(regeneratePlan(fixture.db, max.id)).rejects.toMatchObject({ status: 403 })
  })
})

describe('e-mail and password', () => {
  it('sends a link to the new address and changes nothing until it is followed', async () => {
    const ann = await fixture.person()
    const result = await changeEmail(fixture.auth, browserHeaders(undefined, ann.cookie), 'ann.new@example.com')
    expect(result.ok).toBe(true)
    const sent = await fixture.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'ann.new@example.com'))
    expect(sent).toHaveLength(1)
    const [account] = await fixture.db.select({ email: users.email }).from(users).where(eq(users.id, ann.id))
    expect(account?.email).not.toBe('ann.new@example.com')
  })

  it('refuses a wrong current password with a message for that field', async () => {
    const ann = await fixture.person()
    const headers = browserHeaders(undefined, ann.cookie)
    expect(
      await changePassword(fixture.auth, headers, { currentPassword: 'not-it', newPassword: 'new-secret-1' }),
    ).toEqual({
      ok: false,
      field: 'currentPassword',
      message: 'Your current password is not right',
    })
    const changed = await changePassword(fixture.auth, headers, {
      currentPassword: 'rosemary-and-thyme',
      newPassword: 'new-secret-1',
    })
    expect(changed.ok).toBe(true)
  })
})
