import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** false in the server's HTML and the first client render, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
