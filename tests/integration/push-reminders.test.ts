import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import https from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs, outboxMessages, profiles, pushSubscriptions, tasks } from '~db/schema'
import { runNextJob } from '~/lib/job-worker.server'
import { createMailer } from '~/lib/mail.server'
import {
  PUSH_KIND,
  PUSH_TAG,
  pushHandlers,
  runRemindersOnce,
  type PushMessage,
  type ReminderServices,
} from '~/features/reminders/index.server'
import { action as settingsAction, loader as settingsLoader } from '~/routes/dashboard.settings'
import { editTaskUrl } from '~/features/tasks'
import { actionResult } from '../setup/action-result'
import { TEST_AUTH_SECRET, TEST_ORIGIN, TEST_VAPID_KEYS } from '../setup/test-auth'
import { setUpTestContext, type OnboardingAnswers, type PersonWithFamily } from '../setup/test-context'

/**
 * Reminders pushed to phones and computers (docs/decisions/078-push-reminders.md). A push service on loopback
 * (HTTPS, as web-push only speaks HTTPS, with a certificate made for this file) receives what `web-push` sends,
 * and the test decrypts it as a browser would (RFC 8291, aes128gcm) with a key pair and secret it made itself.
 * Every run is given its instant; no test reads the clock.
 */

const context = setUpTestContext()
const logger = pino({ level: 'silent' })

const NEW_ZEALAND: OnboardingAnswers = { country: 'NZ', region: 'nz', dateOfDeath: '2026-11-02', priorities: [] }
/** 08:30 on 2 December in Auckland. */
const MORNING = new Date('2026-12-01T19:30:00Z')

interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

const pushService = {
  origin: '',
  received: [] as ReceivedPush[],
  /** What the push service answers next. */
  status: 201,
}
let server: https.Server
let agent: https.Agent
let certificateDir: string

beforeAll(async () => {
  certificateDir = mkdtempSync(path.join(tmpdir(), 'afterword-push-'))
  const keyFile = path.join(certificateDir, 'key.pem')
  const certificateFile = path.join(certificateDir, 'cert.pem')
  // Debian's openssl makes a certificate for 127.0.0.1; web-push only sends over HTTPS.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  const certificate = readFileSync(certificateFile)
  server = https.createServer({ key: readFileSync(keyFile), cert: certificate }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      pushService.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(pushService.status)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pushService.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  agent = new https.Agent({ ca: certificate })
})

afterAll(async () => {
  agent.destroy()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(certificateDir, { recursive: true, force: true })
})

// Each test sees only its own people and its own pushes.
beforeEach(async () => {
  pushService.received.length = 0
  pushService.status = 201
  await context.db.update(profiles).set({ emailReminders: false })
  await context.db.delete(pushSubscriptions)
  await context.db.delete(jobs)
})

function reminderServices(): ReminderServices {
  return {
    db: context.db,
    mailer: createMailer({ db: context.db, logger, from: 'Afterword <help@afterword.test>' }),
    publicUrl: 'https://afterword.test',
    secret: TEST_AUTH_SECRET,
    logger,
  }
}

/** Runs the next queued push as the server's light worker does, against the loopback push service. */
function runNextPush(): Promise<boolean> {
  return runNextJob({
    db: context.db,
    logger,
    handlers: pushHandlers({ db: context.db, vapid: TEST_VAPID_KEYS, logger, agent, now: () => MORNING }),
  })
}

/** A browser's side of a subscription: its P-256 key pair and authentication secret (RFC 8291). */
interface Browser {
  ecdh: ECDH
  auth: Buffer
}

function newBrowser(): Browser {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { ecdh, auth: randomBytes(16) }
}

/** What `PushSubscription.toJSON()` would give for this browser at this endpoint. */
function subscriptionOf(browser: Browser, endpoint: string) {
  return {
    endpoint,
    p256dh: browser.ecdh.getPublicKey().toString('base64url'),
    auth: browser.auth.toString('base64url'),
  }
}

async function subscribe(userId: string, browser: Browser, name = randomBytes(6).toString('hex')): Promise<string> {
  const [row] = await context.db
    .insert(pushSubscriptions)
    .values({ userId, device: 'Chrome on Android', ...subscriptionOf(browser, `${pushService.origin}/push/${name}`) })
    .returning({ id: pushSubscriptions.id })
  if (!row) throw new Error('no subscription')
  return row.id
}

/** Decrypts an aes128gcm body (RFC 8188) as the browser would, with its private key and secret (RFC 8291). */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body[20] ?? 0
  const serverPublicKey = body.subarray(21, 21 + keyIdLength)
  const ciphertext = body.subarray(21 + keyIdLength)
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize)
  const shared = browser.ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32))
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  // The last (and only) record ends with the delimiter 2 before its padding.
  expect(padded[end]).toBe(2)
  return padded.subarray(0, end).toString('utf8')
}

