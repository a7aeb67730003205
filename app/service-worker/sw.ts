/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/079-offline-copy.md), built by scripts/build-service-worker.ts into
 * build/client/sw.js with Workbox's injectManifest: Workbox precaches the app's shell and routes requests; the
 * rules for whose page may be kept where are ours.
 *
 * - The shell (styles, the scripts every page starts with, icons, the main public pages and the offline page) is
 *   precached when the worker installs, fetched without cookies so that no one's name is in it.
 * - Pages are fetched from the network first. A signed-in person's plan, checklist, organisations and family are
 *   kept in a cache named with their session's key (the server's X-Afterword-Offline-Key header), public pages
 *   seen while signed out in a shared one; nothing else is kept, and the document vault never is.
 * - Without a signal, the saved copy is shown with a notice saying so and from when; a page never saved shows the
 *   offline page.
 * - A page that says someone else, or no one, is signed in empties the person's cache; so does signing out.
 *
 * Other parts of the app that need the worker (the queue of changes made offline, push reminders) add their
 * listeners and routes in their own module in this folder, joined where marked below, before the routes here:
 * Workbox uses the first route that matches, and the routes here take only GET pages, GET data, `/assets/` and
 * the sign-out POST.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { addPlugins, addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { CacheFirst } from 'workbox-strategies'
import {
  ASSET_CACHE,
  OFFLINE_KEY_HEADER,
  OFFLINE_UNTIL_HEADER,
  PERSON_CACHE_PREFIX,
  PUBLIC_CACHE,
  SIGNED_OUT,
  personCacheName,
} from '../lib/offline-copy'
import {
  pageForDataRequest,
  pageKind,
  savedAtOf,
  savedCopySentence,
  withSavedCopyNotice,
  withoutTrailingSlash,
} from '../lib/offline-rules'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] }
/** The prerendered public pages, written in by the build. */
declare const __PUBLIC_PAGES__: string[]

const PUBLIC_PAGES: ReadonlySet<string> = new Set(__PUBLIC_PAGES__)
/** Set on a copy as it is stored: when it was saved, for the notice. */
const SAVED_AT_HEADER = 'X-Afterword-Saved-At'
/** On a weak signal, how long to wait for the network before showing the saved copy (the fetch goes on). */
const NETWORK_TIMEOUT_MS = 10_000
const OFFLINE_PAGE = '/offline'

// A new version takes over at once: pages keep working because old scripts stay in the asset cache.
void self.skipWaiting()
clientsClaim()

// The shell is the same for everyone: fetched without cookies, so a signed-in person's name never gets into it.
addPlugins([{ requestWillFetch: ({ request }) => Promise.resolve(new Request(request, { credentials: 'omit' })) }])
precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()

/**
 * Counts the times person caches were emptied, so that a page fetched before someone signed out, and answered
 * after, is not put back into a cache that was just emptied.
 */
let forgettings = 0

/** Deletes the person caches, all of them or all but one (the current session's). */
async function forgetPeople(except?: string): Promise<void> {
  // Someone signed out or their session ended; a new session replacing an old one does not stop its own pages.
  if (except === undefined) forgettings += 1
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSON_CACHE_PREFIX) && name !== except)
  await Promise.all(names.map((name) => caches.delete(name)))
}

/** What a page or data answer says about who is signed in; nothing is changed when it does not say. */
async function followOwner(response: Response): Promise<string | null> {
  if (response.status === 401) {
    await forgetPeople()
    return null
  }
  const owner = response.headers.get(OFFLINE_KEY_HEADER)
  if (owner === null) return null
  await forgetPeople(owner === SIGNED_OUT ? undefined : personCacheName(owner))
  return owner === SIGNED_OUT ? null : owner
}

/** The one person cache there may be; should there be more, whose is current is unknown, so none is used. */
async function currentPersonCache(): Promise<string | null> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PERSON_CACHE_PREFIX))
  if (names.length > 1) await forgetPeople()
  return names.length === 1 ? (names[0] ?? null) : null
}

/** Where a page's answer may be kept: the person's cache, the public one, or nowhere (null). */
function whereToKeep(request: Request, response: Response, owner: string | null): string | null {
  if (response.status !== 200 || response.type !== 'basic') return null
  const kind = pageKind(new URL(request.url).pathname, PUBLIC_PAGES)
  if (kind === 'never') return null
  if (owner) return personCacheName(owner)
  // Kept for anyone only when the server said no one is signed in.
  return kind === 'public' && response.headers.get(OFFLINE_KEY_HEADER) === SIGNED_OUT ? PUBLIC_CACHE : null
}

