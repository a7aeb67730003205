import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { activities, digestDeliveries, familyMembers, profiles } from '~db/schema'
import { createMailer } from '~/lib/mail.server'
import { runDigestsOnce } from '~/features/reminders/index.server'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { action as stopAction, loader as stopLoader } from '~/routes/email.digest.$token'
import { setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { TEST_AUTH_SECRET, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

/**
 * The digest of what moved in a family (docs/decisions/070-estate-from-documents-and-digest.md), on this file's
 * database and a real SMTP server on loopback. Every run is given its instant; no test reads the clock. The
 * families are in England: in March 2026 London is on GMT until the 29th.
 */
const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()

function services() {
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

async function mailTo(userId: string): Promise<string[]> {
  const [row] = await context.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, userId) })
  return smtp.received.filter((mail) => mail.to.includes(row!.email)).map((mail) => readable(mail.raw))
}

async function happened(
  familyId: string,
  userId: string,
  type: 'task_completed' | 'task_created',
  target: string,
  at: string,
) {
  await context.db.insert(activities).values({ familyId, userId, type, target, createdAt: new Date(at) })
}

async function choose(person: { id: string; cookie: string }, digest: string) {
  const body = new URLSearchParams({ intent: 'email-preferences', emailReminders: 'on', digest })
  const headers = { cookie: person.cookie, origin: TEST_ORIGIN }
  await settingsAction(context.routeArgs('/dashboard/settings', { method: 'POST', headers, body }))
  return (await settingsLoader(context.routeArgs('/dashboard/settings', { headers }))).settings.digest
}

async function chosenAt(userId: string, familyId: string, at: string) {
  await context.db
    .update(familyMembers)
    .set({ digestChosenAt: new Date(at) })
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.familyId, familyId)))
}

async function watcher(familyId: string, role: 'Viewer' | 'Member', name: string) {
  const person = await context.memberOf(familyId, role, name)
  await context.db.update(profiles).set({ activeFamilyId: familyId }).where(eq(profiles.userId, person.id))
  return person
}

describe('the weekly digest', () => {
  it('goes seven days after it was chosen, from 08:00 where they are, once, and not when nothing moved', async () => {
    const ann = await context.personWithFamily('Ann Smith')
    const val = await watcher(ann.familyId, 'Viewer', 'Val Jones')
    expect(await choose(val, 'weekly')).toBe('weekly')
    await chosenAt(val.id, ann.familyId, '2026-03-01T09:00:00Z')
    await happened(ann.familyId, ann.id, 'task_completed', 'Register the death', '2026-03-03T10:00:00Z')
    await happened(ann.familyId, ann.id, 'task_created', 'Not something that moved', '2026-03-03T11:00:00Z')

    // Six days on, and on the seventh before 08:00 in London: not yet.
    await runDigestsOnce(services(), new Date('2026-03-07T09:00:00Z'))
    await runDigestsOnce(services(), new Date('2026-03-08T07:30:00Z'))
    expect(await mailTo(val.id)).toEqual([])

    // Two instances at once on the morning it is due: one e-mail.
    const runs = await Promise.all([
      runDigestsOnce(services(), new Date('2026-03-08T09:00:00Z')),
      runDigestsOnce(services(), new Date('2026-03-08T09:05:00Z')),
    ])
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1)
    await runDigestsOnce(services(), new Date('2026-03-08T15:00:00Z'))
    const mails = await mailTo(val.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: What moved this week: Plan in England')
    expect(mails[0]).toContain('Hello Val Jones,')
    expect(mails[0]).toContain('- Ann Smith completed “Register the death”, 3 March 2026')
    expect(mails[0]).not.toContain('Not something that moved')
    // Ann, who did not choose a digest, gets none.
    expect(await mailTo(ann.id)).toEqual([])

    // The next week nothing moved: recorded, not sent; the week after, only what is new.
    await runDigestsOnce(services(), new Date('2026-03-15T09:00:00Z'))
    expect(await mailTo(val.id)).toHaveLength(1)
    await happened(ann.familyId, ann.id, 'task_completed', 'Book the funeral', '2026-03-20T10:00:00Z')
    await runDigestsOnce(services(), new Date('2026-03-21T09:00:00Z'))
    expect(await mailTo(val.id)).toHaveLength(1)
    await runDigestsOnce(services(), new Date('2026-03-22T09:00:00Z'))
    const [, second] = await mailTo(val.id)
    expect(second).toContain('Book the funeral')
    expect(second).not.toContain('Register the death')
    const periods = await context.db
      .select({ period: digestDeliveries.period, items: digestDeliveries.items })
      .from(digestDeliveries)
      .where(eq(digestDeliveries.userId, val.id))
    expect(periods.sort((a, b) => a.period.localeCompare(b.period))).toEqual([
      { period: 'w:2026-03-08', items: 1 },
      { period: 'w:2026-03-15', items: 0 },
      { period: 'w:2026-03-22', items: 1 },
    ])
  })
})

