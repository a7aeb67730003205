import { describe, expect, it } from 'vitest'
import { OWN_DETAILS_MESSAGE, passwordWeakness } from './password-strength.server'

const ANN = { email: 'ann.fletcher@example.com', name: 'Ann Fletcher' }

describe('a new password', () => {
  // These four passed the exact list of common passwords (docs/security.md, 'Third round', item 8).
  it.each(['aaaaaaaa', 'abcdefgh', 'zzzzzzzz', 'qqqqqqqq'])('is refused when it is a pattern: %s', (password) => {
    expect(passwordWeakness(password)).toMatch(/^This password would be too easy to guess\. .+ are easy to guess\./)
  })

  it.each(['123456', '12345678', 'password', 'Password1', 'iloveyou', 'qwertyuiop', 'sunshine1', 'rosemary-tea'])(
    'is refused when it is, or is close to, a common password: %s',
    (password) =>
      expect(passwordWeakness(password)).toMatch(
        /^This password would be too easy to guess\. This is .*(common|frequently used|heavily used)/,
      ),
  )

  it.each(['ann.fletcher', 'annfletcher1', 'Fletcher2024!', 'ann.fletcher@example.com', 'AnnFletcher'])(
    'is refused when it is made of the person’s own name or address: %s',
    (password) => expect(passwordWeakness(password, ANN)).toBe(OWN_DETAILS_MESSAGE),
  )

  it('says why and what works instead, in plain words', () => {
    expect(passwordWeakness('abcdefgh')).toBe(
      'This password would be too easy to guess. Common character sequences like "abc" are easy to guess. A few unrelated words together are easy to remember and hard to guess.',
    )
  })

  it.each([
    'rosemary-and-thyme',
    'juniper-berries-4',
    'correct horse battery staple',
    'lavender-field',
    'ann-kettle-harbour',
  ])('is accepted when it would take many guesses: %s', (password) =>
    expect(passwordWeakness(password, ANN)).toBeNull(),
  )
})
