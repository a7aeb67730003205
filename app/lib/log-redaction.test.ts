import { describe, expect, it } from 'vitest'
import { redactPath } from './log-redaction'

describe('redactPath', () => {
  it('hides the token of a calendar feed, however the path is spelled', () => {
    const token = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE'
    for (const path of [
      `/calendar/${token}.ics`,
      `/calendar/${token}`,
      `/Calendar/${token}/`,
      `/%63alendar/${token}.ics`,
      `//calendar/${token}`,
    ]) {
      expect(redactPath(path)).not.toContain(token)
      expect(redactPath(path)).toMatch(/\/calendar\/\[redacted\]$/)
    }
  })

  it('leaves every other path as it was', () => {
    for (const path of ['/', '/dashboard/calendar.ics', '/dashboard/settings', '/calendar', '/%E0%A4%A']) {
      expect(redactPath(path)).toBe(path)
    }
  })
})
