import { describe, expect, it } from 'vitest'
import {
  makeRecoveryCode,
  makeRecoveryCodes,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  recoveryCodesText,
} from './recovery-codes'

describe('recovery codes', () => {
  it('use no character that can be read as another, in three groups of four', () => {
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilouIO]/)
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(30)
    const codes = makeRecoveryCodes(200)
    for (const code of codes)
      expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}-[2-9a-hjkmnp-tv-z]{4}$/)
    expect(new Set(codes).size).toBe(200)
  })

  it('draw every character with the same chance, skipping the bytes that would favour some', () => {
    const bytes = [240, 255, 0, 29, 30, 239, 1, 2, 3, 4, 5, 6, 7, 8]
    expect(makeRecoveryCode(() => bytes)).toBe('2z2z-3456-789a')
  })

  it('are found however they are typed: with or without dashes or spaces, in capitals', () => {
    expect(normaliseRecoveryCode('7kqm-x3dh-wt9p')).toBe('7kqm-x3dh-wt9p')
    expect(normaliseRecoveryCode('7KQMX3DHWT9P')).toBe('7kqm-x3dh-wt9p')
    expect(normaliseRecoveryCode(' 7kqm x3dh – wt9p ')).toBe('7kqm-x3dh-wt9p')
  })

  it('made before the new alphabet keep working, their case kept as typed', () => {
    expect(normaliseRecoveryCode('aB3dE-fG5hJ')).toBe('aB3dE-fG5hJ')
    expect(normaliseRecoveryCode('aB3dEfG5hJ')).toBe('aB3dE-fG5hJ')
    expect(normaliseRecoveryCode(' aB3dE - fG5hJ')).toBe('aB3dE-fG5hJ')
  })

  it('download as text that says how to use them', () => {
    const text = recoveryCodesText(['7kqm-x3dh-wt9p', 'abcd-efgh-jkmn'])
    expect(text).toContain('use a recovery code')
    expect(text).toContain('Each code works once')
    expect(text).toContain('  7kqm-x3dh-wt9p\n  abcd-efgh-jkmn\n')
  })
})
