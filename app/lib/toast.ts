import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'

/**
 * Toasts without sonner in every page's first load (decision 066): sonner (9 KB gzip) is fetched when a page first
 * shows a toast, and the toaster is mounted then (components/layout/lazy-toaster.tsx). Sonner's toaster shows the
 * toasts made before it subscribed, so none is lost while it loads. Same calls as sonner's `toast`.
 */
type Sonner = typeof SonnerModule
type Options = { description?: string }

let sonner: Promise<Sonner> | undefined
const listeners = new Set<() => void>()

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of listeners) listener()
  }
  return sonner
}

function show(call: (module: Sonner) => unknown) {
  loadSonner().then(call, () => {
    // The chunk could not be fetched (the connection dropped): this toast is not shown; nothing else waits on it.
  })
}

export const toast = Object.assign(
  (message: string, options?: Options) => show((module) => module.toast(message, options)),
  {
    success: (message: string, options?: Options) => show((module) => module.toast.success(message, options)),
    error: (message: string, options?: Options) => show((module) => module.toast.error(message, options)),
  },
)

/** True once a toast has been asked for on this page: the toaster mounts then. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => sonner !== undefined,
    () => false,
  )
}