async function keep(cacheName: string, request: Request, response: Response, asOf: number): Promise<void> {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, String(Date.now()))
  const body = await response.blob()
  if (asOf !== forgettings && cacheName.startsWith(PERSON_CACHE_PREFIX)) return
  const cache = await caches.open(cacheName)
  await cache.put(new Request(request.url), new Response(body, { status: 200, statusText: 'OK', headers }))
}

/** The saved copy of a page for this person (or the public one), if its session has not ended. */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url)
  const kind = pageKind(url.pathname, PUBLIC_PAGES)
  if (kind === 'never') return undefined
  const person = await currentPersonCache()
  if (person) {
    const cache = await caches.open(person)
    const copy =
      (await cache.match(url.href, { ignoreVary: true })) ??
      (await cache.match(url.href, { ignoreVary: true, ignoreSearch: true }))
    const until = Number(copy?.headers.get(OFFLINE_UNTIL_HEADER) ?? Number.POSITIVE_INFINITY)
    if (copy && until <= Date.now()) {
      await forgetPeople()
    } else if (copy) {
      return copy
    }
  }
  if (kind !== 'public') return undefined
  const publicCache = await caches.open(PUBLIC_CACHE)
  return (
    (await publicCache.match(url.href, { ignoreVary: true, ignoreSearch: true })) ??
    (await matchPrecache(withoutTrailingSlash(url.pathname)))
  )
}

/** The copy, with the notice that it is a saved one and from when. */
async function shownAsSaved(copy: Response): Promise<Response> {
  const savedAt = savedAtOf(copy.headers, SAVED_AT_HEADER) ?? new Date()
  const html = withSavedCopyNotice(await copy.text(), savedCopySentence(savedAt, new Date()))
  const headers = new Headers(copy.headers)
  // The body is stored decoded; its length changes with the notice.
  headers.delete('Content-Encoding')
  headers.delete('Content-Length')
  return new Response(html, { status: 200, statusText: 'OK', headers })
}

function noop(): void {}

function afterTimeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => setTimeout(() => reject(new Error('The network is too slow')), ms))
}

async function page({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const asOf = forgettings
  const network = fetch(request).then(async (response) => {
    const owner = await followOwner(response)
    const cacheName = whereToKeep(request, response, owner)
    // Stored beside the answer, not before it: the page streams to the screen as it arrives.
    if (cacheName) event.waitUntil(keep(cacheName, request, response.clone(), asOf).catch(noop))
    return response
  })
  // A slow answer still updates the saved copy after the saved copy has been shown.
  event.waitUntil(network.then(noop, noop))
  try {
    return await Promise.race([network, afterTimeout(NETWORK_TIMEOUT_MS)])
  } catch {
    const copy = await savedCopy(request)
    if (copy) return shownAsSaved(copy)
    try {
      // Nothing saved to show meanwhile: a slow answer is still better than none.
      return await network
    } catch (error) {
      const offline = await matchPrecache(OFFLINE_PAGE)
      if (offline) return offline
      throw error
    }
  }
}

/**
 * A hydrated page's links fetch data (`/dashboard/checklist.data`) and, for pages it has not met, the route
 * manifest (`/__manifest`). Without a signal, the answer asks React Router to load the page as a document instead
 * (the answer it understands from a server: 204 with X-Remix-Reload-Document), which this worker then serves.
 */
async function data({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(request)
    await followOwner(response)
    return response
  } catch {
    const target = url.pathname === '/__manifest' ? '/' : pageForDataRequest(url)
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Reload-Document': 'true', 'X-Remix-Redirect': target },
    })
  }
}

async function signOut({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  await forgetPeople()
  return fetch(request)
}

const sameOrigin = (url: URL) => url.origin === self.location.origin

// The next parts of issue 36 join here, each a module of its own in this folder, imported at the top of this file
// and registering its routes and listeners from a function called on this line, before the routes below (Workbox
// uses the first route that matches): the queue of changes made offline (POSTs, which nothing here takes but the
// sign-out) and push reminders (`push` and `notificationclick` listeners). A script that must stay a file of its
// own is loaded with `importScripts('/its-file.js')` here instead.

// Push reminders (docs/decisions/078-push-reminders.md): plain JavaScript of their own, which the tests and the
// Settings page read as it is.
importScripts('/push-sw.js')

registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === '/auth/sign-out' || url.pathname === '/auth/sign-out.data'),
  signOut,
  'POST',
)
registerRoute(({ request, url }) => sameOrigin(url) && request.mode === 'navigate', page)
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.endsWith('.data') || url.pathname === '/__manifest'), data)
addRoute()
// Scripts and styles by hashed name: kept as met, so that a saved page still starts without a signal after a new
// release has replaced them.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
)
