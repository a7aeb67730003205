import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chosenRegion, completeOnboarding, saveStep } from '~/features/onboarding/onboarding.server'
import { buildPlan, recomputeDueDates, syncPlan } from '~/features/tasks/index.server'
import { findActiveFamily, requireFamilyAccess, updateFamilyDetails } from '~/features/family/index.server'
import { families, familyMembers, profiles, tasks } from '~db/schema'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const ENGLAND = {
  role: 'executor' as const,
  country: 'UK' as const,
  region: 'uk-england',
  deceasedName: 'Margaret Hill',
  dateOfDeath: '2026-11-20',
  priorities: ['financial' as const],
}

async function familyTasks(familyId: string) {
  return fixture.db.select().from(tasks).where(eq(tasks.familyId, familyId))
}

async function countRows(table: typeof families | typeof familyMembers, userId: string) {
  const column = table === families ? families.createdBy : familyMembers.userId
  const [row] = await fixture.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(column, userId))
  return row?.n ?? 0
}

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

describe('Complete Setup', () => {
  it('creates the family, the Admin membership, the profile answers and the whole plan together', async () => {
    const user = await fixture.person()
    const result = await completeOnboarding(fixture.db, user.id, ENGLAND)
    expect(result.ok).toBe(true)
    if (!result.ok) return

    const access = await findActiveFamily(fixture.db, user.id)
    expect(access).toEqual({ familyId: result.familyId, userId: user.id, role: 'Admin' })
    const [family] = await fixture.db.select().from(families).where(eq(families.id, result.familyId))
    expect(family).toMatchObject({ deceasedName: 'Margaret Hill', country: 'UK', region: 'uk-england' })
    expect(family?.dateOfDeath).toBe('2026-11-20')
    const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, user.id))
    expect(profile).toMatchObject({ bereavementRole: 'executor', country: 'UK', priorities: ['financial'] })
    expect(profile?.onboardedAt).toBeInstanceOf(Date)

    const expected = buildPlan({ regionCode: 'uk-england', dateOfDeath: '2026-11-20', priorities: ['financial'] })
    const stored = await familyTasks(result.familyId)
    expect(stored).toHaveLength(expected.length)
    expect(result.changes).toEqual({ added: expected.length, updated: 0, removed: 0 })
    const register = stored.find((task) => task.templateKey === 'register-death')
    expect(register).toMatchObject({ dueDate: '2026-11-25', status: 'not-started', kind: 'checklist' })
    expect(stored.every((task) => task.createdBy === user.id)).toBe(true)
  })

  it('is idempotent: running it again adds, changes and removes nothing', async () => {
    const user = await fixture.person()
    const first = await completeOnboarding(fixture.db, user.id, ENGLAND)
    const second = await completeOnboarding(fixture.db, user.id, ENGLAND)
    expect(first.ok && second.ok).toBe(true)
    if (!first.ok || !second.ok) return
    expect(second.familyId).toBe(first.familyId)
    expect(second.changes).toEqual({ added: 0, updated: 0, removed: 0 })
    expect(await countRows(families, user.id)).toBe(1)
  })

  it('creates one family and one set of tasks when two submissions arrive at once', async () => {
    const user = await fixture.person()
    const results = await Promise.all([
      completeOnboarding(fixture.db, user.id, ENGLAND),
      completeOnboarding(fixture.db, user.id, ENGLAND),
    ])
    expect(results.every((result) => result.ok)).toBe(true)
    expect(await countRows(families, user.id)).toBe(1)
    expect(await countRows(familyMembers, user.id)).toBe(1)
    const access = await findActiveFamily(fixture.db, user.id)
    const expected = buildPlan({ regionCode: 'uk-england', dateOfDeath: '2026-11-20', priorities: ['financial'] })
    expect(await familyTasks(access?.familyId ?? '')).toHaveLength(expected.length)
  })

  it('creates nothing at all when any part fails (one transaction)', async () => {
    const user = await fixture.person()
    // A real database failure in the middle: the tasks insert is refused after the family was written.
    await fixture.db.execute(sql`
      create or replace function refuse_tasks() returns trigger language plpgsql as $$
      begin
        if new.title = 'Register the death within 5 days' then raise exception 'simulated failure'; end if;
        return new;
      end $$`)
    await fixture.db.execute(
      sql`create trigger refuse_tasks before insert on tasks for each row execute function refuse_tasks()`,
    )
    try {
      await expect(completeOnboarding(fixture.db, user.id, ENGLAND)).rejects.toThrow()
    } finally {
      await fixture.db.execute(sql`drop trigger refuse_tasks on tasks`)
    }
    expect(await countRows(families, user.id)).toBe(0)
    expect(await countRows(familyMembers, user.id)).toBe(0)
    const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, user.id))
    expect(profile).toMatchObject({ onboardedAt: null, country: null, activeFamilyId: null })
  })

  it('refuses a region of another country with a clear message and saves nothing', async () => {
    const user = await fixture.person()
    const result = await completeOnboarding(fixture.db, user.id, { ...ENGLAND, region: 'au-nsw' })
    expect(result).toEqual({
      ok: false,
      step: 2,
      fieldErrors: { region: 'Choose a nation in United Kingdom from the list' },
    })
    expect(await countRows(families, user.id)).toBe(0)
  })

  it('asks for the country when the step was skipped', async () => {
    const user = await fixture.person()
    const result = await completeOnboarding(fixture.db, user.id, { priorities: [] })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.step).toBe(2)
    expect(result.fieldErrors.country).toMatch(/Choose the country/)
  })
})

