import { eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { answerNamePrompt, asksForFullName } from '~/features/accounts/index.server'
import { recentActivity } from '~/features/activity/index.server'
import { acceptInvitation, inviteMember } from '~/features/family/invitations.server'
import { listFamilyPeople } from '~/features/family/members.server'
import { assigneeOptions, assignTask, notifyAssignee } from '~/features/tasks/task-assignment.server'
import { listTasks } from '~/features/tasks/task-service.server'
import { listOutbox } from '~/lib/mail.server'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/dashboard'
import { action as organisationsAction } from '~/routes/dashboard.organisations'
import { loader as letterLoader } from '~/routes/dashboard.organisations.$id.letter'
import { familyOrganisations, profiles, users } from '~db/schema'
import { actionResult } from '../setup/action-result'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

/** People by full name, never by username (decision 061). */

const context = setUpTestContext()
const silent = pino({ level: 'silent' })

function services() {
  return { db: context.db, mailer: context.mailer, publicUrl: TEST_ORIGIN, logger: silent }
}

async function emailOf(userId: string) {
  const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? ''
}

/** An account as the earlier sign-up left it, after the migration: a username, no full name, an empty `name`. */
async function madeBeforeFullNames(userId: string, username: string) {
  await context.db.update(profiles).set({ fullName: null, username }).where(eq(profiles.userId, userId))
  await context.db.update(users).set({ name: '' }).where(eq(users.id, userId))
}

function post(path: string, cookie: string, fields: Record<string, string>, params: object = {}) {
  const body = new URLSearchParams(fields)
  return context.routeArgs(path, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body }, params)
}

async function inviteAndJoin(inviter: Awaited<ReturnType<typeof context.premiumFamily>>, invitee: { id: string }) {
  const email = await emailOf(invitee.id)
  await inviteMember(services(), inviter.access, { fullName: 'Maggie from the invitation', email, role: 'Member' })
  const mail = (await listOutbox(context.db)).find((message) => message.to === email)
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(await acceptInvitation(context.db, { id: invitee.id, email }, token)).toMatchObject({ ok: true })
  return mail
}

describe('a person is named by the full name they gave', () => {
  it('in the invitation e-mail, the family page once they join, the activity, the assignees and the e-mail about a task', async () => {
    const margaret = await context.premiumFamily('Margaret Wilson')
    const joiner = await context.person('Margaret Jones')
    const invitation = await inviteAndJoin(margaret, joiner)
    expect(invitation?.subject).toBe('Margaret Wilson has invited you to help on Afterword')
    expect(invitation?.text).toContain('Margaret Wilson has invited you to share the plan')

    // Invited as 'Maggie from the invitation'; once joined, her own full name.
    const people = await listFamilyPeople(context.db, margaret.access)
    expect(people.find((person) => person.id === joiner.id)).toMatchObject({ name: 'Margaret Jones' })
    const feed = await recentActivity(context.db, margaret.access, 100)
    expect(feed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'member_invited', actor: 'Margaret Wilson' }),
        expect.objectContaining({ type: 'member_joined', target: 'Margaret Jones' }),
      ]),
    )

    expect((await assigneeOptions(context.db, margaret.access)).map((option) => option.name)).toEqual([
      'Margaret Jones',
      'Margaret Wilson',
    ])
    const [task] = await listTasks(context.db, margaret.access)
    const assignment = await assignTask(context.db, margaret.access, task!.id, joiner.id)
    await notifyAssignee(services(), { id: margaret.id, fullName: 'Margaret Wilson' }, assignment)
    const told = (await listOutbox(context.db)).find((message) => message.subject.includes('asked you'))
    expect(told?.subject).toBe('Margaret Wilson asked you to take care of a task')
    expect(told?.text).toContain('Hello Margaret Jones, Margaret Wilson has assigned you a task')
  })

  it('an account without a full name is never named by its username, and letters are left for it to sign', async () => {
    const old = await context.premiumFamily('Placeholder')
    await madeBeforeFullNames(old.id, 'margaretmwycmj10')
    const other = await context.person('Ravi Patel')
    await inviteAndJoin(old, other)

    const email = await emailOf(other.id)
    const sent = (await listOutbox(context.db)).find((message) => message.to === email)
    expect(sent?.subject).toBe('A family member has invited you to help on Afterword')
    const people = await listFamilyPeople(context.db, old.access)
    expect(people.find((person) => person.id === old.id)?.name).toBe('A family member')
    const feed = await recentActivity(context.db, old.access, 100)
    expect(feed.find((entry) => entry.type === 'member_invited')?.actor).toBe('A family member')
    // Two people without names must still be told apart when choosing whom to assign a task to.
    const options = await assigneeOptions(context.db, old.access)
    expect(options.map((option) => option.name)).toEqual(['Ravi Patel', `A family member (${await emailOf(old.id)})`])

    const everything = JSON.stringify({ people, feed, options, mail: await listOutbox(context.db) })
    expect(everything).not.toContain('margaretmwycmj10')

    await organisationsAction(
      post('/dashboard/organisations', old.cookie, { intent: 'add-typed', name: 'Nationwide', kind: 'bank' }),
    )
    const [bank] = await context.db
      .select()
      .from(familyOrganisations)
      .where(eq(familyOrganisations.familyId, old.familyId))
    const path = `/dashboard/organisations/${bank!.id}/letter`
    const draft = await letterLoader(context.routeArgs(path, { headers: { cookie: old.cookie } }, { id: bank!.id }))
    // Unsigned: the letter asks for the name (decision 063) rather than sign with a username or a stand-in.
    expect(draft.missing.map((field) => field.field)).toContain('senderName')
    expect(draft.text).not.toContain('margaretmwycmj10')
    expect(draft.text).not.toContain('A family member')
  })

  it('a letter is signed with the full name', async () => {
    const ann = await context.premiumFamily('Ann Wilson')
    await organisationsAction(
      post('/dashboard/organisations', ann.cookie, { intent: 'add-typed', name: 'Nationwide', kind: 'bank' }),
    )
    const [bank] = await context.db
      .select()
      .from(familyOrganisations)
      .where(eq(familyOrganisations.familyId, ann.familyId))
    const path = `/dashboard/organisations/${bank!.id}/letter`
    const draft = await letterLoader(context.routeArgs(path, { headers: { cookie: ann.cookie } }, { id: bank!.id }))
    expect(draft.missing.map((field) => field.field)).not.toContain('senderName')
    expect(draft.text).toContain('Ann Wilson')
  })
})

