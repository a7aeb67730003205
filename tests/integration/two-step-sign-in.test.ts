import { symmetricEncrypt } from 'better-auth/crypto'
import { and, eq, like } from 'drizzle-orm'
import { URI, type TOTP } from 'otpauth'
import { beforeEach, describe, expect, it } from 'vitest'
import { signUp } from '~/features/accounts/accounts.server'
import { action as signInAction } from '~/routes/auth'
import { action as twoStepSignInAction, loader as twoStepSignInLoader } from '~/routes/auth.two-step'
import { action as twoStepSettingsAction } from '~/routes/dashboard.settings.two-step'
import { CLIENT_IP_HEADER } from '~/lib/auth.server'
import { outboxMessages, twoFactors, users } from '~db/schema'
import { actionResult } from '../setup/action-result'
import { browserHeaders, cookiesFrom, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()
/** The authenticator app of each person `withTwoStep` set up: it makes codes from the QR code's address. */
const apps = new Map<string, TOTP>()
function appFor(email: string): TOTP {
  const known = apps.get(email)
  if (!known) throw new Error(`no authenticator app set up for ${email}`)
  return known
}
const PASSWORD = 'lavender-and-thyme'
const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** The two-step pages' action data, as these tests read it. */
interface TwoStepAnswer {
  ok?: boolean
  formError?: string
  fieldErrors?: Record<string, string>
  setup?: { uri: string }
  restart?: boolean
}

/** Each test is a visitor of its own, so that the per-address limits of one test do not reach the next. */
let visitors = 0
let clientIp = '198.51.100.1'
beforeEach(() => {
  clientIp = `198.51.100.${++visitors}`
})

function post(path: string, fields: Record<string, string>, cookie: string | null, userAgent = LAPTOP) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'user-agent': userAgent, [CLIENT_IP_HEADER]: clientIp }
  if (cookie) headers.cookie = cookie
  return fixture.routeArgs(path, { method: 'POST', headers, body: new URLSearchParams(fields) })
}

async function signedUp(email: string) {
  const up = await signUp(fixture.auth, browserHeaders('203.0.113.7'), { fullName: 'Ann', email, password: PASSWORD })
  if (!up.ok) throw new Error(up.message)
  const [user] = await fixture.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { cookie: cookiesFrom(up.headers), userId: user!.id }
}

/**
 * The app's code `steps` 30-second steps from now; Better Auth accepts the steps either side of the current.
 * Each step is accepted once (decision 049), so after the set-up used the current code, sign-in uses the next one:
 * it stays later than the set-up's even when a step ends in between.
 */
function codeAt(app: TOTP, steps: number): string {
  return app.generate({ timestamp: Date.now() + steps * 30_000 })
}

/** Turns two-step sign-in on through Settings, as the page does; returns the app's generator and the codes. */
async function withTwoStep(email: string) {
  const person = await signedUp(email)
  const started = actionResult<{
    ok: boolean
    setup: { uri: string; key: string; recoveryCodes: string[]; qrSvg: string }
  }>(
    await twoStepSettingsAction(
      post('/dashboard/settings/two-step', { intent: 'start', password: PASSWORD }, person.cookie),
    ),
  ).data
  expect(started.ok).toBe(true)
  const app = URI.parse(started.setup.uri) as TOTP
  apps.set(email, app)
  const confirmed = (await twoStepSettingsAction(
    post(
      '/dashboard/settings/two-step',
      { intent: 'confirm', code: app.generate(), setupUri: started.setup.uri },
      person.cookie,
    ),
  )) as Response
  expect(confirmed.status).toBe(302)
  expect(confirmed.headers.get('location')).toBe('/dashboard/settings/two-step?done=on')
  return { ...person, app, setup: started.setup, cookie: cookiesFrom(confirmed.headers) }
}

/** The first step of sign-in: the password, answered by the challenge cookie and a redirect to the second. */
async function passwordStep(email: string, userAgent = PHONE) {
  const response = (await signInAction(
    post('/auth?redirectTo=/dashboard', { intent: 'sign-in', email, password: PASSWORD }, null, userAgent),
  )) as Response
  return { response, challenge: cookiesFrom(response.headers) }
}

