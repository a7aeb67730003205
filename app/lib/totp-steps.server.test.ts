import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { totpStepAt, totpStepOfCode } from './totp-steps.server'

// Better Auth uses the secret's characters as the HMAC key; an authenticator app gets them base32-encoded.
const SECRET = 'a-secret-better-auth-made-for-ann'
const app = new TOTP({ secret: Secret.fromUTF8(SECRET), digits: 6, period: 30 })
const AT = new Date('2026-03-01T12:00:10Z')

describe('totpStepOfCode', () => {
  it('names the step of a code the app made, for the current step and the one either side', () => {
    const step = totpStepAt(AT)
    for (const offset of [-1, 0, 1]) {
      const code = app.generate({ timestamp: AT.getTime() + offset * 30_000 })
      expect(totpStepOfCode(SECRET, code, AT)).toBe(step + offset)
    }
  })

  it('answers null for a code from further away, a wrong code, or one of the wrong shape', () => {
    expect(totpStepOfCode(SECRET, app.generate({ timestamp: AT.getTime() - 90_000 }), AT)).toBeNull()
    const right = app.generate({ timestamp: AT.getTime() })
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    expect(totpStepOfCode(SECRET, wrong, AT)).toBeNull()
    expect(totpStepOfCode(SECRET, '12345', AT)).toBeNull()
    expect(totpStepOfCode(SECRET, '12345a', AT)).toBeNull()
  })
})
