import type { Logger } from 'pino'
import type { Database } from './db.server'
import {
  claimNextJob,
  completeJob,
  failJob,
  FINISHED_JOBS_KEPT_MS,
  releaseJob,
  removeFinishedJobs,
  type Job,
  type JobHandler,
  type JobKind,
} from './jobs.server'
import { recordJob } from './metrics.server'

/**
 * The loop that takes jobs from the queue (docs/decisions/045-job-queue.md). An instance runs one loop per
 * lane: heavy work (reading scans, building exports) one job at a time, and light work (e-mails, sweeps,
 * reminders) in its own loop, so a password-reset e-mail never waits behind a minute of OCR.
 */

export interface JobWorker {
  /** Look for work now rather than at the next poll (after enqueueing in this process). */
  wake(): void
  /**
   * Stops taking jobs and waits up to `waitMs` for the one in hand; a job still running then is handed back
   * to the queue for another instance.
   */
  stop(waitMs?: number): Promise<void>
}

export interface WorkerOptions {
  db: Database
  logger: Logger
  handlers: Partial<Record<JobKind, JobHandler>>
  /** Told of a job whose last try failed, so the thing it was for can say so. */
  onGiveUp?: (job: Job, error: unknown) => Promise<void>
  /** Told of the job this worker has just taken (and of null when it is finished with it). */
  onClaim?: (job: Job | null) => void
}

/** Claims and runs one due job; answers false when there was none. */
export async function runNextJob(options: WorkerOptions): Promise<boolean> {
  const { db, logger, handlers } = options
  const job = await claimNextJob(db, Object.keys(handlers) as JobKind[])
  if (!job) return false
  options.onClaim?.(job)
  const started = process.hrtime.bigint()
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9
  try {
    const handler = handlers[job.kind]
    if (!handler) throw new Error(`no handler for ${job.kind}`)
    await handler(job)
    await completeJob(db, job)
    recordJob(job.kind, 'done', seconds())
  } catch (error) {
    const gaveUp = await failJob(db, job, error)
    recordJob(job.kind, gaveUp ? 'gave-up' : 'retry', seconds())
    logger.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, gaveUp }, 'job failed')
    if (gaveUp) await options.onGiveUp?.(job, error)
  } finally {
    options.onClaim?.(null)
  }
  return true
}

const DEFAULT_STOP_WAIT_MS = 2_000
const CLEAN_UP_EVERY_MS = 60 * 60_000
/** While the queue cannot be read (the database restarting), the worker says so at most this often. */
const COMPLAIN_EVERY_MS = 60_000

/** Removes finished jobs once an hour, for as long as the worker runs. */
function startCleanUp(options: WorkerOptions): ReturnType<typeof setInterval> {
  const cleanUp = setInterval(() => {
    removeFinishedJobs(options.db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS)).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'finished jobs could not be removed; trying again in an hour'),
    )
  }, CLEAN_UP_EVERY_MS)
  cleanUp.unref()
  return cleanUp
}

/** Takes jobs one at a time, polling when the queue is empty. */
export function startJobWorker(options: WorkerOptions & { pollMs?: number; cleanUp?: boolean }): JobWorker {
  let stopped = false
  let running: Promise<void> | null = null
  let inHand: Job | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let failingSince: number | undefined
  let complainedAt = 0
  const runOptions: WorkerOptions = {
    ...options,
    onClaim: (job) => {
      inHand = job
      options.onClaim?.(job)
    },
  }

  const loop = () => {
    if (stopped || running) return
    clearTimeout(timer)
    running = (async () => {
      try {
        while (!stopped && (await runNextJob(runOptions))) {
          // Keep going while there is work.
        }
        if (failingSince !== undefined) {
          options.logger.info({ afterMs: Date.now() - failingSince }, 'the job worker reads the queue again')
          failingSince = undefined
          complainedAt = 0
        }
      } catch (error) {
        // The next poll tries again. A database that is away for a while would otherwise fill the log with one
        // line per poll and lane, so the worker says so once, then once a minute, and once when it is back.
        const now = Date.now()
        failingSince ??= now
        if (now - complainedAt >= COMPLAIN_EVERY_MS) {
          complainedAt = now
          options.logger.warn(
            { err: error, failingForMs: now - failingSince },
            'the job worker could not read the queue; it tries again at every poll',
          )
        }
      } finally {
        running = null
        if (!stopped) {
          timer = setTimeout(loop, options.pollMs ?? 2_000)
          timer.unref()
        }
      }
    })()
  }
  loop()
  const cleanUp = options.cleanUp === false ? undefined : startCleanUp(options)
  return {
    wake: () => {
      if (!running) loop()
    },
    stop: async (waitMs = DEFAULT_STOP_WAIT_MS) => {
      stopped = true
      clearTimeout(timer)
      clearInterval(cleanUp)
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, waitMs).unref())])
      const unfinished = inHand
      if (unfinished) {
        // A long job (OCR of a scan) is not waited for: it goes back to the queue, untried, for another instance.
        await releaseJob(options.db, unfinished).catch((error: unknown) =>
          options.logger.warn(
            { err: error, jobId: unfinished.id },
            'a job could not be handed back; its claim will lapse',
          ),
        )
        recordJob(unfinished.kind, 'released', 0)
        options.logger.info(
          { jobId: unfinished.id, kind: unfinished.kind },
          'shutting down: a job was handed back to the queue',
        )
      }
    },
  }
}
