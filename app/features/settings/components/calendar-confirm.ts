// Apart from the calendar card, which the settings page hydrates when it is reached (decision 088): the page reads the address.

/** The confirmation dialogs live in the URL (decision 010), so they work without JavaScript. */
export const CALENDAR_CONFIRM_PARAM = 'calendar'
const CALENDAR_CONFIRMS = ['regenerate', 'revoke'] as const
export type CalendarConfirm = (typeof CALENDAR_CONFIRMS)[number]

/** An unknown value opens nothing. */
export function parseCalendarConfirm(value: string | null): CalendarConfirm | null {
  return CALENDAR_CONFIRMS.find((candidate) => candidate === value) ?? null
}
