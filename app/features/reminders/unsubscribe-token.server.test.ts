import { describe, expect, it } from 'vitest'
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.server'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe('the unsubscribe token', () => {
  it('names the person it was made for', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, 'user-1'))).toBe('user-1')
    expect(unsubscribeUrl('https://afterword.test/', SECRET, 'user-1')).toBe(
      `https://afterword.test/email/unsubscribe/${unsubscribeToken(SECRET, 'user-1')}`,
    )
  })

  it('refuses every change: another secret, another person, any altered character', () => {
    const token = unsubscribeToken(SECRET, 'user-1')
    expect(readUnsubscribeToken('another-secret-of-thirty-two-characters', token)).toBeNull()
    const [, signature] = token.split('.')
    expect(readUnsubscribeToken(SECRET, `${Buffer.from('user-2').toString('base64url')}.${signature}`)).toBeNull()
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    // Every position, including the last, whose low bits base64 decoders ignore.
    for (let index = 0; index < token.length; index++) {
      if (token[index] === '.') continue
      const other = alphabet[(alphabet.indexOf(token[index] ?? 'A') + 1) % alphabet.length]
      const altered = `${token.slice(0, index)}${other}${token.slice(index + 1)}`
      expect(readUnsubscribeToken(SECRET, altered)).toBeNull()
    }
    expect(readUnsubscribeToken(SECRET, '')).toBeNull()
    expect(readUnsubscribeToken(SECRET, `${token}.x`)).toBeNull()
    expect(readUnsubscribeToken(SECRET, 'x'.repeat(500))).toBeNull()
  })
})
