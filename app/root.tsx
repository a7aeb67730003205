import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { getSignedInUser } from './features/accounts/accounts.server'
import { listMyFamilies } from './features/family/index.server'
import { displayAttributes, useSignedInUser, type SignedInUser } from './lib/signed-in-user'
import { LazyToaster } from './components/layout/lazy-toaster'
import { OfflineChanges } from './components/layout/offline-changes'
import { NotFoundPage, StatusPage } from './components/layout/status-page'
import { useShouldHydrate } from './lib/route-handle'
import { readerDates, timeZoneFromCookie } from './lib/reader-dates.server'
import { rememberTimeZone } from './features/reminders/index.server'
import { useTimeZoneCookie } from './lib/use-time-zone-cookie'
import { offlineKey, rememberOfflineCopyOwner } from './lib/offline-copy.server'
import { REGISTRATION_SCRIPT_PATH } from './lib/offline-copy'

import { SiteHeader } from './components/layout/site-header'
import { SiteFooter } from './components/layout/site-footer'
import { DocumentElement } from './components/layout/document-element'

export const meta: Route.MetaFunction = () => [
  { title: 'Afterword — help with what needs doing after a death' },
  {
    name: 'description',
    content:
      'A calm, practical checklist for the legal, financial and practical tasks after a death, for Australia, Canada, Ireland, New Zealand, the United Kingdom and the United States.',
  },
]

/** The icon, and what a phone needs to install Afterword as an app (issue 36; decision 074). */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
]

/**
 * The signed-in person for every page (useSignedInUser). Prerendered pages have no request, so no one; a refreshed
 * session cookie from Better Auth is passed on (React Router adds loader Set-Cookie headers to the response).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.services) return { user: null, dates: undefined }
  const { auth, db } = context.services
  const { user, headers, session } = await getSignedInUser(auth, db, request.headers)
  // Whose page this is, for the service worker's offline copy (decision 079): the server entry sends it as a header.
  rememberOfflineCopyOwner(
    context,
    user && session ? { key: offlineKey(context.services.linkSecret, session.id), until: session.expiresAt } : null,
  )
  const cookies = new Headers()
  for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie)
  const publicUser: SignedInUser | null = user
    ? {
        id: user.id,
        fullName: user.fullName,
        hasPurchasedPremium: user.hasPurchasedPremium,
        familyHasPremium: user.familyHasPremium,
        country: user.country,
        display: user.display,
      }
    : null
  // The header's family switcher; a person in one family has nothing to switch, and a visitor none.
  const families = user ? await listMyFamilies(db, user.id) : []
  // Reminders count the person's days where they are: a write only when the browser reports a new zone.
  if (user) await rememberTimeZone(db, user, timeZoneFromCookie(request.headers.get('Cookie')))
  return data({ user: publicUser, families, dates: readerDates(request, user?.country ?? null) }, { headers: cookies })
}

export function Layout({ children }: { children: ReactNode }) {
  const hydrate = useShouldHydrate()
  // Like the light and dark schemes (app/app.css), large print and high contrast are set before the first paint:
  // attributes rendered with the page, not added by a script afterwards (decision 073).
  const display = displayAttributes(useSignedInUser()?.display)
  return (
    <DocumentElement attributes={display}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* The installed app's title bar: the brand green in light mode, the page's own dark background in dark. */}
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#2c5a4e" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#14171a" />
        <meta name="apple-mobile-web-app-title" content="Afterword" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <Meta />
        <Links />
        {/* The offline copy (decision 079): a few hundred bytes that register the service worker once the page has
            loaded, on every page, the script-free public pages too. */}
        <script src={REGISTRATION_SCRIPT_PATH} defer />
      </head>
      <body className="flex min-h-screen flex-col print:block">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {hydrate && (
          <>
            <LazyToaster />
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </DocumentElement>
  )
}

export default function App() {
  useTimeZoneCookie()
  const user = useSignedInUser()
  return (
    <>
      {user && <OfflineChanges userId={user.id} />}
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  // A refusal we explain ourselves (a 4xx with a sentence: a Refusal's `{ message }`, or a body that is not a
  // form): show the sentence, not "something went wrong on our side". React Router's own refusals (`internal`,
  // such as a 405) carry a developer's message, which is not for the page. A 5xx stays generic.
  const ownRefusal = isRouteErrorResponse(error) && !('internal' in error && error.internal === true)
  const message = ownRefusal ? refusalMessage(error.data) : undefined
  if (ownRefusal && error.status >= 400 && error.status < 500 && message) {
    return (
      <StatusPage title={error.status === 403 ? 'We could not show this page' : 'We could not do that'}>
        <p>{message}</p>
      </StatusPage>
    )
  }
  return (
    <StatusPage title="Something went wrong on our side">
      <p>We’re sorry. This page couldn’t be shown just now. Please try again in a moment.</p>
      <p>If it keeps happening, it’s our fault, not yours, and we will want to fix it.</p>
    </StatusPage>
  )
}

/** The sentence a refusal carries: thrown as text, or as `{ message }` (answerRefusal in app/lib/refusal.ts). */
function refusalMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message
  }
  return undefined
}
