import { sql } from 'drizzle-orm'
import { queryRows, type Database } from './db.server'

export interface RateLimitRule {
  /** Window length in seconds. */
  window: number
  max: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Seconds until the window frees up, when refused. */
  retryAfter: number
  /** Attempts counted in the current window (including this one, for consumeRateLimit). */
  count: number
}

/**
 * Counts one attempt against `key` and says whether it is allowed. One statement, so concurrent requests on
 * any instance cannot all slip through between a read and a write: a window that has run out starts again
 * at 1, otherwise the count goes up by one.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
      insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.window})
                     then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${rule.window})
                     then now() else rate_limits.window_started_at end
      returning count,
        greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.window}) - now()))))::int
          as retry_after`,
  )
  if (!row) throw new Error('rate limit: the upsert returned no row')
  return { allowed: row.count <= rule.max, retryAfter: row.retry_after, count: row.count }
}

/** What a person is told when a limit stops them: plainly, and when they can try again. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const when =
    retryAfterSeconds < 60
      ? `${Math.max(1, Math.ceil(retryAfterSeconds))} second${Math.ceil(retryAfterSeconds) === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many attempts in a short time. For your safety, please try again in ${when}.`
}

/**
 * Limits on the work a signed-in person can ask for that costs the server most (docs/security.md, 'Threat model'): far
 * above what a person does, low enough that a stolen session or a script cannot tie up the machine.
 */
export const EXPENSIVE_ACTION_LIMITS = {
  /** One request per file from the page's script. */
  upload: { window: 60 * 60, max: 120 },
  /** The checklist PDF and letters. */
  pdf: { window: 10 * 60, max: 30 },
} as const satisfies Record<string, RateLimitRule>

export function consumeExpensiveAction(
  db: Database,
  action: keyof typeof EXPENSIVE_ACTION_LIMITS,
  userId: string,
): Promise<RateLimitResult> {
  return consumeRateLimit(db, `${action}:user:${userId}`, EXPENSIVE_ACTION_LIMITS[action])
}

/** The answer for a route refused by a limit: 429 with Retry-After, and the plain message. */
export function tooManyRequests(retryAfter: number): Response {
  return Response.json(
    { message: tooManyAttemptsMessage(retryAfter) },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  )
}

/**
 * Whether another attempt is allowed against `key`, without counting one: for limits that count only what
 * failed (wrong passwords), checked before the attempt and counted after it.
 */
export async function peekRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
      select count,
        greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.window}) - now()))))::int
          as retry_after
      from rate_limits
      where key = ${key} and window_started_at > now() - make_interval(secs => ${rule.window})`,
  )
  return row
    ? { allowed: row.count < rule.max, retryAfter: row.retry_after, count: row.count }
    : { allowed: true, retryAfter: 0, count: 0 }
}
