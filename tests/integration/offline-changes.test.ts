import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action } from '~/routes/dashboard.offline-changes'
import { forgetOldIdempotencyKeys } from '~/lib/idempotency.server'
import { setTaskStatus } from '~/features/tasks/task-service.server'
import { createOrganisation } from '~/features/organisations/organisations.server'
import { activities, familyMembers, familyOrganisations, idempotentChanges, profiles, tasks } from '~db/schema'
import { todayIn } from '~/lib/calendar'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

interface Answer {
  status: number
  ok: boolean
  message: string
}

/** What the page's queue sends for a change kept offline: the form's fields, the page, and the key. */
async function send(cookie: string, fields: Record<string, string>): Promise<Answer> {
  const response = await action(
    fixture.routeArgs('/dashboard/offline-changes', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    }),
  )
  const body = (await response.json()) as { ok: boolean; message: string }
  return { status: response.status, ok: body.ok, message: body.message }
}

async function firstTask(familyId: string) {
  const [task] = await fixture.db.select().from(tasks).where(eq(tasks.familyId, familyId)).orderBy(tasks.sort).limit(1)
  if (!task) throw new Error('the family has no task')
  return task
}

async function activityCount(familyId: string, type: string) {
  const rows = await fixture.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.familyId, familyId), eq(activities.type, type)))
  return rows.length
}

/** A Member of `familyId` whose pages show that family (as after accepting its invitation). */
async function memberWorkingOn(familyId: string, fullName: string) {
  const member = await fixture.memberOf(familyId, 'Member', fullName)
  await fixture.db.update(profiles).set({ activeFamilyId: familyId }).where(eq(profiles.userId, member.id))
  return member
}

/** The Admin makes a Member a Viewer after their phone kept a change. */
async function madeViewer(familyId: string, userId: string) {
  await fixture.db
    .update(familyMembers)
    .set({ role: 'Viewer' })
    .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
}

const markDone = (taskId: string, seen: Date, key = randomUUID()) => ({
  page: 'tasks',
  intent: 'set-status',
  taskId,
  status: 'completed',
  seen: seen.toISOString(),
  idempotencyKey: key,
})

