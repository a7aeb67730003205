/**
 * Long lists shown a part at a time (decision 083): a list shows its first rows, and a 'Show more' link adds
 * as many again. How many are shown is in the address (`?<key>=40`), so the link works without JavaScript, a
 * reload keeps what was shown, and the page sends as data only the rows it draws.
 */

/** How many rows a long list shows at first, and adds with each 'Show more'. */
export const ROWS_AT_A_TIME = 20

/** The most any list shows at once from an address: well above any family's plan, below a page the server cannot draw. */
const MOST_SHOWN = 5_000

/** How many rows of the list `key` the address asks for: `ROWS_AT_A_TIME` unless it asks for more. */
export function shownFromUrl(url: URL, key: string, first: number = ROWS_AT_A_TIME): number {
  const asked = Number(url.searchParams.get(key))
  return Number.isInteger(asked) && asked > first ? Math.min(asked, MOST_SHOWN) : first
}

/** A part of a list as a page draws it: the rows shown, how many there are, and the first row a 'Show more' adds. */
export interface ShownRows<T> {
  rows: T[]
  total: number
  /** The id of the first row 'Show more' adds (its link leads there), or null when every row is shown. */
  nextId: string | null
}

/**
 * The first `shown` rows, and more when the address opens a row further down (`openId`, a link from another
 * page to one task): the list is shown as far as the part that has it.
 */
export function shownRows<T extends { id: string }>(
  rows: readonly T[],
  shown: number,
  openId: string | null = null,
): ShownRows<T> {
  const opened = openId ? rows.findIndex((row) => row.id === openId) : -1
  const upTo = opened < shown ? shown : Math.ceil((opened + 1) / ROWS_AT_A_TIME) * ROWS_AT_A_TIME
  return { rows: rows.slice(0, upTo), total: rows.length, nextId: rows[upTo]?.id ?? null }
}

/**
 * The same address with `step` more rows of the list `key` shown, leading to `anchor` (the first added row), so
 * that without JavaScript the browser opens the page where the new rows begin.
 */
export function showMoreHref(
  search: string,
  key: string,
  shown: number,
  anchor: string,
  step = ROWS_AT_A_TIME,
): string {
  const params = new URLSearchParams(search)
  params.set(key, String(shown + step))
  return `?${params.toString()}#${anchor}`
}