const subjectsTo = async (email: string) =>
  (
    await fixture.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
  )
    .map((row) => row.subject)
    .sort()

describe('two-step sign-in', () => {
  it('is set up with a QR code, a typed key and ten recovery codes, and is on only once a code is confirmed', async () => {
    const person = await signedUp('ann@example.com')
    const started = actionResult<{ setup: { uri: string; key: string; recoveryCodes: string[]; qrSvg: string } }>(
      await twoStepSettingsAction(
        post('/dashboard/settings/two-step', { intent: 'start', password: PASSWORD }, person.cookie),
      ),
    ).data
    expect(started.setup.qrSvg).toMatch(/^<svg/)
    expect(started.setup.key.replace(/ /g, '')).toBe(new URL(started.setup.uri).searchParams.get('secret'))
    expect(started.setup.recoveryCodes).toHaveLength(10)
    const [before] = await fixture.db.select().from(users).where(eq(users.id, person.userId))
    expect(before!.twoFactorEnabled).toBe(false)
    // The secret is stored encrypted, never as the key the page showed.
    const [stored] = await fixture.db.select().from(twoFactors).where(eq(twoFactors.userId, person.userId))
    expect(stored!.secret).not.toContain(started.setup.key.replace(/ /g, ''))

    const wrong = actionResult<TwoStepAnswer>(
      await twoStepSettingsAction(
        post(
          '/dashboard/settings/two-step',
          { intent: 'confirm', code: '000000', setupUri: started.setup.uri },
          person.cookie,
        ),
      ),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.data).toMatchObject({ ok: false })
    expect(wrong.data.fieldErrors?.code).toContain('did not work')
    // The page can show the same set-up again after a mistyped code.
    expect(wrong.data.setup?.uri).toBe(started.setup.uri)
    const [after] = await fixture.db.select().from(users).where(eq(users.id, person.userId))
    expect(after!.twoFactorEnabled).toBe(false)
  })

  it('refuses to start with a wrong password', async () => {
    const person = await signedUp('bo@example.com')
    const result = actionResult<TwoStepAnswer>(
      await twoStepSettingsAction(
        post('/dashboard/settings/two-step', { intent: 'start', password: 'not-my-password' }, person.cookie),
      ),
    )
    expect(result.data).toMatchObject({ ok: false, fieldErrors: { password: 'Your password is not right' } })
    expect(await fixture.db.select().from(twoFactors).where(eq(twoFactors.userId, person.userId))).toEqual([])
  })

  it('once on, a right password alone does not sign in: the app’s code does, and a new browser is e-mailed', async () => {
    await withTwoStep('cy@example.com')
    const { response, challenge } = await passwordStep('cy@example.com')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/auth/two-step?redirectTo=/dashboard')
    expect(challenge).not.toMatch(/session_token=[^;]+/)
    expect(await fixture.auth.api.getSession({ headers: new Headers({ cookie: challenge }) })).toBeNull()

    const wrong = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(
        post('/auth/two-step?redirectTo=%2Fdashboard', { method: 'app', code: '123456' }, challenge, PHONE),
      ),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.data.formError).toMatch(/That code did not work/)

    const app = appFor('cy@example.com')
    const signedIn = (await twoStepSignInAction(
      post('/auth/two-step?redirectTo=%2Fdashboard', { method: 'app', code: codeAt(app, 1) }, challenge, PHONE),
    )) as Response
    expect(signedIn.headers.get('location')).toBe('/dashboard')
    const session = await fixture.auth.api.getSession({
      headers: new Headers({ cookie: cookiesFrom(signedIn.headers) }),
    })
    expect(session?.user.email).toBe('cy@example.com')
    expect(await subjectsTo('cy@example.com')).toEqual([
      'A new sign-in to your Afterword account',
      'Please confirm your e-mail address',
      'Two-step sign-in is on for your Afterword account',
    ])
  })

  it('a recovery code signs in once, and only once', async () => {
    const person = await withTwoStep('di@example.com')
    const code = person.setup.recoveryCodes[0]!
    const first = await passwordStep('di@example.com')
    const used = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'recovery', code }, first.challenge, PHONE),
    )) as Response
    expect(used.status).toBe(302)
    const again = await passwordStep('di@example.com')
    const reused = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(post('/auth/two-step', { method: 'recovery', code }, again.challenge, PHONE)),
    )
    expect(reused.data.formError).toMatch(/each recovery code works once/)
  })

  it('a recovery code signs in however it is typed: in capitals, without its dashes', async () => {
    const person = await withTwoStep('ivo@example.com')
    const code = person.setup.recoveryCodes[1]!
    expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}$/)
    const first = await passwordStep('ivo@example.com')
    const typed = code.replaceAll('-', '').toUpperCase()
    const used = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'recovery', code: typed }, first.challenge, PHONE),
    )) as Response
    expect(used.status).toBe(302)
  })

  it('recovery codes made before the unambiguous alphabet still sign in, their case as it was', async () => {
    const person = await withTwoStep('jo@example.com')
    const earlierCodes = ['aB3dE-fG5hJ', 'Kl0Oi-9zYxW']
    const context = await fixture.auth.$context
    const stored = await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify(earlierCodes) })
    await fixture.db.update(twoFactors).set({ backupCodes: stored }).where(eq(twoFactors.userId, person.userId))
    const first = await passwordStep('jo@example.com')
    const used = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'recovery', code: 'Kl0Oi9zYxW' }, first.challenge, PHONE),
    )) as Response
    expect(used.status).toBe(302)
  })

  it('a code from the app signs in once: the same code again, or an earlier one, is refused (decision 049)', async () => {
    const person = await withTwoStep('flo@example.com')
    const code = codeAt(person.app, 1)
    const first = await passwordStep('flo@example.com')
    const used = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'app', code }, first.challenge, PHONE),
    )) as Response
    expect(used.status).toBe(302)

    const again = await passwordStep('flo@example.com')
    const replayed = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(post('/auth/two-step', { method: 'app', code }, again.challenge, PHONE)),
    )
    expect(replayed.status).toBe(400)
    expect(replayed.data.formError).toMatch(/already been used/)
    const earlier = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(
        post('/auth/two-step', { method: 'app', code: person.app.generate() }, again.challenge, PHONE),
      ),
    )
    expect(earlier.data.formError).toMatch(/already been used/)
    // Both refusals left the challenge open: a recovery code still signs in with it.
    const recovered = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'recovery', code: person.setup.recoveryCodes[0]! }, again.challenge, PHONE),
    )) as Response
    expect(recovered.status).toBe(302)
    const [row] = await fixture.db.select().from(twoFactors).where(eq(twoFactors.userId, person.userId))
    expect(row?.lastUsedStep).toEqual(expect.any(Number))
  })

  it('the same code sent twice at once opens one session, not two', async () => {
    const person = await withTwoStep('gwen@example.com')
    const code = codeAt(person.app, 1)
    const [one, two] = await Promise.all([passwordStep('gwen@example.com'), passwordStep('gwen@example.com')])
    const results = await Promise.all(
      [one, two].map((step) =>
        twoStepSignInAction(post('/auth/two-step', { method: 'app', code }, step.challenge, PHONE)),
      ),
    )
    expect(results.filter((result) => result instanceof Response && result.status === 302)).toHaveLength(1)
  })

  it('ends the challenge after five wrong codes, so the password must be typed again', async () => {
    await withTwoStep('ed@example.com')
    const { challenge } = await passwordStep('ed@example.com')
    for (let attempt = 0; attempt < 5; attempt++) {
      await twoStepSignInAction(post('/auth/two-step', { method: 'app', code: '000000' }, challenge, PHONE))
    }
    const app = appFor('ed@example.com')
    const sixth = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(post('/auth/two-step', { method: 'app', code: codeAt(app, 1) }, challenge, PHONE)),
    )
    expect(sixth.data).toMatchObject({ restart: true })
  })

  it('the second step without a password step goes back to sign-in', () => {
    let response: Response | undefined
    try {
      twoStepSignInLoader(
        fixture.routeArgs('/auth/two-step?redirectTo=%2Fdashboard', { headers: { cookie: 'unrelated=1' } }),
      )
    } catch (thrown) {
      response = thrown as Response
    }
    expect(response?.headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard')
  })

  it('checks the code’s shape before asking: six digits from the app', async () => {
    const result = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(post('/auth/two-step', { method: 'app', code: '12ab' }, 'afterword.two_factor=x')),
    )
    expect(result.data).toMatchObject({ fieldErrors: { code: 'The code from the app has 6 digits' } })
  })

  it('is turned off with the password, which is e-mailed, and sign-in needs only the password again', async () => {
    const person = await withTwoStep('fay@example.com')
    const refused = actionResult<TwoStepAnswer>(
      await twoStepSettingsAction(
        post('/dashboard/settings/two-step', { intent: 'turn-off', password: 'wrong-password' }, person.cookie),
      ),
    )
    expect(refused.data).toMatchObject({ ok: false })
    const off = (await twoStepSettingsAction(
      post('/dashboard/settings/two-step', { intent: 'turn-off', password: PASSWORD }, person.cookie),
    )) as Response
    expect(off.headers.get('location')).toBe('/dashboard/settings/two-step?done=off')
    const { response } = await passwordStep('fay@example.com')
    expect(response.headers.get('location')).toBe('/dashboard')
    expect(await subjectsTo('fay@example.com')).toContain('Two-step sign-in is off for your Afterword account')
  })

  it('new recovery codes replace the old ones', async () => {
    const person = await withTwoStep('gus@example.com')
    const made = actionResult<{ ok: boolean; recoveryCodes: string[] }>(
      await twoStepSettingsAction(
        post('/dashboard/settings/two-step', { intent: 'new-codes', password: PASSWORD }, person.cookie),
      ),
    ).data
    expect(made.recoveryCodes).toHaveLength(10)
    const { challenge } = await passwordStep('gus@example.com')
    const old = actionResult<TwoStepAnswer>(
      await twoStepSignInAction(
        post('/auth/two-step', { method: 'recovery', code: person.setup.recoveryCodes[1]! }, challenge, PHONE),
      ),
    )
    expect(old.data.formError).toMatch(/did not work/)
    const fresh = (await twoStepSignInAction(
      post('/auth/two-step', { method: 'recovery', code: made.recoveryCodes[0]! }, challenge, PHONE),
    )) as Response
    expect(fresh.status).toBe(302)
    const mails = await fixture.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, 'gus@example.com'), like(outboxMessages.subject, 'New recovery codes%')))
    expect(mails).toHaveLength(1)
  })
})

describe('security e-mails', () => {
  it('a sign-in from a browser already signed in is not e-mailed; a password change is', async () => {
    const person = await signedUp('hal@example.com')
    const sameBrowser = (await signInAction(
      post('/auth', { intent: 'sign-in', email: 'hal@example.com', password: PASSWORD }, null, 'Mozilla/5.0'),
    )) as Response
    expect(sameBrowser.status).toBe(302)
    // signUp ran without a user agent, so this browser was new; a second sign-in from it is not.
    await signInAction(
      post('/auth', { intent: 'sign-in', email: 'hal@example.com', password: PASSWORD }, null, 'Mozilla/5.0'),
    )
    expect((await subjectsTo('hal@example.com')).filter((subject) => subject.startsWith('A new sign-in'))).toHaveLength(
      1,
    )
    const { action: settingsAction } = await import('~/routes/dashboard.settings')
    await settingsAction(
      post(
        '/dashboard/settings',
        { intent: 'change-password', currentPassword: PASSWORD, newPassword: 'a-brand-new-passphrase' },
        person.cookie,
      ),
    )
    expect(await subjectsTo('hal@example.com')).toContain('Your Afterword password was changed')
  })
})
