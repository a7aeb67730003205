import { describe, expect, it } from 'vitest'
import { requireFamilyAccess } from '~/features/family/index.server'
import { createTask, listTasks, setTaskStatus, SORT_ORDERS } from '~/features/tasks/task-service.server'
import { TaskFieldsSchema } from '~/features/tasks/tasks.schema'
import type { TaskView } from '~/features/tasks/task-view'
import { addDays, todayIn } from '~/lib/calendar'
import { loader as genericLoader } from '~/routes/dashboard.generic-tasks'
import { loader as taskManagerLoader } from '~/routes/dashboard.tasks'
import { loader as guidedLoader } from '~/routes/tasks'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const get = (path: string, cookie: string) => fixture.routeArgs(path, { headers: { cookie } })

/** Where a task stands in 'what needs doing first': still to do before completed, dated before undated, by date. */
function needsRank(task: Pick<TaskView, 'status' | 'dueDate'>): string {
  return `${task.status === 'completed' ? 1 : 0}${task.dueDate ?? '9999-99-99'}`
}

describe('the task lists’ order (docs/product.md, Tasks, Order)', () => {
  it('is what needs doing first unless the address asks for another, and an unknown order falls back', async () => {
    // England, ten days after the death: registering it (5 days) is overdue.
    const today = todayIn('Europe/London')
    const ann = await fixture.personWithFamily('Ann', { ...ENGLAND, dateOfDeath: addDays(today, -10) })
    const access = await requireFamilyAccess(fixture.db, ann.id, ann.familyId, 'edit-tasks')
    const [, dated] = (await listTasks(fixture.db, access, { order: 'due' })).filter((task) => task.dueDate)
    if (!dated) throw new Error('the plan has no dated task')
    await setTaskStatus(fixture.db, access, dated.id, 'completed')
    const newest = await createTask(
      fixture.db,
      access,
      TaskFieldsSchema.parse({ title: 'Aardvark sanctuary: cancel the adoption' }),
    )

    // Every task, in order: overdue first, then by due date, then undated, completed last.
    // On the guided screen, in each group (every row shown).
    const guided = await guidedLoader(get('/tasks?legal=900&funeral=900&estate=900&custom=900', ann.cookie))
    for (const group of guided.groups) {
      const ranks = group.rows.map(needsRank)
      expect(ranks).toEqual([...ranks].sort())
    }
    const groupOfDated = guided.groups.find((group) => group.rows.some((task) => task.id === dated.id))
    expect(groupOfDated?.rows.at(-1)?.id).toBe(dated.id)
    expect(guided.groups.find((group) => group.key === 'legal')?.rows[0]?.title).toMatch(/^Register the death/)
    const inOrder = (await listTasks(fixture.db, access, { order: SORT_ORDERS.needs })).map((task) => task.id)
    const guidedIds = new Set(guided.groups.flatMap((group) => group.rows.map((task) => task.id)))
    expect(guidedIds).toEqual(new Set(inOrder))

    // The task manager's first page is the same order, the newest task not first.
    const manager = await taskManagerLoader(get('/dashboard/tasks', ann.cookie))
    expect(manager.filters.sort).toBe('needs')
    expect(manager.tasks.map((task) => task.id)).toEqual(inOrder.slice(0, 15))

    // Other orders from the address; an unknown one is read as what needs doing first.
    const byNewest = await taskManagerLoader(get('/dashboard/tasks?sort=newest', ann.cookie))
    expect(byNewest.tasks[0]?.id).toBe(newest.id)
    const byTitle = await taskManagerLoader(get('/dashboard/tasks?sort=title', ann.cookie))
    expect(byTitle.tasks[0]?.id).toBe(newest.id)
    const unknown = await taskManagerLoader(get('/dashboard/tasks?sort=drop%20table', ann.cookie))
    expect(unknown.filters.sort).toBe('needs')
    expect(unknown.tasks.map((task) => task.id)).toEqual(manager.tasks.map((task) => task.id))
    const everyday = await genericLoader(get('/dashboard/generic-tasks?sort=category', ann.cookie))
    expect(everyday.sort).toBe('category')
    const categories = everyday.tasks.map((task) => task.category)
    expect(categories).toEqual([...categories].sort())
  })
})