describe('the wizard steps', () => {
  it('keeps valid answers in the draft and refuses invalid ones without touching the draft', async () => {
    const user = await fixture.person()
    expect((await saveStep(fixture.db, user.id, 1, form({ role: 'friend' }))).ok).toBe(true)
    const bad = await saveStep(fixture.db, user.id, 1, form({ role: 'landlord' }))
    expect(bad).toMatchObject({ ok: false, fieldErrors: { role: 'Choose one of the roles in the list' } })
    const future = await saveStep(fixture.db, user.id, 3, form({ dateOfDeath: '2999-01-01' }))
    expect(future).toMatchObject({
      ok: false,
      fieldErrors: { dateOfDeath: 'The date of death cannot be in the future' },
    })
    const old = await saveStep(fixture.db, user.id, 3, form({ dateOfDeath: '1899-12-31' }))
    expect(old).toMatchObject({ ok: false, fieldErrors: { dateOfDeath: 'The date of death must be in 1900 or later' } })
    const long = await saveStep(fixture.db, user.id, 3, form({ deceasedName: 'x'.repeat(201) }))
    expect(long).toMatchObject({ ok: false, fieldErrors: { deceasedName: 'A name can have at most 200 characters' } })
    const mismatch = await saveStep(fixture.db, user.id, 2, form({ country: 'NZ', region: 'us-ca' }))
    expect(mismatch).toMatchObject({
      ok: false,
      fieldErrors: { region: 'Choose a region in New Zealand from the list' },
    })
    // A country without a region (no list was on screen, without JavaScript) selects its first region.
    const countryOnly = await saveStep(fixture.db, user.id, 2, form({ country: 'UK' }))
    expect(countryOnly).toMatchObject({ ok: true, answers: { country: 'UK', region: 'uk-england' } })
    await saveStep(fixture.db, user.id, 2, form({ country: '', region: '' }))
    const ok = await saveStep(fixture.db, user.id, 4, form({ priorities: ['legal', 'funeral'] }))
    expect(ok).toMatchObject({ ok: true, answers: { role: 'friend', priorities: ['legal', 'funeral'] } })
    const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, user.id))
    expect(profile?.onboardingDraft).toEqual({ role: 'friend', priorities: ['legal', 'funeral'] })
  })
})

