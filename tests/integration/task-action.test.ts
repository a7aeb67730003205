import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as taskAction } from '~/routes/dashboard.tasks'
import type { TaskActionResult } from '~/features/tasks/task-view'
import { tasks } from '~db/schema'
import { actionResult, refusalOf } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

/** Posts a form to the task action as the browser would, and unwraps React Router's data() result. */
async function post(cookie: string, fields: Record<string, string>): Promise<TaskActionResult & { status: number }> {
  const args = fixture.routeArgs('/dashboard/tasks', {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN },
    body: new URLSearchParams(fields),
  })
  try {
    const result = actionResult<TaskActionResult>(await taskAction(args))
    return { status: result.status, ...result.data }
  } catch (thrown) {
    // A body the form layer refuses (a control character) is thrown as the route's error with its message.
    const refused = refusalOf<unknown>(thrown)
    if (typeof refused.data !== 'string') throw thrown
    return { status: refused.status, ok: false, intent: 'create', message: refused.data }
  }
}

const onboardedUser = () => fixture.personWithFamily('Ann', { country: 'CA', region: 'ca-bc', priorities: [] })

describe('the task action', () => {
  it('creates, completes and deletes through form posts', async () => {
    const ann = await onboardedUser()
    const created = await post(ann.cookie, { intent: 'create', title: 'Call the bank', steps: 'Find the card' })
    expect(created).toMatchObject({ status: 200, ok: true, intent: 'create', task: { title: 'Call the bank' } })
    const id = created.task?.id ?? ''
    const done = await post(ann.cookie, { intent: 'set-status', taskId: id, status: 'completed' })
    expect(done).toMatchObject({ ok: true, task: { status: 'completed' } })
    expect((await post(ann.cookie, { intent: 'delete', taskId: id })).ok).toBe(true)
  })

  it('refuses bad input with field messages and changes nothing', async () => {
    const ann = await onboardedUser()
    const before = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))
    const empty = await post(ann.cookie, { intent: 'create', title: '  ' })
    expect(empty).toMatchObject({ status: 400, ok: false, fieldErrors: { title: 'Please enter a task title' } })
    const badStatus = await post(ann.cookie, { intent: 'set-status', taskId: before[0]?.id ?? '', status: 'done' })
    expect(badStatus).toMatchObject({ status: 400, fieldErrors: { status: 'Choose a status from the list' } })
    const after = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))
    expect(after).toEqual(before)
  })

  it('answers 404 for another family’s task and for a malformed id, never revealing which', async () => {
    const ann = await onboardedUser()
    const bob = await onboardedUser()
    const [bobs] = await fixture.db.select().from(tasks).where(eq(tasks.familyId, bob.familyId)).limit(1)
    const foreign = await post(ann.cookie, { intent: 'set-status', taskId: bobs?.id ?? '', status: 'completed' })
    const malformed = await post(ann.cookie, { intent: 'set-status', taskId: 'not-a-uuid', status: 'completed' })
    expect(foreign).toMatchObject({ status: 404, ok: false })
    expect(malformed).toMatchObject({ status: 404, ok: false, message: foreign.message })
    const [still] = await fixture.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, bobs?.id ?? ''))
    expect(still?.status).toBe('not-started')
  })
})

describe('input the database could not take', () => {
  it('a NUL byte in a title, description or step, and a due date in year 0, are refused with 400 and nothing is stored', async () => {
    const ann = await onboardedUser()
    const before = await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))
    const nul = String.fromCharCode(0)
    for (const fields of [
      { title: `Call${nul} the bank` },
      { title: 'Call the bank', description: `a${nul}b` },
      { title: 'Call the bank', steps: `step${nul}` },
      { title: 'Call the bank', dueDate: '0000-01-01' },
      { title: 'Call the bank', dueDate: '2300-01-01' },
    ] as Array<Record<string, string>>) {
      const refused = await post(ann.cookie, { intent: 'create', ...fields })
      expect(refused, JSON.stringify(fields)).toMatchObject({ status: 400, ok: false })
    }
    expect(await fixture.db.select().from(tasks).where(eq(tasks.familyId, ann.familyId))).toHaveLength(before.length)
  })
})
