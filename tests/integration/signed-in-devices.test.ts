import { describe, expect, it } from 'vitest'
import { signIn, signUp } from '~/features/accounts/accounts.server'
import { listSignedInDevices, signOutDevice, signOutEverywhereElse } from '~/features/settings/devices.server'
import { action as settingsAction } from '~/routes/dashboard.settings'
import { sessions } from '~db/schema'
import { actionResult } from '../setup/action-result'
import { browserHeaders, cookiesFrom, TEST_ORIGIN } from '../setup/test-auth'
import { setUpTestContext } from '../setup/test-context'

const fixture = setUpTestContext()

const LAPTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const PASSWORD = 'rosemary-tea-garden'

function from(ip: string, userAgent: string, cookie?: string) {
  const headers = browserHeaders(ip, cookie)
  headers.set('user-agent', userAgent)
  return headers
}

/** An account signed in on a laptop (where it signed up) and on a phone: the headers each one sends. */
async function onTwoDevices(email: string) {
  const up = await signUp(fixture.auth, from('203.0.113.7', LAPTOP), { fullName: 'Ann', email, password: PASSWORD })
  if (!up.ok) throw new Error(up.message)
  const phone = await signIn(fixture.auth, from('198.51.100.9', PHONE), { email, password: PASSWORD })
  if (!phone.ok) throw new Error(phone.message)
  return {
    laptop: from('203.0.113.7', LAPTOP, cookiesFrom(up.headers)),
    phone: from('198.51.100.9', PHONE, cookiesFrom(phone.headers)),
  }
}

const isSignedIn = async (headers: Headers) => (await fixture.auth.api.getSession({ headers })) !== null

describe('where a person is signed in', () => {
  it('lists each device with its browser, system and address, this one first, and never a session token', async () => {
    const { laptop } = await onTwoDevices('ann@example.com')
    const devices = await listSignedInDevices(fixture.auth, laptop)
    expect(devices.map(({ device, ipAddress, current }) => ({ device, ipAddress, current }))).toEqual([
      { device: 'Chrome on Windows', ipAddress: '203.0.113.7', current: true },
      { device: 'Safari on iOS', ipAddress: '198.51.100.9', current: false },
    ])
    const tokens = (await fixture.db.select({ token: sessions.token }).from(sessions)).map((row) => row.token)
    const shown = JSON.stringify(devices)
    expect(tokens.filter((token) => shown.includes(token))).toEqual([])
  })

  it('signs out one other device, which can no longer act, and keeps this one', async () => {
    const { laptop, phone } = await onTwoDevices('bo@example.com')
    const phoneEntry = (await listSignedInDevices(fixture.auth, laptop)).find((device) => !device.current)!
    expect(await signOutDevice(fixture.auth, laptop, phoneEntry.id)).toBe(true)
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(laptop)).toBe(true)
    expect(await listSignedInDevices(fixture.auth, laptop)).toHaveLength(1)
  })

  it('will not sign out someone else’s session, nor this one, and ends nothing', async () => {
    const ann = await onTwoDevices('cy@example.com')
    const other = await onTwoDevices('di@example.com')
    const othersId = (await listSignedInDevices(fixture.auth, other.laptop))[0]!.id
    const ownId = (await listSignedInDevices(fixture.auth, ann.laptop)).find((device) => device.current)!.id
    expect(await signOutDevice(fixture.auth, ann.laptop, othersId)).toBe(false)
    expect(await signOutDevice(fixture.auth, ann.laptop, ownId)).toBe(false)
    expect(await isSignedIn(other.laptop)).toBe(true)
    expect(await isSignedIn(ann.laptop)).toBe(true)
  })

  it('signs out everywhere else, saying how many devices', async () => {
    const { laptop, phone } = await onTwoDevices('ed@example.com')
    expect(await signOutEverywhereElse(fixture.auth, laptop)).toBe(1)
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(laptop)).toBe(true)
    expect(await signOutEverywhereElse(fixture.auth, laptop)).toBe(0)
  })

  it('through the settings page: a device already gone gets a clear answer', async () => {
    const { laptop } = await onTwoDevices('fay@example.com')
    const post = async (fields: Record<string, string>) =>
      actionResult<{ ok: boolean; message: string }>(
        await settingsAction(
          fixture.routeArgs('/dashboard/settings', {
            method: 'POST',
            headers: { cookie: laptop.get('cookie')!, origin: TEST_ORIGIN, 'user-agent': LAPTOP },
            body: new URLSearchParams(fields),
          }),
        ),
      )
    const gone = await post({ intent: 'sign-out-device', sessionId: 'no-such-session' })
    expect(gone.data).toMatchObject({ ok: false, message: 'That device is already signed out.' })
    expect(gone.status).toBe(404)
    const others = await post({ intent: 'sign-out-others' })
    expect(others.data.message).toBe('Signed out on 1 other device.')
  })
})
