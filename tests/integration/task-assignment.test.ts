import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { activities, profiles, tasks } from '~db/schema'
import { createMailer } from '~/lib/mail.server'
import { type FamilyAccess } from '~/lib/permissions.server'
import {
  AssigneeError,
  assigneeOptions,
  assignTask,
  myNextTasks,
  notifyAssignee,
} from '~/features/tasks/task-assignment.server'
import { countTasks, listTasks, TaskNotFoundError } from '~/features/tasks/task-service.server'
import { action as taskManagerAction } from '~/routes/dashboard.tasks'
import { actionResult } from '../setup/action-result'
import { decodedMail, setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'
import { Refusal } from '~/lib/refusal'

const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()

function mailServices() {
  const logger = pino({ level: 'silent' })
  return {
    mailer: createMailer({ db: context.db, logger, from: 'Afterword <help@afterword.test>', smtpUrl: smtp.url }),
    publicUrl: 'https://afterword.test',
    logger,
  }
}

async function firstTaskOf(familyId: string) {
  const [task] = await context.db.select().from(tasks).where(eq(tasks.familyId, familyId)).limit(1)
  if (!task) throw new Error('the family has no tasks')
  return task
}

async function familyWithHelpers() {
  const admin = await context.premiumFamily('Ann')
  const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
  const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
  const memberAccess: FamilyAccess = { familyId: admin.familyId, userId: member.id, role: 'Member' }
  const viewerAccess: FamilyAccess = { familyId: admin.familyId, userId: viewer.id, role: 'Viewer' }
  return { admin, member, viewer, memberAccess, viewerAccess, task: await firstTaskOf(admin.familyId) }
}

describe('assigning a task', () => {
  it('offers the Members and Admins, assigns, records it in the feed and e-mails the assignee', async () => {
    const { admin, member, memberAccess, task } = await familyWithHelpers()
    expect((await assigneeOptions(context.db, admin.access)).map((person) => person.name)).toEqual(['Ann', 'Mo'])

    const assignment = await assignTask(context.db, admin.access, task.id, member.id)
    expect(assignment.task.assigneeId).toBe(member.id)
    expect(await notifyAssignee(mailServices(), { id: admin.id, fullName: 'Ann' }, assignment)).toBe(true)
    const mail = decodedMail(smtp.received.at(-1)?.raw ?? '')
    expect(mail).toContain('Subject: Ann asked you to take care of a task')
    expect(mail).toContain(`Ann has assigned you a task on Afterword: =E2=80=9C${task.title}`)
    expect(mail).toContain('https://afterword.test/dashboard/tasks?assigned=me')

    const [entry] = await context.db
      .select()
      .from(activities)
      .where(and(eq(activities.familyId, admin.familyId), eq(activities.type, 'task_assigned')))
    expect(entry).toMatchObject({ target: task.title, detail: 'Mo', userId: admin.id })

    // 'Assigned to me' and the dashboard's own next tasks.
    expect((await listTasks(context.db, memberAccess, { filters: { assigned: 'me' } })).map((t) => t.id)).toEqual([
      task.id,
    ])
    expect(await countTasks(context.db, admin.access, { assigned: 'me' })).toBe(0)
    expect((await myNextTasks(context.db, memberAccess)).map((t) => t.id)).toEqual([task.id])
  })

  it('sends no e-mail to someone who turned them off, or who assigned the task to themselves', async () => {
    const { admin, member, memberAccess, task } = await familyWithHelpers()
    await context.db.update(profiles).set({ emailWhenAssigned: false }).where(eq(profiles.userId, member.id))
    const toMember = await assignTask(context.db, admin.access, task.id, member.id)
    expect(await notifyAssignee(mailServices(), { id: admin.id, fullName: 'Ann' }, toMember)).toBe(false)
    const toSelf = await assignTask(context.db, memberAccess, task.id, member.id)
    expect(await notifyAssignee(mailServices(), { id: member.id, fullName: 'Mo' }, toSelf)).toBe(false)
    expect(smtp.received).toHaveLength(0)
  })

  it('refuses a Viewer as assignee, someone outside the family, and a Viewer assigning, changing nothing', async () => {
    const { admin, viewer, viewerAccess, task } = await familyWithHelpers()
    const stranger = await context.personWithFamily('Zed')
    await expect(assignTask(context.db, admin.access, task.id, viewer.id)).rejects.toBeInstanceOf(AssigneeError)
    await expect(assignTask(context.db, admin.access, task.id, stranger.id)).rejects.toBeInstanceOf(AssigneeError)
    await expect(assignTask(context.db, viewerAccess, task.id, admin.id)).rejects.toBeInstanceOf(Refusal)
    // Another family's task is not found, whatever its id.
    const theirs = await firstTaskOf(stranger.familyId)
    await expect(assignTask(context.db, admin.access, theirs.id, admin.id)).rejects.toBeInstanceOf(TaskNotFoundError)
    await expect(assignTask(context.db, admin.access, 'not-a-uuid', admin.id)).rejects.toBeInstanceOf(TaskNotFoundError)
    const [after] = await context.db.select().from(tasks).where(eq(tasks.id, task.id))
    expect(after?.assigneeId).toBeNull()
  })

  it('goes through the task manager’s action, and unassigns with an empty choice', async () => {
    const { admin, member, task } = await familyWithHelpers()
    const post = (assigneeId: string) =>
      taskManagerAction(
        context.routeArgs('/dashboard/tasks', {
          method: 'POST',
          headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
          body: new URLSearchParams({ intent: 'assign', taskId: task.id, assigneeId }),
        }),
      )
    const assigned = actionResult<{ ok: boolean }>(await post(member.id))
    expect(assigned.data.ok).toBe(true)
    let [row] = await context.db.select().from(tasks).where(eq(tasks.id, task.id))
    expect(row?.assigneeId).toBe(member.id)

    await post('')
    ;[row] = await context.db.select().from(tasks).where(eq(tasks.id, task.id))
    expect(row?.assigneeId).toBeNull()
  })
})
