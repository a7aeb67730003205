import { and, eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { familyMembers, profiles, reminderDeliveries, tasks } from '~db/schema'
import { createMailer } from '~/lib/mail.server'
import { runRemindersOnce, unsubscribeToken, type ReminderServices } from '~/features/reminders/index.server'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { action as unsubscribeAction, loader as unsubscribeLoader } from '~/routes/email.unsubscribe.$token'
import { loader as rootLoader } from '~/root'
import { setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { TEST_AUTH_SECRET, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext, type OnboardingAnswers, type PersonWithFamily } from '../setup/test-context'

/**
 * The daily deadline reminders (docs/decisions/051-deadline-reminders.md), on this file's database and a real
 * SMTP server on loopback. Every run is given its instant; no test reads the clock.
 */

const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()

const NEW_ZEALAND: OnboardingAnswers = { country: 'NZ', region: 'nz', dateOfDeath: '2026-11-02', priorities: [] }

/** 19:30 UTC on 1 December: 08:30 on 2 December in Auckland, 11:30 on 1 December in Los Angeles. */
const BOTH_AWAKE = new Date('2026-12-01T19:30:00Z')
/** An hour earlier: 07:30 in Auckland (too early), 10:30 in Los Angeles. */
const AUCKLAND_TOO_EARLY = new Date('2026-12-01T18:30:00Z')

function services(): ReminderServices {
  const logger = pino({ level: 'silent' })
  return {
    db: context.db,
    mailer: createMailer({ db: context.db, logger, from: 'Afterword <help@afterword.test>', smtpUrl: smtp.url }),
    publicUrl: 'https://afterword.test',
    secret: TEST_AUTH_SECRET,
    logger,
  }
}

/** A message as a person reads it: headers unfolded, quoted-printable decoded (UTF-8), plain line ends. */
function readable(raw: string): string {
  const split = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(headers + body, 'latin1')
    .toString('utf8')
    .replace(/\r\n/g, '\n')
}

/** What each recipient was sent, read back from the SMTP server. */
function mailTo(userEmail: string): string[] {
  return smtp.received.filter((mail) => mail.to.includes(userEmail)).map((mail) => readable(mail.raw))
}

async function emailOf(userId: string): Promise<string> {
  const [row] = await context.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, userId) })
  if (!row) throw new Error('no such user')
  return row.email
}

async function setTimeZone(userId: string, timeZone: string | null) {
  await context.db.update(profiles).set({ timeZone }).where(eq(profiles.userId, userId))
}

/** A family whose generated plan is cleared, so each test lists exactly the tasks it adds. */
async function familyWithoutTasks(name: string, answers: OnboardingAnswers = NEW_ZEALAND): Promise<PersonWithFamily> {
  const admin = await context.personWithFamily(name, answers)
  await context.db.delete(tasks).where(eq(tasks.familyId, admin.familyId))
  return admin
}

async function addTask(
  familyId: string,
  title: string,
  dueDate: string | null,
  extra: Partial<typeof tasks.$inferInsert> = {},
): Promise<string> {
  const [task] = await context.db
    .insert(tasks)
    .values({ familyId, kind: 'custom', title, dueDate, ...extra })
    .returning({ id: tasks.id })
  if (!task) throw new Error('no task')
  return task.id
}

// Each test sees only its own people: everyone from earlier tests has reminders off.
beforeEach(async () => {
  await context.db.update(profiles).set({ emailReminders: false })
})

