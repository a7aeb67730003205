import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documents, familyInvitations, familyOrganisations, profiles, tasks } from '~db/schema'
import { action as uploadAction } from '~/routes/dashboard.documents.upload'
import { setUpTestContext, type PersonWithFamily, type TestPerson } from '../setup/test-context'
import { TEST_ORIGIN } from '../setup/test-auth'

/**
 * Every loader and action of the app, asked by a visitor, a Viewer, a Member and an Admin of one Premium family,
 * and by the Admin of another family using the first family's ids. The expected answer for each is in the
 * table below: a route file with a loader or action and no row fails the test, so a new route is never left
 * unchecked. Answers: 'ok' (2xx), 'sign-in' (a redirect to /auth), 'redirect' (any other redirect), or a status.
 */

type Persona = 'visitor' | 'viewer' | 'member' | 'admin' | 'outsider'
const PERSONAS: Persona[] = ['visitor', 'outsider', 'viewer', 'member', 'admin']
type Answer = 'ok' | 'sign-in' | 'redirect' | 400 | 401 | 403 | 404 | 405 | 409 | 410 | 422
type Answers = Record<Persona, Answer>

const context = setUpTestContext()

interface Fixture {
  admin: PersonWithFamily
  member: TestPerson
  viewer: TestPerson
  outsider: PersonWithFamily
  taskId: string
  invitationId: string
  inviteToken: string
  /** A document the Admin uploaded and shared with the family. */
  documentId: string
  organisationId: string
}
let fixture: Fixture

/** Same answer for everyone. */
const all = (answer: Answer): Answers => ({
  visitor: answer,
  viewer: answer,
  member: answer,
  admin: answer,
  outsider: answer,
})
/** Signed-in people get `answer`; a visitor is sent to sign in. */
const signedIn = (answer: Answer, overrides: Partial<Answers> = {}): Answers => ({
  ...all(answer),
  visitor: 'sign-in',
  ...overrides,
})

interface Call {
  path: (f: Fixture) => string
  params?: (f: Fixture) => Record<string, string>
  form?: (f: Fixture) => Record<string, string>
  answers: Answers
}
/** The letter routes' parameter. */
const organisation = (f: Fixture) => ({ id: f.organisationId })

interface Row {
  loader?: Call
  action?: Call
  /** Run after every other row: it ends the session it is sent with. */
  last?: boolean
}

