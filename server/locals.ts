import type { Logger } from 'pino'

// What the request-context middleware puts on every response, typed for every handler after it.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Locals in this namespace
  namespace Express {
    interface Locals {
      requestId: string
      cspNonce: string
      logger: Logger
    }
  }
}

export {}
