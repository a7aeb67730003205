import { describe, expect, it } from 'vitest'
import { requireFamilyAccess } from '~/features/family/index.server'
import { listTasks } from '~/features/tasks/task-service.server'
import { loader as detailsLoader } from '~/routes/dashboard.tasks.$id.details'
import { loader as genericLoader } from '~/routes/dashboard.generic-tasks'
import { loader as legalLoader } from '~/routes/dashboard.legal-tasks'
import { loader as guidedLoader } from '~/routes/tasks'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const get = (path: string, cookie: string) => fixture.routeArgs(path, { headers: { cookie } })
const details = (id: string, cookie: string) =>
  detailsLoader(fixture.routeArgs(`/dashboard/tasks/${id}/details`, { headers: { cookie } }, { id }))

/** The status a loader refused with, or null when it answered. */
async function refusal(load: () => Promise<unknown>): Promise<number | null> {
  try {
    await load()
    return null
  } catch (error) {
    if (error instanceof Response) return error.status
    if (typeof error === 'object' && error !== null && 'init' in error) {
      return (error as { init: { status?: number } | null }).init?.status ?? null
    }
    throw error
  }
}

describe('task lists send their rows, and a task’s details when it opens (decision 077)', () => {
  it('rows without details; the opened task with them; details by id in the person’s own family only', async () => {
    const ann = await fixture.premiumFamily('Ann', ENGLAND)
    const access = await requireFamilyAccess(fixture.db, ann.id, ann.familyId, 'view')
    const all = await listTasks(fixture.db, access)
    const everyday = all.find((task) => task.kind === 'generic' && task.steps.length > 0)
    if (!everyday) throw new Error('the plan has no everyday task with steps')

    const list = await genericLoader(get('/dashboard/generic-tasks', ann.cookie))
    expect(list.opened).toBeNull()
    expect(Object.keys(list.tasks[0] ?? {}).sort()).toEqual(
      ['assigneeId', 'category', 'dueDate', 'id', 'kind', 'status', 'title'].sort(),
    )

    // Opened by the address (a row's link without JavaScript): that task comes with its details.
    const opened = await genericLoader(get(`/dashboard/generic-tasks?open=${everyday.id}`, ann.cookie))
    expect(opened.opened).toMatchObject({ id: everyday.id, steps: everyday.steps, description: everyday.description })
    // The legal screen opens none of the everyday tasks; the guided screen's dialog is `?task=`.
    expect((await legalLoader(get(`/dashboard/legal-tasks?open=${everyday.id}`, ann.cookie))).opened).toBeNull()
    expect((await guidedLoader(get(`/tasks?task=${everyday.id}`, ann.cookie))).opened?.id).toBe(everyday.id)

    // What a row loads as it opens with JavaScript.
    const loaded = await details(everyday.id, ann.cookie)
    expect(loaded).toMatchObject({ id: everyday.id, steps: everyday.steps, contacts: everyday.contacts })
    // With its region named, as the legal screen's rows say it (a code that is no region, as it is).
    expect(typeof loaded.regionName).toBe('string')

    // Someone of another family asking for the same id, or an id that is no task: not found.
    const bob = await fixture.premiumFamily('Bob', ENGLAND)
    expect(await refusal(() => details(everyday.id, bob.cookie))).toBe(404)
    expect(await refusal(() => details('not-a-task', ann.cookie))).toBe(404)
  })
})
