/**
 * The authorisation matrix (docs/security.md, 'Proof by attack'): every loader and action of the app, asked by a
 * visitor, a Viewer, a Member and an Admin of one Premium family, and by the Admin of another family using the first
 * family's ids, with the expected answer for each. Answers: 'ok' (2xx), 'sign-in' (a redirect to /auth), 'redirect'
 * (any other redirect), or a status. A route file with no row fails both users of the table: the in-process test
 * (tests/integration/authorisation-matrix.test.ts) and the same matrix over HTTP against the built server
 * (tests/security/authorisation-http.spec.ts).
 */

export type Persona = 'visitor' | 'viewer' | 'member' | 'admin' | 'outsider'
export const PERSONAS: Persona[] = ['visitor', 'outsider', 'viewer', 'member', 'admin']
export type Answer = 'ok' | 'sign-in' | 'redirect' | 400 | 401 | 403 | 404 | 405 | 409 | 410 | 422
export type Answers = Record<Persona, Answer>

/** The first family's ids the calls are made with; each runner builds it its own way. */
export interface Fixture {
  /** The Admin's (first) family. */
  familyId: string
  taskId: string
  /** A pending invitation of the first family, resent by the family page's row. */
  invitationId: string
  /** The link token of another pending invitation of the first family, to an address none of the personas has. */
  inviteToken: string
  /** A document the Admin uploaded and shared with the family. */
  documentId: string
  organisationId: string
}

/** Same answer for everyone. */
export const all = (answer: Answer): Answers => ({
  visitor: answer,
  viewer: answer,
  member: answer,
  admin: answer,
  outsider: answer,
})
/** Signed-in people get `answer`; a visitor is sent to sign in. */
export const signedIn = (answer: Answer, overrides: Partial<Answers> = {}): Answers => ({
  ...all(answer),
  visitor: 'sign-in',
  ...overrides,
})

export interface Call {
  path: (f: Fixture) => string
  params?: (f: Fixture) => Record<string, string>
  form?: (f: Fixture) => Record<string, string>
  answers: Answers
  /**
   * Only where the request over HTTP (tests/security/authorisation-http.spec.ts) must differ from the in-process
   * call for a reason written next to it. The answers of `answers` are expected either way.
   */
  http?: HttpOverride
}

export interface HttpOverride {
  /**
   * Send the action as the page's script does (React Router's single fetch, `path.data`), which answers with the
   * action's own status. A plain form post runs the page's loaders after the action, and a loader that sends the
   * person elsewhere (a redirect) then hides the action's answer.
   */
  singleFetch?: true
}
/** The letter routes' parameter. */
const organisation = (f: Fixture) => ({ id: f.organisationId })

export interface Row {
  loader?: Call
  action?: Call
  /**
   * More calls to the same action, one per intent that is refused or allowed by its own rule (a new intent of a
   * page with many, such as the estate's), keyed by the intent.
   */
  intents?: Record<string, Call>
  /** Run after every other row: it ends the session it is sent with. */
  last?: boolean
}

/** Every call of a row, each with its name in the results ('loader', 'action', 'action settle-asset'). */
export function callsOf(row: Row): { name: string; kind: 'loader' | 'action'; call: Call }[] {
  const calls: { name: string; kind: 'loader' | 'action'; call: Call }[] = []
  if (row.loader) calls.push({ name: 'loader', kind: 'loader', call: row.loader })
  if (row.action) calls.push({ name: 'action', kind: 'action', call: row.action })
  for (const [intent, call] of Object.entries(row.intents ?? {})) {
    calls.push({ name: `action ${intent}`, kind: 'action', call })
  }
  return calls
}

/** An id no family's record has: a Viewer is refused for the role first, everyone else is told it is not found. */
const NO_SUCH_RECORD = '00000000-0000-4000-8000-000000000000'