describe('which reminders go to whom', () => {
  it('counts today, tomorrow and a week in each person’s own time zone, and waits for 08:00 there', async () => {
    const auckland = await familyWithoutTasks('Aroha')
    const losAngeles = await context.memberOf(auckland.familyId, 'Admin', 'Lucy')
    await setTimeZone(auckland.id, 'Pacific/Auckland')
    await setTimeZone(losAngeles.id, 'America/Los_Angeles')
    await addTask(auckland.familyId, 'Overdue in Los Angeles', '2026-11-30')
    await addTask(auckland.familyId, 'Overdue in Auckland', '2026-12-01')
    await addTask(auckland.familyId, 'Tomorrow in Los Angeles', '2026-12-02')
    await addTask(auckland.familyId, 'Tomorrow in Auckland', '2026-12-03')
    await addTask(auckland.familyId, 'A week ahead in Los Angeles', '2026-12-08')
    await addTask(auckland.familyId, 'A week ahead in Auckland', '2026-12-09')
    await addTask(auckland.familyId, 'Not dated', null)
    const aucklandEmail = await emailOf(auckland.id)
    const laEmail = await emailOf(losAngeles.id)

    // 07:30 in Auckland: only Los Angeles, already at 10:30, gets theirs.
    expect(await runRemindersOnce(services(), AUCKLAND_TOO_EARLY)).toEqual({ sent: 1, reminders: 3, failed: 0 })
    expect(mailTo(aucklandEmail)).toEqual([])
    const [laMail] = mailTo(laEmail)
    expect(laMail).toContain('Past the date and not yet marked done\n- Overdue in Los Angeles (due 30 November 2026')
    expect(laMail).toContain('Due tomorrow\n- Tomorrow in Los Angeles (due 2 December 2026')
    expect(laMail).toContain('Due in a week\n- A week ahead in Los Angeles (due 8 December 2026')
    expect(laMail).not.toContain('in Auckland')
    expect(laMail).not.toContain('Not dated')

    // An hour later it is 08:30 in Auckland, on its 2 December.
    expect(await runRemindersOnce(services(), BOTH_AWAKE)).toEqual({ sent: 1, reminders: 3, failed: 0 })
    const [aucklandMail] = mailTo(aucklandEmail)
    expect(aucklandMail).toContain('- Overdue in Auckland (due 1 December 2026')
    expect(aucklandMail).toContain('Due tomorrow\n- Tomorrow in Auckland (due 3 December 2026')
    expect(aucklandMail).toContain('Due in a week\n- A week ahead in Auckland (due 9 December 2026')
    expect(aucklandMail).not.toContain('in Los Angeles')
    expect(mailTo(laEmail)).toHaveLength(1)
  })

  it('uses the family’s country’s time zone until the browser has told us the person’s own', async () => {
    const aroha = await familyWithoutTasks('Aroha')
    await setTimeZone(aroha.id, null)
    await addTask(aroha.familyId, 'Tomorrow in Auckland', '2026-12-03')
    expect((await runRemindersOnce(services(), AUCKLAND_TOO_EARLY)).sent).toBe(0)
    expect((await runRemindersOnce(services(), BOTH_AWAKE)).sent).toBe(1)
    expect(mailTo(await emailOf(aroha.id))[0]).toContain('Tomorrow in Auckland')
  })

  it('sends a task to its assignee, and an unassigned one (or one whose assignee left) to the Admins only', async () => {
    const admin = await familyWithoutTasks('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    const leaver = await context.memberOf(admin.familyId, 'Member', 'Lee')
    for (const person of [admin, member, viewer, leaver]) await setTimeZone(person.id, 'Pacific/Auckland')
    await addTask(admin.familyId, 'Mo’s task', '2026-12-03', { assigneeId: member.id })
    await addTask(admin.familyId, 'Nobody’s task', '2026-12-03')
    await addTask(admin.familyId, 'Lee’s old task', '2026-12-03', { assigneeId: leaver.id })
    await addTask(admin.familyId, 'Already done', '2026-12-03', { status: 'completed', completedAt: new Date() })
    await context.db
      .delete(familyMembers)
      .where(and(eq(familyMembers.familyId, admin.familyId), eq(familyMembers.userId, leaver.id)))

    // Another family's Admin with a task of their own: they get theirs and nothing of this family's.
    const other = await familyWithoutTasks('Otto')
    await setTimeZone(other.id, 'Pacific/Auckland')
    await addTask(other.familyId, 'Otto’s own task', '2026-12-03')

    expect(await runRemindersOnce(services(), BOTH_AWAKE)).toEqual({ sent: 3, reminders: 4, failed: 0 })
    const [toAdmin] = mailTo(await emailOf(admin.id))
    expect(toAdmin).toContain('Nobody’s task (due 3 December 2026, not assigned to anyone yet)')
    expect(toAdmin).toContain('Lee’s old task')
    expect(toAdmin).not.toContain('Mo’s task')
    expect(toAdmin).not.toContain('Already done')
    expect(toAdmin).not.toContain('Otto')
    const [toMember] = mailTo(await emailOf(member.id))
    expect(toMember).toContain('Mo’s task (due 3 December 2026)')
    expect(toMember).not.toContain('Nobody’s task')
    expect(mailTo(await emailOf(viewer.id))).toEqual([])
    expect(mailTo(await emailOf(leaver.id))).toEqual([])
    const [toOther] = mailTo(await emailOf(other.id))
    expect(toOther).toContain('Otto’s own task')
    expect(toOther).not.toContain('Nobody’s task')
  })

  it('repeats an overdue task a week later, not every morning', async () => {
    const ann = await familyWithoutTasks('Ann')
    await setTimeZone(ann.id, 'UTC')
    await addTask(ann.familyId, 'Late', '2026-12-01')
    const email = await emailOf(ann.id)
    for (const day of ['02', '03', '04', '05', '06', '07', '08', '09']) {
      await runRemindersOnce(services(), new Date(`2026-12-${day}T09:00:00Z`))
    }
    expect(mailTo(email)).toHaveLength(2)
    const dates = await context.db
      .select({ localDate: reminderDeliveries.localDate })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, ann.id))
    expect(dates.map((row) => row.localDate).sort()).toEqual(['2026-12-02', '2026-12-09'])
  })

  it('sends nothing to someone who turned reminders off, and nothing when nothing is due', async () => {
    const ann = await familyWithoutTasks('Ann')
    const bea = await familyWithoutTasks('Bea')
    await setTimeZone(ann.id, 'Pacific/Auckland')
    await setTimeZone(bea.id, 'Pacific/Auckland')
    await addTask(ann.familyId, 'Due tomorrow', '2026-12-03')
    await addTask(bea.familyId, 'Due in three days', '2026-12-05')
    await context.db.update(profiles).set({ emailReminders: false }).where(eq(profiles.userId, ann.id))
    expect(await runRemindersOnce(services(), BOTH_AWAKE)).toEqual({ sent: 0, reminders: 0, failed: 0 })
    expect(smtp.received).toEqual([])
  })
})

