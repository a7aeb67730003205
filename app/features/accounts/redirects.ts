const SITE = 'http://afterword.invalid'

/** A path that a browser resolves on this site: one leading slash, never `//` or `/\` (both mean another host). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/**
 * Where to send someone after signing in. Only paths on this site are followed, so a link such as
 * /auth?redirectTo=https://evil.example cannot send a person elsewhere. The check runs on the path that is
 * returned, after normalising, because `/.//evil.example` only becomes `//evil.example` once the dot segment
 * is resolved.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !isSitePath(value)) return null
  try {
    const url = new URL(value, SITE)
    if (url.origin !== SITE) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    if (!isSitePath(path) || new URL(path, SITE).origin !== SITE) return null
    return path
  } catch {
    return null
  }
}

/**
 * Whether every redirect parameter in a query (Better Auth reads `callbackURL`, `errorCallbackURL`,
 * `newUserCallbackURL`, `redirectTo`, ...) is a path on this site already in its normal form. Item 2 of
 * docs/security.md, 'Third round': Better Auth redirects to `callbackURL` as given, so `/.//evil.example` became
 * `//evil.example`. A value the rule would change is refused rather than rewritten: the app's own links never need
 * normalising.
 */
export function hasOnlySafeRedirects(query: URLSearchParams): boolean {
  for (const [name, value] of query) {
    if (/url|redirect/i.test(name) && safeRedirectPath(value) !== value) return false
  }
  return true
}

export type PaymentIntent = 'donation' | 'premium' | null

export function paymentIntent(value: string | null): PaymentIntent {
  return value === 'donation' || value === 'premium' ? value : null
}

/** docs/product.md: /donate for a donation, /premium (where the purchase continues) for premium, else the page asked for or /. */
export function destinationAfterSignIn(payment: PaymentIntent, redirectTo: string | null): string {
  if (payment === 'donation') return '/donate'
  if (payment === 'premium') return '/premium'
  return safeRedirectPath(redirectTo) ?? '/'
}

/** A new account has no plan yet: unless it was heading somewhere, it goes on to make one. */
export function destinationAfterSignUp(payment: PaymentIntent, redirectTo: string | null): string {
  if (payment === null && safeRedirectPath(redirectTo) === null) return '/onboarding'
  return destinationAfterSignIn(payment, redirectTo)
}

/** The sign-in page for someone who asked for `path` while signed out. */
export function signInPath(path: string): string {
  return `/auth?${new URLSearchParams({ redirectTo: path }).toString()}`
}

/** The sign-up tab for a visitor who asked for `path`, which is for making a plan: most are new here. */
export function signUpPath(path: string): string {
  return `/auth?${new URLSearchParams({ tab: 'sign-up', redirectTo: path }).toString()}`
}

type AuthTitle = { title: string; subtitle: string }

/**
 * The /auth page's heading, for what the visit is for and the tab that is open: the heading follows the tab, so
 * that someone making an account is not welcomed back (docs/product.md). The tab is a query parameter, so the
 * heading is right with and without JavaScript.
 */
export const AUTH_TITLES: Record<'donation' | 'premium' | 'default', Record<'sign-in' | 'sign-up', AuthTitle>> = {
  donation: {
    'sign-in': { title: 'Sign in to Donate', subtitle: 'Please sign in or create an account to make a donation.' },
    'sign-up': {
      title: 'Create an account to Donate',
      subtitle: 'Please create an account or sign in to make a donation.',
    },
  },
  premium: {
    'sign-in': {
      title: 'Get Premium Access',
      subtitle: 'Sign in or create an account to unlock all premium features.',
    },
    'sign-up': {
      title: 'Get Premium Access',
      subtitle: 'Create an account or sign in to unlock all premium features.',
    },
  },
  default: {
    'sign-in': { title: 'Welcome Back', subtitle: 'Sign in to your account or create a new one.' },
    'sign-up': { title: 'Create your account', subtitle: 'It is free, and you can make your plan straight away.' },
  },
}

/** The tab /auth opens on: the sign-up tab when the address asks for it, else sign-in. */
export function authTabFrom(search: URLSearchParams): 'sign-in' | 'sign-up' {
  return search.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'
}
