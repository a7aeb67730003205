import { describe, expect, it } from 'vitest'
import { loadChecklist } from '~/features/checklist/checklist.server'
import { checklistFiltersFromUrl } from '~/features/checklist/checklist.schema'
import { createTask, setTaskStatus } from '~/features/tasks/task-service.server'
import { TaskFieldsSchema } from '~/features/tasks/tasks.schema'
import {
  countOutside,
  daysWithTasks,
  tasksDue,
  timelineSummary,
  unfinishedBefore,
} from '~/features/timeline/timeline.server'
import { loadTimeline } from '~/features/timeline/timeline-overview.server'
import { EARLIER_SHOWN, timelineQueryFromUrl, WEEK_SHOWN } from '~/features/timeline/timeline.schema'
import { COUNTRY_CALENDARS } from '~/lib/calendar'
import type { FamilyAccess } from '~/lib/permissions.server'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const TODAY = '2026-11-22'

/** A family in England with no date of death (so no generated task is dated) and its admin's access. */
async function family(): Promise<FamilyAccess> {
  const admin = await fixture.personWithFamily('Ann', { ...ENGLAND, dateOfDeath: undefined })
  return admin.access
}

async function add(access: FamilyAccess, title: string, input: Record<string, unknown> = {}) {
  return createTask(fixture.db, access, TaskFieldsSchema.parse({ title, ...input }))
}

describe('the timeline’s figures and lists', () => {
  it('count total, pending, overdue (date passed, not done) and completed, and filter every list the same way', async () => {
    const access = await family()
    const before = await timelineSummary(fixture.db, access, TODAY)
    expect(before.overdue).toBe(0)
    expect(before.pending).toBe(before.total)

    const lateTask = await add(access, 'Late and not done', { dueDate: '2026-11-20' })
    const lateDone = await add(access, 'Late but done', { dueDate: '2026-11-19' })
    const today = await add(access, 'Due today', { dueDate: TODAY })
    const nextWeek = await add(access, 'Next week', { dueDate: '2026-11-26', priority: 'urgent' })
    await add(access, 'Also next week', { dueDate: '2026-11-26', priority: 'low' })
    await add(access, 'Far away', { dueDate: '2027-06-01' })
    await setTaskStatus(fixture.db, access, lateDone.id, 'completed')
    await setTaskStatus(fixture.db, access, today.id, 'in-progress')

    expect(await timelineSummary(fixture.db, access, TODAY)).toEqual({
      total: before.total + 6,
      pending: before.total + 5,
      overdue: 1,
      completed: 1,
    })

    const range = { from: '2026-11-16', to: '2027-01-10' }
    const titles = async (status: 'all' | 'pending' | 'overdue' | 'completed') =>
      (await tasksDue(fixture.db, access, range, status, TODAY)).map((task) => task.title)
    expect(await titles('all')).toEqual([
      'Late but done',
      'Late and not done',
      'Due today',
      'Next week',
      'Also next week',
    ])
    expect(await titles('pending')).toEqual(['Late and not done', 'Due today', 'Next week', 'Also next week'])
    expect(await titles('overdue')).toEqual(['Late and not done'])
    expect(await titles('completed')).toEqual(['Late but done'])

    const late = await unfinishedBefore(fixture.db, access, '2026-11-23', 'all', TODAY)
    expect(late).toEqual({
      tasks: [expect.objectContaining({ id: lateTask.id }), expect.objectContaining({ id: today.id })],
      total: 2,
    })
    // Capped: the longest overdue first, with the count of all of them.
    const first = await unfinishedBefore(fixture.db, access, '2026-11-23', 'all', TODAY, 1)
    expect(first.tasks.map((task) => task.id)).toEqual([lateTask.id])
    expect(first.total).toBe(2)
    expect(await unfinishedBefore(fixture.db, access, '2026-11-23', 'completed', TODAY)).toEqual({
      tasks: [],
      total: 0,
    })
    expect(await countOutside(fixture.db, access, '2027-01-10', 'all', TODAY)).toEqual({
      later: 1,
      undated: before.total,
    })
    expect(await countOutside(fixture.db, access, '2027-01-10', 'overdue', TODAY)).toEqual({ later: 0, undated: 0 })
    expect(await daysWithTasks(fixture.db, access, 'pending', TODAY)).toEqual([
      { date: '2026-11-20', count: 1 },
      { date: TODAY, count: 1 },
      { date: '2026-11-26', count: 2 },
      { date: '2027-06-01', count: 1 },
    ])
    expect(nextWeek.priority).toBe('urgent')
  })

  it('never shows another family’s tasks', async () => {
    const mine = await family()
    const theirs = await family()
    await add(theirs, 'Their task', { dueDate: TODAY })
    expect(await tasksDue(fixture.db, mine, { from: TODAY, to: TODAY }, 'all', TODAY)).toEqual([])
    expect(await daysWithTasks(fixture.db, mine, 'all', TODAY)).toEqual([])
    expect((await timelineSummary(fixture.db, mine, TODAY)).total).toBe(
      (await timelineSummary(fixture.db, theirs, TODAY)).total - 1,
    )
  })

  it('lists a busy week’s first 5 tasks and the first 10 late ones, each with the way to all of them', async () => {
    const access = await family()
    for (let day = 0; day < 7; day++) await add(access, `This week ${day}`, { dueDate: '2026-11-23' })
    for (let day = 0; day < 12; day++) await add(access, `Late ${day}`, { dueDate: '2026-11-10' })
    const dates = { ...COUNTRY_CALENDARS.UK, today: TODAY }
    const timeline = async (search: string) => {
      const { shown } = await loadTimeline(
        fixture.db,
        access,
        timelineQueryFromUrl(new URL(`http://x/${search}`)),
        dates,
      )
      if (shown.view !== 'timeline') throw new Error('the timeline view was not shown')
      return shown
    }
    const first = await timeline('')
    const busyWeek = first.weeks.find((week) => week.total === 7)
    expect(busyWeek?.items).toHaveLength(WEEK_SHOWN)
    expect(WEEK_SHOWN).toBe(5)
    expect(first.earlier).toMatchObject({ total: 12 })
    expect(first.earlier.tasks).toHaveLength(EARLIER_SHOWN)
    expect(EARLIER_SHOWN).toBe(10)

    const opened = await timeline(`?week=${busyWeek?.start}&late=all`)
    expect(opened.weeks.find((week) => week.start === busyWeek?.start)?.items).toHaveLength(7)
    expect(opened.earlier.tasks).toHaveLength(12)
  })
})

