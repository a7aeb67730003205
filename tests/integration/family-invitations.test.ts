import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { activities, familyInvitations, familyMembers, profiles, users } from '~db/schema'
import { createMailer } from '~/lib/mail.server'
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
  type InvitationServices,
} from '~/features/family/invitations.server'
import {
  changeMemberRole,
  familyOverview,
  leaveFamily,
  listFamilyPeople,
  removeMember,
} from '~/features/family/members.server'
import { MAX_FAMILY_PEOPLE } from '~/features/family/family.schema'
import { taskProgress } from '~/features/tasks/index.server'
import { action as familyAction, loader as familyLoader } from '~/routes/family'
import { action as inviteAction } from '~/routes/invite.$token'
import { actionResult } from '../setup/action-result'
import { decodedMail, setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext, type PersonWithFamily } from '../setup/test-context'
import { Refusal } from '~/lib/refusal'

const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()

function services(): InvitationServices {
  const logger = pino({ level: 'silent' })
  return {
    db: context.db,
    mailer: createMailer({ db: context.db, logger, from: 'Afterword <help@afterword.test>', smtpUrl: smtp.url }),
    publicUrl: 'https://afterword.test',
    logger,
  }
}

async function emailOf(userId: string) {
  const [row] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? ''
}

/** The invitation link in the last e-mail to `to`, as the invitee's mail program shows it. */
function linkSentTo(to: string): string {
  const mail = [...smtp.received].reverse().find((message) => message.to.includes(to))
  const match = /https:\/\/afterword\.test\/invite\/([A-Za-z0-9_-]+)/.exec(decodedMail(mail?.raw ?? ''))
  if (!match?.[1]) throw new Error(`no invitation link was sent to ${to}`)
  return match[1]
}

async function roleOf(familyId: string, userId: string) {
  const [row] = await context.db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
  return row?.role ?? null
}

let inviteeCounter = 0
/** Someone signed up with a fresh address, and the address. */
async function invitee(name = 'Rosa') {
  const person = await context.person(name)
  inviteeCounter += 1
  return { ...person, email: await emailOf(person.id), number: inviteeCounter }
}

