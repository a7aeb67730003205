/**
 * What the server and the service worker agree on for the offline copy (docs/decisions/079-offline-copy.md).
 * Every page the server renders says whose it is in OFFLINE_KEY_HEADER: a key made from the session (never the
 * session's own token), or SIGNED_OUT. The service worker keeps a signed-in person's pages only in the cache named
 * with that key, and empties it when a page says someone else, or no one, is signed in.
 */
export const OFFLINE_KEY_HEADER = 'X-Afterword-Offline-Key'
/** When the session ends (milliseconds since 1970): a saved copy is not shown after it, even without a signal. */
export const OFFLINE_UNTIL_HEADER = 'X-Afterword-Offline-Until'
/** The key header's value on a page rendered for a visitor who is not signed in. */
export const SIGNED_OUT = 'none'

/** The service worker's own file and the few bytes each page loads to register it after the page has loaded. */
export const SERVICE_WORKER_PATH = '/sw.js'
export const REGISTRATION_SCRIPT_PATH = '/sw-register.js'

/** Caches whose names start with this hold one person's pages; the rest of the name is their session's key. */
export const PERSON_CACHE_PREFIX = 'afterword-person-'
/** Public pages as a signed-out visitor sees them: the same for everyone. */
export const PUBLIC_CACHE = 'afterword-public'
/** The app's scripts, styles and fonts, by their hashed names: the same for everyone. */
export const ASSET_CACHE = 'afterword-assets'

export function personCacheName(key: string): string {
  return `${PERSON_CACHE_PREFIX}${key}`
}
