/** Public pages built to static HTML at build time. The server and the build both read this list. */
export const PRERENDERED_PATHS = ['/', '/about', '/premium', '/privacy', '/terms'] as const
