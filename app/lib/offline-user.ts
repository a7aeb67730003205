/**
 * Whose changes are kept on this phone and sent (decision 080): set by the layout on every signed-in page, read
 * by `offline-changes.ts`. A module of its own, so that the layout sets it without loading the queue's state.
 */
let current: string | null = null

export function setOfflineUser(id: string | null): void {
  current = id
}

export function offlineUser(): string | null {
  return current
}