describe('changes kept offline, sent with an idempotency key', () => {
  it('a task marked done is applied once, however often the phone sends it, and answers the same each time', async () => {
    const ann = await fixture.personWithFamily('Ann Offline')
    const task = await firstTask(ann.familyId)
    const change = markDone(task.id, task.updatedAt)
    const first = await send(ann.cookie, change)
    const again = await send(ann.cookie, change)
    expect(first).toMatchObject({ status: 200, ok: true })
    expect(again).toEqual(first)
    expect((await firstTask(ann.familyId)).status).toBe('completed')
    expect(await activityCount(ann.familyId, 'task_completed')).toBe(1)
  })

  it('the same key sent twice at once is applied once', async () => {
    const ann = await fixture.personWithFamily('Ann Twice')
    const task = await firstTask(ann.familyId)
    const change = markDone(task.id, task.updatedAt)
    const answers = await Promise.all([send(ann.cookie, change), send(ann.cookie, change)])
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toMatchObject({ status: 200, ok: true })
    expect(await activityCount(ann.familyId, 'task_completed')).toBe(1)
    const keys = await fixture.db.select().from(idempotentChanges).where(eq(idempotentChanges.userId, ann.id))
    expect(keys).toHaveLength(1)
  })

  it('the same key with another change is refused, and the first change stands', async () => {
    const ann = await fixture.personWithFamily('Ann Reused')
    const task = await firstTask(ann.familyId)
    const key = randomUUID()
    await send(ann.cookie, markDone(task.id, task.updatedAt, key))
    const other = await send(ann.cookie, { ...markDone(task.id, task.updatedAt, key), status: 'blocked' })
    expect(other).toMatchObject({ status: 422, ok: false })
    expect((await firstTask(ann.familyId)).status).toBe('completed')
  })

  it('a change to a task someone changed since the phone saw it is refused, saying who and when', async () => {
    const ann = await fixture.personWithFamily('Ann Stale')
    const bea = await fixture.memberOf(ann.familyId, 'Member', 'Bea Newer')
    const task = await firstTask(ann.familyId)
    const seen = task.updatedAt
    // Bea changes it after Ann's phone loaded the page (a moment later, so the versions differ).
    await fixture.db.execute(sql`select pg_sleep(0.01)`)
    await setTaskStatus(fixture.db, { familyId: ann.familyId, userId: bea.id, role: 'Member' }, task.id, 'blocked')
    const refused = await send(ann.cookie, markDone(task.id, seen))
    expect(refused.status).toBe(409)
    expect(refused.ok).toBe(false)
    expect(refused.message).toContain('Bea Newer changed')
    expect(refused.message).toContain('the task now says Blocked')
    expect((await firstTask(ann.familyId)).status).toBe('blocked')
  })

  it('a change the task already has is answered as done, without writing it twice', async () => {
    const ann = await fixture.personWithFamily('Ann Same')
    const bea = await fixture.memberOf(ann.familyId, 'Member', 'Bea Same')
    const task = await firstTask(ann.familyId)
    await fixture.db.execute(sql`select pg_sleep(0.01)`)
    await setTaskStatus(fixture.db, { familyId: ann.familyId, userId: bea.id, role: 'Member' }, task.id, 'completed')
    const answer = await send(ann.cookie, markDone(task.id, task.updatedAt))
    expect(answer).toMatchObject({ status: 200, ok: true })
    expect(await activityCount(ann.familyId, 'task_completed')).toBe(1)
  })

  it('a note kept offline is saved; one sent over a newer edit is refused', async () => {
    const ann = await fixture.personWithFamily('Ann Notes')
    const task = await firstTask(ann.familyId)
    const initial = JSON.stringify({ notes: task.notes })
    const note = { page: 'tasks', intent: 'update', taskId: task.id, title: task.title, initial }
    const saved = await send(ann.cookie, {
      ...note,
      notes: 'Rang them, waiting for a letter',
      seen: task.updatedAt.toISOString(),
      idempotencyKey: randomUUID(),
    })
    expect(saved).toMatchObject({ status: 200, ok: true })
    expect((await firstTask(ann.familyId)).notes).toBe('Rang them, waiting for a letter')
    const stale = await send(ann.cookie, {
      ...note,
      notes: 'An older thought',
      seen: task.updatedAt.toISOString(),
      idempotencyKey: randomUUID(),
    })
    expect(stale).toMatchObject({ status: 409, ok: false })
    expect(stale.message).toContain('You changed')
    expect((await firstTask(ann.familyId)).notes).toBe('Rang them, waiting for a letter')
  })

  it('a Viewer’s kept change is refused with the permission message, and the refusal is given again on a replay', async () => {
    const ann = await fixture.personWithFamily('Ann Admin')
    const vic = await memberWorkingOn(ann.familyId, 'Vic Demoted')
    const task = await firstTask(ann.familyId)
    // Vic was a Member when the page loaded, and is made a Viewer before the phone is back online.
    await madeViewer(ann.familyId, vic.id)
    const change = markDone(task.id, task.updatedAt)
    const refused = await send(vic.cookie, change)
    expect(refused).toEqual({ status: 403, ok: false, message: 'As a Viewer of this family you cannot do that.' })
    expect(await send(vic.cookie, change)).toEqual(refused)
    expect((await firstTask(ann.familyId)).status).toBe('not-started')
  })

  it('organisations marked as told through a one-stop service, once for a key', async () => {
    const ann = await fixture.premiumFamily('Ann Told')
    const change = {
      page: 'organisations',
      intent: 'mark-told',
      serviceId: 'uk-tell-us-once',
      serviceReference: 'TUO 123',
      notifiedOn: todayIn('UTC'),
      idempotencyKey: randomUUID(),
    }
    expect(await send(ann.cookie, change)).toMatchObject({ status: 200, ok: true })
    expect(await send(ann.cookie, change)).toMatchObject({ status: 200, ok: true })
    expect(await activityCount(ann.familyId, 'organisations_told')).toBe(1)
  })

  it('refuses a change without a key or of a kind the queue does not keep', async () => {
    const ann = await fixture.personWithFamily('Ann Unknown')
    const task = await firstTask(ann.familyId)
    expect(await send(ann.cookie, { ...markDone(task.id, task.updatedAt), idempotencyKey: 'not-a-key' })).toMatchObject(
      { status: 400, ok: false },
    )
    expect(await send(ann.cookie, { ...markDone(task.id, task.updatedAt), intent: 'delete' })).toMatchObject({
      status: 400,
    })
    expect((await firstTask(ann.familyId)).status).toBe('not-started')
  })

  it('forgets keys after a week', async () => {
    const ann = await fixture.personWithFamily('Ann Old Keys')
    const task = await firstTask(ann.familyId)
    await send(ann.cookie, markDone(task.id, task.updatedAt))
    await send(ann.cookie, { ...markDone(task.id, task.updatedAt), status: 'in-progress' })
    await fixture.db
      .update(idempotentChanges)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(and(eq(idempotentChanges.userId, ann.id), eq(idempotentChanges.status, 200)))
    await forgetOldIdempotencyKeys(fixture.db)
    const left = await fixture.db.select().from(idempotentChanges).where(eq(idempotentChanges.userId, ann.id))
    expect(left.map((row) => row.status)).toEqual([409])
  })
})

