import type { Config } from '@react-router/dev/config'
import { PRERENDERED_PATHS } from './app/prerendered-paths'

export default {
  ssr: true,
  // Public pages that need no user data are built to static HTML; the server serves them to signed-out
  // visitors and renders them afresh for signed-in ones (docs/decisions/004-static-public-pages.md).
  prerender: [...PRERENDERED_PATHS],
} satisfies Config
