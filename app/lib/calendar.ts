import type { CountryCode } from '~/content/schema'

/**
 * Calendar days as people in each country read them: the locale dates are written in, the first day of the
 * week (CLDR: Monday in Australia, Ireland, New Zealand and the UK; Sunday in Canada and the US) and the time
 * zone to assume until the browser tells us its own.
 *
 * Dates are ISO strings ('2026-11-22') throughout. Day arithmetic is done at UTC midnight, where no day is ever
 * 23 or 25 hours long, so daylight-saving changes cannot move a task into the wrong week.
 */
export interface CountryCalendar {
  locale: string
  /** 0 = Sunday, 1 = Monday (as date-fns and react-day-picker count). */
  weekStartsOn: 0 | 1
  timeZone: string
}

export const COUNTRY_CALENDARS: Record<CountryCode, CountryCalendar> = {
  AU: { locale: 'en-AU', weekStartsOn: 1, timeZone: 'Australia/Sydney' },
  CA: { locale: 'en-CA', weekStartsOn: 0, timeZone: 'America/Toronto' },
  IE: { locale: 'en-IE', weekStartsOn: 1, timeZone: 'Europe/Dublin' },
  NZ: { locale: 'en-NZ', weekStartsOn: 1, timeZone: 'Pacific/Auckland' },
  UK: { locale: 'en-GB', weekStartsOn: 1, timeZone: 'Europe/London' },
  US: { locale: 'en-US', weekStartsOn: 0, timeZone: 'America/New_York' },
}

/** The cookie in which the browser tells the server its own time zone (use-time-zone-cookie.ts). */
export const TIME_ZONE_COOKIE = 'tz'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** A real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The dates a plan can hold: 1900 to 2199. Outside that a date is a typing slip, and PostgreSQL has no year 0,
 * so '0000-01-01' would otherwise fail in the database instead of in the form.
 */
export const PLANNABLE_DATES = { from: '1900-01-01', to: '2199-12-31' } as const

export function isPlannableDate(value: string): boolean {
  return isIsoDate(value) && value >= PLANNABLE_DATES.from && value <= PLANNABLE_DATES.to
}

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`)
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(isoDate: string, days: number): string {
  return toIso(new Date(toUtc(isoDate).getTime() + days * DAY_MS))
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(isoDate: string): number {
  return toUtc(isoDate).getUTCDay()
}

/** The first day of the week that holds the date. */
export function startOfWeek(isoDate: string, weekStartsOn: 0 | 1): string {
  const back = (dayOfWeek(isoDate) - weekStartsOn + 7) % 7
  return addDays(isoDate, -back)
}

/** 'YYYY-MM' of the date's month. */
export function monthOf(isoDate: string): string {
  return isoDate.slice(0, 7)
}

/** Whether the IANA time zone name is one this runtime knows ('Europe/London'), so it is safe to use. */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const TODAY_FORMATS = new Map<string, Intl.DateTimeFormat>()

/** Today's date where the reader is: in Auckland it is already tomorrow while London is still on today. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = TODAY_FORMATS.get(timeZone)
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    TODAY_FORMATS.set(timeZone, format)
  }
  return format.format(now)
}

export interface Week {
  /** First day of the week. */
  start: string
  /** Last day of the week (start + 6). */
  end: string
}

/** `count` consecutive weeks, the first being the one that holds `today`. */
export function weeksFrom(today: string, weekStartsOn: 0 | 1, count: number): Week[] {
  const first = startOfWeek(today, weekStartsOn)
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(first, index * 7)
    return { start, end: addDays(start, 6) }
  })
}

/** Each week with the items due in it; items outside every week are left out. */
export function bucketByWeek<T extends { dueDate: string | null }>(
  items: readonly T[],
  weeks: readonly Week[],
): Array<Week & { items: T[] }> {
  const buckets = weeks.map((week) => ({ ...week, items: [] as T[] }))
  for (const item of items) {
    if (!item.dueDate) continue
    const bucket = buckets.find((week) => item.dueDate! >= week.start && item.dueDate! <= week.end)
    bucket?.items.push(item)
  }
  return buckets
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>()

export type DateStyle = 'full' | 'long' | 'medium' | 'short'

/**
 * A calendar date as the country writes it: en-GB '22 November 2026', en-US 'November 22, 2026'. Formatted at
 * UTC so the day never shifts with the server's or reader's time zone.
 */
export function formatDay(isoDate: string, locale: string, style: DateStyle = 'long'): string {
  const key = `${locale}|${style}`
  let format = DATE_FORMATS.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' })
    DATE_FORMATS.set(key, format)
  }
  return format.format(toUtc(isoDate))
}

/** A week's span for a heading: '23 – 29 November 2026', 'Dec 28, 2026 – Jan 3, 2027'. */
export function formatWeek(week: Week, locale: string): string {
  const key = `${locale}|range`
  let format = DATE_FORMATS.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    DATE_FORMATS.set(key, format)
  }
  return format.formatRange(toUtc(week.start), toUtc(week.end))
}
