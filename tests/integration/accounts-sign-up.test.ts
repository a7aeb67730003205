import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getSignedInUser, MESSAGES, signIn, signUp } from '~/features/accounts/accounts.server'
import { profiles, users } from '~db/schema'
import { browserHeaders, cookiesFrom } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

async function count(table: typeof users | typeof profiles, email?: string) {
  if (table === users && email) return (await fixture.db.select().from(users).where(eq(users.email, email))).length
  const [row] = await fixture.db.select({ n: sql<number>`count(*)::int` }).from(table)
  return row?.n ?? 0
}

describe('sign-up', () => {
  it('creates the user, their profile (not premium) and a session, and stores an argon2id hash', async () => {
    const result = await signUp(fixture.auth, browserHeaders(), {
      fullName: 'Ann',
      email: 'ann@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.signedIn).toBe(true)
    const setCookie = result.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/afterword\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const { user } = await getSignedInUser(
      fixture.auth,
      fixture.db,
      browserHeaders(undefined, cookiesFrom(result.headers)),
    )
    expect(user).toMatchObject({ fullName: 'Ann', hasPurchasedPremium: false, email: 'ann@example.com' })
    const [profile] = await fixture.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ''))
    // No username any more (decision 061): the full name is on the profile and is Better Auth's name.
    expect(profile).toMatchObject({ fullName: 'Ann', username: null, hasPurchasedPremium: false })
    const [account] = await fixture.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, user?.id ?? ''))
    expect(account?.name).toBe('Ann')
    const { rows } = (await fixture.db.execute(sql`select password from accounts where user_id = ${user?.id}`)) as {
      rows: Array<{ password: string }>
    }
    expect(rows[0]?.password).toMatch(/^\$argon2id\$/)
  })

  it('refuses a second account for the same address with a clear reason, and makes no second profile', async () => {
    const before = await count(profiles)
    const result = await signUp(fixture.auth, browserHeaders(), {
      fullName: 'Ann again',
      email: 'ANN@example.com',
      password: 'another-one-1',
    })
    expect(result).toEqual({ ok: false, status: 422, message: MESSAGES.duplicate })
    expect(await count(profiles)).toBe(before)
  })

  it('a profile that cannot be written leaves no user behind (one transaction)', async () => {
    const usersBefore = await count(users)
    const profilesBefore = await count(profiles)
    // 101 characters passes Better Auth but breaks the profiles length check inside the transaction.
    const result = await signUp(fixture.auth, browserHeaders(), {
      fullName: 'x'.repeat(101),
      email: 'long@example.com',
      password: 'rosemary-tea-garden',
    })
    expect(result.ok).toBe(false)
    expect(await count(users)).toBe(usersBefore)
    expect(await count(profiles)).toBe(profilesBefore)
    expect(await count(users, 'long@example.com')).toBe(0)
  })

  it('a missing profile row reads as not premium', async () => {
    const result = await signUp(fixture.auth, browserHeaders(), {
      fullName: 'Bo',
      email: 'bo@example.com',
      password: 'rosemary-tea-garden',
    })
    if (!result.ok) throw new Error(result.message)
    const cookie = cookiesFrom(result.headers)
    const { user } = await getSignedInUser(fixture.auth, fixture.db, browserHeaders(undefined, cookie))
    await fixture.db.delete(profiles).where(eq(profiles.userId, user?.id ?? ''))
    expect((await getSignedInUser(fixture.auth, fixture.db, browserHeaders(undefined, cookie))).user).toMatchObject({
      fullName: null,
      hasPurchasedPremium: false,
    })
  })

  it('premium comes from the profile', async () => {
    const result = await signIn(fixture.auth, browserHeaders(), {
      email: 'ann@example.com',
      password: 'rosemary-tea-garden',
    })
    if (!result.ok) throw new Error(result.message)
    const cookie = cookiesFrom(result.headers)
    const { user } = await getSignedInUser(fixture.auth, fixture.db, browserHeaders(undefined, cookie))
    await fixture.db
      .update(profiles)
      .set({ hasPurchasedPremium: true })
      .where(eq(profiles.userId, user?.id ?? ''))
    expect(
      (await getSignedInUser(fixture.auth, fixture.db, browserHeaders(undefined, cookie))).user?.hasPurchasedPremium,
    ).toBe(true)
  })
})
