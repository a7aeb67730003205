/**
 * This browser's side of push reminders (docs/decisions/078-push-reminders.md), for the Settings page: whether it
 * can show them, and its push subscription. Only runs in the browser, after hydration.
 */

/**
 * The service worker that shows the reminders: the app's own (decision 079), which takes the reminders' handlers
 * in from public/push-sw.js with importScripts, since a page has one service worker per scope.
 */
export const PUSH_SERVICE_WORKER_URL = '/sw.js'

export type PushSupport = 'supported' | 'unsupported' | 'blocked'

/** Whether this browser can show reminders at all, and whether the person has blocked notifications here. */
export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !window.isSecureContext ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported'
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported'
}

/** How long to wait for the worker to become active before saying reminders could not be set up. */
const WORKER_READY_MS = 30_000

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, { scope: '/' })
  // Subscribing needs an active worker; `ready` waits for it, and never settles when the browser keeps workers
  // from running (a policy, or a test browser that blocks them): then the person is told, not left waiting.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the service worker did not start')), WORKER_READY_MS),
    ),
  ])
}

/** The subscription this browser already has for the site, without registering anything; null when none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/')
  return (await existing?.pushManager.getSubscription()) ?? null
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey
  if (!key) return false
  const given = new Uint8Array(key)
  const wanted = bytesOf(publicKey)
  return given.length === wanted.length && given.every((byte, index) => byte === wanted[index])
}

export type SubscribeOutcome =
  | { ok: true; subscription: { endpoint: string; p256dh: string; auth: string } }
  | { ok: false; reason: 'blocked' | 'dismissed' | 'failed' }

/** Asks for permission to show notifications, then subscribes this browser with the site's public key. */
export async function subscribeThisBrowser(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { ok: false, reason: 'blocked' }
  if (permission !== 'granted') return { ok: false, reason: 'dismissed' }
  try {
    const pushManager = (await registration()).pushManager
    let subscription = await pushManager.getSubscription()
    // Made with keys the site no longer uses (VAPID keys changed): it would never receive anything.
    if (subscription && !sameKey(subscription, publicKey)) {
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) })
    const json = subscription.toJSON()
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { ok: false, reason: 'failed' }
    return { ok: true, subscription: { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth } }
  } catch {
    return { ok: false, reason: 'failed' }
  }
}

/** Ends this browser's subscription, so the push service stops taking reminders for it. */
export async function unsubscribeThisBrowser(): Promise<void> {
  await (await currentSubscription())?.unsubscribe()
}
