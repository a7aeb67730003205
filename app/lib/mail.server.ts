import { createHash } from 'node:crypto'
import { desc } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { outboxMessages } from '~db/schema'
import type { Database } from './db.server'
import { enqueueJob, type Job, type JobHandler } from './jobs.server'

export interface MailMessage {
  to: string
  subject: string
  /** Every message has both parts: some mail programs, and some people, read only the plain text. */
  text: string
  html: string
  /** Extra headers, such as List-Unsubscribe on reminders. */
  headers?: Record<string, string>
  /** What kind of e-mail this is ('password-reset', 'reminder'…), for the log, which never holds its text. */
  kind?: string
  /**
   * The Message-ID header; the queue sets one per e-mail, the same on every try (queuedMessageId). Without it,
   * nodemailer makes a new one for each send.
   */
  messageId?: string
}

/**
 * What the log may say of an e-mail (docs/security.md, 'Third round', item 3): its kind and a hash of its recipient,
 * never the address, the subject (it can name people) or the text (it can hold a link that signs someone in).
 */
export function mailLogFields(message: Pick<MailMessage, 'to' | 'kind'>) {
  const recipient = createHash('sha256').update(message.to.trim().toLowerCase()).digest('hex').slice(0, 16)
  return { kind: message.kind ?? 'e-mail', recipient }
}

/** Where a message is recorded: the database, or the transaction that makes the message necessary. */
type Executor = Pick<Database, 'insert'>

export interface SendOptions {
  /**
   * Record the message in this transaction, so that it is sent exactly when the change it reports is
   * committed. Without it, the message is recorded on its own.
   */
  db?: Executor
}

export interface Mailer {
  /** 'smtp' sends; 'outbox' keeps every message in the database and the log instead. */
  mode: 'smtp' | 'outbox'
  send: (message: MailMessage, options?: SendOptions) => Promise<void>
}

export interface MailerOptions {
  db: Database
  logger: Logger
  from: string
  smtpUrl?: string
  /** PUBLIC_URL: its host is the right-hand side of queued e-mails' Message-IDs (`localhost` without it). */
  publicUrl?: string
}

export const DEFAULT_MAIL_FROM = 'Afterword <no-reply@localhost>'

/**
 * Sends at once: SMTP when SMTP_URL is set, otherwise the outbox table. The server uses the queued mailer
 * below; this one is what its job delivers with, and what tests use when they want the message in hand now.
 */
export function createMailer({ db, logger, from, smtpUrl }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      mode: 'smtp',
      send: async ({ kind, messageId, ...message }) => {
        const sent = (await transport.sendMail({ from, ...message, ...(messageId ? { messageId } : {}) })) as {
          messageId?: string
        }
        logger.info({ ...mailLogFields({ to: message.to, kind }), messageId: sent.messageId }, 'e-mail sent')
      },
    }
  }
  return {
    mode: 'outbox',
    send: async ({ to, subject, text, html, kind }, options) => {
      const [kept] = await (options?.db ?? db)
        .insert(outboxMessages)
        .values({ to, subject, text, html })
        .returning({ id: outboxMessages.id })
      // Only the outbox (its page or its table) holds the text and its links: a log is read by more people.
      logger.info({ id: kept?.id, ...mailLogFields({ to, kind }) }, 'e-mail kept in the outbox')
    },
  }
}

/**
 * The Message-ID of a queued e-mail: from its job, so every try of the same e-mail carries the same one. Delivery
 * is at least once (a worker that dies after the mail server took the message but before the job was marked done
 * sends it again), and receiving servers and mail programs drop a second message with a Message-ID they have
 * already seen (docs/operations.md).
 */
export function queuedMessageId(jobId: string, publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost'
  return `<afterword.${jobId}@${host}>`
}

/** Tries for about a day (30 s, 1 min, 2 min, … then hourly) before giving up on a mail server. */
export const EMAIL_MAX_ATTEMPTS = 25
const EMAIL_KIND = 'send-email'

export interface QueuedMailer extends Mailer {
  /** The job handler that delivers queued messages; the server's light worker runs it. */
  handlers: Record<typeof EMAIL_KIND, JobHandler>
  /** Called after a message is queued, to wake the worker that delivers it. */
  onQueued: (wake: () => void) => void
}

/**
 * The server's mailer (docs/decisions/053-scale-out.md). With SMTP, `send` only records the message as a job
 * (in the caller's transaction when given), and a worker on any instance delivers it, retrying with a growing
 * wait while the mail server is down: a request never waits on SMTP, and no message is lost when an instance
 * dies. Without SMTP, the outbox insert is already durable, so it stays direct.
 */
export function createQueuedMailer(options: MailerOptions): QueuedMailer {
  const direct = createMailer(options)
  let wake = () => {}
  const deliver: JobHandler = async (job) =>
    direct.send({ ...messageOf(job), messageId: queuedMessageId(job.id, options.publicUrl) })
  if (direct.mode === 'outbox') {
    return { ...direct, handlers: { [EMAIL_KIND]: deliver }, onQueued: () => {} }
  }
  return {
    mode: 'smtp',
    send: async (message, sendOptions) => {
      await enqueueJob(sendOptions?.db ?? options.db, EMAIL_KIND, { message }, { maxAttempts: EMAIL_MAX_ATTEMPTS })
      wake()
    },
    handlers: { [EMAIL_KIND]: deliver },
    onQueued: (callback) => {
      wake = callback
    },
  }
}

function messageOf(job: Job): MailMessage {
  const message = job.payload.message as Partial<MailMessage> | undefined
  if (
    typeof message?.to !== 'string' ||
    typeof message.subject !== 'string' ||
    typeof message.text !== 'string' ||
    typeof message.html !== 'string'
  ) {
    throw new Error('send-email: the job holds no complete message')
  }
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    kind: message.kind,
  }
}

export async function listOutbox(db: Database, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit)
}
