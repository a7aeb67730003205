import ICAL from 'ical.js'

/**
 * Reads an .ics file with ical.js, a parser independent of the library that writes ours, and returns what a
 * calendar app would show. Throws on a file it cannot parse.
 */

// ical.js knows RFC 5545 only; these calendar-level names are TEXT (RFC 7986, and the de facto X-WR-*), so
// they are unescaped like SUMMARY is.
const textProperties = ICAL.design.icalendar.property as Record<string, { defaultType: string }>
for (const name of ['name', 'x-wr-calname', 'x-wr-caldesc']) textProperties[name] = { defaultType: 'text' }

export interface ParsedEvent {
  uid: string
  summary: string
  description: string
  /** 'YYYY-MM-DD' for an all-day date. */
  start: string
  end: string
  allDay: boolean
  url: string | null
  status: string | null
  lastModified: string | null
  stamp: string | null
}

export interface ParsedCalendar {
  version: string | null
  prodId: string | null
  name: string | null
  wrCalName: string | null
  refreshInterval: string | null
  publishedTtl: string | null
  events: ParsedEvent[]
}

function text(component: ICAL.Component, name: string): string | null {
  const value = component.getFirstPropertyValue(name)
  return value === null ? null : value.toString()
}

export function parseCalendar(ics: string): ParsedCalendar {
  const root = ICAL.Component.fromString(ics)
  if (root.name !== 'vcalendar') throw new Error(`parseCalendar: expected a VCALENDAR, got ${root.name}`)
  const events = root.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      url: text(component, 'url'),
      status: text(component, 'status'),
      lastModified: text(component, 'last-modified'),
      stamp: text(component, 'dtstamp'),
    }
  })
  return {
    version: text(root, 'version'),
    prodId: text(root, 'prodid'),
    name: text(root, 'name'),
    wrCalName: text(root, 'x-wr-calname'),
    refreshInterval: text(root, 'refresh-interval'),
    publishedTtl: text(root, 'x-published-ttl'),
    events,
  }
}
