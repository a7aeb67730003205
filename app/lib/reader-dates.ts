import { useRouteLoaderData } from 'react-router'
import { COUNTRY_CALENDARS, type CountryCalendar } from './calendar'

/** How and when the reader reads dates: their country's calendar, their own time zone, and today there. */
export interface ReaderDates extends CountryCalendar {
  /** 'YYYY-MM-DD' in the reader's time zone. */
  today: string
}

const VISITOR_DATES: Omit<ReaderDates, 'today'> = { ...COUNTRY_CALENDARS.UK, timeZone: 'UTC' }

/** The reader's dates from the root loader; a prerendered page (no request) reads UTC in British English. */
export function useReaderDates(): ReaderDates {
  const data = useRouteLoaderData<{ dates?: ReaderDates }>('root')
  return data?.dates ?? { ...VISITOR_DATES, today: new Date().toISOString().slice(0, 10) }
}
