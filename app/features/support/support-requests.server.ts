import { and, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Logger } from 'pino'
import { profiles, supportRequests, users } from '~db/schema'
import { queryRows, type Database } from '~/lib/db.server'
import type { SupportCategory, SupportStatus } from '~db/schema/vocabulary'
import type { Mailer } from '~/lib/mail.server'
import { consumeRateLimit, tooManyAttemptsMessage, type RateLimitRule } from '~/lib/rate-limit.server'
import { confirmationEmail, replyEmail, teamNotificationEmail, type StoredSupportRequest } from './support-emails'
import type { SupportRequestInput } from './support.schema'
import { isUuid } from '~/lib/ids'

export interface SupportServices {
  db: Database
  mailer: Mailer
  logger: Logger
  /** Where the team's copy goes (SUPPORT_EMAIL). */
  supportEmail: string
  publicUrl: string
  /** The crisis lines for the sender, first in the confirmation of an Emergency Support message. */
  crisisParagraph?: (request: StoredSupportRequest) => string | undefined
}

/** A flood from one address or one sender is refused; a person writing a few times an hour is not. */
export const SUPPORT_LIMITS: { perIp: RateLimitRule; perEmail: RateLimitRule } = {
  perIp: { window: 60 * 60, max: 5 },
  perEmail: { window: 60 * 60, max: 3 },
}

/** After this many failed tries (about a day with the backoff below) the e-mails are left to the team. */
export const MAX_MAIL_ATTEMPTS = 12
const MAX_BACKOFF_SECONDS = 6 * 60 * 60
/** How long one instance holds a request while it sends; another instance skips it meanwhile. */
const SENDING_LEASE_SECONDS = 120

export function mailBackoffSeconds(failedAttempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, failedAttempts - 1), MAX_BACKOFF_SECONDS)
}

export type SubmitResult =
  | {
      ok: true
      id: string
      /** The signed-in sender's own confirmed address the confirmation goes to; null when none is sent. */
      confirmationTo: string | null
    }
  | { ok: false; status: 429; message: string }

/**
 * Stores the question first, then tries its e-mails once; a mail server that is down leaves them for
 * `deliverPendingSupportMail`, and the person is still thanked (their message is safe with us). The team always
 * gets its copy; a confirmation goes only to a signed-in sender's own confirmed account address, never to the
 * address typed in the form (decision 042), so the form cannot be used to send mail to strangers.
 */
export async function submitSupportRequest(
  services: SupportServices,
  input: SupportRequestInput,
  sender: { userId: string | null; clientIp: string },
): Promise<SubmitResult> {
  const { db } = services
  const byIp = await consumeRateLimit(db, `support:ip:${sender.clientIp}`, SUPPORT_LIMITS.perIp)
  if (!byIp.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byIp.retryAfter) }
  const byEmail = await consumeRateLimit(db, `support:email:${input.email.toLowerCase()}`, SUPPORT_LIMITS.perEmail)
  if (!byEmail.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(byEmail.retryAfter) }

  const [row] = await db
    .insert(supportRequests)
    .values({ ...input, userId: sender.userId })
    .returning({ id: supportRequests.id })
  if (!row) throw new Error('support request: the insert returned no row')
  await deliverPendingSupportMail(services, { only: row.id })
  return { ok: true, id: row.id, confirmationTo: await confirmationAddress(db, sender.userId) }
}

async function confirmationAddress(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.emailVerified, true)))
  return user?.email ?? null
}

interface ClaimedRequest extends StoredSupportRequest {
  teamNotified: boolean
  confirmationSent: boolean
  /** The sender's confirmed account address, when a confirmation is owed. */
  confirmTo: string | null
  mailAttempts: number
}

/**
 * Sends the e-mails still owed for stored requests whose next try is due, and returns how many requests it
 * handled. Runs after each new request and on a timer (server/main.ts); safe on several instances at once,
 * because each request is leased with SKIP LOCKED before anything is sent.
 */
export async function deliverPendingSupportMail(
  services: SupportServices,
  options: { only?: string; limit?: number } = {},
): Promise<number> {
  const claimed = await claimDueRequests(services.db, options)
  for (const request of claimed) await deliverOne(services, request)
  return claimed.length
}

/**
 * A confirmation is owed only to a signed-in sender whose account address is confirmed (decision 042); a
 * signed-out sender's request is never claimed for one.
 */
const confirmationOwed = sql`exists (select 1 from users
  where users.id = support_requests.user_id and users.email_verified)`

async function claimDueRequests(db: Database, { only, limit = 20 }: { only?: string; limit?: number }) {
  const rows = await queryRows<{
    id: string
    name: string
    email: string
    category: SupportCategory
    message: string
    created_at: string | Date
    team_notified: boolean
    confirmation_sent: boolean
    mail_attempts: number
    confirm_to: string | null
  }>(
    db,
    sql`
      update support_requests set next_mail_attempt_at = now() + make_interval(secs => ${SENDING_LEASE_SECONDS})
      where id in (
        select id from support_requests
        where (team_notified_at is null or (confirmation_sent_at is null and ${confirmationOwed}))
          and next_mail_attempt_at <= now()
          and mail_attempts < ${MAX_MAIL_ATTEMPTS}
          ${only ? sql`and id = ${only}` : sql``}
        order by next_mail_attempt_at
        limit ${limit}
        for update skip locked)
      returning id, name, email, category, message, created_at,
        team_notified_at is not null as team_notified, confirmation_sent_at is not null as confirmation_sent,
        mail_attempts,
        (select email from users where users.id = support_requests.user_id and users.email_verified) as confirm_to`,
  )
  return rows.map((row): ClaimedRequest => ({
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    message: row.message,
    createdAt: new Date(row.created_at),
    teamNotified: row.team_notified,
    confirmationSent: row.confirmation_sent,
    mailAttempts: row.mail_attempts,
    confirmTo: row.confirm_to,
  }))
}

