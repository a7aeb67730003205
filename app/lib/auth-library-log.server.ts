import type { Logger } from 'pino'

type LibraryLevel = 'debug' | 'info' | 'warn' | 'error'

/**
 * Better Auth's own log lines, sent through the app's logger instead of the console. Its arguments are left
 * out and only their kinds kept: a failed query's error carries the query's parameters, which include the
 * session token of the request (seen while the database was away; docs/security.md, 'Found during operations work'),
 * and the console is not redacted. The message itself is the library's fixed text ('User not found', 'Failed to get
 * session').
 */
export function authLibraryLogger(logger: Logger) {
  return {
    level: 'warn' as const,
    log: (level: LibraryLevel, message: string, ...args: unknown[]) => {
      logger[level]({ source: 'better-auth', details: args.map(kindOf) }, message)
    },
  }
}

function kindOf(value: unknown): string {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code
    return typeof code === 'string' ? `${value.name} (${code})` : value.name
  }
  return value === null ? 'null' : typeof value
}
