import { createHmac } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import { OFFLINE_KEY_HEADER, OFFLINE_UNTIL_HEADER, SIGNED_OUT } from './offline-copy'

export interface OfflineCopyOwner {
  /** Names the person's offline cache; derived from the session id, so it says nothing about the session's token. */
  key: string
  /** When the session ends. */
  until: Date
}

/**
 * A key per session: a new sign-in (the same person or someone else on the same phone) gets a new cache, and the
 * old one is emptied. An HMAC, so the session id itself never reaches a script or a cache name.
 */
export function offlineKey(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`offline-copy:${sessionId}`).digest('base64url').slice(0, 22)
}

/** Who the page being rendered belongs to, from the root loader (which looks the session up) to the server entry. */
const owners = new WeakMap<AppLoadContext, OfflineCopyOwner | null>()

export function rememberOfflineCopyOwner(context: AppLoadContext, owner: OfflineCopyOwner | null): void {
  owners.set(context, owner)
}

/**
 * The headers that tell the service worker whose page this is. Nothing when the root loader did not run for this
 * request (a data request for some routes only): 'unknown' must not empty anyone's cache.
 */
export function offlineCopyHeaders(context: AppLoadContext | undefined): Record<string, string> {
  if (!context || !owners.has(context)) return {}
  const owner = owners.get(context)
  if (!owner) return { [OFFLINE_KEY_HEADER]: SIGNED_OUT }
  return { [OFFLINE_KEY_HEADER]: owner.key, [OFFLINE_UNTIL_HEADER]: String(owner.until.getTime()) }
}
