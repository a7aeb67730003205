import type { Logger } from 'pino'
import type { Auth } from './lib/auth.server'
import type { AuthSettings } from './lib/auth-settings.server'
import type { Database } from './lib/db.server'
import type { Mailer } from './lib/mail.server'

/**
 * What the server opens once and every request shares. A feature that needs something of its own opened at
 * start (payments' provider, the document vault) adds its key to this interface from its own index.server.ts,
 * with `declare module '~/load-context'`, the way `AppLoadContext` itself is extended below: this module names
 * no feature (docs/decisions/059-layers-and-import-zones.md). server/main.ts opens each and fills them in.
 */
export interface AppServices {
  db: Database
  auth: Auth
  mailer: Mailer
  settings: AuthSettings
  /** The auth secret, for links signed without a session (a reminder e-mail's unsubscribe link). */
  linkSecret: string
}

/** What the Node server hands every loader, action and the server entry. */
export interface AfterwordLoadContext {
  /** Also sent as X-Request-Id and written on every log line for the request. */
  requestId: string
  /** The per-response Content-Security-Policy nonce for inline scripts; absent while prerendering. */
  cspNonce?: string
  logger: Logger
  /** Absent while prerendering, where no request and no database exist. */
  services?: AppServices
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends AfterwordLoadContext {}
}

/** The services, for loaders and actions that only run on a live server. */
export function servicesFrom(context: { services?: AppServices }): AppServices {
  if (!context.services) throw new Error('This route needs the running server (no services while prerendering).')
  return context.services
}