describe('one e-mail a day', () => {
  async function personWithOneTaskDueTomorrow() {
    const ann = await familyWithoutTasks('Ann')
    await setTimeZone(ann.id, 'Pacific/Auckland')
    await addTask(ann.familyId, 'Due tomorrow', '2026-12-03')
    return { ann, email: await emailOf(ann.id) }
  }

  it('sends once however often the schedule runs that day', async () => {
    const { email } = await personWithOneTaskDueTomorrow()
    await runRemindersOnce(services(), BOTH_AWAKE)
    await runRemindersOnce(services(), new Date(BOTH_AWAKE.getTime() + 15 * 60_000))
    expect(await runRemindersOnce(services(), new Date(BOTH_AWAKE.getTime() + 3 * 3_600_000))).toEqual({
      sent: 0,
      reminders: 0,
      failed: 0,
    })
    expect(mailTo(email)).toHaveLength(1)
  })

  it('sends once when several instances run at the same moment', async () => {
    const { email } = await personWithOneTaskDueTomorrow()
    const runs = await Promise.all([1, 2, 3].map(() => runRemindersOnce(services(), BOTH_AWAKE)))
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1)
    expect(mailTo(email)).toHaveLength(1)
  })

  it('does not send a second e-mail that day for a task added after the first', async () => {
    const { ann, email } = await personWithOneTaskDueTomorrow()
    await runRemindersOnce(services(), BOTH_AWAKE)
    await addTask(ann.familyId, 'Added later', '2026-12-03')
    expect((await runRemindersOnce(services(), new Date(BOTH_AWAKE.getTime() + 3_600_000))).sent).toBe(0)
    expect(mailTo(email)).toHaveLength(1)
  })

  it('tries again at the next run when the mail server was down', async () => {
    const { email } = await personWithOneTaskDueTomorrow()
    smtp.refuse = true
    expect(await runRemindersOnce(services(), BOTH_AWAKE)).toEqual({ sent: 0, reminders: 0, failed: 1 })
    smtp.refuse = false
    expect(await runRemindersOnce(services(), BOTH_AWAKE)).toEqual({ sent: 1, reminders: 1, failed: 0 })
    expect(mailTo(email)).toHaveLength(1)
  })
})

