import { addDays, addMonths, endOfMonth, format, isWeekend, parseISO } from 'date-fns'
import Holidays from 'date-holidays'
import type { Deadline } from '~/content/schema'

/**
 * Due dates for tasks whose template carries a legal deadline. A due date is a calendar date ('YYYY-MM-DD'),
 * never a timestamp: the same in every time zone. Periods count from the day after the event, as statutes do
 * ("within 7 days of the death"; e.g. Legislation Act 2019 (NZ) s 54). Working days skip weekends and the
 * region's public holidays; where a statute excludes more days (some add a Christmas period), the date we give
 * is earlier than the legal limit, never later.
 */

export type DeadlineRule = Pick<Deadline, 'amount' | 'unit' | 'from'>

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The due date, or null where the rule counts from an event other than the death (burial, grant). */
export function computeDueDate(dateOfDeath: string, rule: DeadlineRule, regionCode: string): string | null {
  if (!ISO_DATE.test(dateOfDeath) || Number.isNaN(parseISO(dateOfDeath).getTime())) {
    throw new RangeError(`date of death must be a real date written YYYY-MM-DD, got '${dateOfDeath}'`)
  }
  if (rule.from !== 'death') return null
  // Local midnight of that date: date-fns then adds whole calendar days and months, whatever the time zone.
  const start = parseISO(dateOfDeath)
  const due = (() => {
    switch (rule.unit) {
      case 'hours':
        return addDays(start, Math.ceil(rule.amount / 24))
      case 'days':
        return addDays(start, rule.amount)
      case 'weeks':
        return addDays(start, rule.amount * 7)
      case 'months':
        // 31 January + 1 month is the last day of February.
        return addMonths(start, rule.amount)
      case 'months-end':
        // 'By the end of the sixth month after the death': a death in January is due by 31 July.
        return endOfMonth(addMonths(start, rule.amount))
      case 'working-days':
        return addWorkingDays(start, rule.amount, regionCode)
    }
  })()
  return format(due, 'yyyy-MM-dd')
}

function addWorkingDays(start: Date, count: number, regionCode: string): Date {
  const holidays = holidaysFor(regionCode)
  let day = start
  let remaining = count
  while (remaining > 0) {
    day = addDays(day, 1)
    if (!isWeekend(day) && !isPublicHoliday(holidays, day)) remaining -= 1
  }
  return day
}

function isPublicHoliday(holidays: Holidays, day: Date): boolean {
  const found = holidays.isHoliday(day)
  return Array.isArray(found) && found.some((holiday) => holiday.type === 'public')
}

/** date-holidays uses ISO 3166 codes: our 'uk-scotland' is GB-SCT, 'au-nt' is AU-NT, 'nz' is NZ. */
const UK_NATIONS: Record<string, string> = {
  england: 'ENG',
  wales: 'WLS',
  scotland: 'SCT',
  'northern-ireland': 'NIR',
}

const calendars = new Map<string, Holidays>()

export function holidaysFor(regionCode: string): Holidays {
  const cached = calendars.get(regionCode)
  if (cached) return cached
  const [country = '', ...rest] = regionCode.split('-')
  const subdivision = rest.join('-')
  const calendar =
    country === 'uk'
      ? new Holidays('GB', UK_NATIONS[subdivision] ?? '')
      : subdivision
        ? new Holidays(country.toUpperCase(), subdivision.toUpperCase())
        : new Holidays(country.toUpperCase())
  calendars.set(regionCode, calendar)
  return calendar
}