describe('the printable checklist', () => {
  const dates = { ...COUNTRY_CALENDARS.UK, today: TODAY }
  const filtersFor = (search: string) =>
    checklistFiltersFromUrl(new URL(`http://localhost/dashboard/checklist${search}`), {
      country: 'UK',
      regionCodes: ['all', 'uk-england', 'uk-scotland', 'uk'],
    })

  it('groups the chosen tasks by category, most pressing first, with dates the country’s way', async () => {
    const access = await family()
    await add(access, 'Ring the vicar', {
      category: 'funeral',
      priority: 'low',
      dueDate: '2026-12-01',
      steps: ['Call'],
    })
    await add(access, 'Book the hall', { category: 'funeral', priority: 'urgent', contacts: ['Hall: 01234 567890'] })
    const checklist = await loadChecklist(fixture.db, access, filtersFor('?filtered=1&category=funeral'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    expect(checklist.title).toBe('Bereavement Support Checklist')
    expect(checklist.dateLabel).toBe('22 November 2026')
    expect(checklist.groups.map((group) => group.label)).toEqual(['Funeral'])
    const funeral = checklist.groups[0]!.tasks
    expect(funeral[0]!.priority).toBe('urgent')
    expect(funeral.map((task) => task.priority)).toEqual(
      [...funeral.map((task) => task.priority)].sort(
        (a, b) => ['urgent', 'high', 'medium', 'low'].indexOf(a) - ['urgent', 'high', 'medium', 'low'].indexOf(b),
      ),
    )
    const vicar = funeral.find((task) => task.title === 'Ring the vicar')
    expect(vicar).toMatchObject({ dueDateLabel: '1 December 2026', steps: ['Call'] })
    expect(checklist.taskCount).toBe(funeral.length)
  })

  it('follows the region, completed and category choices', async () => {
    const access = await family()
    const custom = await add(access, 'Our own task', { category: 'personal' })
    const all = await loadChecklist(fixture.db, access, filtersFor(''), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })

    const national = await loadChecklist(fixture.db, access, filtersFor('?region=uk'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    const england = await loadChecklist(fixture.db, access, filtersFor('?region=uk-england'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    const scotland = await loadChecklist(fixture.db, access, filtersFor('?region=uk-scotland'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    expect(national.regionLabel).toBe('UK-wide')
    expect(england.regionLabel).toBe('England')
    expect(national.taskCount).toBeGreaterThan(0)
    expect(england.taskCount).toBeGreaterThan(0)
    // The family's own tasks have no region and go with the family's region.
    expect(national.taskCount + england.taskCount).toBe(all.taskCount)
    const titles = (list: typeof all) => list.groups.flatMap((group) => group.tasks.map((task) => task.title))
    expect(titles(england)).toContain('Our own task')
    expect(scotland.taskCount).toBe(0)

    await setTaskStatus(fixture.db, access, custom.id, 'completed')
    const withoutDone = await loadChecklist(fixture.db, access, filtersFor(''), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    const withDone = await loadChecklist(fixture.db, access, filtersFor('?completed=on'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    expect(withoutDone.taskCount).toBe(all.taskCount - 1)
    expect(withDone.taskCount).toBe(all.taskCount)
    expect(titles(withDone)).toContain('Our own task')

    const none = await loadChecklist(fixture.db, access, filtersFor('?filtered=1'), {
      familyRegion: 'uk-england',
      country: 'UK',
      dates,
    })
    expect(none).toMatchObject({ taskCount: 0, groups: [] })
  })
})