describe('an invitation by e-mail', () => {
  it('is e-mailed with who invited, the role in plain words, and a link the invitee follows to join', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee('Rosa')
    const sent = await inviteMember(services(), admin.access, {
      fullName: 'Rosa Díaz',
      email: rosa.email,
      role: 'Member',
    })
    expect(sent.emailed).toBe(true)

    const mail = decodedMail(smtp.received.find((message) => message.to.includes(rosa.email))?.raw ?? '')
    expect(mail).toContain('Ann has invited you')
    expect(mail).toContain(
      'You are invited as a Member: you can also add, edit and complete tasks and upload documents.',
    )
    const [stored] = await context.db.select().from(familyInvitations).where(eq(familyInvitations.id, sent.id))
    const token = linkSentTo(rosa.email)
    // Only the hash is kept: the link in the e-mail is nowhere in the database.
    expect(stored?.tokenHash).not.toContain(token)
    expect(JSON.stringify(stored)).not.toContain(token)

    const joined = await acceptInvitation(context.db, { id: rosa.id, email: rosa.email }, token)
    expect(joined).toMatchObject({ ok: true, access: { familyId: admin.familyId, role: 'Member' } })
    expect(await roleOf(admin.familyId, rosa.id)).toBe('Member')
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, rosa.id))
    expect(profile?.activeFamilyId).toBe(admin.familyId)
    expect(profile?.onboardedAt).toBeInstanceOf(Date)

    const feed = await context.db.select().from(activities).where(eq(activities.familyId, admin.familyId))
    expect(feed.map((entry) => entry.type)).toEqual(expect.arrayContaining(['member_invited', 'member_joined']))
  })

  it('works once: a second use, or a second person at the same moment, is refused', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee()
    await inviteMember(services(), admin.access, { fullName: 'Rosa', email: rosa.email, role: 'Viewer' })
    const token = linkSentTo(rosa.email)
    const [first, second] = await Promise.all([
      acceptInvitation(context.db, rosa, token),
      acceptInvitation(context.db, rosa, token),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    expect(await acceptInvitation(context.db, rosa, token)).toMatchObject({ ok: false, status: 409 })
    const members = await context.db.select().from(familyMembers).where(eq(familyMembers.familyId, admin.familyId))
    expect(members).toHaveLength(2)
  })

  it('expires after 7 days', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee()
    const sent = await inviteMember(services(), admin.access, { fullName: 'Rosa', email: rosa.email, role: 'Viewer' })
    const token = linkSentTo(rosa.email)
    const [stored] = await context.db.select().from(familyInvitations).where(eq(familyInvitations.id, sent.id))
    const days = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000
    expect(days).toBeCloseTo(7, 1)
    await context.db
      .update(familyInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(familyInvitations.id, sent.id))
    expect(await acceptInvitation(context.db, rosa, token)).toMatchObject({ ok: false, status: 410 })
    expect((await previewInvitation(context.db, token))?.state).toBe('expired')
    expect(await roleOf(admin.familyId, rosa.id)).toBeNull()
  })

  it('stops working when withdrawn, and a resend replaces the old link with a new one', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee()
    const sent = await inviteMember(services(), admin.access, { fullName: 'Rosa', email: rosa.email, role: 'Viewer' })
    const oldToken = linkSentTo(rosa.email)
    await resendInvitation(services(), admin.access, sent.id)
    const newToken = linkSentTo(rosa.email)
    expect(newToken).not.toBe(oldToken)
    expect(await acceptInvitation(context.db, rosa, oldToken)).toMatchObject({ ok: false, status: 404 })

    await revokeInvitation(context.db, admin.access, sent.id)
    expect(await acceptInvitation(context.db, rosa, newToken)).toMatchObject({ ok: false, status: 410 })
    expect(await roleOf(admin.familyId, rosa.id)).toBeNull()
  })

  it('is refused to someone signed in with another address, with both addresses named', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee()
    const other = await invitee('Bea')
    await inviteMember(services(), admin.access, { fullName: 'Rosa', email: rosa.email, role: 'Viewer' })
    const result = await acceptInvitation(context.db, other, linkSentTo(rosa.email))
    expect(result).toMatchObject({ ok: false, status: 403 })
    expect(!result.ok && result.message).toContain(rosa.email)
    expect(await roleOf(admin.familyId, other.id)).toBeNull()
  })

  it('refuses one’s own address, a member’s, an address already waiting and a full family, saving nothing', async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const invite = (email: string) =>
      inviteMember(services(), admin.access, { fullName: 'Someone', email, role: 'Viewer' })
    await expect(invite(await emailOf(admin.id))).rejects.toThrow('your own e-mail address')
    await expect(invite((await emailOf(member.id)).toUpperCase().toLowerCase())).rejects.toThrow('already belongs')
    await invite('waiting@example.com')
    await expect(invite('waiting@example.com')).rejects.toThrow('already waiting')

    const missing = MAX_FAMILY_PEOPLE - 3
    for (let index = 0; index < missing; index += 1) await invite(`filler-${index}@example.com`)
    await expect(invite('one-too-many@example.com')).rejects.toThrow(`at most ${MAX_FAMILY_PEOPLE}`)
    const people = await listFamilyPeople(context.db, admin.access)
    expect(people).toHaveLength(MAX_FAMILY_PEOPLE)
  })

  it('can only be sent by an Admin', async () => {
    const admin = await context.premiumFamily('Ann')
    for (const role of ['Member', 'Viewer'] as const) {
      const person = await context.memberOf(admin.familyId, role)
      const access = { familyId: admin.familyId, userId: person.id, role }
      await expect(
        inviteMember(services(), access, { fullName: 'X', email: 'x@example.com', role: 'Admin' }),
      ).rejects.toBeInstanceOf(Refusal)
    }
    const [count] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(familyInvitations)
      .where(eq(familyInvitations.familyId, admin.familyId))
    expect(count?.n).toBe(0)
  })
})

