import { isIP } from 'node:net'
import { and, asc, count, eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '~/lib/db.server'
import { describeUserAgent } from '~/lib/user-agent'
import { pushSubscriptions } from '~db/schema'

/**
 * The phones and computers a person gets reminders on (docs/decisions/078-push-reminders.md): turned on in
 * Settings, listed there with a way to remove each, and forgotten when the push service says the browser is gone.
 */

/** More than anyone needs; each device is a push a day. */
export const MAX_PUSH_DEVICES = 10

function base64urlOf(bytes: number, check: (decoded: Buffer) => boolean = () => true) {
  return z
    .string()
    .trim()
    .max(200)
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false
      const decoded = Buffer.from(value, 'base64url')
      return decoded.length === bytes && check(decoded)
    })
}

/**
 * A push service's address: https, and a name on the internet, so a subscription cannot make the server post to
 * itself or to a machine on its own network by address. (A name that resolves to such a machine is refused when
 * the push is sent, by `publicAddressesOnly`.)
 */
export function isPushServiceUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !/(^|\.)(localhost|local|internal|lan|home|arpa)$/.test(host)
  )
}

/** What the browser's `PushSubscription.toJSON()` gives, as the Settings page posts it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().trim().max(2000).refine(isPushServiceUrl),
  // An uncompressed P-256 point and a 16-byte secret (RFC 8291).
  p256dh: base64urlOf(65, (decoded) => decoded[0] === 4),
  auth: base64urlOf(16),
})
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>

export type SavePushResult = { ok: true; id: string } | { ok: false; reason: 'too-many' }

/**
 * Keeps this browser's subscription for the person. The endpoint is one browser profile's: when someone else
 * turns reminders on in the same browser, it becomes theirs (the notifications show to whoever uses it).
 */
export async function savePushSubscription(
  db: Database,
  userId: string,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
): Promise<SavePushResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint))
    if (existing?.userId !== userId) {
      const [row] = await tx
        .select({ devices: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
      if ((row?.devices ?? 0) >= MAX_PUSH_DEVICES) return { ok: false, reason: 'too-many' } as const
    }
    const values = { ...subscription, userId, device: describeUserAgent(userAgent) }
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastUsedAt: null } })
      .returning({ id: pushSubscriptions.id })
    if (!saved) throw new Error('savePushSubscription: nothing saved')
    return { ok: true, id: saved.id } as const
  })
}

export interface PushDevice {
  id: string
  device: string
  /** The push service's address, for the page to know which entry is the browser it runs in. */
  endpoint: string
  createdAt: string
  lastUsedAt: string | null
}

export async function listPushDevices(db: Database, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }))
}

/** Removes one of the person's own devices; false when it is not theirs or already gone. */
export async function removePushDevice(db: Database, userId: string, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}
