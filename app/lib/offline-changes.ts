import { useSyncExternalStore, type FormEvent } from 'react'
import type * as QueueModule from './offline-queue'
import { offlineUser } from './offline-user'

/**
 * Changes made while the phone is offline (decision 080): a task's status, a task's details (its note), and
 * organisations marked as told. They are kept on the phone (IndexedDB, in `offline-queue.ts`, fetched after the
 * page has loaded so that it is at hand once the signal goes) and sent in order, each with its own key, when the
 * signal returns. This module is what every page carries: the state the page shows, and the way in.
 */

/** The page whose change it is: the server applies it as that page's form would. */
export type OfflinePage = 'tasks' | 'organisations'

export interface KeptChange {
  /** The idempotency key: the server applies the change once for it, however often it is sent. */
  key: string
  /** Whose change it is: on a shared phone, another person signed in does not send it. */
  userId: string
  page: OfflinePage
  /** What the change is about (a task's id, a service's id): where the page shows that it waits. */
  target: string
  /** The change in words, for the message when the server refuses it. */
  label: string
  fields: Array<[string, string]>
}

export interface RefusedChange {
  key: string
  target: string
  label: string
  message: string
}

interface OfflineState {
  waiting: KeptChange[]
  refused: RefusedChange[]
}

const NOTHING: OfflineState = { waiting: [], refused: [] }
let state = NOTHING
const listeners = new Set<() => void>()

export function setOfflineState(next: Partial<OfflineState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function useOfflineChanges(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => NOTHING,
  )
}

/** The change waiting to be sent about this task or service, and the last one refused, if any. */
export function useKeptChange(target: string): { waiting?: KeptChange; refused?: RefusedChange } {
  const { waiting, refused } = useOfflineChanges()
  return {
    waiting: waiting.findLast((change) => change.target === target),
    refused: refused.findLast((change) => change.target === target),
  }
}

let queue: Promise<typeof QueueModule> | undefined

/** The queue's code, fetched once; a failed fetch is tried again next time. */
export function loadQueue(): Promise<typeof QueueModule> {
  queue ??= import('./offline-queue').catch((error: unknown) => {
    queue = undefined
    throw error
  })
  return queue
}

/** The signed-in person whose changes are kept and sent (set by the layout's OfflineChanges). */
export { setOfflineUser } from './offline-user'

/** Is the browser offline? Then a change is kept rather than sent (and lost with the failed request). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; the same version-4 layout from random bytes otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Keeps a change on the phone; the page shows it waiting at once. False when no one is signed in. */
export function keepChange(change: Omit<KeptChange, 'key' | 'userId'>): boolean {
  const userId = offlineUser()
  if (!userId) return false
  const kept: KeptChange = { ...change, key: newKey(), userId }
  setOfflineState({
    waiting: [...state.waiting, kept],
    refused: state.refused.filter((refused) => refused.target !== change.target),
  })
  void loadQueue().then((module) => module.keep(kept))
  return true
}

/**
 * A form's onSubmit for a change that may be kept: while offline the form is not sent, its fields are kept
 * instead (with `extra`, such as the version of the task the page shows). Online it does nothing.
 */
export function keepWhenOffline(
  page: OfflinePage,
  target: string,
  label: string,
  extra: Record<string, string> = {},
  onKept?: () => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!isOffline()) return
    const form = new FormData(event.currentTarget)
    const fields: Array<[string, string]> = []
    form.forEach((value, name) => {
      if (typeof value === 'string') fields.push([name, value])
    })
    for (const [name, value] of Object.entries(extra)) fields.push([name, value])
    if (!keepChange({ page, target, label, fields })) return
    event.preventDefault()
    onKept?.()
  }
}

/** Sends the kept changes, in order, if the phone is online; `onApplied` when any was applied (to reload the data). */
export async function sendKeptChanges(onApplied: () => void): Promise<void> {
  const userId = offlineUser()
  if (!userId || isOffline()) return
  const module = await loadQueue()
  const result = await module.sendAll(userId)
  setOfflineState({ waiting: result.waiting, refused: [...state.refused, ...result.refused] })
  if (result.applied > 0) onApplied()
}

/** The person has read the refusals: they go. */
export function dismissRefused(): void {
  setOfflineState({ refused: [] })
}

/** The changes this person kept on the phone earlier (another visit, a reload), shown waiting. */
export async function showKeptChanges(): Promise<void> {
  const userId = offlineUser()
  if (!userId) return
  const module = await loadQueue()
  setOfflineState({ waiting: await module.load(userId) })
}
