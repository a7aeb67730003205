import { eq } from 'drizzle-orm'
import pino from 'pino'
import { beforeEach, describe, expect, it } from 'vitest'
import { verificationEmail } from '~/lib/auth-emails'
import { runNextJob, startJobWorker } from '~/lib/job-worker.server'
import { claimNextJob, enqueueJob, removeFinishedJobs, type JobKind } from '~/lib/jobs.server'
import { createQueuedMailer, EMAIL_MAX_ATTEMPTS, listOutbox } from '~/lib/mail.server'
import { offerRecurringJobs, slotKey } from '~/lib/recurring-jobs.server'
import { jobs } from '~db/schema'
import { decodedMail, setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { setUpTestContext } from '../setup/test-context'

const context = setUpTestContext()
const smtp = setUpLoopbackSmtp()
const logger = pino({ level: 'silent' })
const SWEEP: JobKind = 'sweep-document-files'

beforeEach(async () => {
  await context.db.delete(jobs)
})

const message = (to: string) => verificationEmail({ to, name: 'Ivy', url: 'https://afterword.example/verify?t=1' })

describe('e-mail through the queue (SMTP configured)', () => {
  const mailerFor = () =>
    createQueuedMailer({ db: context.db, logger, from: 'Afterword <help@example.org>', smtpUrl: smtp.url })

  it('records the message as a job, and a worker delivers it and removes the job with its links', async () => {
    const mailer = mailerFor()
    await mailer.send(message('ivy@example.com'))
    expect(smtp.received).toHaveLength(0)
    const [queued] = await context.db.select().from(jobs)
    expect(queued).toMatchObject({ kind: 'send-email', status: 'queued', maxAttempts: EMAIL_MAX_ATTEMPTS })

    expect(await runNextJob({ db: context.db, logger, handlers: mailer.handlers })).toBe(true)
    expect(smtp.received.map((mail) => mail.to)).toEqual([['ivy@example.com']])
    expect(decodedMail(smtp.received[0]?.raw ?? '')).toContain('https://afterword.example/verify?t=1')
    expect(await context.db.select().from(jobs)).toEqual([])
    expect(await listOutbox(context.db)).toEqual([])
  })

  it('keeps the message while the mail server refuses it, and delivers it on a later try', async () => {
    const mailer = mailerFor()
    await mailer.send(message('jo@example.com'))
    smtp.refuse = true
    await runNextJob({ db: context.db, logger, handlers: mailer.handlers })
    const [waiting] = await context.db.select().from(jobs)
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 })
    expect(waiting?.lastError).toContain('451')
    smtp.refuse = false
    await context.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) })
    await runNextJob({ db: context.db, logger, handlers: mailer.handlers })
    expect(smtp.received.map((mail) => mail.to)).toEqual([['jo@example.com']])
  })

  it('sends nothing for a change that was rolled back, when given the transaction', async () => {
    const mailer = mailerFor()
    await context.db
      .transaction(async (tx) => {
        await mailer.send(message('kit@example.com'), { db: tx })
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    expect(await context.db.select().from(jobs)).toEqual([])
  })

  it('wakes the worker when a message is queued, so nobody waits for the next poll', async () => {
    const mailer = mailerFor()
    let woken = 0
    mailer.onQueued(() => {
      woken += 1
    })
    await mailer.send(message('lee@example.com'))
    expect(woken).toBe(1)
  })
})

describe('recurring jobs on several instances', () => {
  it('lets only the first offer of a slot in, however many instances offer it at once', async () => {
    const now = new Date('2026-11-26T10:17:00Z')
    const recurring = [{ kind: SWEEP, everyMs: 60 * 60_000 }]
    const offers = await Promise.all([1, 2, 3].map(() => offerRecurringJobs(context.db, recurring, now)))
    expect(offers.flat()).toEqual([SWEEP])
    const rows = await context.db.select().from(jobs)
    expect(rows.map((row) => row.singletonKey)).toEqual([`${SWEEP}@2026-11-26T10:00:00.000Z`])
    // The next hour is a new slot.
    expect(await offerRecurringJobs(context.db, recurring, new Date('2026-11-26T11:00:00Z'))).toEqual([SWEEP])
    expect(slotKey(SWEEP, 60 * 60_000, new Date('2026-11-26T11:59:59Z'))).toBe(`${SWEEP}@2026-11-26T11:00:00.000Z`)
  })

  it('keeps a finished slot long enough that it cannot run twice, then removes it', async () => {
    await enqueueJob(context.db, SWEEP, {}, { singletonKey: 'sweep@slot' })
    await runNextJob({ db: context.db, logger, handlers: { [SWEEP]: () => Promise.resolve() } })
    expect(await enqueueJob(context.db, SWEEP, {}, { singletonKey: 'sweep@slot' })).toBe(false)
    const monthAgo = new Date(Date.now() - 30 * 86_400_000)
    expect(await removeFinishedJobs(context.db, monthAgo)).toBe(0)
    await context.db.update(jobs).set({ updatedAt: new Date(Date.now() - 3 * 86_400_000) })
    expect(await removeFinishedJobs(context.db, monthAgo)).toBe(1)
  })
})

describe('stopping a worker', () => {
  it('hands a job still running back to the queue, untried, for another instance to take at once', async () => {
    await enqueueJob(context.db, SWEEP, { n: 1 })
    let started!: () => void
    const running = new Promise<void>((resolve) => (started = resolve))
    const worker = startJobWorker({
      db: context.db,
      logger,
      cleanUp: false,
      // A job that outlasts the shutdown grace: it never finishes.
      handlers: { [SWEEP]: () => (started(), new Promise<void>(() => {})) },
    })
    await running
    await worker.stop(50)
    const [row] = await context.db.select().from(jobs).where(eq(jobs.kind, SWEEP))
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null })
    expect(await claimNextJob(context.db, [SWEEP])).toMatchObject({ payload: { n: 1 }, attempts: 1 })
  })
})