async function deliverOne(services: SupportServices, request: ClaimedRequest): Promise<void> {
  const { db, mailer, logger } = services
  let failed = false
  const attempt = async (column: 'teamNotifiedAt' | 'confirmationSentAt', send: () => Promise<void>) => {
    try {
      await send()
      await db
        .update(supportRequests)
        .set({ [column]: sql`now()` })
        .where(eq(supportRequests.id, request.id))
    } catch (error) {
      failed = true
      logger.error({ err: error, supportRequestId: request.id, mail: column }, 'a support e-mail could not be sent')
    }
  }
  if (!request.teamNotified) {
    const inboxUrl = `${services.publicUrl}/support/inbox`
    await attempt('teamNotifiedAt', () => mailer.send(teamNotificationEmail(services.supportEmail, request, inboxUrl)))
  }
  const confirmTo = request.confirmTo
  if (!request.confirmationSent && confirmTo) {
    const crisis = services.crisisParagraph?.(request)
    await attempt('confirmationSentAt', () => mailer.send(confirmationEmail(confirmTo, request, crisis)))
  }
  if (!failed) return
  const attempts = request.mailAttempts + 1
  await db
    .update(supportRequests)
    .set({
      mailAttempts: attempts,
      nextMailAttemptAt: sql`now() + make_interval(secs => ${mailBackoffSeconds(attempts)})`,
    })
    .where(eq(supportRequests.id, request.id))
  if (attempts >= MAX_MAIL_ATTEMPTS) {
    logger.error({ supportRequestId: request.id }, 'giving up on a support e-mail: answer it from the support inbox')
  }
}

export interface SupportInboxEntry extends StoredSupportRequest {
  status: SupportStatus
  answeredAt: Date | null
  /** Who answered, by the full name of their account (decision 061), or their address if they gave none. */
  answeredBy: string | null
  reply: string | null
  /** 'none': sent signed out (or by an unconfirmed account), so no confirmation and the address is unconfirmed. */
  confirmation: 'sent' | 'waiting' | 'none'
}

/** The support inbox: open requests first (oldest first, so none waits), then the latest answered ones. */
export async function listSupportRequests(db: Database, status: SupportStatus): Promise<SupportInboxEntry[]> {
  // The answer is stored with the admin's address (SUPPORT_ADMINS lists addresses); the inbox names them.
  const answerer = alias(users, 'answerer')
  const rows = await db
    .select({ request: supportRequests, accountConfirmed: users.emailVerified, answererName: profiles.fullName })
    .from(supportRequests)
    .leftJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(answerer, eq(sql`lower(${answerer.email})`, sql`lower(${supportRequests.answeredBy})`))
    .leftJoin(profiles, eq(profiles.userId, answerer.id))
    .where(eq(supportRequests.status, status))
    .orderBy(status === 'open' ? supportRequests.createdAt : desc(supportRequests.answeredAt))
    .limit(200)
  return rows.map(({ request: row, accountConfirmed, answererName }) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    message: row.message,
    createdAt: row.createdAt,
    status: row.status,
    answeredAt: row.answeredAt,
    answeredBy: answererName?.trim() || row.answeredBy,
    reply: row.reply,
    confirmation: row.confirmationSentAt !== null ? 'sent' : accountConfirmed ? 'waiting' : 'none',
  }))
}

export async function countOpenSupportRequests(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportRequests)
    .where(eq(supportRequests.status, 'open'))
  return row?.count ?? 0
}

export type InboxResult = { ok: true } | { ok: false; status: 404 | 409 | 502; message: string }

const NOT_FOUND = 'That request is not in the inbox any more. Please reload the page.'

/** Marks a request answered (outside the inbox, by phone say). Answering twice changes nothing. */
export async function markSupportRequestAnswered(db: Database, id: string, admin: string): Promise<InboxResult> {
  const updated = await db
    .update(supportRequests)
    .set({ status: 'answered', answeredAt: sql`now()`, answeredBy: admin, updatedAt: sql`now()` })
    .where(and(eq(supportRequests.id, id), eq(supportRequests.status, 'open')))
    .returning({ id: supportRequests.id })
  if (updated.length > 0) return { ok: true }
  const exists = await db.select({ id: supportRequests.id }).from(supportRequests).where(eq(supportRequests.id, id))
  return exists.length > 0
    ? { ok: false, status: 409, message: 'Someone has already answered this request.' }
    : { ok: false, status: 404, message: NOT_FOUND }
}

/**
 * E-mails the reply, then marks the request answered with it. A reply that cannot be sent changes nothing, so
 * the request stays open and the reply can be sent again.
 */
export async function replyToSupportRequest(
  services: Pick<SupportServices, 'db' | 'mailer' | 'logger'>,
  id: string,
  admin: string,
  reply: string,
): Promise<InboxResult> {
  const { db, mailer, logger } = services
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id))
  if (!row) return { ok: false, status: 404, message: NOT_FOUND }
  try {
    await mailer.send(replyEmail(row, reply))
  } catch (error) {
    logger.error({ err: error, supportRequestId: id }, 'a support reply could not be sent')
    return {
      ok: false,
      status: 502,
      message: 'The reply could not be sent: the mail server did not answer. Nothing was changed; please try again.',
    }
  }
  await db
    .update(supportRequests)
    .set({ status: 'answered', answeredAt: sql`now()`, answeredBy: admin, reply, updatedAt: sql`now()` })
    .where(eq(supportRequests.id, id))
  return { ok: true }
}

/** Only ids of real requests reach the database (a malformed one would be a 500 from uuid parsing). */
export const isRequestId = isUuid
