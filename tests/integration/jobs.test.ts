import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { runNextJob } from '~/lib/job-worker.server'
import { claimNextJob, enqueueJob, failJob, removeFinishedJobs, retryDelayMs } from '~/lib/jobs.server'
import { jobs } from '~db/schema'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()
const logger = pino({ level: 'silent' })
const KIND = 'extract-document-text' as const

beforeEach(async () => {
  await context.db.delete(jobs)
})

describe('the job queue', () => {
  it('gives a due job to one claimant only, and nothing before it is due', async () => {
    await enqueueJob(context.db, KIND, { documentId: 'now' })
    await enqueueJob(context.db, KIND, { documentId: 'later' }, { runAt: new Date(Date.now() + 60_000) })
    const [first, second] = await Promise.all([claimNextJob(context.db, [KIND]), claimNextJob(context.db, [KIND])])
    const claimed = [first, second].filter((job) => job !== null)
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ payload: { documentId: 'now' }, attempts: 1 })
    expect(await claimNextJob(context.db, [KIND])).toBeNull()
  })

  it('takes up the job of a worker that died once its claim has lapsed', async () => {
    await enqueueJob(context.db, KIND, { documentId: 'x' })
    const taken = await claimNextJob(context.db, [KIND])
    expect(await claimNextJob(context.db, [KIND])).toBeNull()
    await context.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, taken?.id ?? ''))
    expect(await claimNextJob(context.db, [KIND])).toMatchObject({ id: taken?.id, attempts: 2 })
  })

  it('retries a failed job after a growing wait, and gives up after the last try', async () => {
    await enqueueJob(context.db, KIND, { documentId: 'x' }, { maxAttempts: 2 })
    const job = await claimNextJob(context.db, [KIND])
    if (!job) throw new Error('no job')
    const before = Date.now()
    expect(await failJob(context.db, job, new Error('the store is down'))).toBe(false)
    const [queued] = await context.db.select().from(jobs)
    expect(queued).toMatchObject({ status: 'queued', lastError: 'the store is down' })
    expect(queued?.runAt.getTime()).toBeGreaterThanOrEqual(before + 30_000)
    expect(retryDelayMs(1)).toBe(30_000)
    expect(retryDelayMs(3)).toBe(120_000)
    expect(retryDelayMs(20)).toBe(3_600_000)
    expect(await failJob(context.db, { ...job, attempts: 2 }, new Error('still down'))).toBe(true)
    const [failed] = await context.db.select().from(jobs)
    expect(failed?.status).toBe('failed')
  })

  it('runs a handler and marks the job done; a throwing handler leaves it to retry', async () => {
    await enqueueJob(context.db, KIND, { documentId: 'ok' })
    const seen: unknown[] = []
    expect(
      await runNextJob({
        db: context.db,
        logger,
        handlers: { [KIND]: (job) => Promise.resolve(void seen.push(job.payload)) },
      }),
    ).toBe(true)
    expect(seen).toEqual([{ documentId: 'ok' }])
    expect((await context.db.select().from(jobs))[0]?.status).toBe('done')
    await enqueueJob(context.db, KIND, { documentId: 'bad' })
    await runNextJob({
      db: context.db,
      logger,
      handlers: {
        [KIND]: () => Promise.reject(new Error('boom')),
      },
    })
    const rows = await context.db.select().from(jobs).where(eq(jobs.status, 'queued'))
    expect(rows).toMatchObject([{ attempts: 1, lastError: 'boom' }])
    expect(await runNextJob({ db: context.db, logger, handlers: { [KIND]: () => Promise.resolve() } })).toBe(false)
  })

  it('removes finished jobs once they are old, and never waiting ones', async () => {
    await enqueueJob(context.db, KIND, { documentId: 'finished' })
    await runNextJob({ db: context.db, logger, handlers: { [KIND]: () => Promise.resolve() } })
    await enqueueJob(context.db, KIND, { documentId: 'waiting' })
    await context.db.update(jobs).set({ updatedAt: new Date(Date.now() - 40 * 86_400_000) })
    expect(await removeFinishedJobs(context.db, new Date(Date.now() - 30 * 86_400_000))).toBe(1)
    expect((await context.db.select().from(jobs)).map((row) => row.payload)).toEqual([{ documentId: 'waiting' }])
  })
})