describe('one organisation’s own edit kept offline (decision 082)', () => {
  async function organisationOf(familyId: string, userId: string) {
    const access = { familyId, userId, role: 'Admin' as const }
    return createOrganisation(fixture.db, access, {
      name: 'Northern Bank',
      kind: 'bank',
      status: 'to-notify',
      reference: '',
      notifiedOn: '',
      followUpOn: '',
      notes: '',
    })
  }

  async function current(id: string) {
    const [row] = await fixture.db.select().from(familyOrganisations).where(eq(familyOrganisations.id, id))
    if (!row) throw new Error('the organisation is not there')
    return row
  }

  /** What the edit form sends when its status is set to 'notified' on a phone offline. */
  const markNotified = (row: { id: string; updatedAt: Date }, key = randomUUID()) => ({
    page: 'organisations',
    intent: 'update',
    organisationId: row.id,
    name: 'Northern Bank',
    kind: 'bank',
    status: 'notified',
    reference: '',
    notifiedOn: todayIn('UTC'),
    followUpOn: '',
    notes: '',
    seen: row.updatedAt.toISOString(),
    idempotencyKey: key,
  })

  it('an organisation marked as told is applied once for its key, and answers the same each time', async () => {
    const ann = await fixture.premiumFamily('Ann Org Once')
    const organisation = await organisationOf(ann.familyId, ann.id)
    const change = markNotified(organisation)
    const first = await send(ann.cookie, change)
    const again = await send(ann.cookie, change)
    expect(first).toMatchObject({ status: 200, ok: true })
    expect(again).toEqual(first)
    expect((await current(organisation.id)).status).toBe('notified')
    expect(await activityCount(ann.familyId, 'organisation_updated')).toBe(1)
  })

  it('an edit to an organisation someone changed since the phone saw it is refused, saying who and when', async () => {
    const ann = await fixture.premiumFamily('Ann Org Stale')
    const bea = await memberWorkingOn(ann.familyId, 'Bea Org Newer')
    const organisation = await organisationOf(ann.familyId, ann.id)
    await fixture.db.execute(sql`select pg_sleep(0.01)`)
    // Bea records a reply is awaited, after Ann's phone loaded the page.
    const beaSends = await send(bea.cookie, { ...markNotified(organisation), status: 'waiting' })
    expect(beaSends).toMatchObject({ status: 200, ok: true })
    const refused = await send(ann.cookie, markNotified(organisation))
    expect(refused.status).toBe(409)
    expect(refused.ok).toBe(false)
    expect(refused.message).toMatch(/^Bea Org Newer changed “Northern Bank” on .+, after this phone saved your change/)
    expect(refused.message).toContain('it now says Waiting for reply')
    expect((await current(organisation.id)).status).toBe('waiting')
  })

  it('an edit the organisation already has is answered as done, without writing it twice', async () => {
    const ann = await fixture.premiumFamily('Ann Org Same')
    const bea = await memberWorkingOn(ann.familyId, 'Bea Org Same')
    const organisation = await organisationOf(ann.familyId, ann.id)
    await fixture.db.execute(sql`select pg_sleep(0.01)`)
    expect(await send(bea.cookie, markNotified(organisation))).toMatchObject({ status: 200, ok: true })
    expect(await send(ann.cookie, markNotified(organisation))).toMatchObject({ status: 200, ok: true })
    expect(await activityCount(ann.familyId, 'organisation_updated')).toBe(1)
  })

  it('a Viewer’s kept edit of an organisation is refused with the permission message', async () => {
    const ann = await fixture.premiumFamily('Ann Org Admin')
    const vic = await memberWorkingOn(ann.familyId, 'Vic Org Demoted')
    const organisation = await organisationOf(ann.familyId, ann.id)
    await madeViewer(ann.familyId, vic.id)
    const change = markNotified(organisation)
    const refused = await send(vic.cookie, change)
    expect(refused).toEqual({ status: 403, ok: false, message: 'As a Viewer of this family you cannot do that.' })
    expect(await send(vic.cookie, change)).toEqual(refused)
    expect((await current(organisation.id)).status).toBe('to-notify')
  })
})
