const DATE_FORMATS = {
  long: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
  medium: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
}

/**
 * A calendar date ('2026-11-21') for people to read: '21 November 2026' (long) or '21 Nov 2026' (medium).
 * Read and written in UTC so the day never shifts with the server's or reader's time zone.
 */
export function formatIsoDate(isoDate: string, style: keyof typeof DATE_FORMATS = 'long'): string {
  return DATE_FORMATS[style].format(new Date(`${isoDate}T00:00:00Z`))
}

/** A role as a sentence says it, with its article: 'an Admin', 'a Member', 'a Viewer'. */
export function withArticle(role: string): string {
  return `${/^[AEIOU]/i.test(role) ? 'an' : 'a'} ${role}`
}

/** A country's name as it reads in a sentence: 'the United Kingdom', 'the United States', but 'Ireland'. */
export function countryInSentence(name: string): string {
  return name.startsWith('United ') ? `the ${name}` : name
}
