import type { Logger } from 'pino'

/** What the Node server hands every loader, action and the server entry. */
export interface AfterwordLoadContext {
  /** Also sent as X-Request-Id and written on every log line for the request. */
  requestId: string
  /** The per-response Content-Security-Policy nonce for inline scripts; absent while prerendering. */
  cspNonce?: string
  logger: Logger
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends AfterwordLoadContext {}
}
