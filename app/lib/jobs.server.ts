import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { jobs } from '~db/schema'
import { queryRows, type Database } from './db.server'

/**
 * A small durable job queue in our own table (docs/decisions/045-job-queue.md, and 053 for what runs on it at
 * scale): the same SQL on PGlite and on a PostgreSQL server. Enqueue inside the transaction that makes the work
 * necessary, so the job exists exactly when its reason does. Handlers must be safe to run twice: a process that
 * dies mid-job leaves its claim to lapse, and the job runs again on any instance.
 */

export type JobKind =
  | 'extract-document-text'
  | 'build-data-export'
  | 'send-email'
  | 'sweep-document-files'
  | 'remove-expired-exports'
  | 'retry-support-mail'
  | 'send-reminders'
  | 'send-digests'
  | 'send-push'

export interface Job {
  id: string
  kind: JobKind
  payload: Record<string, unknown>
  attempts: number
  maxAttempts: number
  singletonKey: string | null
}

export type JobHandler = (job: Job) => Promise<void>

type Executor = Pick<Database, 'insert'>

/** How long a claimed job may run before another worker may take it over. */
export const CLAIM_MS = 10 * 60_000

/**
 * Kinds whose row goes once done: an e-mail's payload is the message itself, links that sign people in
 * included, and a push's names the person's tasks; neither should outlive its delivery.
 */
const REMOVED_WHEN_DONE: ReadonlySet<JobKind> = new Set(['send-email', 'send-push'])

export interface EnqueueOptions {
  maxAttempts?: number
  runAt?: Date
  /** At most one job ever has this key; offering a second does nothing (recurring slots). */
  singletonKey?: string
}

/** Answers whether a job was added (false when its singleton key was taken). */
export async function enqueueJob(
  db: Executor,
  kind: JobKind,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? 5,
      runAt: options.runAt,
      singletonKey: options.singletonKey,
    })
    .onConflictDoNothing({ target: jobs.singletonKey })
    .returning({ id: jobs.id })
  return added.length > 0
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
    singleton_key: string | null
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
        returning id, kind, payload, attempts, max_attempts, singleton_key`,
  )
  return row
    ? {
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
        singletonKey: row.singleton_key,
      }
    : null
}

export async function completeJob(db: Database, job: Job): Promise<void> {
  const stillOurs = and(eq(jobs.id, job.id), eq(jobs.status, 'running'))
  if (REMOVED_WHEN_DONE.has(job.kind)) {
    await db.delete(jobs).where(stillOurs)
    return
  }
  await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: new Date() })
    .where(stillOurs)
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

/**
 * Hands a job back untried, for a worker that is shutting down with it still in hand: any instance may take
 * it at once instead of after its claim lapses, and the interrupted run does not count as an attempt.
 */
export async function releaseJob(db: Database, job: Job): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedUntil: null,
      runAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
}

/** Finished jobs are kept this long (to see what ran and why one failed), then removed. */
export const FINISHED_JOBS_KEPT_MS = 30 * 86_400_000
/** A recurring slot's row only needs to outlive its slot, so that the slot is not run twice. */
export const FINISHED_SLOTS_KEPT_MS = 2 * 86_400_000

/**
 * Removes jobs that finished (done or given up) before `olderThan`, and recurring slots that finished before
 * `slotsOlderThan`; answers how many.
 */
export async function removeFinishedJobs(
  db: Database,
  olderThan: Date,
  slotsOlderThan: Date = new Date(Date.now() - FINISHED_SLOTS_KEPT_MS),
): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        or(
          and(isNull(jobs.singletonKey), lt(jobs.updatedAt, olderThan)),
          and(isNotNull(jobs.singletonKey), lt(jobs.updatedAt, slotsOlderThan)),
        ),
      ),
    )
    .returning({ id: jobs.id })
  return removed.length
}

/** How many jobs there are of each kind and status, for the metrics endpoint. */
export async function countJobs(db: Database): Promise<{ kind: string; status: string; count: number }[]> {
  const rows = await queryRows<{ kind: string; status: string; count: string | number }>(
    db,
    sql`select kind, status, count(*) as count from jobs group by kind, status`,
  )
  return rows.map((row) => ({ kind: row.kind, status: row.status, count: Number(row.count) }))
}