describe('roles and membership', () => {
  async function familyOfThree(): Promise<{ admin: PersonWithFamily; memberId: string; viewerId: string }> {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    return { admin, memberId: member.id, viewerId: viewer.id }
  }

  it('the overview counts the family: members, tasks and the share completed', async () => {
    const { admin } = await familyOfThree()
    const overview = await familyOverview(context.db, admin.access, taskProgress)
    expect(overview.activeMembers).toBe(3)
    expect(overview.sharedTasks).toBeGreaterThan(5)
    expect(overview.completedPercent).toBe(0)
  })

  it('an Admin changes a role; the last Admin can be neither demoted nor leave', async () => {
    const { admin, memberId } = await familyOfThree()
    await expect(
      changeMemberRole(context.db, admin.access, { memberId: admin.id, role: 'Member', expectedRole: 'Admin' }),
    ).rejects.toThrow('at least one Admin')
    await expect(leaveFamily(context.db, admin.access)).rejects.toThrow('at least one Admin')
    expect(await roleOf(admin.familyId, admin.id)).toBe('Admin')

    await changeMemberRole(context.db, admin.access, { memberId, role: 'Admin', expectedRole: 'Member' })
    expect(await roleOf(admin.familyId, memberId)).toBe('Admin')
    // With a second Admin, the first may step down.
    await changeMemberRole(context.db, admin.access, { memberId: admin.id, role: 'Viewer', expectedRole: 'Admin' })
    expect(await roleOf(admin.familyId, admin.id)).toBe('Viewer')
  })

  it('two Admins changing the same member at once: one change holds, the other is told and changes nothing', async () => {
    const { admin, memberId } = await familyOfThree()
    const second = await context.memberOf(admin.familyId, 'Admin', 'Al')
    const secondAccess = { familyId: admin.familyId, userId: second.id, role: 'Admin' as const }
    const results = await Promise.allSettled([
      changeMemberRole(context.db, admin.access, { memberId, role: 'Viewer', expectedRole: 'Member' }),
      changeMemberRole(context.db, secondAccess, { memberId, role: 'Admin', expectedRole: 'Member' }),
    ])
    const fulfilled = results.filter((result) => result.status === 'fulfilled')
    const rejected = results.filter((result) => result.status === 'rejected')
    expect(fulfilled).toHaveLength(1)
    expect(rejected).toHaveLength(1)
    expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(Refusal)
    expect(['Viewer', 'Admin']).toContain(await roleOf(admin.familyId, memberId))
  })

  it('two Admins demoting each other at once cannot leave the family without an Admin', async () => {
    const admin = await context.premiumFamily('Ann')
    const second = await context.memberOf(admin.familyId, 'Admin', 'Al')
    const secondAccess = { familyId: admin.familyId, userId: second.id, role: 'Admin' as const }
    await Promise.allSettled([
      changeMemberRole(context.db, admin.access, { memberId: second.id, role: 'Member', expectedRole: 'Admin' }),
      changeMemberRole(context.db, secondAccess, { memberId: admin.id, role: 'Member', expectedRole: 'Admin' }),
    ])
    const roles = [await roleOf(admin.familyId, admin.id), await roleOf(admin.familyId, second.id)]
    expect(roles).toContain('Admin')
  })

  it('an Admin removes a member, whose pages then show no family; a Member cannot remove anyone', async () => {
    const { admin, memberId, viewerId } = await familyOfThree()
    const memberAccess = { familyId: admin.familyId, userId: memberId, role: 'Member' as const }
    await expect(removeMember(context.db, memberAccess, viewerId)).rejects.toBeInstanceOf(Refusal)
    expect(await roleOf(admin.familyId, viewerId)).toBe('Viewer')

    await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, viewerId))
    await removeMember(context.db, admin.access, viewerId)
    expect(await roleOf(admin.familyId, viewerId)).toBeNull()
    const [profile] = await context.db.select().from(profiles).where(eq(profiles.userId, viewerId))
    expect(profile?.activeFamilyId).toBeNull()
  })

  it('a member leaves; the only person in a family cannot', async () => {
    const { admin, memberId } = await familyOfThree()
    await leaveFamily(context.db, { familyId: admin.familyId, userId: memberId, role: 'Member' })
    expect(await roleOf(admin.familyId, memberId)).toBeNull()

    const alone = await context.premiumFamily('Solo')
    await expect(leaveFamily(context.db, alone.access)).rejects.toThrow('only person')
  })
})

