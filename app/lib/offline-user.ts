/**
 * Whose changes are kept on this phone and sent (decision 080): set by the layout on every signed-in page, read
 * by `offline-changes.ts`. A module of its own, so that the layout sets it without loading the queue's state.
 *
 * It also says when the code that shows and sends kept changes is wanted (decision 089): on a page whose forms
 * can keep a change (it loads `offline-changes.ts`, which says so), or when this person has changes waiting on
 * this phone from an earlier visit (a mark in localStorage, set when one is kept and cleared once none waits).
 */
let current: string | null = null
let pageKeepsChanges = false
const wantedListeners = new Set<() => void>()

export function setOfflineUser(id: string | null): void {
  current = id
}

export function offlineUser(): string | null {
  return current
}

const markKey = (userId: string) => `afterword-kept-changes:${userId}`

/** Storage may be refused (a private window, a full disk): then only the page's own forms want the sender. */
function withStorage<T>(act: (storage: Storage) => T, otherwise: T): T {
  try {
    return act(window.localStorage)
  } catch {
    return otherwise
  }
}

/** Called by `offline-changes.ts` when it is loaded: this page has forms that can keep a change. */
export function wantSender(): void {
  if (pageKeepsChanges) return
  pageKeepsChanges = true
  for (const listener of wantedListeners) listener()
}

/** Is the sender wanted now, for this person? */
export function senderWanted(userId: string): boolean {
  return pageKeepsChanges || withStorage((storage) => storage.getItem(markKey(userId)) !== null, false)
}

/** Calls `listener` once the sender is wanted (a page that keeps changes was loaded by a client navigation). */
export function onSenderWanted(listener: () => void): () => void {
  wantedListeners.add(listener)
  return () => wantedListeners.delete(listener)
}

/** A change was kept for `userId`: later visits to any page fetch the sender to send it. */
export function markKeptChanges(userId: string): void {
  withStorage((storage) => storage.setItem(markKey(userId), '1'), undefined)
}

/** None of `userId`'s changes waits any longer. */
export function clearKeptChanges(userId: string): void {
  withStorage((storage) => storage.removeItem(markKey(userId)), undefined)
}
