import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  getSignedInUser,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
} from '~/features/accounts/accounts.server'
import { MESSAGES } from '~/features/accounts/messages'
import { changePassword } from '~/features/settings/settings.server'
import { action as settingsAction } from '~/routes/dashboard.settings'
import { OWN_DETAILS_MESSAGE } from '~/lib/password-strength.server'
import { queryRows } from '~/lib/db.server'
import { listOutbox } from '~/lib/mail.server'
import { users, verifications } from '~db/schema'
import { actionResult } from '../setup/action-result'
import { browserHeaders, cookiesFrom, createTestAuth, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

async function newAccount(email: string, password = 'rosemary-tea-garden', fullName = email.split('@')[0] ?? 'x') {
  const result = await signUp(fixture.auth, browserHeaders(), { fullName, email, password })
  if (!result.ok) throw new Error(result.message)
  return result
}

async function lastLink(email: string, pattern: RegExp) {
  const message = (await listOutbox(fixture.db)).find((m) => m.to === email && pattern.test(m.text))
  const url = message?.text.match(/https?:\/\/\S+/)?.[0]
  if (!url || !message) throw new Error(`no e-mail to ${email} matching ${pattern}`)
  return { url, message }
}

describe('sign-in', () => {
  it('a wrong password gets the same generic message as an unknown address', async () => {
    await newAccount('cara@example.com')
    const wrong = await signIn(fixture.auth, browserHeaders('198.51.100.1'), {
      email: 'cara@example.com',
      password: 'nope-nope',
    })
    const unknown = await signIn(fixture.auth, browserHeaders('198.51.100.1'), {
      email: 'nobody@example.com',
      password: 'nope-nope',
    })
    expect(wrong).toEqual({ ok: false, status: 401, message: MESSAGES.invalidCredentials })
    expect(unknown).toEqual(wrong)
  })

  it('guesses from many addresses do not lock the owner out: they are slowed, and the owner is e-mailed once', async () => {
    await newAccount('dan@example.com', 'rosemary-tea-garden', 'Dan Evans')
    const pausesBefore = fixture.signInPauses.length
    for (let attempt = 0; attempt < 14; attempt++) {
      // Each guess from an address of its own, as a botnet would: no per-address limit is reached.
      const result = await signIn(fixture.auth, browserHeaders(`192.0.2.${attempt}`), {
        email: 'dan@example.com',
        password: `wrong-${attempt}`,
      })
      expect(result).toMatchObject({ ok: false, status: 401 })
    }
    // The first ten were not slowed; from then on every try waits longer before the password is checked.
    expect(fixture.signInPauses.slice(pausesBefore)).toEqual([1, 2, 4, 8])
    // The owner, from an address that has not been failing, gets in: slowly, but never refused.
    const owner = await signIn(fixture.auth, browserHeaders('198.51.100.77'), {
      email: 'DAN@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(owner).toMatchObject({ ok: true, signedIn: true })
    expect(fixture.signInPauses.at(-1)).toBe(16)

    const alerts = (await listOutbox(fixture.db)).filter(
      (m) => m.to === 'dan@example.com' && m.subject === 'Someone is trying to sign in to your Afterword account',
    )
    expect(alerts).toHaveLength(1)
    expect(alerts[0]?.text).toContain('Hello Dan Evans, in the last 60 minutes someone has tried to sign in')
    expect(alerts[0]?.text).toContain('10 times with a wrong password')
    expect(alerts[0]?.text).toMatch(/change your password .* turn on two-step sign-in/)
  })

  it('the hard limit is per account and address: ten wrong passwords from one address, then that address waits', async () => {
    await newAccount('ed@example.com')
    const here = browserHeaders('192.0.2.150')
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(await signIn(fixture.auth, here, { email: 'ed@example.com', password: `wrong-${attempt}` })).toMatchObject(
        { ok: false, status: 401 },
      )
    }
    const refused = await signIn(fixture.auth, here, { email: 'ed@example.com', password: 'rosemary-tea-garden' })
    expect(refused).toMatchObject({ ok: false, status: 429 })
    expect(refused.ok ? '' : refused.message).toMatch(/try again in \d+ minutes?\.$/)
    // The limit is kept in the database, so every instance sees it.
    const rows = await queryRows<{ count: number }>(
      fixture.db,
      sql`select count from rate_limits where key = 'sign-in-failed:account-ip:ed@example.com:192.0.2.150'`,
    )
    expect(rows[0]?.count).toBe(10)
    // Anyone else, the owner included, still signs in from their own address.
    expect(
      await signIn(fixture.auth, browserHeaders('198.51.100.78'), {
        email: 'ed@example.com',
        password: 'rosemary-tea-garden',
      }),
    ).toMatchObject({ ok: true })
  })

  it('after ten wrong passwords from one client address, across e-mails, the next is refused', async () => {
    const ip = '203.0.113.200'
    await newAccount('fred@example.com')
    const results = []
    for (let attempt = 0; attempt < 11; attempt++) {
      results.push(
        await signIn(fixture.auth, browserHeaders(ip), { email: `guess${attempt}@example.com`, password: 'wrong-1' }),
      )
    }
    expect(results.slice(0, 10).every((r) => !r.ok && r.status === 401)).toBe(true)
    expect(results[10]).toMatchObject({ ok: false, status: 429 })
    // Even the right password, for another account, waits: the address is guessing.
    const right = await signIn(fixture.auth, browserHeaders(ip), {
      email: 'fred@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(right).toMatchObject({ ok: false, status: 429 })
  })

  it('right passwords from one address (a household, an office) are not held up by the failure count', async () => {
    const ip = '203.0.113.201'
    for (let person = 0; person < 12; person++) {
      const email = `office${person}@example.com`
      await signUp(fixture.auth, browserHeaders(`198.51.100.${person}`), {
        fullName: 'Staff',
        email,
        password: 'rosemary-tea-garden',
      })
      const result = await signIn(fixture.auth, browserHeaders(ip), {
        email: `office${person}@example.com`,
        password: 'rosemary-tea-garden',
      })
      expect(result.ok).toBe(true)
    }
  })
})

describe('e-mail verification', () => {
  it('the link in the e-mail confirms the address once; a changed token is refused', async () => {
    await newAccount('eve@example.com')
    const { url, message } = await lastLink('eve@example.com', /verify-email/)
    expect(message.subject).toBe('Please confirm your e-mail address')
    expect(message.html).toContain('<a href=')
    const link = new URL(url.replace(/&amp;/g, '&'))

    const tampered = new URL(link)
    tampered.searchParams.set('token', `${link.searchParams.get('token') ?? ''}x`)
    const bad = await fixture.auth.handler(new Request(tampered, { redirect: 'manual' }))
    expect(bad.headers.get('location')).toMatch(/\/auth\/email-confirmed\?error=/)

    const good = await fixture.auth.handler(new Request(link, { redirect: 'manual' }))
    expect(good.status).toBe(302)
    expect(good.headers.get('location')).toBe('/auth/email-confirmed')
    const [user] = await fixture.db.select().from(users).where(eq(users.email, 'eve@example.com'))
    expect(user?.emailVerified).toBe(true)
  })

  it('with verification required, sign-in before confirming is refused with a clear message', async () => {
    const strict = createTestAuth(fixture.db, { requireEmailVerification: true }).auth
    const created = await signUp(strict, browserHeaders(), {
      fullName: 'Finn',
      email: 'finn@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(created).toMatchObject({ ok: true, signedIn: false })
    const result = await signIn(strict, browserHeaders(), {
      email: 'finn@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(result).toEqual({ ok: false, status: 403, message: MESSAGES.notVerified })
    // A duplicate is not revealed when verification is required; the owner gets an e-mail instead.
    const duplicate = await signUp(strict, browserHeaders(), {
      fullName: 'F2',
      email: 'finn@example.com',
      password: 'another-one-1',
    })
    expect(duplicate).toMatchObject({ ok: true, signedIn: false })
    expect((await lastLink('finn@example.com', /already have one/)).message.subject).toBe(
      'You already have an Afterword account',
    )
  })
})

describe('password reset', () => {
  async function resetToken(email: string) {
    const requested = await requestPasswordReset(fixture.auth, browserHeaders(), email)
    expect(requested.ok).toBe(true)
    const { url } = await lastLink(email, /reset-password/)
    const response = await fixture.auth.handler(new Request(url.replace(/&amp;/g, '&'), { redirect: 'manual' }))
    const location = new URL(response.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/auth/reset-password')
    return location.searchParams.get('token') ?? ''
  }

  it('sets a new password once, signs out old sessions, and refuses the reused link', async () => {
    const { headers } = await newAccount('gail@example.com')
    const oldCookie = cookiesFrom(headers)
    const token = await resetToken('gail@example.com')
    expect(await resetPassword(fixture.auth, browserHeaders(), { token, password: 'lavender-field' })).toMatchObject({
      ok: true,
    })
    expect(await resetPassword(fixture.auth, browserHeaders(), { token, password: 'lavender-field-2' })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.invalidLink,
    })
    expect((await getSignedInUser(fixture.auth, fixture.db, browserHeaders(undefined, oldCookie))).user).toBeNull()
    expect(
      await signIn(fixture.auth, browserHeaders(), { email: 'gail@example.com', password: 'rosemary-tea-garden' }),
    ).toMatchObject({
      ok: false,
    })
    expect(
      await signIn(fixture.auth, browserHeaders(), { email: 'gail@example.com', password: 'lavender-field' }),
    ).toMatchObject({
      ok: true,
    })
  })

  it('keeps only a hash of the reset token, so a copy of the database cannot reset anyone’s password', async () => {
    await newAccount('ines@example.com')
    const token = await resetToken('ines@example.com')
    expect(token).toMatch(/^\S{16,}$/)
    const stored = await fixture.db.select({ identifier: verifications.identifier }).from(verifications)
    expect(stored.length).toBeGreaterThan(0)
    for (const row of stored) expect(row.identifier).not.toContain(token)
  })

  it('refuses an expired link', async () => {
    await newAccount('hal@example.com')
    const token = await resetToken('hal@example.com')
    const [hal] = await fixture.db.select({ id: users.id }).from(users).where(eq(users.email, 'hal@example.com'))
    await fixture.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, hal?.id ?? ''))
    expect(await resetPassword(fixture.auth, browserHeaders(), { token, password: 'lavender-field' })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.invalidLink,
    })
  })

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = (await listOutbox(fixture.db)).length
    expect(await requestPasswordReset(fixture.auth, browserHeaders(), 'nobody-here@example.com')).toMatchObject({
      ok: true,
    })
    expect((await listOutbox(fixture.db)).length).toBe(before)
  })
})

describe('new passwords', () => {
  const TOO_EASY =
    /^This password would be too easy to guess\. .+ A few unrelated words together are easy to remember and hard to guess\.$/

  it.each(['aaaaaaaa', 'abcdefgh', 'zzzzzzzz', 'qqqqqqqq', 'password1'])(
    'sign-up refuses %s, says why, and stores nothing',
    async (password) => {
      const email = `ivy-${password.length}-${password.charCodeAt(1)}@example.com`
      const refused = await signUp(fixture.auth, browserHeaders('203.0.113.40'), { fullName: 'Ivy', email, password })
      expect(refused).toMatchObject({ ok: false, status: 400 })
      expect(refused.ok ? '' : refused.message).toMatch(TOO_EASY)
      expect(await fixture.db.select().from(users).where(eq(users.email, email))).toEqual([])
    },
  )

  it('sign-up refuses a password made of the person’s own name or address', async () => {
    const refused = await signUp(fixture.auth, browserHeaders('203.0.113.41'), {
      fullName: 'Isla Moreton',
      email: 'isla.moreton@example.com',
      password: 'IslaMoreton1',
    })
    expect(refused).toEqual({ ok: false, status: 400, message: OWN_DETAILS_MESSAGE })
  })

  it('refuses weak and own-name passwords at reset and change, with the reason, and changes nothing', async () => {
    const { headers } = await newAccount('jo.pender@example.com', 'rosemary-tea-garden', 'Jo Pender')
    const cookie = cookiesFrom(headers)
    const changed = await changePassword(fixture.auth, browserHeaders(undefined, cookie), {
      currentPassword: 'rosemary-tea-garden',
      newPassword: 'iloveyou',
    })
    expect(changed).toMatchObject({ ok: false, field: 'newPassword' })
    expect(changed.ok ? '' : changed.message).toMatch(TOO_EASY)
    const ownName = await changePassword(fixture.auth, browserHeaders(undefined, cookie), {
      currentPassword: 'rosemary-tea-garden',
      newPassword: 'jopender2024',
    })
    expect(ownName).toMatchObject({ ok: false, field: 'newPassword', message: OWN_DETAILS_MESSAGE })

    await requestPasswordReset(fixture.auth, browserHeaders(), 'jo.pender@example.com')
    const { url } = await lastLink('jo.pender@example.com', /reset-password/)
    const response = await fixture.auth.handler(new Request(url.replace(/&amp;/g, '&'), { redirect: 'manual' }))
    const token = new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('token') ?? ''
    const weak = await resetPassword(fixture.auth, browserHeaders(), { token, password: 'qqqqqqqq' })
    expect(weak.ok ? '' : weak.message).toMatch(TOO_EASY)
    // The reset link names the person, so their own name is refused there too.
    expect(await resetPassword(fixture.auth, browserHeaders(), { token, password: 'Pender.Jo.1' })).toMatchObject({
      ok: false,
      message: OWN_DETAILS_MESSAGE,
    })
    // The old password still works: nothing was changed by the refusals.
    expect(
      await signIn(fixture.auth, browserHeaders(), { email: 'jo.pender@example.com', password: 'rosemary-tea-garden' }),
    ).toMatchObject({ ok: true })
  })
})

describe('limits on changing the password and the address', () => {
  async function post(cookie: string, fields: Record<string, string>) {
    const args = fixture.routeArgs('/dashboard/settings', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      body: new URLSearchParams(fields),
    })
    return actionResult<{ ok: boolean; fieldErrors?: Record<string, string> }>(await settingsAction(args))
  }

  it('five wrong current passwords in ten minutes, then even the right one waits, with when to try again', async () => {
    const { headers } = await newAccount('kit@example.com')
    const cookie = cookiesFrom(headers)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post(cookie, {
        intent: 'change-password',
        currentPassword: `not-it-${attempt}`,
        newPassword: 'juniper-berries-4',
      })
      expect(wrong.data?.fieldErrors?.currentPassword).toBe('Your current password is not right')
    }
    const blocked = await post(cookie, {
      intent: 'change-password',
      currentPassword: 'rosemary-tea-garden',
      newPassword: 'juniper-berries-4',
    })
    expect(blocked.data?.fieldErrors?.currentPassword).toMatch(/^Too many attempts .* try again in 10 minutes\.$/)
    expect(
      await signIn(fixture.auth, browserHeaders(), { email: 'kit@example.com', password: 'rosemary-tea-garden' }),
    ).toMatchObject({ ok: true })
  })

  it('five address changes in ten minutes, then the sixth is refused and sends nothing', async () => {
    const { headers } = await newAccount('lou@example.com')
    const cookie = cookiesFrom(headers)
    for (let attempt = 0; attempt < 5; attempt++) {
      const allowed = await post(cookie, { intent: 'change-email', newEmail: `lou-${attempt}@example.com` })
      expect(allowed.data?.fieldErrors?.newEmail).toBeUndefined()
    }
    const sentBefore = (await listOutbox(fixture.db)).length
    const refused = await post(cookie, { intent: 'change-email', newEmail: 'lou-6@example.com' })
    expect(refused.data?.fieldErrors?.newEmail).toMatch(/^Too many attempts/)
    expect((await listOutbox(fixture.db)).length).toBe(sentBefore)
  })
})

describe('the sign-in limit per account and address', () => {
  it('says when the owner can try again', async () => {
    await newAccount('max@example.com')
    let last = await signIn(fixture.auth, browserHeaders('203.0.113.90'), {
      email: 'max@example.com',
      password: 'wrong-guess',
    })
    for (let attempt = 0; attempt < 12 && last.ok === false && last.status !== 429; attempt++) {
      last = await signIn(fixture.auth, browserHeaders('203.0.113.90'), {
        email: 'max@example.com',
        password: 'wrong-guess',
      })
    }
    expect(last).toMatchObject({ ok: false, status: 429 })
    if (!last.ok) expect(last.message).toMatch(/try again in (\d+ seconds|\d+ minutes?)\.$/)
  })
})
