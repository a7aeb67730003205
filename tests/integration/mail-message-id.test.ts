import pino from 'pino'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { passwordResetEmail } from '~/lib/auth-emails'
import type { DatabaseHandle } from '~/lib/db.server'
import { runNextJob } from '~/lib/job-worker.server'
import { claimNextJob, releaseJob } from '~/lib/jobs.server'
import { createQueuedMailer } from '~/lib/mail.server'
import { jobs } from '~db/schema'
import { setUpLoopbackSmtp } from '../setup/loopback-smtp'
import { createTestDatabase } from '../setup/test-database'

/**
 * docs/operations.md, 'Background work': e-mail is delivered at least once. A worker that dies, or is stopped, after
 * the mail server took a message but before the job was marked done sends it again (601 s later, when the claim lapsed;
 * or at once, from the instance that took the job back). Each queued e-mail keeps one Message-ID on every try, so the
 * receiving server and the reader's mail program can drop the second copy.
 */

let handle: DatabaseHandle
const smtp = setUpLoopbackSmtp()
const logger = pino({ level: 'silent' })

beforeAll(async () => {
  handle = await createTestDatabase()
})
afterAll(() => handle.close())
beforeEach(async () => {
  await handle.db.delete(jobs)
})

const mailer = () =>
  createQueuedMailer({
    db: handle.db,
    logger,
    from: 'Afterword <help@afterword.example>',
    smtpUrl: smtp.url,
    publicUrl: 'https://afterword.example:8443/',
  })
const resetFor = (to: string) => passwordResetEmail({ to, name: 'Ivy', url: 'https://afterword.example/reset/t' })
/** Each received message's Message-ID, its header unfolded (a long one continues on the next line). */
const messageIds = () =>
  smtp.received.map((mail) => /^Message-ID: *(.*)$/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim())

it('sends every try of one e-mail with the same Message-ID, made from its job and the public host', async () => {
  const queued = mailer()
  await queued.send(resetFor('ivy@example.com'))
  const [{ id } = { id: '' }] = await handle.db.select({ id: jobs.id }).from(jobs)

  // 1. A worker takes the job and the mail server takes the message, then the process dies: the job stays
  //    claimed until its claim lapses, and any worker then sends it again.
  const first = await claimNextJob(handle.db, ['send-email'])
  expect(first?.id).toBe(id)
  if (!first) return
  await queued.handlers['send-email'](first)
  await handle.db.update(jobs).set({ lockedUntil: new Date(Date.now() - 1000) })

  // 2. The next worker sends it, and is stopped (SIGTERM) before it can mark it done: it hands the job back.
  const second = await claimNextJob(handle.db, ['send-email'])
  expect(second?.id).toBe(id)
  if (!second) return
  await queued.handlers['send-email'](second)
  await releaseJob(handle.db, second)

  // 3. A worker sends it and finishes.
  expect(await runNextJob({ db: handle.db, logger, handlers: queued.handlers })).toBe(true)
  expect(await handle.db.select().from(jobs)).toEqual([])

  expect(smtp.received).toHaveLength(3)
  expect(messageIds()).toEqual([
    `<afterword.${id}@afterword.example>`,
    `<afterword.${id}@afterword.example>`,
    `<afterword.${id}@afterword.example>`,
  ])
})

it('gives two e-mails different Message-IDs, even when they say the same to the same person', async () => {
  const queued = mailer()
  await queued.send(resetFor('jo@example.com'))
  await queued.send(resetFor('jo@example.com'))
  while (await runNextJob({ db: handle.db, logger, handlers: queued.handlers })) {
    // Deliver both.
  }
  const [one, two] = messageIds()
  expect(smtp.received).toHaveLength(2)
  expect(one).toMatch(/^<afterword\.[0-9a-f-]{36}@afterword\.example>$/)
  expect(two).toMatch(/^<afterword\.[0-9a-f-]{36}@afterword\.example>$/)
  expect(one).not.toBe(two)
})
