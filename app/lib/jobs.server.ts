import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { jobs } from '~db/schema'
import { queryRows, type Database } from './db.server'

/**
 * A small durable job queue in our own table (docs/decisions/045-job-queue.md): the same SQL on PGlite and on a
 * PostgreSQL server. Enqueue inside the transaction that makes the work necessary, so the job exists exactly
 * when its reason does. Handlers must be safe to run twice: a process that dies mid-job leaves its claim to
 * lapse, and the job runs again.
 */

export type JobKind = 'extract-document-text' | 'build-data-export'

export interface Job {
  id: string
  kind: JobKind
  payload: Record<string, unknown>
  attempts: number
  maxAttempts: number
}

export type JobHandler = (job: Job) => Promise<void>

type Executor = Pick<Database, 'insert'>

/** How long a claimed job may run before another worker may take it over. */
export const CLAIM_MS = 10 * 60_000

export async function enqueueJob(
  db: Executor,
  kind: JobKind,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<void> {
  await db.insert(jobs).values({ kind, payload, maxAttempts: options.maxAttempts ?? 5, runAt: options.runAt })
}

/** The next due job of these kinds, claimed for this worker; null when none is due. */
export async function claimNextJob(db: Database, kinds: readonly JobKind[]): Promise<Job | null> {
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )
  const [row] = await queryRows<{
    id: string
    kind: JobKind
    payload: Record<string, unknown>
    attempts: number
    max_attempts: number
  }>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1,
          locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval, updated_at = now()
        where id = (
          select id from jobs
          where kind in (${kindList})
            and ((status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now()))
          order by run_at
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`,
  )
  return row
    ? { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }
    : null
}

export async function completeJob(db: Database, job: Job): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
}

/** The wait before try n+1: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1))
}

/** Schedules another try after a growing wait, or gives up after the last one. Answers whether it gave up. */
export async function failJob(db: Database, job: Job, error: unknown): Promise<boolean> {
  const finalTry = job.attempts >= job.maxAttempts
  await db
    .update(jobs)
    .set({
      status: finalTry ? 'failed' : 'queued',
      runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
      lockedUntil: null,
      lastError: String(error instanceof Error ? error.message : error).slice(0, 2000),
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, job.id))
  return finalTry
}

const STOP_WAIT_MS = 2_000

/** Finished jobs are kept this long (to see what ran and why one failed), then removed. */
export const FINISHED_JOBS_KEPT_MS = 30 * 86_400_000
const CLEAN_UP_EVERY_MS = 60 * 60_000

/** Removes jobs that finished (done or given up) before `olderThan`; answers how many. */
export async function removeFinishedJobs(db: Database, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.updatedAt, olderThan)))
    .returning({ id: jobs.id })
  return removed.length
}

export interface JobWorker {
  /** Look for work now rather than at the next poll (after enqueueing in this process). */
  wake(): void
  /** Stops taking jobs and waits for the one in hand. */
  stop(): Promise<void>
}

interface WorkerOptions {
  db: Database
  logger: Logger
  handlers: Partial<Record<JobKind, JobHandler>>
  /** Told of a job whose last try failed, so the thing it was for can say so. */
  onGiveUp?: (job: Job, error: unknown) => Promise<void>
}

/** Claims and runs one due job; answers false when there was none. */
export async function runNextJob(options: WorkerOptions): Promise<boolean> {
  const { db, logger, handlers } = options
  const job = await claimNextJob(db, Object.keys(handlers) as JobKind[])
  if (!job) return false
  const handler = handlers[job.kind]
  try {
    if (!handler) throw new Error(`no handler for ${job.kind}`)
    await handler(job)
    await completeJob(db, job)
  } catch (error) {
    const gaveUp = await failJob(db, job, error)
    logger.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts, gaveUp }, 'job failed')
    if (gaveUp) await options.onGiveUp?.(job, error)
  }
  return true
}

/** Takes jobs one at a time (text reading is heavy on a 2-core machine), polling when the queue is empty. */
export function startJobWorker(options: WorkerOptions & { pollMs?: number }): JobWorker {
  let stopped = false
  let running: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined

  const loop = () => {
    if (stopped || running) return
    clearTimeout(timer)
    running = (async () => {
      try {
        while (!stopped && (await runNextJob(options))) {
          // Keep going while there is work.
        }
      } catch (error) {
        options.logger.error({ err: error }, 'the job worker could not read the queue')
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
  const cleanUp = setInterval(() => {
    removeFinishedJobs(options.db, new Date(Date.now() - FINISHED_JOBS_KEPT_MS)).catch((error: unknown) =>
      options.logger.warn({ err: error }, 'finished jobs could not be removed; trying again in an hour'),
    )
  }, CLEAN_UP_EVERY_MS)
  cleanUp.unref()
  return {
    wake: () => {
      if (!running) loop()
    },
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      clearInterval(cleanUp)
      // A long job (OCR of a scan) is not waited for past a few seconds: its claim lapses and it runs again.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())])
    },
  }
}
