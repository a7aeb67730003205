import { describe, expect, it } from 'vitest'
import { recentActivity, recordActivity } from '~/features/activity/index.server'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()

describe('the activity feed', () => {
  it('reads back what was recorded for the family, newest first, a page at a time, with who did it', async () => {
    const ann = await context.personWithFamily('Ann')
    const bob = await context.personWithFamily('Bob')
    const before = await recentActivity(context.db, ann.access, 100)
    await recordActivity(context.db, ann.access, 'task_created', 'Ring the vicar')
    await recordActivity(context.db, ann.access, 'task_status_changed', 'Ring the vicar', 'blocked')
    await recordActivity(context.db, { familyId: ann.familyId, userId: null }, 'member_role_changed', 'Mo', 'Admin')
    await recordActivity(context.db, bob.access, 'task_created', 'Book the hall')

    const all = await recentActivity(context.db, ann.access, 100)
    expect(all).toHaveLength(before.length + 3)
    const times = all.map((entry) => entry.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.map((entry) => entry.target)).not.toContain('Book the hall')
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'task_created', target: 'Ring the vicar', detail: null, actor: 'Ann' }),
        expect.objectContaining({ type: 'task_status_changed', detail: 'blocked', actor: 'Ann' }),
        // Nobody with an account made this change: the feed says 'Someone'.
        expect.objectContaining({ type: 'member_role_changed', target: 'Mo', detail: 'Admin', actor: null }),
      ]),
    )

    const firstPage = await recentActivity(context.db, ann.access, 2)
    const secondPage = await recentActivity(context.db, ann.access, 100, 2)
    expect([...firstPage, ...secondPage].map((entry) => entry.id)).toEqual(all.map((entry) => entry.id))
  })

  it('is written with the change it records: a change that fails leaves no entry', async () => {
    const ann = await context.personWithFamily('Ann')
    await expect(
      context.db.transaction(async (tx) => {
        await recordActivity(tx, ann.access, 'task_deleted', 'Cancel the papers')
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const entries = await recentActivity(context.db, ann.access, 100)
    expect(entries.map((entry) => entry.target)).not.toContain('Cancel the papers')
  })
})
