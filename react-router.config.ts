import type { Config } from '@react-router/dev/config'
import { ORDERED_COUNTRY_MODULES } from './app/content/countries.server'
import { assertValidContent } from './app/content/validate'
import { PRERENDERED_PATHS } from './app/prerendered-paths.server'

export default {
  ssr: true,
  // Public pages that need no user data are built to static HTML and ship no JavaScript
  // (docs/decisions/004-static-public-pages.md). Regional content is checked first: a fact without a source,
  // a bad phone number or a wrong count stops the build with a message naming the record (docs/content.md).
  prerender() {
    assertValidContent(ORDERED_COUNTRY_MODULES)
    return [...PRERENDERED_PATHS]
  },
} satisfies Config