describe('the /family page and the invitation link, through their routes', () => {
  const post = (cookie: string, path: string, fields: Record<string, string>) =>
    context.routeArgs(path, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    })
  const unwrap = (result: unknown) => {
    const { status, data } = actionResult(result)
    return { status, body: data }
  }

  it('says "Missing Information" when a name or address is missing, and keeps what was typed', async () => {
    const admin = await context.premiumFamily('Ann')
    const { status, body } = unwrap(
      await familyAction(
        post(admin.cookie, '/family', { intent: 'invite', fullName: 'Rosa', email: '', role: 'Member' }),
      ),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({
      ok: false,
      title: 'Missing Information',
      message: 'Please fill in all required fields',
      values: { fullName: 'Rosa' },
    })
  })

  it('answers "Invitation Sent", then the invitee accepts through the link page and lands on the dashboard', async () => {
    const admin = await context.premiumFamily('Ann')
    const rosa = await invitee()
    const { body } = unwrap(
      await familyAction(
        post(admin.cookie, '/family', { intent: 'invite', fullName: 'Rosa Díaz', email: rosa.email, role: 'Viewer' }),
      ),
    )
    // The loopback SMTP server is not this context's mailer: the page's mailer keeps mail in the outbox.
    expect(body).toMatchObject({
      ok: true,
      notice: { title: 'Invitation Sent', message: `Invitation sent to Rosa Díaz (${rosa.email})` },
    })
    const [invitation] = await context.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.familyId, admin.familyId))
    expect(invitation?.email).toBe(rosa.email)

    // The link itself is only in the e-mail; a fresh one is made by resending it through our own services.
    await resendInvitation(services(), admin.access, invitation?.id ?? '')
    const token = linkSentTo(rosa.email)
    const accepted = await inviteAction({ ...post(rosa.cookie, `/invite/${token}`, {}), params: { token } })
    expect(accepted).toBeInstanceOf(Response)
    expect((accepted as Response).headers.get('Location')).toBe('/dashboard?joined=1')
    expect(await roleOf(admin.familyId, rosa.id)).toBe('Viewer')

    const page = await familyLoader(context.routeArgs('/family', { headers: { cookie: rosa.cookie } }))
    expect(page.people.map((person) => [person.name, person.status])).toEqual([
      ['Ann', 'Active'],
      ['Rosa', 'Active'],
    ])
    expect(page.canManage).toBe(false)
  })

  it('refuses a Viewer’s forged invite, role change or removal with 403 and changes nothing', async () => {
    const admin = await context.premiumFamily('Ann')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, viewer.id))
    const forged: Record<string, string>[] = [
      { intent: 'invite', fullName: 'X', email: 'x@example.com', role: 'Admin' },
      { intent: 'change-role', memberId: viewer.id, role: 'Admin', expectedRole: 'Viewer' },
      { intent: 'remove', memberId: admin.id },
    ]
    for (const fields of forged) {
      const refused = await familyAction(post(viewer.cookie, '/family', fields)).catch((error: unknown) => error)
      expect(unwrap(refused).status).toBe(403)
    }
    expect(await roleOf(admin.familyId, viewer.id)).toBe('Viewer')
    expect(await roleOf(admin.familyId, admin.id)).toBe('Admin')
  })

  it('a member of another family cannot act on this one by its ids', async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const stranger = await context.premiumFamily('Zed')
    const result = unwrap(
      await familyAction(post(stranger.cookie, '/family', { intent: 'remove', memberId: member.id })),
    )
    expect(result.status).toBe(404)
    expect(await roleOf(admin.familyId, member.id)).toBe('Member')
  })
})
