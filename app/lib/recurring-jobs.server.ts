import type { Logger } from 'pino'
import type { Database } from './db.server'
import { enqueueJob, type JobKind } from './jobs.server'

/**
 * Work that comes round on a clock (sweeps, reminders) as jobs on the queue rather than timers in one
 * process (docs/decisions/053-scale-out.md). Time is cut into slots of `everyMs`; every instance offers each
 * slot's job, the slot's singleton key lets the first offer in, and any worker runs it. So a slot runs once
 * however many instances there are, and still runs when the instance that offered it dies.
 */

export interface RecurringJob {
  kind: JobKind
  everyMs: number
  /** Tries within the slot; a sweep that fails simply waits for the next slot. */
  maxAttempts?: number
}

/** The slot `now` falls in, as the job's singleton key. */
export function slotKey(kind: JobKind, everyMs: number, now: Date): string {
  const start = Math.floor(now.getTime() / everyMs) * everyMs
  return `${kind}@${new Date(start).toISOString()}`
}

/** Offers the current slot of each recurring job; answers the kinds that were added now. */
export async function offerRecurringJobs(
  db: Database,
  recurring: readonly RecurringJob[],
  now: Date = new Date(),
): Promise<JobKind[]> {
  const added: JobKind[] = []
  for (const { kind, everyMs, maxAttempts } of recurring) {
    const isNew = await enqueueJob(
      db,
      kind,
      {},
      { singletonKey: slotKey(kind, everyMs, now), maxAttempts: maxAttempts ?? 1 },
    )
    if (isNew) added.push(kind)
  }
  return added
}

const OFFER_EVERY_MS = 30_000

/** Offers the slots now and every 30 s until stopped; `onAdded` wakes the worker that runs them. */
export function startRecurringJobs(options: {
  db: Database
  logger: Logger
  recurring: readonly RecurringJob[]
  onAdded?: () => void
}): () => void {
  const offer = () => {
    offerRecurringJobs(options.db, options.recurring)
      .then((added) => {
        if (added.length > 0) options.onAdded?.()
      })
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'recurring jobs could not be offered; trying again soon'),
      )
  }
  offer()
  const timer = setInterval(offer, OFFER_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
