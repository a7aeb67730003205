import pino, { type Logger } from 'pino'
import type { Env } from '~/lib/env.server'

/** One JSON object per line on standard output, ready for any log collector. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: 'afterword' } })
}
