import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  countPlanTasks,
  countTasks,
  createTask,
  deleteTask,
  listTasks,
  setTaskStatus,
  TaskNotFoundError,
  updateTask,
  upcomingTasks,
} from '~/features/tasks/task-service.server'
import { TaskFieldsSchema } from '~/features/tasks/tasks.schema'
import { recentActivity } from '~/features/activity/index.server'
import { requireFamilyAccess } from '~/features/family/index.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { tasks } from '~db/schema'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

async function familyWith(roles: Array<'Member' | 'Viewer'> = []) {
  const admin = await fixture.personWithFamily('Ann', {
    country: 'UK',
    region: 'uk-scotland',
    dateOfDeath: '2026-11-02',
    priorities: [],
  })
  const access = async (userId: string, action: 'view' | 'edit-tasks') =>
    requireFamilyAccess(fixture.db, userId, admin.familyId, action)
  const others: Record<string, string> = {}
  for (const role of roles) others[role] = (await fixture.memberOf(admin.familyId, role)).id
  return { familyId: admin.familyId, adminId: admin.id, others, access }
}

const fields = (input: Record<string, unknown>) => TaskFieldsSchema.parse(input)

describe('the task service', () => {
  it('creates a task that starts not-started, with empty list entries dropped, and records it', async () => {
    const family = await familyWith()
    const access = await family.access(family.adminId, 'edit-tasks')
    const task = await createTask(
      fixture.db,
      access,
      fields({ title: '  Ring the vicar  ', steps: ['Find the number', '', '  '], contacts: [''], dueDate: '' }),
    )
    expect(task).toMatchObject({
      title: 'Ring the vicar',
      status: 'not-started',
      kind: 'custom',
      steps: ['Find the number'],
      contacts: [],
      dueDate: null,
      createdBy: family.adminId,
    })
    const [latest] = await recentActivity(fixture.db, access, 1)
    expect(latest).toMatchObject({ type: 'task_created', target: 'Ring the vicar', actor: 'Ann' })
  })

  it('sets completed_at on completion and clears it otherwise, on the server', async () => {
    const family = await familyWith()
    const access = await family.access(family.adminId, 'edit-tasks')
    const [first] = await listTasks(fixture.db, access)
    if (!first) throw new Error('no tasks')
    const done = await setTaskStatus(fixture.db, access, first.id, 'completed')
    expect(done.completedAt).toBeInstanceOf(Date)
    expect(done.changedByUserAt).toBeInstanceOf(Date)
    const reopened = await setTaskStatus(fixture.db, access, first.id, 'blocked')
    expect(reopened.completedAt).toBeNull()
  })

  it('filters by search, status and category, and orders as asked', async () => {
    const family = await familyWith()
    const access = await family.access(family.adminId, 'view')
    const all = await listTasks(fixture.db, access)
    const legal = await listTasks(fixture.db, access, { filters: { category: 'legal' } })
    expect(legal.length).toBeGreaterThan(0)
    expect(legal.every((task) => task.category === 'legal')).toBe(true)
    const found = await listTasks(fixture.db, access, { filters: { search: 'REGISTER' } })
    expect(found.every((task) => /register/i.test(`${task.title} ${task.description}`))).toBe(true)
    expect(found.length).toBeGreaterThan(0)
    expect(await listTasks(fixture.db, access, { filters: { search: '100%_\\' } })).toEqual([])
    expect(await listTasks(fixture.db, access, { filters: { status: 'completed' } })).toEqual([])
    const byDue = await listTasks(fixture.db, access, { order: 'due' })
    const dated = byDue.filter((task) => task.dueDate !== null)
    expect(byDue.slice(0, dated.length)).toEqual(dated)
    expect(all).toHaveLength(byDue.length)
  })

  it('counts the dashboard figures in the database and pages the list', async () => {
    const family = await familyWith()
    const access = await family.access(family.adminId, 'edit-tasks')
    const all = await listTasks(fixture.db, access)
    const legal = all.filter((task) => task.kind === 'legal-action' || ['legal', 'government'].includes(task.category))
    const generic = all.filter((task) => task.kind === 'generic')
    await setTaskStatus(fixture.db, access, legal[0]?.id ?? '', 'completed')
    await setTaskStatus(fixture.db, access, generic[0]?.id ?? '', 'in-progress')
    const summary = await countPlanTasks(fixture.db, access, '2026-11-03')
    expect(summary.all).toMatchObject({ total: all.length, completed: 1, pending: all.length - 1, inProgress: 1 })
    expect(summary.legal).toMatchObject({ total: legal.length, completed: 1, pending: legal.length - 1 })
    expect(summary.urgentLegal).toBe(legal.slice(1).filter((task) => ['high', 'urgent'].includes(task.priority)).length)
    expect(summary.everyday).toMatchObject({ total: 7, inProgress: 1 })
    expect(await countTasks(fixture.db, access, { category: 'legal' })).toBe(
      all.filter((task) => task.category === 'legal').length,
    )
    const first = await listTasks(fixture.db, access, { limit: 5, offset: 0 })
    const second = await listTasks(fixture.db, access, { limit: 5, offset: 5 })
    expect(first).toHaveLength(5)
    expect(new Set([...first, ...second].map((task) => task.id)).size).toBe(10)
    const upcoming = await upcomingTasks(fixture.db, access, 3)
    expect(upcoming.every((task) => task.dueDate !== null && task.status !== 'completed')).toBe(true)
  })

  it('writes only the fields given, so two people editing at once keep each other’s changes', async () => {
    const family = await familyWith(['Member'])
    const ann = await family.access(family.adminId, 'edit-tasks')
    const max = await family.access(family.others.Member ?? '', 'edit-tasks')
    const task = await createTask(fixture.db, ann, fields({ title: 'Sort the post', notes: 'none yet' }))
    await updateTask(fixture.db, ann, task.id, { title: 'Sort the post and bills' })
    const after = await updateTask(fixture.db, max, task.id, { notes: 'Gas bill paid', dueDate: '2026-12-01' })
    expect(after).toMatchObject({ title: 'Sort the post and bills', notes: 'Gas bill paid', dueDate: '2026-12-01' })
    expect(after.dueDateFollowsRule).toBe(false)
  })

  it('answers not found for a task of another family, and changes nothing there', async () => {
    const ours = await familyWith()
    const theirs = await familyWith()
    const access = await ours.access(ours.adminId, 'edit-tasks')
    const [foreign] = await fixture.db.select().from(tasks).where(eq(tasks.familyId, theirs.familyId)).limit(1)
    if (!foreign) throw new Error('no tasks')
    await expect(setTaskStatus(fixture.db, access, foreign.id, 'completed')).rejects.toBeInstanceOf(TaskNotFoundError)
    await expect(updateTask(fixture.db, access, foreign.id, { title: 'mine now' })).rejects.toBeInstanceOf(
      TaskNotFoundError,
    )
    await expect(deleteTask(fixture.db, access, foreign.id)).rejects.toBeInstanceOf(TaskNotFoundError)
    const [unchanged] = await fixture.db.select().from(tasks).where(eq(tasks.id, foreign.id))
    expect(unchanged).toMatchObject({ title: foreign.title, status: 'not-started' })
  })

  it('lets a Viewer read but not change, and a Member change', async () => {
    const family = await familyWith(['Viewer', 'Member'])
    const viewer: FamilyAccess = await family.access(family.others.Viewer ?? '', 'view')
    const [task] = await listTasks(fixture.db, viewer)
    if (!task) throw new Error('no tasks')
    await expect(family.access(family.others.Viewer ?? '', 'edit-tasks')).rejects.toMatchObject({ status: 403 })
    await expect(setTaskStatus(fixture.db, viewer, task.id, 'completed')).rejects.toMatchObject({ status: 403 })
    await expect(createTask(fixture.db, viewer, fields({ title: 'x' }))).rejects.toMatchObject({ status: 403 })
    const member = await family.access(family.others.Member ?? '', 'edit-tasks')
    expect((await setTaskStatus(fixture.db, member, task.id, 'in-progress')).status).toBe('in-progress')
  })

  it('deletes a task and records who did', async () => {
    const family = await familyWith()
    const access = await family.access(family.adminId, 'edit-tasks')
    const task = await createTask(fixture.db, access, fields({ title: 'Temporary' }))
    await deleteTask(fixture.db, access, task.id)
    expect(await fixture.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([])
    const [latest] = await recentActivity(fixture.db, access, 1)
    expect(latest).toMatchObject({ type: 'task_deleted', target: 'Temporary' })
  })
})

describe('the task rules', () => {
  it('refuse an empty or long title, long texts, too many steps, unknown values and bad dates', () => {
    const problems = (input: Record<string, unknown>) =>
      TaskFieldsSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []
    expect(problems({ title: '   ' })).toEqual(['Please enter a task title'])
    expect(problems({ title: 'x'.repeat(201) })).toEqual(['A title can have at most 200 characters'])
    expect(problems({ title: 'ok', description: 'x'.repeat(5001) })).toEqual([
      'A description can have at most 5000 characters',
    ])
    expect(problems({ title: 'ok', steps: Array.from({ length: 51 }, (_, i) => `step ${i}`) })).toEqual([
      'A task can have at most 50 steps',
    ])
    expect(problems({ title: 'ok', category: 'magic' })).toEqual(['Choose a category from the list'])
    expect(problems({ title: 'ok', priority: 'whenever' })).toEqual(['Choose a priority from the list'])
    expect(problems({ title: 'ok', dueDate: '2026-02-30' })).toEqual(['Enter a real date, like 2026-12-01'])
  })
})
