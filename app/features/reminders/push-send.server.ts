import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import webpush from 'web-push'
import type { Database } from '~/lib/db.server'
import { enqueueJob, type Job, type JobHandler } from '~/lib/jobs.server'
import { EMAIL_MAX_ATTEMPTS } from '~/lib/mail.server'
import { pushSubscriptions } from '~db/schema'
import type { PushMessage } from './push-message'
import type { VapidKeys } from './push-keys.server'

/**
 * Sending a reminder to each of a person's devices (docs/decisions/078-push-reminders.md): one job per device,
 * enqueued in the transaction that records the day's reminders, so pushes go out exactly when the e-mail does,
 * and retried like e-mails (30 s, 1 min, 2 min … hourly). A push service that says the browser is gone (404,
 * 410) has the device forgotten; one that refuses the request for good (another 4xx) is not tried again.
 */

export const PUSH_KIND = 'send-push'
/** A reminder says 'due tomorrow': after half a day it would mislead, so it is dropped rather than sent late. */
export const PUSH_FRESH_MS = 12 * 3_600_000

interface PushJobPayload {
  subscriptionId: string
  /** Whose it is, so erasing the account removes jobs still waiting (app/features/privacy/erasure.server.ts). */
  userId: string
  message: PushMessage
  /** ISO time after which the push is dropped. */
  notAfter: string
}

/** Queues the message for each of the person's devices, in the caller's transaction; answers how many. */
export async function enqueueReminderPushes(
  db: Pick<Database, 'insert' | 'select'>,
  userId: string,
  message: PushMessage,
  now: Date,
): Promise<number> {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
  const notAfter = new Date(now.getTime() + PUSH_FRESH_MS).toISOString()
  for (const device of devices) {
    const payload: PushJobPayload = { subscriptionId: device.id, userId, message, notAfter }
    await enqueueJob(db, PUSH_KIND, { ...payload }, { maxAttempts: EMAIL_MAX_ATTEMPTS })
  }
  return devices.length
}

// Addresses a push service never has: this machine, private and link-local networks, and the like.
const NOT_PUBLIC = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return !NOT_PUBLIC.check(mapped, 'ipv4')
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A DNS lookup that only answers public addresses: the endpoint comes from a browser, so its name could be made to
 * point at a machine on the server's own network.
 */
export function publicAddressesOnly(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, [])
      return
    }
    const usable = addresses.filter((entry) => isPublicAddress(entry.address))
    const first = usable[0]
    if (!first) {
      const refused: NodeJS.ErrnoException = new Error(`${hostname} is not a public address; not pushing there`)
      refused.code = 'ENOTFOUND'
      callback(refused, [])
      return
    }
    if (options.all) callback(null, usable)
    else callback(null, first.address, first.family)
  })
}

export interface PushServices {
  db: Database
  /** Null when push reminders are not set up (production on PostgreSQL without VAPID keys). */
  vapid: VapidKeys | null
  logger: Logger
  /** How to reach the push services; tests give one that trusts their own certificate. */
  agent?: https.Agent
  /** The clock a push's freshness is judged by; tests give the instant their reminders were for. */
  now?: () => Date
}

function payloadOf(job: Job): PushJobPayload {
  const payload = job.payload as Partial<PushJobPayload>
  const message = payload.message
  if (
    typeof payload.subscriptionId !== 'string' ||
    typeof payload.notAfter !== 'string' ||
    typeof message?.title !== 'string' ||
    typeof message.body !== 'string' ||
    typeof message.url !== 'string' ||
    typeof message.tag !== 'string'
  ) {
    throw new Error('send-push: the job holds no complete message')
  }
  return payload as PushJobPayload
}

/** Statuses that say the request itself will never be accepted, so trying again would only repeat it. */
function refusedForGood(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429
}

export function pushHandlers(services: PushServices): Record<typeof PUSH_KIND, JobHandler> {
  const agent = services.agent ?? new https.Agent({ keepAlive: true, lookup: publicAddressesOnly })
  return {
    [PUSH_KIND]: async (job) => {
      const { db, vapid, logger } = services
      const payload = payloadOf(job)
      const log = { jobId: job.id, subscriptionId: payload.subscriptionId }
      if (!vapid) {
        logger.warn(log, 'push: no VAPID keys are set, so a reminder was not pushed')
        return
      }
      const remainingMs = new Date(payload.notAfter).getTime() - (services.now?.() ?? new Date()).getTime()
      if (!(remainingMs > 0)) {
        logger.info(log, 'push: a reminder was too old to send and was dropped')
        return
      }
      const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, payload.subscriptionId))
      // Removed in Settings since the job was queued: nothing to do.
      if (!device) return
      try {
        await webpush.sendNotification(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          JSON.stringify(payload.message),
          {
            vapidDetails: vapid,
            // The push service keeps it for a phone that is off, but not past the time it would mislead.
            TTL: Math.max(60, Math.floor(remainingMs / 1000)),
            urgency: 'normal',
            // A later reminder for the same device replaces one the push service still holds.
            topic: 'reminders',
            timeout: 30_000,
            agent,
          },
        )
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error
        if (error.statusCode === 404 || error.statusCode === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id))
          logger.info({ ...log, status: error.statusCode }, 'push: the browser is gone; its device is forgotten')
          return
        }
        if (refusedForGood(error.statusCode)) {
          logger.warn(
            { ...log, status: error.statusCode },
            'push: the push service refused a reminder; not trying again',
          )
          return
        }
        throw new Error(`push service answered ${error.statusCode}`)
      }
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(pushSubscriptions.id, device.id))
    },
  }
}
