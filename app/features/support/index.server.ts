import type { Logger } from 'pino'
import type { CountryCode } from '~/content/schema'
import type { AppServices } from '~/load-context'
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

/** How often the server looks for support e-mails that could not be sent (a mail server that was down). */
export const SUPPORT_MAIL_RETRY_MS = 60_000

/** Retries unsent support e-mails every minute until stopped; returns the stop function. */
export function startSupportMailRetry(services: AppServices, logger: Logger): () => void {
  const support = supportServicesFrom(services, logger)
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    deliverPendingSupportMail(support)
      .catch((error: unknown) => logger.error({ err: error }, 'the support e-mail retry failed'))
      .finally(() => {
        running = false
      })
  }, SUPPORT_MAIL_RETRY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
