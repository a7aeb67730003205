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

const MINUTE = 60_000
const TIME_UNITS = [
  { unit: 'second', ms: 1000, below: MINUTE },
  { unit: 'minute', ms: MINUTE, below: 60 * MINUTE },
  { unit: 'hour', ms: 60 * MINUTE, below: 24 * 60 * MINUTE },
  { unit: 'day', ms: 24 * 60 * MINUTE, below: 30 * 24 * 60 * MINUTE },
  { unit: 'month', ms: 30 * 24 * 60 * MINUTE, below: 365 * 24 * 60 * MINUTE },
  { unit: 'year', ms: 365 * 24 * 60 * MINUTE, below: Number.POSITIVE_INFINITY },
] as const

/**
 * How long ago `then` was, seen from `now`, in one whole unit: '5 minutes ago', '1 day ago', 'in 3 hours'. The
 * activity feed's wording, as date-fns' formatDistanceStrict words it, without loading date-fns on the dashboard
 * (decision 066).
 */
export function timeAgo(then: Date, now: Date): string {
  const difference = now.getTime() - then.getTime()
  const size = Math.abs(difference)
  const { unit, ms } = TIME_UNITS.find((candidate) => size < candidate.below) ?? TIME_UNITS[5]
  const rounded = Math.round(size / ms)
  // Twelve months round up to a year.
  const [count, shown] = unit === 'month' && rounded === 12 ? [1, 'year'] : [rounded, unit]
  const words = `${count} ${shown}${count === 1 ? '' : 's'}`
  return difference >= 0 ? `${words} ago` : `in ${words}`
}
