import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { findFeedByToken, feedResponse } from '~/features/calendar/index.server'
import type { SettingsActionData } from '~/features/settings/components/settings-forms'
import { requestPasswordReset, resetPassword } from '~/features/accounts/accounts.server'
import { listOutbox } from '~/lib/mail.server'
import { changePassword } from '~/features/settings/settings.server'
import { createTask, setTaskStatus } from '~/features/tasks/task-service.server'
import { loader as feedLoader } from '~/routes/calendar-feed'
import { loader as downloadLoader } from '~/routes/dashboard.calendar-ics'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { calendarFeeds, familyMembers, profiles, tasks, users } from '~db/schema'
import { actionResult } from '../setup/action-result'
import { parseCalendar } from '../setup/parse-calendar'
import { browserHeaders, cookiesFrom, TEST_ORIGIN } from '../setup/test-auth'
import { ENGLAND, setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

/** What React Router hands a loader or action; `params` as the route's path gives them. */
function routeArgs<Params extends object>(path: string, init: RequestInit, params: Params) {
  const request = new Request(`${TEST_ORIGIN}${path}`, init)
  return { request, url: new URL(request.url), pattern: path, params, context: fixture.loadContext }
}

/** Posts a settings form as the browser would, and unwraps React Router's data() result. */
async function postSettings(cookie: string, fields: Record<string, string>) {
  const args = routeArgs(
    '/dashboard/settings',
    { method: 'POST', headers: { cookie, origin: TEST_ORIGIN }, body: new URLSearchParams(fields) },
    {},
  )
  const result = actionResult<SettingsActionData>(await settingsAction(args))
  return { status: result.status, ...result.data }
}

async function makeLink(cookie: string, intent = 'calendar-create') {
  const result = await postSettings(cookie, { intent })
  const match = /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(result.feedUrl ?? '')
  if (!result.ok || !match?.[1]) throw new Error(`no calendar link: ${JSON.stringify(result)}`)
  return { url: result.feedUrl ?? '', token: match[1] }
}

/** GET /calendar/:token through the route's loader, from a client address of the test's choosing. */
async function fetchFeed(tokenParam: string, ip = '198.51.100.1') {
  const path = `/calendar/${tokenParam}`
  return feedLoader(routeArgs(path, { headers: { [CLIENT_IP_HEADER]: ip } }, { token: tokenParam }))
}

async function feedEvents(token: string) {
  const response = await fetchFeed(`${token}.ics`)
  expect(response.status).toBe(200)
  return parseCalendar(await response.text())
}

async function datedTasks(familyId: string, options: { completed?: boolean } = {}) {
  const rows = await fixture.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.familyId, familyId), isNotNull(tasks.dueDate)))
  return rows.filter((task) => options.completed === undefined || (task.status === 'completed') === options.completed)
}

async function notFoundShape(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
  }
}

