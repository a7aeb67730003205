import type { Logger } from 'pino'
import type { AppServices } from '~/load-context'
import {
  DOCUMENT_SWEEP_JOB,
  documentSweepHandlers,
  markTextUnreadable,
  stopTextExtraction,
  textExtractionHandlers,
} from '~/features/documents/index.server'
import {
  dataExportHandlers,
  EXPORT_KIND,
  EXPORT_SWEEP_JOB,
  exportSweepHandlers,
  markExportFailed,
} from '~/features/privacy/index.server'
import {
  digestHandlers,
  DIGESTS_JOB,
  pushHandlers,
  reminderHandlers,
  REMINDERS_JOB,
} from '~/features/reminders/index.server'
import { SUPPORT_MAIL_RETRY_JOB, supportMailRetryHandlers } from '~/features/support/index.server'
import { forgetOldIdempotencyKeys } from '~/lib/idempotency.server'
import { startJobWorker } from '~/lib/job-worker.server'
import type { Job } from '~/lib/jobs.server'
import type { QueuedMailer } from '~/lib/mail.server'
import { startRecurringJobs } from '~/lib/recurring-jobs.server'

/**
 * Everything an instance does besides answering requests, all of it on the durable queue
 * (docs/decisions/045-job-queue.md and 053-scale-out.md): two worker lanes and the recurring slots.
 */
export interface BackgroundWork {
  /** Stops offering and taking jobs; jobs in hand get `waitMs` to finish, then go back to the queue. */
  stop(waitMs: number): Promise<void>
}

export function startBackgroundWork(services: AppServices & { mailer: QueuedMailer }, logger: Logger): BackgroundWork {
  const { db, documents, mailer } = services
  const exportServices = { db, logger, ...documents, mailer, publicUrl: services.settings.publicUrl }
  // Reading scans and building exports can take a minute each: one at a time, in their own lane.
  const heavy = startJobWorker({
    db,
    logger,
    handlers: {
      ...textExtractionHandlers({ db, logger, ...documents }),
      ...dataExportHandlers(exportServices),
    },
    onGiveUp: (job) => (job.kind === EXPORT_KIND ? markExportFailed(db, job) : markTextUnreadable(db, job)),
  })
  // E-mails and sweeps are quick, and an e-mail someone is waiting for must not queue behind a scan.
  const light = startJobWorker({
    db,
    logger,
    pollMs: 1_000,
    cleanUp: false,
    handlers: {
      ...mailer.handlers,
      ...documentSweepHandlers({ db, logger, store: documents.store }),
      // The hourly sweep of what has expired also forgets week-old idempotency keys (decision 080).
      'remove-expired-exports': async (job: Job) => {
        await exportSweepHandlers(exportServices)['remove-expired-exports'](job)
        await forgetOldIdempotencyKeys(db)
      },
      ...supportMailRetryHandlers(services, logger),
      ...reminderHandlers({ db, mailer, publicUrl: services.settings.publicUrl, secret: services.linkSecret, logger }),
      ...digestHandlers({ db, mailer, publicUrl: services.settings.publicUrl, secret: services.linkSecret, logger }),
      ...pushHandlers({ db, vapid: services.vapid, logger }),
    },
    onGiveUp: (job) => {
      logger.error({ jobId: job.id, kind: job.kind }, 'a background job gave up after its last try')
      return Promise.resolve()
    },
  })
  mailer.onQueued(() => light.wake())
  const stopOffering = startRecurringJobs({
    db,
    logger,
    recurring: [DOCUMENT_SWEEP_JOB, EXPORT_SWEEP_JOB, SUPPORT_MAIL_RETRY_JOB, REMINDERS_JOB, DIGESTS_JOB],
    onAdded: () => light.wake(),
  })
  return {
    stop: async (waitMs) => {
      stopOffering()
      await Promise.all([heavy.stop(waitMs), light.stop(waitMs)])
      await stopTextExtraction()
    },
  }
}
