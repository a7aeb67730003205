import { desc } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { outboxMessages } from '~db/schema'
import type { Database } from './db.server'

export interface MailMessage {
  to: string
  subject: string
  /** Every message has both parts: some mail programs, and some people, read only the plain text. */
  text: string
  html: string
  /** Extra headers, such as the one-click unsubscribe of reminder e-mails (RFC 8058). */
  headers?: Record<string, string>
}

export interface Mailer {
  /** 'smtp' sends; 'outbox' keeps every message in the database and the log instead. */
  mode: 'smtp' | 'outbox'
  send: (message: MailMessage) => Promise<void>
}

export interface MailerOptions {
  db: Database
  logger: Logger
  from: string
  smtpUrl?: string
}

export const DEFAULT_MAIL_FROM = 'Afterword <no-reply@localhost>'

/** The one way the application sends e-mail: SMTP when SMTP_URL is set, otherwise the outbox table. */
export function createMailer({ db, logger, from, smtpUrl }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      mode: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from, ...message })
        logger.info({ subject: message.subject }, 'e-mail sent')
      },
    }
  }
  return {
    mode: 'outbox',
    send: async (message) => {
      // The outbox keeps what a person reads; extra headers are for mail programs.
      await db
        .insert(outboxMessages)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
      // The log is where someone running `npm start` without SMTP sees links such as "confirm your address".
      logger.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail kept in the outbox')
    },
  }
}

export async function listOutbox(db: Database, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit)
}