describe('regenerating the plan', () => {
  it('follows a new region for untouched tasks, keeps what the family changed, removes stale untouched ones', async () => {
    const user = await fixture.person()
    const first = await completeOnboarding(fixture.db, user.id, ENGLAND)
    if (!first.ok) throw new Error('setup failed')
    // The family works on one task, and edits another.
    await fixture.db
      .update(tasks)
      .set({ status: 'completed', completedAt: new Date(), changedByUserAt: new Date() })
      .where(and(eq(tasks.familyId, first.familyId), eq(tasks.templateKey, 'register-death')))
    await fixture.db
      .update(tasks)
      .set({ notes: 'Call Aunt Jo first', changedByUserAt: new Date() })
      .where(and(eq(tasks.familyId, first.familyId), eq(tasks.templateKey, 'obtain-grant-of-representation')))

    const moved = await completeOnboarding(fixture.db, user.id, { ...ENGLAND, country: 'AU', region: 'au-vic' })
    expect(moved.ok).toBe(true)
    if (!moved.ok) return
    expect(moved.familyId).toBe(first.familyId)
    const stored = await familyTasks(first.familyId)
    const byKey = new Map(stored.map((task) => [task.templateKey, task]))
    expect(byKey.get('register-death')).toMatchObject({ status: 'completed', region: 'uk-england' })
    expect(byKey.get('obtain-grant-of-representation')?.notes).toBe('Call Aunt Jo first')
    // Untouched UK-only tasks are gone; the Victorian plan is complete.
    expect(byKey.has('notify-government-services')).toBe(false)
    const victoria = buildPlan({ regionCode: 'au-vic', dateOfDeath: '2026-11-20', priorities: ['financial'] })
    for (const task of victoria) expect(byKey.has(task.templateKey)).toBe(true)
    expect(byKey.get('notify-banks')?.region).toBe('au-vic')
    expect(stored).toHaveLength(victoria.length + 1)
  })

  it('recomputes the due dates that follow their rule when the date of death changes, even on worked tasks', async () => {
    const user = await fixture.person()
    const first = await completeOnboarding(fixture.db, user.id, ENGLAND)
    if (!first.ok) throw new Error('setup failed')
    await fixture.db
      .update(tasks)
      .set({ status: 'in-progress', changedByUserAt: new Date() })
      .where(and(eq(tasks.familyId, first.familyId), eq(tasks.templateKey, 'register-death')))
    await fixture.db
      .update(tasks)
      .set({ dueDate: '2027-01-31', dueDateFollowsRule: false, changedByUserAt: new Date() })
      .where(and(eq(tasks.familyId, first.familyId), eq(tasks.templateKey, 'claim-bereavement-support-payment')))

    await completeOnboarding(fixture.db, user.id, { ...ENGLAND, dateOfDeath: '2026-11-10' })
    const stored = new Map((await familyTasks(first.familyId)).map((task) => [task.templateKey, task]))
    expect(stored.get('register-death')).toMatchObject({ dueDate: '2026-11-15', status: 'in-progress' })
    expect(stored.get('claim-bereavement-support-payment')?.dueDate).toBe('2027-01-31')
  })
})

