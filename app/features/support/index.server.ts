import type { Logger } from 'pino'
import type { CountryCode } from '~/content/schema'
import type { AppServices } from '~/load-context'
import type { JobHandler } from '~/lib/jobs.server'
import type { RecurringJob } from '~/lib/recurring-jobs.server'
import { crisisParagraphFor } from './crisis-lines.server'
import { deliverPendingSupportMail, type SupportServices } from './support-requests.server'

/** What the support module needs from the server, with the crisis lines for the sender's country. */
export function supportServicesFrom(
  services: AppServices,
  logger: Logger,
  senderCountry: CountryCode | null = null,
): SupportServices {
  return {
    db: services.db,
    mailer: services.mailer,
    logger,
    supportEmail: services.settings.supportEmail,
    publicUrl: services.settings.publicUrl,
    crisisParagraph: (request) => crisisParagraphFor(request.category, senderCountry),
  }
}

/**
 * Support e-mails that could not be recorded for sending are tried again each minute, as a recurring job
 * (docs/decisions/053-scale-out.md), so one instance does it, not every instance at once.
 */
export const SUPPORT_MAIL_RETRY_JOB: RecurringJob = { kind: 'retry-support-mail', everyMs: 60_000 }

export function supportMailRetryHandlers(
  services: AppServices,
  logger: Logger,
): Record<'retry-support-mail', JobHandler> {
  const support = supportServicesFrom(services, logger)
  return {
    'retry-support-mail': async () => {
      await deliverPendingSupportMail(support)
    },
  }
}