describe('the calendar subscription feed', () => {
  it('serves the family’s dated tasks to the link made in settings, which is shown once and stored only hashed', async () => {
    const ann = await fixture.premiumFamily('Ann', { ...ENGLAND, deceasedName: 'Margaret Hill' })
    const { url, token } = await makeLink(ann.cookie)
    expect(url).toBe(`${TEST_ORIGIN}/calendar/${token}.ics`)

    const [row] = await fixture.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ann.id))
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(token)
    const page = await settingsLoader(routeArgs('/dashboard/settings', { headers: { cookie: ann.cookie } }, {}))
    expect(page.calendar).toMatchObject({ exists: true, includeCompleted: false })
    expect(JSON.stringify(page)).not.toContain(token)

    const response = await fetchFeed(`${token}.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="afterword.ics"')
    const calendar = parseCalendar(await response.text())
    expect(calendar.name).toBe('Afterword: tasks for Margaret Hill')
    const expected = await datedTasks(ann.familyId, { completed: false })
    expect(expected.length).toBeGreaterThan(0)
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      expected.map((task) => `task-${task.id}@afterword`).sort(),
    )
    for (const event of calendar.events) {
      const task = expected.find((candidate) => event.uid === `task-${candidate.id}@afterword`)
      expect(event).toMatchObject({ allDay: true, start: task?.dueDate, summary: task?.title })
      expect(event.description).toContain(`${TEST_ORIGIN}/dashboard/tasks?dialog=edit&task=${task?.id}`)
    }
    // The same feed without '.ics' at the end, as some apps trim it.
    expect((await fetchFeed(token)).status).toBe(200)
  })

  it('shows only the family its token belongs to', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const bob = await fixture.premiumFamily('Bob', {
      country: 'NZ',
      region: 'nz',
      dateOfDeath: '2026-10-01',
      priorities: [],
    })
    const secret = await createTask(
      fixture.db,
      { ...bob.access, role: 'Admin' },
      {
        title: 'Bob’s private errand',
        description: '',
        category: 'general',
        priority: 'medium',
        dueDate: '2026-12-01',
        steps: [],
        contacts: [],
        notes: '',
        estimatedDuration: '',
      },
    )
    const annLink = await makeLink(ann.cookie)
    const bobLink = await makeLink(bob.cookie)
    const annFeed = await feedEvents(annLink.token)
    const bobFeed = await feedEvents(bobLink.token)
    const bobIds = new Set((await datedTasks(bob.familyId)).map((task) => `task-${task.id}@afterword`))
    expect(bobIds.has(`task-${secret.id}@afterword`)).toBe(true)
    expect(annFeed.events.some((event) => bobIds.has(event.uid))).toBe(false)
    expect(JSON.stringify(annFeed)).not.toContain('Bob’s private errand')
    expect(bobFeed.events.map((event) => event.summary)).toContain('Bob’s private errand')
    const annIds = new Set((await datedTasks(ann.familyId)).map((task) => `task-${task.id}@afterword`))
    expect(bobFeed.events.every((event) => bobIds.has(event.uid) && !annIds.has(event.uid))).toBe(true)
  })

  it('stops an old link at once when it is replaced or turned off, answering exactly as for a link that never was', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const first = await makeLink(ann.cookie)
    expect((await fetchFeed(`${first.token}.ics`)).status).toBe(200)

    const second = await makeLink(ann.cookie, 'calendar-regenerate')
    expect(second.token).not.toBe(first.token)
    const replaced = await notFoundShape(await fetchFeed(`${first.token}.ics`))
    expect((await fetchFeed(`${second.token}.ics`)).status).toBe(200)

    const off = await postSettings(ann.cookie, { intent: 'calendar-revoke' })
    expect(off).toMatchObject({ ok: true, title: 'Calendar link turned off' })
    const revoked = await notFoundShape(await fetchFeed(`${second.token}.ics`))
    const unknown = await notFoundShape(await fetchFeed(`${randomBytes(32).toString('base64url')}.ics`))
    const malformed = await notFoundShape(await fetchFeed('not-a-token'))
    const tooLong = await notFoundShape(await fetchFeed(`${second.token}x`))
    expect(unknown.status).toBe(404)
    expect(unknown.cache).toBe('no-store')
    for (const answer of [replaced, revoked, malformed, tooLong]) expect(answer).toEqual(unknown)
    const page = await settingsLoader(routeArgs('/dashboard/settings', { headers: { cookie: ann.cookie } }, {}))
    expect(page.calendar).toMatchObject({ exists: false })
  })

  it('stops every link of a person whose password changes or is reset, and settings then offers a new one', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const beforeChange = await makeLink(ann.cookie)
    expect((await fetchFeed(`${beforeChange.token}.ics`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const changed = await changePassword(fixture.auth, browserHeaders(undefined, ann.cookie), {
      currentPassword: 'rosemary-and-thyme',
      newPassword: 'juniper-berries-4',
    })
    if (!changed.ok) throw new Error('the password did not change')
    const cookie = cookiesFrom(changed.headers)
    expect((await fetchFeed(`${beforeChange.token}.ics`)).status).toBe(404)
    const page = await settingsLoader(routeArgs('/dashboard/settings', { headers: { cookie } }, {}))
    expect(page.calendar).toMatchObject({ exists: false })

    const afterChange = await makeLink(cookie)
    expect((await fetchFeed(`${afterChange.token}.ics`)).status).toBe(200)
    // A reset from the e-mailed link ends it the same way.
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [user] = await fixture.db.select({ email: users.email }).from(users).where(eq(users.id, ann.id))
    await requestPasswordReset(fixture.auth, browserHeaders(), user?.email ?? '')
    const mail = (await listOutbox(fixture.db)).find(
      (message) => message.to === user?.email && /new password/i.test(message.subject),
    )
    expect(mail?.text).toContain('turns off any calendar links')
    const link = /https?:\/\/\S+reset-password\S+/.exec(mail?.text ?? '')?.[0] ?? ''
    const opened = await fixture.auth.handler(new Request(link.replace(/&amp;/g, '&'), { redirect: 'manual' }))
    const token = new URL(opened.headers.get('location') ?? '', 'http://x').searchParams.get('token') ?? ''
    expect(await resetPassword(fixture.auth, browserHeaders(), { token, password: 'heather-and-gorse' })).toMatchObject(
      {
        ok: true,
      },
    )
    expect((await fetchFeed(`${afterChange.token}.ics`)).status).toBe(404)
  })

  it('marks completed tasks as done or leaves them out, as chosen in settings, and the download follows', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const [task] = await datedTasks(ann.familyId)
    if (!task) throw new Error('no dated task to complete')
    await setTaskStatus(fixture.db, { ...ann.access, role: 'Admin' }, task.id, 'completed')
    const uid = `task-${task.id}@afterword`
    const download = async () => {
      const response = await downloadLoader(
        routeArgs('/dashboard/calendar.ics', { headers: { cookie: ann.cookie } }, {}),
      )
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="afterword-tasks.ics"')
      return parseCalendar(await response.text())
    }
    // No link yet: the download leaves completed tasks out.
    expect((await download()).events.some((event) => event.uid === uid)).toBe(false)

    const { token } = await makeLink(ann.cookie)
    expect((await feedEvents(token)).events.some((event) => event.uid === uid)).toBe(false)

    expect(await postSettings(ann.cookie, { intent: 'calendar-completed', completed: 'show' })).toMatchObject({
      ok: true,
      title: 'Calendar choice saved',
    })
    const shown = (await feedEvents(token)).events.find((event) => event.uid === uid)
    expect(shown?.summary).toBe(`✓ Done: ${task.title}`)
    expect((await download()).events.find((event) => event.uid === uid)?.summary).toBe(`✓ Done: ${task.title}`)
    // A new link keeps the choice.
    const renewed = await makeLink(ann.cookie, 'calendar-regenerate')
    expect((await feedEvents(renewed.token)).events.some((event) => event.uid === uid)).toBe(true)

    await postSettings(ann.cookie, { intent: 'calendar-completed', completed: 'hide' })
    expect((await feedEvents(renewed.token)).events.some((event) => event.uid === uid)).toBe(false)

    const refused = await postSettings(ann.cookie, { intent: 'calendar-completed', completed: 'maybe' })
    expect(refused).toMatchObject({
      status: 400,
      ok: false,
      fieldErrors: { completed: 'Choose whether completed tasks appear in your calendar' },
    })
  })

  it('closes the link of someone who leaves the family', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const max = await fixture.memberOf(ann.familyId, 'Viewer', 'Max')
    await fixture.db.update(profiles).set({ activeFamilyId: ann.familyId }).where(eq(profiles.userId, max.id))
    const { token } = await makeLink(max.cookie)
    const visible = await feedEvents(token)
    expect(visible.events.length).toBe((await datedTasks(ann.familyId, { completed: false })).length)

    await fixture.db
      .delete(familyMembers)
      .where(and(eq(familyMembers.familyId, ann.familyId), eq(familyMembers.userId, max.id)))
    const unknown = await notFoundShape(await fetchFeed(`${randomBytes(32).toString('base64url')}.ics`))
    expect(await notFoundShape(await fetchFeed(`${token}.ics`))).toEqual(unknown)
    expect(await fixture.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, max.id))).toEqual([])
  })

  it('is a valid, empty calendar for a family with no dated tasks', async () => {
    const ann = await fixture.premiumFamily('Ann', { country: 'CA', region: 'ca-bc', priorities: [] })
    await fixture.db.update(tasks).set({ dueDate: null }).where(eq(tasks.familyId, ann.familyId))
    const { token } = await makeLink(ann.cookie)
    const response = await fetchFeed(`${token}.ics`)
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR$/)
    expect(parseCalendar(text)).toMatchObject({
      version: '2.0',
      name: 'Afterword: tasks for British Columbia',
      events: [],
    })
  })

  it('notes when a calendar app last fetched the link, writing at most once an hour', async () => {
    const ann = await fixture.premiumFamily('Ann')
    const { token } = await makeLink(ann.cookie)
    const lastUsed = async () =>
      (await fixture.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, ann.id)))[0]?.lastUsedAt
    const start = new Date('2030-01-01T10:00:00Z')
    await findFeedByToken(fixture.db, token, start)
    expect(await lastUsed()).toEqual(start)
    await findFeedByToken(fixture.db, token, new Date('2030-01-01T10:40:00Z'))
    expect(await lastUsed()).toEqual(start)
    const later = new Date('2030-01-01T11:05:00Z')
    await findFeedByToken(fixture.db, token, later)
    expect(await lastUsed()).toEqual(later)
  })

  it('limits how often one address may ask, before looking at the token', async () => {
    const rule = { window: 60, max: 2 }
    const ask = () =>
      feedResponse({
        db: fixture.db,
        tokenParam: 'anything',
        clientIp: '192.0.2.99',
        publicUrl: TEST_ORIGIN,
        rateLimit: rule,
      })
    expect((await ask()).status).toBe(404)
    expect((await ask()).status).toBe(404)
    const limited = await ask()
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('asks for sign-in before the download', async () => {
    const signedOut = await downloadLoader(routeArgs('/dashboard/calendar.ics', {}, {})).catch(
      (thrown: unknown) => thrown,
    )
    expect(signedOut).toBeInstanceOf(Response)
    expect((signedOut as Response).headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard%2Fcalendar.ics')
  })
})