/** Checks the VAPID token (RFC 8292) against the server's public key and answers its claims. */
function vapidClaims(authorization: string | undefined): Record<string, unknown> {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`)
  expect(match[2]).toBe(TEST_VAPID_KEYS.publicKey)
  const [header, claims, signature] = match[1].split('.') as [string, string, string]
  const point = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  expect(signed).toBe(true)
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>
}

async function familyWithoutTasks(name: string): Promise<PersonWithFamily> {
  const admin = await context.personWithFamily(name, NEW_ZEALAND)
  await context.db.delete(tasks).where(eq(tasks.familyId, admin.familyId))
  // E-mails off unless a test turns them on: only pushes count here.
  await context.db
    .update(profiles)
    .set({ timeZone: 'Pacific/Auckland', emailReminders: false })
    .where(eq(profiles.userId, admin.id))
  return admin
}

async function addTask(familyId: string, title: string, dueDate: string): Promise<string> {
  const [task] = await context.db
    .insert(tasks)
    .values({ familyId, kind: 'custom', title, dueDate })
    .returning({ id: tasks.id })
  if (!task) throw new Error('no task')
  return task.id
}

async function queuedPushes() {
  return context.db.select().from(jobs).where(eq(jobs.kind, PUSH_KIND))
}

/** The reminder e-mails kept for the person (sign-up's own e-mails left aside). */
async function remindersMailedTo(userId: string) {
  const [user] = await context.db.query.users.findMany({ where: (users, { eq: is }) => is(users.id, userId) })
  const kept = await context.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, user?.email ?? ''))
  return kept.filter((message) => message.subject.startsWith('A reminder of'))
}

describe('the day’s reminder on each device', () => {
  it('sends the e-mail’s tasks to every device through the queue, encrypted for that browser alone', async () => {
    const ann = await familyWithoutTasks('Ann')
    await context.db.update(profiles).set({ emailReminders: true }).where(eq(profiles.userId, ann.id))
    await addTask(ann.familyId, 'Register the death', '2026-12-01')
    await addTask(ann.familyId, 'Cancel the passport', '2026-12-03')
    const phone = newBrowser()
    const laptop = newBrowser()
    const phoneId = await subscribe(ann.id, phone, 'phone')
    await subscribe(ann.id, laptop, 'laptop')

    expect(await runRemindersOnce(reminderServices(), MORNING)).toEqual({ sent: 1, reminders: 2, failed: 0 })
    // The e-mail and one push job per device were written in the same transaction.
    expect(await remindersMailedTo(ann.id)).toHaveLength(1)
    expect(await queuedPushes()).toHaveLength(2)
    expect(pushService.received).toEqual([])

    expect(await runNextPush()).toBe(true)
    expect(await runNextPush()).toBe(true)
    expect(await runNextPush()).toBe(false)

    const byPath = new Map(pushService.received.map((push) => [push.path, push]))
    const toPhone = byPath.get('/push/phone')
    const toLaptop = byPath.get('/push/laptop')
    if (!toPhone || !toLaptop) throw new Error('a device got nothing')
    expect(toPhone.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(toPhone.headers.ttl)).toBeGreaterThan(0)
    expect(toPhone.headers.urgency).toBe('normal')
    expect(toPhone.headers.topic).toBe('reminders')
    expect(vapidClaims(toPhone.headers.authorization)).toMatchObject({
      aud: pushService.origin,
      sub: TEST_VAPID_KEYS.subject,
    })

    const message = JSON.parse(decrypt(toPhone.body, phone)) as PushMessage
    expect(message).toEqual({
      title: 'A reminder of 2 tasks on Afterword',
      body: 'Past its date: Register the death\nDue tomorrow: Cancel the passport',
      url: '/dashboard/tasks',
      tag: PUSH_TAG,
    })
    // The laptop's copy is the same text, readable only with the laptop's own keys.
    expect(JSON.parse(decrypt(toLaptop.body, laptop))).toEqual(message)
    expect(() => decrypt(toLaptop.body, phone)).toThrow()

    const [device] = await context.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phoneId))
    expect(device?.lastUsedAt).toBeInstanceOf(Date)
    // A delivered push's row goes: it names the person's tasks.
    expect(await queuedPushes()).toEqual([])
  })

  it('pushes to a person who turned the e-mails off, and sends them no e-mail', async () => {
    const bo = await familyWithoutTasks('Bo')
    const taskId = await addTask(bo.familyId, 'Tell the bank', '2026-12-03')
    const phone = newBrowser()
    await subscribe(bo.id, phone)
    const nobody = await familyWithoutTasks('Cy')
    await addTask(nobody.familyId, 'Nobody is reminded of this', '2026-12-03')

    expect(await runRemindersOnce(reminderServices(), MORNING)).toEqual({ sent: 1, reminders: 1, failed: 0 })
    expect(await remindersMailedTo(bo.id)).toEqual([])
    expect(await remindersMailedTo(nobody.id)).toEqual([])
    expect(await runNextPush()).toBe(true)
    const [push] = pushService.received
    if (!push) throw new Error('no push')
    // One task: the notification opens it.
    expect(JSON.parse(decrypt(push.body, phone))).toMatchObject({
      title: 'A reminder of one task on Afterword',
      body: 'Due tomorrow: Tell the bank',
      url: editTaskUrl(taskId),
    })
    // The delivery rows keep it to once a day, whichever channel.
    expect(await runRemindersOnce(reminderServices(), new Date(MORNING.getTime() + 3_600_000))).toEqual({
      sent: 0,
      reminders: 0,
      failed: 0,
    })
  })
})

describe('what the push service answers', () => {
  it('forgets a device the push service says is gone (410), without trying again', async () => {
    const di = await familyWithoutTasks('Di')
    await addTask(di.familyId, 'Close the account', '2026-12-03')
    const gone = await subscribe(di.id, newBrowser())
    await runRemindersOnce(reminderServices(), MORNING)
    pushService.status = 410

    expect(await runNextPush()).toBe(true)
    expect(pushService.received).toHaveLength(1)
    expect(await context.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, gone))).toEqual([])
    expect(await queuedPushes()).toEqual([])
  })

  it('forgets a device on 404 too', async () => {
    const ed = await familyWithoutTasks('Ed')
    await addTask(ed.familyId, 'Return the car', '2026-12-03')
    await subscribe(ed.id, newBrowser())
    await runRemindersOnce(reminderServices(), MORNING)
    pushService.status = 404
    await runNextPush()
    expect(await context.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ed.id))).toEqual([])
  })

  it('tries again later, as with e-mail, when the push service is down (5xx), and keeps the device', async () => {
    const fay = await familyWithoutTasks('Fay')
    await addTask(fay.familyId, 'Redirect the post', '2026-12-03')
    const deviceId = await subscribe(fay.id, newBrowser())
    await runRemindersOnce(reminderServices(), MORNING)
    pushService.status = 503

    expect(await runNextPush()).toBe(true)
    const [job] = await queuedPushes()
    expect(job).toMatchObject({ status: 'queued', attempts: 1, maxAttempts: 25 })
    expect(job?.lastError).toContain('503')
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now())
    expect(await context.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId))).toHaveLength(1)
  })

  it('drops a push that waited past its day rather than send a stale “due tomorrow”', async () => {
    const gus = await familyWithoutTasks('Gus')
    await addTask(gus.familyId, 'Renew the lease', '2026-12-03')
    await subscribe(gus.id, newBrowser())
    await runRemindersOnce(reminderServices(), MORNING)
    const late = pushHandlers({
      db: context.db,
      vapid: TEST_VAPID_KEYS,
      logger,
      agent,
      now: () => new Date(MORNING.getTime() + 13 * 3_600_000),
    })
    expect(await runNextJob({ db: context.db, logger, handlers: late })).toBe(true)
    expect(pushService.received).toEqual([])
    expect(await queuedPushes()).toEqual([])
  })
})

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

function settingsPost(cookie: string, fields: Record<string, string>, userAgent = ANDROID) {
  return settingsAction(
    context.routeArgs('/dashboard/settings', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'user-agent': userAgent },
      body: new URLSearchParams(fields),
    }),
  )
}

async function devicesOnSettings(cookie: string) {
  const page = await settingsLoader(context.routeArgs('/dashboard/settings', { headers: { cookie } }))
  return page.push
}

describe('Settings: turning reminders on and seeing the devices', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def'

  it('keeps the browser’s subscription, named after it, and lists it with the public key to subscribe with', async () => {
    const hal = await context.personWithFamily('Hal')
    const answer = actionResult(
      await settingsPost(hal.cookie, { intent: 'push-subscribe', ...subscriptionOf(newBrowser(), endpoint) }),
    )
    expect(answer).toMatchObject({ status: 200, data: { ok: true, intent: 'push-subscribe' } })
    const push = await devicesOnSettings(hal.cookie)
    expect(push.publicKey).toBe(TEST_VAPID_KEYS.publicKey)
    expect(push.devices).toEqual([expect.objectContaining({ device: 'Chrome on Android', endpoint, lastUsedAt: null })])
  })

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['an address on this machine', 'https://127.0.0.1/push'],
    ['an address on a private network', 'https://10.0.0.5/push'],
    ['localhost', 'https://localhost/push'],
    ['a name only a local network knows', 'https://push.internal/abc'],
  ])('refuses %s as a push service', async (_, url) => {
    const ivy = await context.personWithFamily('Ivy')
    const answer = actionResult(
      await settingsPost(ivy.cookie, { intent: 'push-subscribe', ...subscriptionOf(newBrowser(), url) }),
    )
    expect(answer).toMatchObject({ status: 400, data: { ok: false } })
    expect((await devicesOnSettings(ivy.cookie)).devices).toEqual([])
  })

  it('refuses keys that are not a browser’s', async () => {
    const jo = await context.personWithFamily('Jo')
    const answer = actionResult(
      await settingsPost(jo.cookie, { intent: 'push-subscribe', endpoint, p256dh: 'AAAA', auth: 'short' }),
    )
    expect(answer.status).toBe(400)
  })

  it('removes only the person’s own device', async () => {
    const kit = await context.personWithFamily('Kit')
    const lou = await context.personWithFamily('Lou')
    await settingsPost(kit.cookie, { intent: 'push-subscribe', ...subscriptionOf(newBrowser(), `${endpoint}-kit`) })
    const [device] = (await devicesOnSettings(kit.cookie)).devices
    if (!device) throw new Error('no device')

    const refused = actionResult(await settingsPost(lou.cookie, { intent: 'push-remove', deviceId: device.id }))
    expect(refused).toMatchObject({ status: 404, data: { ok: false } })
    expect((await devicesOnSettings(kit.cookie)).devices).toHaveLength(1)

    const removed = actionResult(await settingsPost(kit.cookie, { intent: 'push-remove', deviceId: device.id }))
    expect(removed).toMatchObject({ status: 200, data: { ok: true } })
    expect((await devicesOnSettings(kit.cookie)).devices).toEqual([])
  })

  it('moves a browser to whoever turned reminders on in it last', async () => {
    const max = await context.personWithFamily('Max')
    const ned = await context.personWithFamily('Ned')
    const shared = subscriptionOf(newBrowser(), `${endpoint}-shared`)
    await settingsPost(max.cookie, { intent: 'push-subscribe', ...shared })
    await settingsPost(ned.cookie, { intent: 'push-subscribe', ...shared })
    expect((await devicesOnSettings(max.cookie)).devices).toEqual([])
    expect((await devicesOnSettings(ned.cookie)).devices).toHaveLength(1)
  })
})
