import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS, TIME_ZONE_COOKIE, isTimeZone, todayIn } from './calendar'
import type { ReaderDates } from './reader-dates'

/** The reader's time zone from the cookie, if it names a zone this runtime knows. */
export function timeZoneFromCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== TIME_ZONE_COOKIE) continue
    let value: string
    try {
      value = decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
    return isTimeZone(value) ? value : null
  }
  return null
}

/**
 * The country's calendar (locale, first day of the week), the reader's own time zone when the browser has told
 * us, else the country's main one, and today's date there.
 */
export function readerDates(request: Request, country: CountryCode | null, now: Date = new Date()): ReaderDates {
  const calendar = country ? COUNTRY_CALENDARS[country] : { ...COUNTRY_CALENDARS.UK, timeZone: 'UTC' }
  const timeZone = timeZoneFromCookie(request.headers.get('Cookie')) ?? calendar.timeZone
  return { ...calendar, timeZone, today: todayIn(timeZone, now) }
}