const TABLE: Record<string, Row> = {
  'home.tsx': {},
  'about.tsx': {},
  'premium.tsx': {},
  'privacy.tsx': {},
  'terms.tsx': {},
  'resources.tsx': {},
  'donate.tsx': {},
  'resources-country.tsx': {
    loader: { path: () => '/resources/uk', params: () => ({ country: 'uk' }), answers: all('ok') },
  },
  'resources-region.tsx': {
    loader: {
      path: () => '/resources/uk/scotland',
      params: () => ({ country: 'uk', region: 'scotland' }),
      answers: all('ok'),
    },
  },
  'regions.tsx': { loader: { path: () => '/regions', answers: all('ok') } },
  'help.tsx': { loader: { path: () => '/help', answers: all('ok') } },
  'help-article.tsx': {
    loader: {
      path: () => '/help/legal-guidance/registering-a-death',
      params: () => ({ category: 'legal-guidance', slug: 'registering-a-death' }),
      answers: all('ok'),
    },
  },
  'help.user-guide[.]pdf.ts': { loader: { path: () => '/user-guide.pdf', answers: all('ok') } },
  'support.tsx': {
    loader: { path: () => '/support', answers: all('ok') },
    // The honeypot filled: thanked, nothing stored or sent, whoever sends it.
    action: { path: () => '/support', form: () => ({ name: 'x', website: 'bot' }), answers: all('ok') },
  },
  'support.inbox.tsx': {
    loader: { path: () => '/support/inbox', answers: signedIn(404) },
    action: { path: () => '/support/inbox', form: () => ({ intent: 'answered', id: 'x' }), answers: signedIn(404) },
  },
  'auth.tsx': {
    loader: { path: () => '/auth', answers: signedIn('redirect', { visitor: 'ok' }) },
    action: {
      path: () => '/auth',
      form: () => ({ intent: 'sign-in', email: 'nobody@example.com', password: 'wrong-password' }),
      answers: all(401),
    },
  },
  'auth.sign-out.tsx': {
    loader: { path: () => '/auth/sign-out', answers: all('redirect') },
    action: { path: () => '/auth/sign-out', form: () => ({}), answers: all('redirect') },
    last: true,
  },
  'auth.forgot-password.tsx': {
    loader: { path: () => '/auth/forgot-password', answers: all('ok') },
    action: { path: () => '/auth/forgot-password', form: () => ({ email: 'nobody@example.com' }), answers: all('ok') },
  },
  'auth.reset-password.tsx': {
    loader: { path: () => '/auth/reset-password', answers: all('ok') },
    action: {
      path: () => '/auth/reset-password?token=not-a-token',
      form: () => ({ newPassword: 'a-new-long-password' }),
      answers: all(400),
    },
  },
  // The second step of sign-in answers only with the challenge cookie of a first step, which nobody here has.
  'auth.two-step.tsx': {
    loader: { path: () => '/auth/two-step', answers: all('sign-in') },
    action: { path: () => '/auth/two-step', form: () => ({ method: 'app', code: '123456' }), answers: all(401) },
  },
  'auth.email-confirmed.tsx': { loader: { path: () => '/auth/email-confirmed', answers: all('ok') } },
  // The prototype's /login is /auth now.
  'login.tsx': { loader: { path: () => '/login', answers: all('sign-in') } },
  'onboarding.tsx': {
    loader: { path: () => '/onboarding', answers: signedIn('ok') },
    action: { path: () => '/onboarding?step=2', form: () => ({ intent: 'previous' }), answers: signedIn('redirect') },
  },
  'dashboard.tsx': { loader: { path: () => '/dashboard', answers: signedIn('ok') } },
  'dashboard.tasks.tsx': {
    loader: { path: (f) => `/dashboard/tasks?task=${f.taskId}&dialog=edit`, answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/tasks',
      form: (f) => ({ intent: 'set-status', taskId: f.taskId, status: 'in-progress' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.generic-tasks.tsx': {
    loader: { path: () => '/dashboard/generic-tasks', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/generic-tasks',
      form: (f) => ({ intent: 'set-status', taskId: f.taskId, status: 'in-progress' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.legal-tasks.tsx': {
    loader: { path: () => '/dashboard/legal-tasks', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/legal-tasks',
      form: (f) => ({ intent: 'set-status', taskId: f.taskId, status: 'in-progress' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'tasks.tsx': {
    loader: { path: () => '/tasks', answers: signedIn('ok') },
    action: {
      path: () => '/tasks',
      form: (f) => ({ intent: 'set-status', taskId: f.taskId, status: 'in-progress' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.documents.tsx': {
    loader: { path: () => '/dashboard/documents', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/documents',
      form: (f) => ({ intent: 'share', documentId: f.documentId, shared: 'true' }),
      // Only its uploader (the Admin) may change who sees it.
      answers: signedIn('ok', { viewer: 403, member: 403, outsider: 404 }),
    },
  },
  'dashboard.documents.upload.ts': {
    // No file in the form: sent back to the page with the reason, once the role allows uploading at all.
    action: { path: () => '/dashboard/documents/upload', answers: signedIn('redirect', { viewer: 403 }) },
  },
  'dashboard.documents.$id.file.ts': {
    loader: {
      path: (f) => `/dashboard/documents/${f.documentId}/file`,
      params: (f) => ({ id: f.documentId }),
      answers: signedIn('ok', { outsider: 404 }),
    },
  },
  'dashboard.organisations.tsx': {
    loader: { path: () => '/dashboard/organisations', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/organisations',
      form: (f) => ({ intent: 'update', organisationId: f.organisationId, name: 'Bank' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.organisations.$id.letter.tsx': {
    loader: {
      path: (f) => `/dashboard/organisations/${f.organisationId}/letter`,
      params: organisation,
      answers: signedIn('ok', { outsider: 404 }),
    },
    action: {
      path: (f) => `/dashboard/organisations/${f.organisationId}/letter`,
      params: organisation,
      form: () => ({ purpose: 'close', capacity: 'executor', senderName: 'Ann', text: 'A letter.' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.organisations.$id.letter[.]pdf.ts': {
    loader: {
      path: (f) => `/dashboard/organisations/${f.organisationId}/letter.pdf`,
      params: organisation,
      answers: signedIn('ok', { outsider: 404 }),
    },
  },
  'dashboard.timeline.tsx': { loader: { path: () => '/dashboard/timeline', answers: signedIn('ok') } },
  'dashboard.checklist.tsx': { loader: { path: () => '/dashboard/checklist', answers: signedIn('ok') } },
  'dashboard.checklist.print.tsx': { loader: { path: () => '/dashboard/checklist/print', answers: signedIn('ok') } },
  'dashboard.checklist[.]pdf.tsx': { loader: { path: () => '/dashboard/checklist.pdf', answers: signedIn('ok') } },
  'dashboard.calendar-ics.ts': { loader: { path: () => '/dashboard/calendar.ics', answers: signedIn('ok') } },
  'calendar-feed.ts': {
    loader: {
      path: () => '/calendar/not-a-real-token',
      params: () => ({ token: 'not-a-real-token' }),
      answers: all(404),
    },
  },
  'dashboard.settings.tsx': {
    loader: { path: () => '/dashboard/settings', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/settings',
      form: () => ({ intent: 'email-preferences', emailWhenAssigned: 'on' }),
      answers: signedIn('ok'),
    },
  },
  'dashboard.settings.two-step.tsx': {
    loader: { path: () => '/dashboard/settings/two-step', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/settings/two-step',
      form: () => ({ intent: 'start', password: 'not-the-password' }),
      answers: signedIn(400),
    },
  },
  'dashboard.settings.your-data.tsx': {
    loader: { path: () => '/dashboard/settings/your-data', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/settings/your-data',
      form: () => ({ intent: 'delete-account', password: 'not-the-password', confirmation: 'delete my account' }),
      answers: signedIn(400),
    },
  },
  // Another person's export, or none: the same 'not found'.
  'dashboard.settings.your-data.$id.download.ts': {
    loader: {
      path: () => '/dashboard/settings/your-data/00000000-0000-4000-8000-000000000000/download',
      params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
      answers: signedIn(404),
    },
  },
  'account-deleted.tsx': {},
  // Only the Admin may see it; the action without the password is refused before anything changes.
  'family.delete.tsx': {
    loader: { path: () => '/family/delete', answers: signedIn(403, { admin: 'ok', outsider: 'ok' }) },
    action: {
      path: () => '/family/delete',
      form: () => ({ password: '', confirmation: '' }),
      answers: signedIn(403, { admin: 400, outsider: 400 }),
    },
  },
  'family.tsx': {
    loader: { path: () => '/family', answers: signedIn('ok') },
    action: {
      path: () => '/family',
      form: (f) => ({ intent: 'resend', invitationId: f.invitationId }),
      // The outsider is Admin of their own family, where this invitation does not exist.
      answers: signedIn('ok', { viewer: 403, member: 403, outsider: 404 }),
    },
  },
  'family.switch.tsx': {
    loader: { path: () => '/family/switch', answers: all('redirect') },
    action: {
      path: () => '/family/switch',
      form: (f) => ({ familyId: f.admin.familyId }),
      answers: signedIn('redirect', { outsider: 404 }),
    },
  },
  'invite.$token.tsx': {
    loader: { path: (f) => `/invite/${f.inviteToken}`, params: (f) => ({ token: f.inviteToken }), answers: all('ok') },
    // Sent to an address none of them has.
    action: {
      path: (f) => `/invite/${f.inviteToken}`,
      params: (f) => ({ token: f.inviteToken }),
      answers: signedIn(403),
    },
  },
  'checkout.ts': {
    loader: { path: () => '/checkout', answers: all('redirect') },
    action: {
      path: () => '/checkout',
      form: () => ({ type: 'donation', amount: '10' }),
      answers: signedIn('redirect'),
    },
  },
  'checkout.test.$sessionId.tsx': {
    loader: {
      path: () => '/checkout/test/test_nope',
      params: () => ({ sessionId: 'test_nope' }),
      answers: signedIn(404),
    },
    action: {
      path: () => '/checkout/test/test_nope',
      params: () => ({ sessionId: 'test_nope' }),
      answers: signedIn(404),
    },
  },
  // A payment is only ever looked up for the person who made it; this one is nobody's.
  'payment-success.tsx': { loader: { path: () => '/payment-success?session_id=test_nope', answers: signedIn('ok') } },
  'dashboard.donate.tsx': { loader: { path: () => '/dashboard/donate', answers: signedIn('ok') } },
  'upgrade.tsx': { loader: { path: () => '/upgrade?feature=documents', answers: signedIn('ok') } },
  'api.payments.webhook.ts': {
    // Signed by Stripe, not by a session: the same answer whoever sends it.
    // In test mode there is no Stripe to report, so the route is not found.
    action: { path: () => '/api/payments/webhook', form: () => ({}), answers: all(404) },
  },
  'dev.outbox.tsx': { loader: { path: () => '/dev/outbox', answers: all('ok') } },
  'not-found.tsx': { loader: { path: () => '/no-such-page', answers: all(404) } },
}

const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>('../../app/routes/*.{ts,tsx}')
const fileOf = (key: string) => key.split('/').pop() ?? key

/** How a loader or action answered, as the table writes it. */
function answerOf(result: unknown): Answer {
  const status =
    result instanceof Response
      ? result.status
      : result && typeof result === 'object' && 'init' in result
        ? ((result as { init?: { status?: number } | null }).init?.status ?? 200)
        : result instanceof Error
          ? 500
          : 200
  if (status >= 300 && status < 400) {
    const location = result instanceof Response ? (result.headers.get('Location') ?? '') : ''
    return location.startsWith('/auth') ? 'sign-in' : 'redirect'
  }
  if (status >= 200 && status < 300) return 'ok'
  return status as Answer
}

function cookieOf(persona: Persona): string | undefined {
  if (persona === 'visitor') return undefined
  return { viewer: fixture.viewer, member: fixture.member, admin: fixture.admin, outsider: fixture.outsider }[persona]
    .cookie
}

async function ask(file: string, kind: 'loader' | 'action', call: Call, persona: Persona) {
  const load = ROUTE_MODULES[`../../app/routes/${file}`]
  if (!load) throw new Error(`no route module ${file}`)
  const handler = (await load())[kind] as (args: unknown) => Promise<unknown>
  const cookie = cookieOf(persona)
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }
  const init: RequestInit =
    kind === 'action' ? { method: 'POST', headers, body: new URLSearchParams(call.form?.(fixture) ?? {}) } : { headers }
  const args = context.routeArgs(call.path(fixture), init, call.params?.(fixture) ?? {})
  try {
    return answerOf(await handler(args))
  } catch (thrown) {
    return answerOf(thrown)
  }
}

describe('the authorisation matrix', () => {
  beforeAll(async () => {
    const admin = await context.premiumFamily('Ann')
    const member = await context.memberOf(admin.familyId, 'Member', 'Mo')
    const viewer = await context.memberOf(admin.familyId, 'Viewer', 'Vi')
    for (const person of [member, viewer]) {
      await context.db.update(profiles).set({ activeFamilyId: admin.familyId }).where(eq(profiles.userId, person.id))
    }
    const outsider = await context.premiumFamily('Zed')
    const [task] = await context.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.familyId, admin.familyId))
    // Two invitations: the family page's row resends one (which replaces its link); the other's link is opened.
    const inviteToken = 'matrix-invitation-token-0123456789abcdef'
    const invite = async (email: string, token: string) => {
      const [row] = await context.db
        .insert(familyInvitations)
        .values({
          familyId: admin.familyId,
          email,
          fullName: 'Someone Else',
          role: 'Viewer',
          tokenHash: createHash('sha256').update(token).digest('hex'),
          invitedBy: admin.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning({ id: familyInvitations.id })
      return row?.id ?? ''
    }
    const resent = await invite('resent@example.com', 'matrix-resent-token-0123456789abcdef')
    await invite('someone-else@example.com', inviteToken)
    const form = new FormData()
    form.append('shared', 'on')
    form.append('file', new Blob(['The will is with the solicitor.']), 'where-the-will-is.txt')
    const uploaded = await uploadAction(
      context.routeArgs('/dashboard/documents/upload', {
        method: 'POST',
        body: form,
        headers: { cookie: admin.cookie, accept: 'application/json' },
      }),
    )
    if (uploaded.status !== 201) throw new Error(`the matrix's document was not uploaded (${uploaded.status})`)
    const [document] = await context.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.familyId, admin.familyId))
    const [organisation] = await context.db
      .insert(familyOrganisations)
      .values({ familyId: admin.familyId, name: 'Bank' })
      .returning({ id: familyOrganisations.id })
    fixture = {
      documentId: document?.id ?? '',
      organisationId: organisation?.id ?? '',
      admin,
      member,
      viewer,
      outsider,
      taskId: task?.id ?? '',
      invitationId: resent,
      inviteToken,
    }
  })

  it('has a row for every route module that has a loader or an action, and no row for a route that is gone', async () => {
    const files = Object.keys(ROUTE_MODULES).map(fileOf)
    expect(Object.keys(TABLE).sort()).toEqual(files.sort())
    for (const key of Object.keys(ROUTE_MODULES)) {
      const module = await ROUTE_MODULES[key]?.()
      const row = TABLE[fileOf(key)]
      expect({ file: fileOf(key), loader: Boolean(row?.loader), action: Boolean(row?.action) }).toEqual({
        file: fileOf(key),
        loader: typeof module?.loader === 'function',
        action: typeof module?.action === 'function',
      })
    }
  })

  it('answers each person as the table says', async () => {
    const rows = Object.entries(TABLE).sort(([, a], [, b]) => Number(a.last ?? false) - Number(b.last ?? false))
    const expected: Record<string, Answer> = {}
    const actual: Record<string, Answer> = {}
    for (const [file, row] of rows) {
      for (const kind of ['loader', 'action'] as const) {
        const call = row[kind]
        if (!call) continue
        for (const persona of PERSONAS) {
          const key = `${file} ${kind} ${persona}`
          expected[key] = call.answers[persona]
          actual[key] = await ask(file, kind, call, persona)
        }
      }
    }
    expect(actual).toEqual(expected)
  })
})
