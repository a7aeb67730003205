import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { expect, test, type APIResponse, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { acceptInvitationWithNewAccount, newPerson, premiumPersonWithPlan } from '../e2e/helpers'
import {
  callsOf,
  PERSONAS,
  rowsInOrder,
  TABLE,
  type Answer,
  type Call,
  type Fixture,
  type Persona,
} from '../authorisation-table'
import { report } from './report'

/**
 * The authorisation matrix (docs/security.md, 'Proof by attack') over HTTP: every row of tests/authorisation-table.ts
 * sent to the built server as a script would send it, by a visitor, a Viewer, a Member and an Admin of one Premium
 * family, and by the Admin of another Premium family using the first family's ids. The people and ids are made through
 * the pages, as people make them; nothing is written to the database behind the server's back.
 */

/** A person's own browser, coming from an address of their own so rate limits never mix people. */
interface Someone {
  context: BrowserContext
  page: Page
  address: string
}

function ownAddress(): string {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${((c ?? 0) % 250) + 2}`
}

async function someone(browser: Browser): Promise<Someone> {
  const context = await browser.newContext()
  const address = ownAddress()
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
  return { context, page: await context.newPage(), address }
}

/** How the server answered, as the table writes it: 2xx 'ok', a redirect to /auth 'sign-in', another 'redirect'. */
async function answerOf(response: APIResponse, baseURL: string): Promise<Answer> {
  const status = response.status()
  const redirectTo = (location: string) =>
    new URL(location, baseURL).pathname.startsWith('/auth') ? 'sign-in' : 'redirect'
  if (status >= 300 && status < 400) return redirectTo(response.headers().location ?? '')
  // A single-fetch answer (`.data`) says 'redirect' in its body, with a 202: [..., "redirect", "/where", ...].
  if (status === 202 && response.headers()['x-remix-response'] === 'yes') {
    const body = JSON.parse(await response.text()) as unknown[]
    const at = body.indexOf('redirect')
    if (at >= 0 && typeof body[at + 1] === 'string') return redirectTo(body[at + 1] as string)
  }
  if (status >= 200 && status < 300) return 'ok'
  return status as Answer
}

/** The single-fetch address of a page's path: /auth?x=1 is /auth.data?x=1. */
function singleFetchPath(path: string): string {
  const url = new URL(path, 'http://localhost')
  return `${url.pathname === '/' ? '/_root' : url.pathname}.data${url.search}`
}

/** Invites `email` with `role` from the family page. */
async function invite(admin: Page, email: string, role: 'Member' | 'Viewer') {
  await admin.goto('/family')
  await admin.getByLabel('Full name').fill(`Invited ${role}`)
  await admin.getByLabel('E-mail address').fill(email)
  await admin.getByLabel('Role').selectOption(role)
  await admin.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(admin.getByRole('status')).toContainText(`(${email})`)
}

/** The invitation link e-mailed to `email`, read from the local outbox. */
async function invitationLink(page: Page, email: string): Promise<string> {
  await page.goto('/dev/outbox')
  const link = page
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .getByRole('link', { name: /\/invite\// })
    .first()
  return new URL((await link.getAttribute('href')) ?? '', page.url()).pathname
}

/** A new person signs up from the invitation's link and accepts it, as family.spec.ts does. */
async function joinFromInvitation(page: Page, email: string) {
  await page.goto(await invitationLink(page, email))
  await acceptInvitationWithNewAccount(page, { ...newPerson(), email })
}

/** The first match of `pattern`'s group in the page's HTML at `path`. */
async function idFrom(page: Page, path: string, pattern: RegExp, what: string): Promise<string> {
  const response = await page.request.get(path)
  expect(response.status(), what).toBe(200)
  const found = pattern.exec(await response.text())?.[1]
  if (!found) throw new Error(`no ${what} in ${path}`)
  return found
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

test('every loader and action answers each person over HTTP as the table says', async ({ browser, baseURL }) => {
  test.setTimeout(300_000)
  const started = Date.now()
  const origin = baseURL ?? ''

  // A route file with no row fails here too (the in-process test also checks which have a loader or action).
  const files = readdirSync('app/routes').filter((file) => /\.tsx?$/.test(file))
  expect(Object.keys(TABLE).sort()).toEqual(files.sort())

  // The first family: its Admin, with Premium; a Member and a Viewer who joined from the Admin's invitations.
  const admin = await someone(browser)
  await premiumPersonWithPlan(admin.page, { country: 'United Kingdom' })
  const tag = randomBytes(4).toString('hex')
  const emails = {
    member: `matrix-member-${tag}@example.com`,
    viewer: `matrix-viewer-${tag}@example.com`,
    resent: `matrix-resent-${tag}@example.com`,
    elsewhere: `matrix-someone-else-${tag}@example.com`,
  }
  await invite(admin.page, emails.member, 'Member')
  await invite(admin.page, emails.viewer, 'Viewer')
  // Two invitations left waiting: the family page's row resends one (which replaces its link); the other's is opened.
  await invite(admin.page, emails.resent, 'Viewer')
  await invite(admin.page, emails.elsewhere, 'Viewer')
  const member = await someone(browser)
  await joinFromInvitation(member.page, emails.member)
  const viewer = await someone(browser)
  await joinFromInvitation(viewer.page, emails.viewer)

  // The outsider: the Admin of another Premium family.
  const outsider = await someone(browser)
  await premiumPersonWithPlan(outsider.page, { country: 'United Kingdom' })
  const visitor = await someone(browser)

  // A shared document, uploaded as the page's script uploads it, and an organisation added on its page.
  const uploaded = await admin.page.request.post('/dashboard/documents/upload', {
    headers: { origin, accept: 'application/json' },
    multipart: {
      shared: 'on',
      file: { name: 'where-the-will-is.txt', mimeType: 'text/plain', buffer: Buffer.from('With the solicitor.') },
    },
  })
  expect(uploaded.status(), "the matrix's document").toBe(201)
  const added = await admin.page.request.post('/dashboard/organisations', {
    headers: { origin },
    form: { intent: 'add-typed', name: 'Bank', kind: 'other', status: 'to-notify' },
    maxRedirects: 0,
  })
  expect(added.status(), "the matrix's organisation").toBeLessThan(400)

  // The ids, read from the pages as a script reads them.
  const fixture: Fixture = {
    // The root loader's data lists the person's families; the Admin has one.
    familyId: await idFrom(admin.page, '/dashboard.data', new RegExp(`"families".*?"(${UUID})"`, 's'), 'family id'),
    // Each task's row carries its id; the controls with `taskId` are drawn only in an open row.
    taskId: await idFrom(admin.page, '/dashboard/tasks', new RegExp(`<li id="task-(${UUID})"`), 'task id'),
    invitationId: await idFrom(
      admin.page,
      '/family',
      new RegExp(`${emails.resent}[\\s\\S]*?name="invitationId" value="(${UUID})"`),
      'invitation id',
    ),
    inviteToken: (await invitationLink(visitor.page, emails.elsewhere)).split('/').pop() ?? '',
    documentId: await idFrom(
      admin.page,
      '/dashboard/documents',
      new RegExp(`/dashboard/documents/(${UUID})/file`),
      'document id',
    ),
    organisationId: await idFrom(
      admin.page,
      '/dashboard/organisations',
      new RegExp(`/dashboard/organisations/(${UUID})/letter`),
      'organisation id',
    ),
  }
  expect(fixture.inviteToken).not.toBe('')

  const people: Record<Persona, Someone> = { visitor, outsider, viewer, member, admin }
  // The Member's and Viewer's pages are about the Admin's family (joining made it their active one).
  for (const persona of ['member', 'viewer'] as const) {
    const switched = await people[persona].context.request.post('/family/switch', {
      headers: { origin, 'x-forwarded-for': people[persona].address },
      form: { familyId: fixture.familyId },
      maxRedirects: 0,
    })
    expect(await answerOf(switched, origin), `${persona} in the Admin's family`).toBe('redirect')
  }

  async function ask(kind: 'loader' | 'action', call: Call, persona: Persona): Promise<Answer> {
    const { context, address } = people[persona]
    const path = call.path(fixture)
    // Each persona's own address on every call (signing up through the pages may have set another on the context).
    const headers = { 'x-forwarded-for': address }
    const response =
      kind === 'loader'
        ? await context.request.get(path, { headers, maxRedirects: 0 })
        : await context.request.post(call.http?.singleFetch ? singleFetchPath(path) : path, {
            headers: { ...headers, origin },
            form: call.form?.(fixture) ?? {},
            maxRedirects: 0,
          })
    return answerOf(response, origin)
  }

  const expected: Record<string, Answer> = {}
  const actual: Record<string, Answer> = {}
  let calls = 0
  for (const [file, row] of rowsInOrder()) {
    for (const { name, kind, call } of callsOf(row)) {
      for (const persona of PERSONAS) {
        const key = `${file} ${name} ${persona}`
        expected[key] = call.answers[persona]
        actual[key] = await ask(kind, call, persona)
        calls += 1
      }
    }
  }
  const mismatches = Object.keys(expected).filter((key) => expected[key] !== actual[key])
  report('authorisation-http', {
    routes: Object.keys(TABLE).length,
    calls,
    mismatches: mismatches.length,
    seconds: Math.round((Date.now() - started) / 1000),
  })
  expect(actual).toEqual(expected)

  for (const person of Object.values(people)) await person.context.close()
})
