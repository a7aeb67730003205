import { describe, expect, it } from 'vitest'
import { readerDates, timeZoneFromCookie } from './reader-dates.server'

const request = (cookie?: string) => new Request('http://localhost/', { headers: cookie ? { Cookie: cookie } : {} })

describe('the reader’s dates', () => {
  it('use the browser’s time zone from its cookie, so today is the reader’s today', () => {
    const instant = new Date('2026-11-21T12:30:00Z')
    const dates = readerDates(request('a=1; tz=Pacific%2FAuckland'), 'UK', instant)
    expect(dates).toEqual({ locale: 'en-GB', weekStartsOn: 1, timeZone: 'Pacific/Auckland', today: '2026-11-22' })
  })

  it('fall back to the country’s main zone when the cookie is missing, unknown or malformed', () => {
    const instant = new Date('2026-11-22T03:00:00Z')
    expect(readerDates(request(), 'US', instant)).toMatchObject({ timeZone: 'America/New_York', today: '2026-11-21' })
    expect(readerDates(request('tz=Mars%2FBase'), 'AU', instant).timeZone).toBe('Australia/Sydney')
    expect(timeZoneFromCookie('tz=%E0%A4%A')).toBeNull()
    expect(readerDates(request(), null, instant)).toMatchObject({ locale: 'en-GB', timeZone: 'UTC' })
  })
})
