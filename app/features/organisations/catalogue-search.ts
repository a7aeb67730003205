import type { CatalogueGroup } from './organisations-view'

/** The longest search the page reads from its address; longer is cut (no organisation's name needs more). */
export const CATALOGUE_QUERY_MAX = 100

/**
 * Text as the search compares it: lower case, accents and punctuation dropped, spaces collapsed, so 'Éireann'
 * finds 'Eireann', 'sainsburys' finds 'Sainsbury’s' and 'co-op' finds 'Co-operative'.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The search as the page reads it from its address: trimmed and cut to CATALOGUE_QUERY_MAX. */
export function catalogueQuery(raw: string | null): string {
  return (raw ?? '').trim().slice(0, CATALOGUE_QUERY_MAX)
}

export interface CatalogueSearchResult {
  /** The ids of the entries that match, or null when there is nothing to search for (all are shown). */
  matching: Set<string> | null
  matches: number
  total: number
}

/**
 * The catalogue entries whose name (or the name of their group, such as 'Pension or superannuation') holds every
 * word typed. The page hides the others rather than dropping them, so a box ticked before searching stays ticked.
 */
export function searchCatalogue(groups: CatalogueGroup[], query: string): CatalogueSearchResult {
  const entries = groups.flatMap((group) => group.entries.map((entry) => ({ entry, label: group.label })))
  const words = searchable(query).split(' ').filter(Boolean)
  if (words.length === 0) return { matching: null, matches: entries.length, total: entries.length }
  const matching = new Set(
    entries
      .filter(({ entry, label }) => {
        const text = searchable(`${entry.name} ${label}`)
        return words.every((word) => text.includes(word))
      })
      .map(({ entry }) => entry.id),
  )
  return { matching, matches: matching.size, total: entries.length }
}

/** What the page says (and a screen reader hears) about the search: how many match, or that none does. */
export function catalogueSearchMessage(query: string, result: CatalogueSearchResult): string {
  const typed = query.trim()
  if (!typed || result.matching === null) return ''
  if (result.matches === 0) {
    return `No organisation matches “${typed}”. Check the spelling, or type it in yourself below.`
  }
  return result.matches === 1
    ? `1 organisation matches “${typed}”.`
    : `${result.matches} organisations match “${typed}”.`
}