describe('the e-mail and its unsubscribe link', () => {
  async function remindedPerson() {
    const ann = await familyWithoutTasks('Ann')
    await setTimeZone(ann.id, 'Pacific/Auckland')
    const taskId = await addTask(ann.familyId, 'Due tomorrow', '2026-12-03')
    await runRemindersOnce(services(), BOTH_AWAKE)
    const [mail] = mailTo(await emailOf(ann.id))
    if (!mail) throw new Error('no reminder was sent')
    return { ann, taskId, mail }
  }

  const remindersOn = async (userId: string) => {
    const [row] = await context.db
      .select({ on: profiles.emailReminders })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    return row?.on
  }

  function tokenFrom(mail: string): string {
    const header = /^List-Unsubscribe: <https:\/\/afterword\.test\/email\/unsubscribe\/([^>]+)>/m.exec(mail)
    if (!header?.[1]) throw new Error('no List-Unsubscribe header')
    return header[1]
  }

  const page = (token: string, init: RequestInit = {}) =>
    context.routeArgs(`/email/unsubscribe/${token}`, init, { token })

  it('links each task and carries the one-click unsubscribe headers and a visible link', async () => {
    const { ann, taskId, mail } = await remindedPerson()
    const token = tokenFrom(mail)
    expect(token).toBe(unsubscribeToken(TEST_AUTH_SECRET, ann.id))
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    expect(mail).toContain(`https://afterword.test/dashboard/tasks?dialog=edit&task=${taskId}`)
    expect(mail).toContain(`To stop them, open this link: https://afterword.test/email/unsubscribe/${token}`)
    expect(mail).toContain('>Stop reminder e-mails</a>')
  })

  it('changes nothing when the link is only opened, and turns reminders off from the button', async () => {
    const { ann, mail } = await remindedPerson()
    const token = tokenFrom(mail)
    const opened = await unsubscribeLoader(page(token))
    expect(opened.data).toEqual({ state: 'ask', remindersOn: true })
    expect(await remindersOn(ann.id)).toBe(true)

    const pressed = await unsubscribeAction(page(token, { method: 'POST', headers: { origin: TEST_ORIGIN } }))
    expect(pressed.data).toEqual({ state: 'stopped' })
    expect(await remindersOn(ann.id)).toBe(false)
    expect((await unsubscribeLoader(page(token))).data).toEqual({ state: 'ask', remindersOn: false })
  })

  it('turns reminders off from a mail program’s one-click POST, with no session and no Origin', async () => {
    const { ann, mail } = await remindedPerson()
    const oneClick = await unsubscribeAction(
      page(tokenFrom(mail), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.init?.status ?? 200).toBe(200)
    expect(await remindersOn(ann.id)).toBe(false)
    // And the next morning there is no reminder.
    await addTask(ann.familyId, 'Next', '2026-12-04')
    expect((await runRemindersOnce(services(), new Date('2026-12-02T19:30:00Z'))).sent).toBe(0)
  })

  it('refuses a tampered token, or one made for someone else, and changes nothing', async () => {
    const { ann, mail } = await remindedPerson()
    const bea = await familyWithoutTasks('Bea')
    const token = tokenFrom(mail)
    const [id, signature = ''] = token.split('.')
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    const beaId = Buffer.from(bea.id).toString('base64url')
    const wrongSecret = unsubscribeToken('another-secret-another-secret-another', ann.id)
    for (const bad of [`${id}.${flipped}`, `${beaId}.${signature}`, wrongSecret, 'not-a-token', `${id}.`]) {
      const opened = await unsubscribeLoader(page(bad))
      expect(opened.init?.status).toBe(400)
      expect(opened.data).toEqual({ state: 'invalid' })
      const posted = await unsubscribeAction(page(bad, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
      expect(posted.init?.status).toBe(400)
    }
    expect(await remindersOn(ann.id)).toBe(true)
    expect(await remindersOn(bea.id)).toBe(true)
  })
})

describe('the person’s settings', () => {
  it('saves the reminders choice beside the assignment e-mails', async () => {
    const ann = await context.personWithFamily('Ann')
    await context.db.update(profiles).set({ emailReminders: true }).where(eq(profiles.userId, ann.id))
    const headers = { origin: TEST_ORIGIN, cookie: ann.cookie }
    const form = new URLSearchParams({ intent: 'email-preferences', emailWhenAssigned: 'on' })
    await settingsAction(context.routeArgs('/dashboard/settings', { method: 'POST', headers, body: form }))
    const off = await settingsLoader(context.routeArgs('/dashboard/settings', { headers }))
    expect(off.settings).toMatchObject({ emailWhenAssigned: true, emailReminders: false })

    form.set('emailReminders', 'on')
    await settingsAction(context.routeArgs('/dashboard/settings', { method: 'POST', headers, body: form }))
    const on = await settingsLoader(context.routeArgs('/dashboard/settings', { headers }))
    expect(on.settings).toMatchObject({ emailWhenAssigned: true, emailReminders: true })
  })

  it('remembers the browser’s time zone when a signed-in page loads, and ignores one it does not know', async () => {
    const ann = await context.person('Ann')
    const zoneOf = async () =>
      (
        await context.db
          .select({ timeZone: profiles.timeZone })
          .from(profiles)
          .where(inArray(profiles.userId, [ann.id]))
      )[0]?.timeZone
    const load = (tz: string) =>
      rootLoader(
        context.routeArgs('/dashboard', { headers: { cookie: `${ann.cookie}; tz=${encodeURIComponent(tz)}` } }),
      )
    expect(await zoneOf()).toBeNull()
    await load('America/Los_Angeles')
    expect(await zoneOf()).toBe('America/Los_Angeles')
    await load('Not/A_Zone')
    expect(await zoneOf()).toBe('America/Los_Angeles')
    await load('Pacific/Auckland')
    expect(await zoneOf()).toBe('Pacific/Auckland')
  })
})
