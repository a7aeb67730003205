import { and, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { sessions, users } from '~db/schema'
import { newSignInEmail, passwordChangedEmail, twoStepChangedEmail, type TwoStepChange } from '~/lib/auth-emails'
import type { MailMessage } from '~/lib/mail.server'
import { describeUserAgent } from '~/lib/user-agent'
import type { AppServices } from '~/load-context'

/**
 * The e-mails that tell a person their account changed (decision 049): a sign-in from a browser we had not seen,
 * a new password, two-step sign-in turned on or off. They go to the account's address, so someone who took
 * over a session cannot hide what they did. A failure to send is logged and never undoes the change.
 */

type AlertServices = Pick<AppServices, 'db' | 'mailer' | 'settings'>

async function sendToAccountOwner(
  services: AlertServices,
  logger: Logger,
  userId: string,
  compose: (owner: { to: string; name: string; settingsUrl: string }) => MailMessage,
): Promise<void> {
  try {
    const [owner] = await services.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
    if (!owner) return
    const settingsUrl = `${services.settings.publicUrl}/dashboard/settings`
    await services.mailer.send(compose({ to: owner.email, name: owner.name, settingsUrl }))
  } catch (error) {
    logger.error({ err: error }, 'security e-mail not sent')
  }
}

/** When the sign-in happened, as the e-mail says it: the reader's own time zone is not known to the server. */
export function formatSignInTime(at: Date): string {
  return `${at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC)`
}

/**
 * After a completed sign-in: e-mails the owner when none of their other live sessions is in the same browser
 * (the new session itself is one of them, so 'seen before' means two or more).
 */
export async function alertIfNewBrowser(
  services: AlertServices,
  logger: Logger,
  userId: string,
  userAgent: string | null,
  at = new Date(),
): Promise<boolean> {
  const [row] = await services.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.userAgent} is not distinct from ${userAgent}`))
  if ((row?.count ?? 0) > 1) return false
  await sendToAccountOwner(services, logger, userId, (owner) =>
    newSignInEmail({ ...owner, device: describeUserAgent(userAgent), when: formatSignInTime(at) }),
  )
  return true
}

export function alertPasswordChanged(services: AlertServices, logger: Logger, userId: string): Promise<void> {
  return sendToAccountOwner(services, logger, userId, (owner) => passwordChangedEmail(owner))
}

export function alertTwoStepChanged(
  services: AlertServices,
  logger: Logger,
  userId: string,
  change: TwoStepChange,
): Promise<void> {
  return sendToAccountOwner(services, logger, userId, (owner) => twoStepChangedEmail({ ...owner, change }))
}
