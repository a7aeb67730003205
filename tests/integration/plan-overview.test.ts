import { describe, expect, it } from 'vitest'
import { requireFamilyAccess } from '~/features/family/index.server'
import { loadPlanOverview } from '~/features/tasks/plan-overview.server'
import { createTask } from '~/features/tasks/task-service.server'
import { TaskFieldsSchema } from '~/features/tasks/tasks.schema'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

describe('the dashboard overview', () => {
  it('shows each task once: what is due within the week under Needs doing first, later deadlines after it', async () => {
    // No date of death: the plan's own tasks are undated, so only the tasks made here have dates.
    const ann = await fixture.personWithFamily('Ann', {
      country: 'UK',
      region: 'uk-england',
      dateOfDeath: undefined,
      priorities: [],
    })
    const access = await requireFamilyAccess(fixture.db, ann.id, ann.familyId, 'edit-tasks')
    const today = '2026-11-10'
    for (const [title, dueDate] of [
      ['Overdue already', '2026-11-08'],
      ['Due in three days', '2026-11-13'],
      ['Due on the seventh day', '2026-11-17'],
      ['Due in a fortnight', '2026-11-24'],
      ['Due next month', '2026-12-15'],
    ] as const) {
      await createTask(fixture.db, access, TaskFieldsSchema.parse({ title, dueDate }))
    }

    const overview = await loadPlanOverview(fixture.db, access, { advanced: true, today })
    const dueSoon = [...overview.overdue.rows, ...overview.soon.rows].map((task) => task.title)
    const upcoming = overview.upcoming.map((task) => task.title)
    expect(dueSoon).toEqual(['Overdue already', 'Due in three days', 'Due on the seventh day'])
    expect(overview.overdue).toMatchObject({ total: 1, nextId: null })
    expect(overview.soon).toMatchObject({ total: 2, nextId: null })
    expect(upcoming).toEqual(['Due in a fortnight', 'Due next month'])

    // Without Premium, Needs doing first is the same and there is no second list.
    const free = await loadPlanOverview(fixture.db, access, { advanced: false, today })
    expect([...free.overdue.rows, ...free.soon.rows].map((task) => task.title)).toEqual(dueSoon)
    expect(free.upcoming).toEqual([])
  })
})
