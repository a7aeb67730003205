// Relative: region-pages.server.ts imports this, and react-router.config.ts (which does not resolve '~') imports it.
import type { CountryInfo } from '../../content/schema'

/**
 * Other names people type for a country or a place in a /resources address (decision 071). Each answers 301
 * with the page's one address, so a link, a bookmark or a search engine ends on the page whose content is kept
 * current, and never on 'not found' for a name as plain as /resources/united-kingdom.
 */
type CountrySlug = CountryInfo['slug']

/** Another name for a country → its slug. Lower case, as `canonicalSegment` compares them. */
export const COUNTRY_ALIASES: Readonly<Record<string, CountrySlug>> = {
  au: 'australia',
  aus: 'australia',
  ca: 'canada',
  can: 'canada',
  ie: 'ireland',
  irl: 'ireland',
  eire: 'ireland',
  éire: 'ireland',
  'republic-of-ireland': 'ireland',
  roi: 'ireland',
  nz: 'new-zealand',
  nzl: 'new-zealand',
  newzealand: 'new-zealand',
  aotearoa: 'new-zealand',
  'aotearoa-new-zealand': 'new-zealand',
  'united-kingdom': 'uk',
  'the-united-kingdom': 'uk',
  'great-britain': 'uk',
  britain: 'uk',
  gb: 'uk',
  gbr: 'uk',
  us: 'usa',
  'united-states': 'usa',
  'united-states-of-america': 'usa',
  'the-united-states': 'usa',
  america: 'usa',
}

/**
 * A nation or state typed where the country belongs (/resources/england): its page. Only names that are
 * nobody else's: 'georgia' or 'victoria' could be more than one place, so they are left to 'not found'.
 */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  england: '/resources/uk/england',
  scotland: '/resources/uk/scotland',
  wales: '/resources/uk/wales',
  'northern-ireland': '/resources/uk/northern-ireland',
  california: '/resources/usa/california',
  texas: '/resources/usa/texas',
  'new-york': '/resources/usa/new-york',
  florida: '/resources/usa/florida',
  'new-south-wales': '/resources/australia/new-south-wales',
  queensland: '/resources/australia/queensland',
  ontario: '/resources/canada/ontario',
  quebec: '/resources/canada/quebec',
  'british-columbia': '/resources/canada/british-columbia',
}

/** The segment as the pages spell it: decoded, lower case, spaces and underscores as hyphens. */
export function normaliseSegment(segment: string): string {
  let decoded = segment
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    // A malformed escape is compared as typed; it will not match and the page answers 'not found'.
  }
  return decoded
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_+]+/g, '-')
}

/**
 * The canonical country slug for what was typed, or null when it names no country. The canonical slug itself
 * in other letter case ('/resources/USA') is found too.
 */
export function canonicalCountrySlug(segment: string, slugs: readonly CountrySlug[]): CountrySlug | null {
  const typed = normaliseSegment(segment)
  const direct = slugs.find((slug) => slug === typed)
  if (direct) return direct
  return COUNTRY_ALIASES[typed] ?? null
}
