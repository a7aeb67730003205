import { hostname } from 'node:os'
import pino, { type Logger } from 'pino'
import { redactPath } from '~/lib/log-redaction'
import type { Env } from '~/lib/env.server'

/**
 * One JSON object per line on standard output, ready for any log collector; `hostname` and `pid` tell the
 * instances apart when their logs are gathered in one place.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger {
  const options = {
    level: env.LOG_LEVEL,
    base: { service: 'afterword', hostname: hostname(), pid: process.pid },
    serializers: { err: safeError },
  }
  return destination ? pino(options, destination) : pino(options)
}

interface SafeError {
  type: string
  message: string
  code?: string
  stack?: string
  cause?: SafeError
}

/**
 * An error as the log may keep it: its kind, code and where it happened, never what people typed. A failed
 * query's message carries its parameters (a task's title, notes, a user id), a database error its `detail`
 * (the duplicate address), a decoding error the path it failed on (a calendar feed's token): those are cut.
 */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: cleanText(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: cleanText(error.stack) } : {}),
    ...(error.cause !== undefined ? { cause: safeError(error.cause) } : {}),
  }
}

function cleanText(text: string): string {
  return (
    text
      // Drizzle: 'Failed query: select … \nparams: Ann,secret notes'
      .replace(/\bparams:[^\n]*/gi, 'params: [redacted]')
      // Quoted values in database and decoding messages.
      .replace(/"[^"\n]*"/g, '"[redacted]"')
      .replace(/\/[^\s"']*/g, (path) => redactPath(path))
  )
}
