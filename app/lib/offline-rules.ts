/**
 * What the service worker keeps for reading without a signal, and how a saved copy says so
 * (docs/decisions/079-offline-copy.md). Plain functions, so that they are tested without a browser.
 */

/**
 * A signed-in person's pages that are kept for reading offline: the plan (its tasks and deadlines), the printable
 * checklist, the organisations to tell with their phone numbers, and the family with its members' contacts.
 */
export const PERSONAL_OFFLINE_PAGES: ReadonlySet<string> = new Set([
  '/dashboard',
  '/dashboard/tasks',
  '/dashboard/generic-tasks',
  '/dashboard/legal-tasks',
  '/dashboard/timeline',
  '/dashboard/checklist',
  '/dashboard/checklist/print',
  '/dashboard/organisations',
  '/tasks',
  '/family',
])

/** The vault's pages and files are never kept on the phone, whatever else a list says. */
export function isDocumentPath(pathname: string): boolean {
  return pathname === '/dashboard/documents' || pathname.startsWith('/dashboard/documents/')
}

export type PageKind = 'personal' | 'public' | 'never'

/** Where a page may be kept: in the person's own cache, in the shared public cache (signed out), or nowhere. */
export function pageKind(pathname: string, publicPages: ReadonlySet<string>): PageKind {
  const path = withoutTrailingSlash(pathname)
  if (isDocumentPath(path)) return 'never'
  if (PERSONAL_OFFLINE_PAGES.has(path)) return 'personal'
  if (publicPages.has(path)) return 'public'
  return 'never'
}

export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** The page a data request (`/dashboard/tasks.data?_routes=…`) belongs to, for a full load of it instead. */
export function pageForDataRequest(url: URL): string {
  const page = new URL(url.href)
  page.pathname = page.pathname === '/_root.data' ? '/' : page.pathname.replace(/\.data$/, '')
  page.searchParams.delete('_routes')
  page.searchParams.delete('index')
  return `${page.pathname}${page.search}`
}

/** 'You are offline: this is the copy saved at 14:05 on 27 November.' In the phone's own time zone. */
export function savedCopySentence(savedAt: Date, now: Date, timeZone?: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
  const sameYear =
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(savedAt) ===
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone }).format(now)
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  })
  return `You are offline: this is the copy saved at ${time.format(savedAt)} on ${day.format(savedAt)}.`
}

/**
 * The saved page with a notice at the top of its body. A plain element before the page's own markup, which
 * `app/entry.client.tsx` sets aside while the page hydrates (Preact would remove an element no component drew).
 * The classes are the site's own (Tailwind finds them in this file), because the page's Content-Security-Policy
 * allows no inline style.
 */
export function withSavedCopyNotice(html: string, sentence: string): string {
  const notice =
    '<div role="status" data-offline-copy="" class="border-b border-border bg-muted px-4 py-3 text-center print:hidden">' +
    `<p class="font-semibold">${escapeHtml(sentence)}</p>` +
    '<p class="text-sm text-muted-foreground">Changes made since then are not shown. ' +
    'Private documents are never saved on this phone.</p></div>'
  const body = /<body\b[^>]*>/i.exec(html)
  if (!body) return notice + html
  const end = body.index + body[0].length
  return html.slice(0, end) + notice + html.slice(end)
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** When the saved copy was fetched: our own header, set as it was stored, else the server's Date. */
export function savedAtOf(headers: Headers, savedAtHeader: string): Date | null {
  const value = headers.get(savedAtHeader) ?? headers.get('Date')
  if (!value) return null
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