describe('the monthly digest', () => {
  it('goes from the first of the month with the month before, once', async () => {
    const ann = await context.personWithFamily('Ann Smith')
    const mo = await watcher(ann.familyId, 'Member', 'Mo Patel')
    expect(await choose(mo, 'monthly')).toBe('monthly')
    await chosenAt(mo.id, ann.familyId, '2026-02-10T09:00:00Z')
    await happened(ann.familyId, ann.id, 'task_completed', 'February’s task', '2026-02-20T10:00:00Z')
    await happened(ann.familyId, ann.id, 'task_completed', 'March’s task', '2026-03-01T08:30:00Z')

    await runDigestsOnce(services(), new Date('2026-02-28T12:00:00Z'))
    expect(await mailTo(mo.id)).toEqual([])
    await runDigestsOnce(services(), new Date('2026-03-01T09:00:00Z'))
    await runDigestsOnce(services(), new Date('2026-03-02T09:00:00Z'))
    const mails = await mailTo(mo.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: What moved in February 2026')
    expect(mails[0]).toContain('Ann Smith completed “February’s task”, 20 February 2026')
    expect(mails[0]).not.toContain('March’s task')
  })
})

describe('stopping the digest from its link', () => {
  it('asks first, then turns it off without signing in; a token we did not make changes nothing', async () => {
    const ann = await context.personWithFamily('Ann Smith')
    const val = await watcher(ann.familyId, 'Viewer', 'Val Jones')
    await choose(val, 'weekly')
    await chosenAt(val.id, ann.familyId, '2026-03-01T09:00:00Z')
    await happened(ann.familyId, ann.id, 'task_completed', 'Register the death', '2026-03-03T10:00:00Z')
    await runDigestsOnce(services(), new Date('2026-03-08T09:00:00Z'))
    const [mail] = await mailTo(val.id)
    const token = /^List-Unsubscribe: <https:\/\/afterword\.test\/email\/digest\/([^>]+)>/m.exec(mail!)?.[1]
    expect(token).toBeDefined()
    const page = (value: string, init: RequestInit = {}) =>
      context.routeArgs(`/email/digest/${value}`, init, { token: value })

    const bad = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`
    expect((await stopLoader(page(bad))).init?.status).toBe(400)
    expect((await stopAction(page(bad, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))).init?.status).toBe(400)

    const opened = await stopLoader(page(token!))
    expect(opened.data).toEqual({ state: 'ask', on: true, family: 'your family' })
    const oneClick = await stopAction(
      page(token!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.data).toMatchObject({ state: 'stopped' })
    const [member] = await context.db
      .select({ digest: familyMembers.digest })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, val.id), eq(familyMembers.familyId, ann.familyId)))
    expect(member?.digest).toBe('none')

    await happened(ann.familyId, ann.id, 'task_completed', 'Book the funeral', '2026-03-10T10:00:00Z')
    await runDigestsOnce(services(), new Date('2026-03-15T09:00:00Z'))
    expect(await mailTo(val.id)).toHaveLength(1)
  })
})
