import { describe, expect, it } from 'vitest'
import { requireFamilyAccess } from '~/features/family/index.server'
import { listTasks, setTaskStatus } from '~/features/tasks/task-service.server'
import { isDone, isLegal } from '~/features/tasks/task-rules'
import { countTaskViews, guidedGroupOf } from '~/features/tasks/task-view'
import { addDays, todayIn } from '~/lib/calendar'
import { loader as dashboardLoader } from '~/routes/dashboard'
import { loader as genericLoader } from '~/routes/dashboard.generic-tasks'
import { loader as legalLoader } from '~/routes/dashboard.legal-tasks'
import { loader as taskManagerLoader } from '~/routes/dashboard.tasks'
import { loader as familyLoader } from '~/routes/family'
import { loader as guidedLoader } from '~/routes/tasks'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const get = (path: string, cookie: string) => fixture.routeArgs(path, { headers: { cookie } })

describe('the plan’s counts', () => {
  it('are the same in every view: dashboard, guided, legal, everyday, task manager and family', async () => {
    // England, ten days after the death: registering it (5 days) is overdue.
    const today = todayIn('Europe/London')
    const ann = await fixture.premiumFamily('Ann', { ...ENGLAND, dateOfDeath: addDays(today, -10) })
    const access = await requireFamilyAccess(fixture.db, ann.id, ann.familyId, 'edit-tasks')
    const all = await listTasks(fixture.db, access)
    const legalAction = all.find((task) => task.kind === 'legal-action')
    const everyday = all.find((task) => task.kind === 'generic')
    await setTaskStatus(fixture.db, access, legalAction?.id ?? '', 'completed')
    await setTaskStatus(fixture.db, access, everyday?.id ?? '', 'in-progress')

    const dashboard = await dashboardLoader(get('/dashboard', ann.cookie))
    // Every row of every list shown (each shows its first rows and 'Show more', decision 083).
    const guided = await guidedLoader(get('/tasks?legal=900&funeral=900&estate=900&custom=900', ann.cookie))
    const guidedTasks = guided.groups.flatMap((group) => group.rows)
    const legal = await legalLoader(get('/dashboard/legal-tasks?shown=900', ann.cookie))
    const legalTasks = legal.shown.rows
    const generic = await genericLoader(get('/dashboard/generic-tasks', ann.cookie))
    const manager = await taskManagerLoader(get('/dashboard/tasks', ann.cookie))
    const family = await familyLoader(get('/family', ann.cookie))
    const { figures } = dashboard

    // Every task.
    expect(figures.all).toEqual(countTaskViews(guidedTasks, today))
    for (const group of guided.groups) {
      expect(group).toMatchObject({ total: group.rows.length, completed: group.rows.filter(isDone).length })
    }
    expect(figures.all.completed).toBe(1)
    expect(manager).toMatchObject({ total: figures.all.total, completed: figures.all.completed })
    expect(family.overview).toMatchObject({ sharedTasks: figures.all.total, completedPercent: figures.percent })

    // The legal tasks: registering the death (a checklist task) is one of them on every view.
    const guidedLegal = guidedTasks.filter((task) => guidedGroupOf(task) === 'legal')
    expect(figures.legal).toEqual(countTaskViews(legalTasks, today))
    expect(legal.counts).toEqual(countTaskViews(legalTasks, today))
    expect(figures.legal).toEqual(countTaskViews(guidedLegal, today))
    expect(legalTasks.map((task) => task.id).sort()).toEqual(guidedLegal.map((task) => task.id).sort())
    const registration = legalTasks.find((task) => task.title.startsWith('Register the death'))
    expect(registration).toMatchObject({ kind: 'checklist', category: 'government' })
    expect(figures.legal.overdue).toBeGreaterThanOrEqual(1)
    // The rows carry no priority (decision 077): the legal rows' tasks, by their priority in the database.
    const legalIds = new Set(legalTasks.map((task) => task.id))
    expect(figures.urgentLegal).toBe(
      (await listTasks(fixture.db, access)).filter(
        (task) => legalIds.has(task.id) && task.status !== 'completed' && ['high', 'urgent'].includes(task.priority),
      ).length,
    )
    expect(guidedTasks.filter(isLegal)).toHaveLength(figures.legal.total)

    // The everyday tasks.
    expect(figures.everyday).toEqual(countTaskViews(generic.tasks, today))
    expect(figures.everyday).toMatchObject({ total: 7, inProgress: 1 })

    // 'Needs doing first' counts every overdue task.
    expect(dashboard.overdue.total).toBe(figures.all.overdue)
    expect(countTaskViews(dashboard.overdue.rows, today).overdue).toBe(dashboard.overdue.rows.length)
  })
})
