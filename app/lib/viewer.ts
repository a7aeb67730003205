import { useRouteLoaderData } from 'react-router'
import type { CountryCode } from '~/content/schema'
import { COUNTRY_CALENDARS, type CountryCalendar } from './calendar'

/** The signed-in person as every page sees them. */
export interface Viewer {
  id: string
  username: string
  hasPremiumAccess: boolean
  /** The country chosen at onboarding, which sets how dates are written; null before onboarding. */
  country: CountryCode | null
}

/** How and when the reader reads dates: their country's calendar, their own time zone, and today there. */
export interface ReaderDates extends CountryCalendar {
  /** 'YYYY-MM-DD' in the reader's time zone. */
  today: string
}

const VISITOR_DATES: Omit<ReaderDates, 'today'> = { ...COUNTRY_CALENDARS.UK, timeZone: 'UTC' }

/** The signed-in person from the root loader, or null for a visitor (and on prerendered pages). */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData<{ viewer?: Viewer | null }>('root')
  return data?.viewer ?? null
}

/** The reader's dates from the root loader; a prerendered page (no request) reads UTC in British English. */
export function useReaderDates(): ReaderDates {
  const data = useRouteLoaderData<{ dates?: ReaderDates }>('root')
  return data?.dates ?? { ...VISITOR_DATES, today: new Date().toISOString().slice(0, 10) }
}