describe('the prompt to add a full name', () => {
  const dashboard = (cookie: string) => dashboardLoader(context.routeArgs('/dashboard', { headers: { cookie } }))

  it('is not shown to someone who gave their name at sign-up', async () => {
    const ann = await context.personWithFamily('Ann Wilson')
    expect((await dashboard(ann.cookie)).askForName).toBe(false)
  })

  it('asks an older account once; its answer is saved where everything reads it, and the prompt does not return', async () => {
    const bo = await context.personWithFamily('Placeholder')
    await madeBeforeFullNames(bo.id, 'bo1952')
    expect((await dashboard(bo.cookie)).askForName).toBe(true)

    const blank = actionResult(
      await dashboardAction(post('/dashboard', bo.cookie, { intent: 'save-full-name', fullName: '  ' })),
    )
    expect(blank.status).toBe(400)
    expect(blank.data).toMatchObject({ ok: false, fieldErrors: { fullName: 'Please enter your full name' } })
    expect(await asksForFullName(context.db, bo.id)).toBe(true)

    const saved = actionResult(
      await dashboardAction(post('/dashboard', bo.cookie, { intent: 'save-full-name', fullName: '  Bo   Jensen ' })),
    )
    expect(saved.data).toEqual({ ok: true, saved: true })
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, bo.id))
    expect(profile).toMatchObject({ fullName: 'Bo Jensen', username: 'bo1952' })
    const [account] = await context.db.select({ name: users.name }).from(users).where(eq(users.id, bo.id))
    expect(account?.name).toBe('Bo Jensen')
    expect((await dashboard(bo.cookie)).askForName).toBe(false)
  })

  it('‘Not now’ closes it for good, on the server, and the name can still be added later', async () => {
    const cy = await context.personWithFamily('Placeholder')
    await madeBeforeFullNames(cy.id, 'cy_w')
    const closed = actionResult(await dashboardAction(post('/dashboard', cy.cookie, { intent: 'not-now' })))
    expect(closed.data).toEqual({ ok: true, saved: false })
    expect((await dashboard(cy.cookie)).askForName).toBe(false)
    expect(await answerNamePrompt(context.db, cy.id, { intent: 'save-full-name', fullName: 'Cy Wright' })).toEqual({
      ok: true,
      saved: true,
    })
    const [profile] = await context.db
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.userId, cy.id))
    expect(profile?.fullName).toBe('Cy Wright')
  })
})
