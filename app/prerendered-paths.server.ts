import { COUNTRY_LIST } from './content/catalogue'
import { HELP_ARTICLE_PATHS } from './features/help/help-paths'
import { allRegionPagePaths } from './features/regions/region-pages.server'

/** Public pages built to static HTML at build time. The server and the build both read this list. */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/about',
  '/premium',
  '/privacy',
  '/terms',
  '/resources',
  '/regions',
  ...COUNTRY_LIST.map((country) => `/resources/${country.slug}`),
  ...allRegionPagePaths(),
  '/help',
  '/offline',
  ...HELP_ARTICLE_PATHS,
]