export const TABLE: Record<string, Row> = {
  'home.tsx': {},
  'about.tsx': {},
  // The page a saved copy cannot be found for, without a signal (decision 079): precached, no loader.
  'offline.tsx': {},
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
  // One country's regions for the country and region fields (decision 086): public, like the regions page.
  'regions.$country.options.ts': {
    loader: { path: () => '/regions/UK/options', params: () => ({ country: 'UK' }), answers: all('ok') },
  },
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
      // Over HTTP, a plain form post would then run /auth's loader, which sends a signed-in person on to their
      // dashboard: the refusal (401) is only seen as the page's script sees it.
      http: { singleFetch: true },
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
    action: {
      path: () => '/auth/two-step',
      form: () => ({ method: 'app', code: '123456' }),
      answers: all(401),
      // Over HTTP, a plain form post would then run the loader, which sends everyone without the challenge cookie
      // to sign in: the refusal (401) is only seen as the page's script sees it.
      http: { singleFetch: true },
    },
  },
  'auth.email-confirmed.tsx': { loader: { path: () => '/auth/email-confirmed', answers: all('ok') } },
  // The earlier version's /login is /auth now (docs/product.md, 'Pages').
  'login.tsx': { loader: { path: () => '/login', answers: all('sign-in') } },
  'onboarding.tsx': {
    loader: { path: () => '/onboarding', answers: signedIn('ok') },
    action: { path: () => '/onboarding?step=2', form: () => ({ intent: 'previous' }), answers: signedIn('redirect') },
  },
  'dashboard.tsx': {
    loader: { path: () => '/dashboard', answers: signedIn('ok') },
    // The 'Add your full name' prompt: each person answers for their own profile only (decision 061).
    action: { path: () => '/dashboard', form: () => ({ intent: 'not-now' }), answers: signedIn('ok') },
  },
  'dashboard.tasks.tsx': {
    loader: { path: (f) => `/dashboard/tasks?task=${f.taskId}&dialog=edit`, answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/tasks',
      form: (f) => ({ intent: 'set-status', taskId: f.taskId, status: 'in-progress' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  // A task's details, which a list's row loads as it opens (decision 077): 'view', in the person's own family.
  'dashboard.tasks.$id.details.ts': {
    loader: {
      path: (f) => `/dashboard/tasks/${f.taskId}/details`,
      params: (f) => ({ id: f.taskId }),
      answers: signedIn('ok', { outsider: 404 }),
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
      // 'change-documents' is a right over one's own document only (app/lib/permissions.ts): its uploader, the Admin.
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
  'dashboard.offline-changes.ts': {
    // A task marked as started while offline, sent with its key (decision 080); the other family's Admin is told
    // the task is not found.
    action: {
      path: () => '/dashboard/offline-changes',
      form: (f) => ({
        page: 'tasks',
        intent: 'set-status',
        taskId: f.taskId,
        status: 'in-progress',
        idempotencyKey: '6f1f3c3e-8d2a-4a8e-9d57-1f0b8a4f2c11',
      }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.estate.tsx': {
    loader: { path: () => '/dashboard/estate', answers: signedIn('ok') },
    action: {
      path: () => '/dashboard/estate',
      // An asset held by the first family's organisation: the other family's Admin is refused it as not found.
      form: (f) => ({
        intent: 'add-asset',
        kind: 'bank-account',
        description: 'Current account',
        organisationId: f.organisationId,
      }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
    // Decision 076: settling a 'depends' and removing a distribution are the 'manage-estate' right's too.
    intents: {
      'settle-asset': {
        path: () => '/dashboard/estate',
        form: () => ({ intent: 'settle-asset', id: NO_SUCH_RECORD, settlement: 'in' }),
        answers: signedIn(404, { viewer: 403 }),
      },
      'delete-distribution': {
        path: () => '/dashboard/estate',
        form: () => ({ intent: 'delete-distribution', id: NO_SUCH_RECORD }),
        answers: signedIn(404, { viewer: 403 }),
      },
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
      form: () => ({ intent: 'save', purpose: 'close', note: 'A note.' }),
      answers: signedIn('ok', { viewer: 403, outsider: 404 }),
    },
  },
  'dashboard.organisations.$id.letter[.]pdf.ts': {
    loader: {
      path: (f) => `/dashboard/organisations/${f.organisationId}/letter.pdf`,
      params: organisation,
      // The fixture's letter still lacks the writer's address and more: refused as not ready (decision 063).
      answers: signedIn(422, { outsider: 404 }),
    },
  },
  'dashboard.timeline.tsx': { loader: { path: () => '/dashboard/timeline', answers: signedIn('ok') } },
  'dashboard.checklist.tsx': { loader: { path: () => '/dashboard/checklist', answers: signedIn('ok') } },
  'dashboard.checklist.print.tsx': { loader: { path: () => '/dashboard/checklist/print', answers: signedIn('ok') } },
  'dashboard.checklist[.]pdf.tsx': { loader: { path: () => '/dashboard/checklist.pdf', answers: signedIn('ok') } },
  'dashboard.paper-pack[.]pdf.ts': { loader: { path: () => '/dashboard/paper-pack.pdf', answers: signedIn('ok') } },
  'dashboard.estate.accounts[.]pdf.ts': {
    loader: { path: () => '/dashboard/estate/accounts.pdf', answers: signedIn('ok') },
  },
  'dashboard.estate.accounts[.]csv.ts': {
    loader: { path: () => '/dashboard/estate/accounts.csv', answers: signedIn('ok') },
  },
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
      form: (f) => ({ familyId: f.familyId }),
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
  // Opened by the signed token in its path, not by a session: a token we did not sign changes nothing for anyone.
  'email.unsubscribe.$token.tsx': {
    loader: {
      path: () => '/email/unsubscribe/not-a-token',
      params: () => ({ token: 'not-a-token' }),
      answers: all(400),
    },
    action: {
      path: () => '/email/unsubscribe/not-a-token',
      params: () => ({ token: 'not-a-token' }),
      form: () => ({ 'List-Unsubscribe': 'One-Click' }),
      answers: all(400),
    },
  },
  // The digest's link, as the reminders' (decision 070).
  'email.digest.$token.tsx': {
    loader: {
      path: () => '/email/digest/not-a-token',
      params: () => ({ token: 'not-a-token' }),
      answers: all(400),
    },
    action: {
      path: () => '/email/digest/not-a-token',
      params: () => ({ token: 'not-a-token' }),
      form: () => ({ 'List-Unsubscribe': 'One-Click' }),
      answers: all(400),
    },
  },
  'dev.outbox.tsx': { loader: { path: () => '/dev/outbox', answers: all('ok') } },
  'not-found.tsx': { loader: { path: () => '/no-such-page', answers: all(404) } },
}

/** The rows in the order they are run: those marked `last` after every other. */
export function rowsInOrder(): [file: string, row: Row][] {
  return Object.entries(TABLE).sort(([, a], [, b]) => Number(a.last ?? false) - Number(b.last ?? false))
}
