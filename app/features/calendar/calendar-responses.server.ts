import type { Database } from '~/lib/db.server'
import type { FamilyAccess } from '~/lib/permissions.server'
import { consumeRateLimit, type RateLimitRule } from '~/lib/rate-limit.server'
import { describePlace, familyHasPremium, getFamily } from '~/features/family/index.server'
import { listFollowUps } from '~/features/organisations/index.server'
import { listDatedTasks } from '~/features/tasks/index.server'
import { findFeedByToken, feedStatus } from './feed.server'
import { buildCalendar } from './ics.server'

/**
 * The two ways out of Afterword into a calendar app: the live subscription feed (public, opened by its
 * token) and the signed-in 'Add to calendar' download. Both serve the same calendar of the family's dated
 * tasks.
 */

/**
 * Per client address, every feed request, known token or not. Calendar apps ask about once an hour per
 * link; this leaves room for a household or an office behind one address and stops a flood before it
 * reaches the token lookup. Guessing is hopeless anyway (256-bit tokens): this is about load.
 */
export const FEED_RATE_LIMIT: RateLimitRule = { window: 10 * 60, max: 120 }

const NOT_FOUND_BODY = 'This calendar link does not work. Make a new one in Afterword, under Settings.\n'

/** One answer for unknown, revoked, replaced and malformed tokens alike, so none can be told apart. */
function notFound(): Response {
  return new Response(NOT_FOUND_BODY, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export function calendarName(family: { deceasedName: string | null; place: string }): string {
  return `Afterword: tasks for ${family.deceasedName ?? family.place}`
}

function calendarResponse(body: string, disposition: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': disposition,
      // The address (or the session) is the key to personal details: no shared cache may keep a copy, and
      // calendar apps ask again on their own schedule anyway.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  })
}

async function familyCalendar(db: Database, access: FamilyAccess, publicUrl: string, includeCompleted: boolean) {
  const [family, tasks, followUps] = await Promise.all([
    getFamily(db, access),
    listDatedTasks(db, access, { includeCompleted }),
    listFollowUps(db, access, { includeDone: includeCompleted }),
  ])
  const name = calendarName({ deceasedName: family.deceasedName, ...describePlace(family) })
  return buildCalendar(tasks, { name, publicUrl, includeCompleted }, followUps)
}

export interface FeedRequest {
  db: Database
  /** The path parameter: the token, with or without `.ics` after it. */
  tokenParam: string
  /** From the server's own header (Express sets it from the connection); 'unknown' if absent. */
  clientIp: string
  publicUrl: string
  rateLimit?: RateLimitRule
}

/** GET /calendar/:token — no session, no cookies: the token alone opens the feed. */
export async function feedResponse(request: FeedRequest): Promise<Response> {
  const { db, tokenParam, clientIp, publicUrl, rateLimit = FEED_RATE_LIMIT } = request
  const limit = await consumeRateLimit(db, `calendar-feed:ip:${clientIp}`, rateLimit)
  if (!limit.allowed) {
    return new Response('Too many requests. Please try again later.\n', {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(limit.retryAfter),
      },
    })
  }
  const feed = await findFeedByToken(db, tokenParam.replace(/\.ics$/i, ''))
  if (!feed) return notFound()
  // The feed is a premium feature: a family without premium gets a plain refusal, never its tasks.
  if (!(await familyHasPremium(db, feed.access.familyId))) {
    return new Response('This calendar needs Afterword Premium.\n', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const body = await familyCalendar(db, feed.access, publicUrl, feed.includeCompleted)
  return calendarResponse(body, 'inline; filename="afterword.ics"')
}

/**
 * GET /dashboard/calendar.ics — the signed-in person's download for the family the permission module let
 * them view. Completed tasks follow their subscription's choice, and are left out when they have none.
 */
export async function downloadResponse(db: Database, access: FamilyAccess, publicUrl: string): Promise<Response> {
  const { includeCompleted } = await feedStatus(db, access)
  const body = await familyCalendar(db, access, publicUrl, includeCompleted)
  return calendarResponse(body, 'attachment; filename="afterword-tasks.ics"')
}
