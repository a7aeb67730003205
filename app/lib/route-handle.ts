import { useMatches } from 'react-router'

/** What a route module may declare in its `handle` export. */
export interface RouteHandle {
  /**
   * false: the page is complete as HTML and ships no JavaScript at all. Public pages do this: they load fast
   * on a slow phone and work the same with scripts off (docs/decisions/004-static-public-pages.md).
   */
  hydrate?: boolean
}

export const STATIC_PAGE: RouteHandle = { hydrate: false }

/** False when any matched route asks to ship no JavaScript. */
export function useShouldHydrate(): boolean {
  return !useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hydrate === false)
}
