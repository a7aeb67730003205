import type { Logger } from 'pino'
import type { Auth } from './lib/auth.server'
import type { AuthSettings } from './lib/auth-settings.server'
import type { Database } from './lib/db.server'
import type { Mailer } from './lib/mail.server'
import type { ObjectStore } from './lib/storage.server'
import type { DocumentKeyRing } from './features/documents/document-keys.server'
import type { DocumentLimits } from './features/documents/documents.server'
import type { PaymentProvider } from './features/payments/payment-provider.server'
import type { StripeWebhook } from './features/payments/webhook.server'

/** What the server opens once and every request shares. */
export interface AppServices {
  db: Database
  auth: Auth
  mailer: Mailer
  settings: AuthSettings
  /** The auth secret, for links signed without a session (a reminder e-mail's unsubscribe link). */
  linkSecret: string
  /**
   * Stripe when its keys are set, otherwise the built-in test-mode checkout where it is allowed, otherwise null
   * (payments are not set up); `webhook` only with Stripe.
   */
  payments: { provider: PaymentProvider | null; webhook?: StripeWebhook }
  /** The document vault's file store, keys and limits (docs/decisions/044-document-vault.md). */
  documents: { store: ObjectStore; keys: DocumentKeyRing; limits: DocumentLimits }
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