describe('family scoping', () => {
  it('never lets one family reach another family’s space', async () => {
    const ann = await fixture.person('Ann')
    const bob = await fixture.person('Bob')
    const annResult = await completeOnboarding(fixture.db, ann.id, ENGLAND)
    await completeOnboarding(fixture.db, bob.id, { ...ENGLAND, country: 'IE', region: 'ie' })
    if (!annResult.ok) throw new Error('setup failed')
    await expect(requireFamilyAccess(fixture.db, bob.id, annResult.familyId, 'view')).rejects.toMatchObject({
      status: 404,
    })
    await expect(requireFamilyAccess(fixture.db, ann.id, annResult.familyId, 'manage-family')).resolves.toMatchObject({
      role: 'Admin',
    })
  })

  it('lets a Viewer view but not edit, and a Member edit but not manage', async () => {
    const ann = await fixture.person('Ann')
    const viewer = await fixture.person('Vera')
    const member = await fixture.person('Max')
    const result = await completeOnboarding(fixture.db, ann.id, ENGLAND)
    if (!result.ok) throw new Error('setup failed')
    await fixture.db.insert(familyMembers).values([
      { familyId: result.familyId, userId: viewer.id, role: 'Viewer' },
      { familyId: result.familyId, userId: member.id, role: 'Member' },
    ])
    await expect(requireFamilyAccess(fixture.db, viewer.id, result.familyId, 'view')).resolves.toBeTruthy()
    await expect(requireFamilyAccess(fixture.db, viewer.id, result.familyId, 'edit-tasks')).rejects.toMatchObject({
      status: 403,
    })
    await expect(requireFamilyAccess(fixture.db, member.id, result.familyId, 'edit-tasks')).resolves.toBeTruthy()
    await expect(requireFamilyAccess(fixture.db, member.id, result.familyId, 'manage-family')).rejects.toMatchObject({
      status: 403,
    })
  })

  it('lets only the access of someone who manages the family change its details, plan or due dates', async () => {
    const ann = await fixture.personWithFamily('Ann', ENGLAND)
    const max = await fixture.memberOf(ann.familyId, 'Member', 'Max')
    const member = await requireFamilyAccess(fixture.db, max.id, ann.familyId, 'edit-tasks')
    const plan = buildPlan({ regionCode: 'uk-england', dateOfDeath: ENGLAND.dateOfDeath, priorities: [] })
    const moved = {
      country: 'UK' as const,
      region: 'uk-england',
      deceasedName: 'Someone else',
      dateOfDeath: '2026-10-01',
    }
    await expect(updateFamilyDetails(fixture.db, member, moved)).rejects.toMatchObject({ status: 403 })
    await expect(syncPlan(fixture.db, member, plan)).rejects.toMatchObject({ status: 403 })
    await expect(recomputeDueDates(fixture.db, member, '2026-10-01')).rejects.toMatchObject({ status: 403 })
    const [family] = await fixture.db.select().from(families).where(eq(families.id, ann.familyId))
    expect(family).toMatchObject({ deceasedName: 'Margaret Hill', dateOfDeath: ENGLAND.dateOfDeath })
    await expect(recomputeDueDates(fixture.db, ann.access, ENGLAND.dateOfDeath)).resolves.toBe(0)
  })
})

describe('the country step', () => {
  it('refuses to go on without a country, says why, and keeps the answers of the other steps', async () => {
    const user = await fixture.person()
    await saveStep(fixture.db, user.id, 1, form({ role: 'friend' }), { goingOn: true })
    await saveStep(fixture.db, user.id, 3, form({ deceasedName: 'Margaret Hill', dateOfDeath: '' }), { goingOn: true })
    const refused = await saveStep(fixture.db, user.id, 2, form({ country: '', region: '' }), { goingOn: true })
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { country: 'Choose the country where the person lived: we need it to build your plan' },
    })
    // Going back from the step is not refused: nothing is lost by it.
    expect((await saveStep(fixture.db, user.id, 2, form({ country: '' }), { goingOn: false })).ok).toBe(true)
    const [profile] = await fixture.db.select().from(profiles).where(eq(profiles.userId, user.id))
    expect(profile?.onboardingDraft).toMatchObject({ role: 'friend', deceasedName: 'Margaret Hill' })
  })
})

describe('a region chosen on /regions', () => {
  it('is looked up in the regions catalogue, with its country; anything else is no choice', () => {
    expect(chosenRegion('uk-scotland')).toEqual({ country: 'UK', region: 'uk-scotland' })
    expect(chosenRegion('nz')).toEqual({ country: 'NZ', region: 'nz' })
    for (const unknown of [null, '', 'uk-atlantis', '__proto__', 'UK-SCOTLAND', 'uk-scotland/../x']) {
      expect(chosenRegion(unknown)).toBeNull()
    }
  })

  it('is kept in the draft by the first step and replaced only by the country step', async () => {
    const user = await fixture.person()
    const chosen = chosenRegion('uk-scotland')
    const first = await saveStep(fixture.db, user.id, 1, form({ role: 'executor' }), { goingOn: true, chosen })
    expect(first).toMatchObject({ ok: true, answers: { role: 'executor', country: 'UK', region: 'uk-scotland' } })
    const second = await saveStep(fixture.db, user.id, 2, form({ country: 'IE', region: 'ie' }), {
      goingOn: true,
      chosen,
    })
    expect(second).toMatchObject({ ok: true, answers: { country: 'IE', region: 'ie' } })
  })
})
