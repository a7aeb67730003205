import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { useRevalidator } from 'react-router'
import { sendKeptChanges, setOfflineUser, showKeptChanges, useOfflineChanges } from '~/lib/offline-changes'

const RETRY_EVERY_MS = 20_000

const loadNotice = () => import('./offline-notice')
// Not fetched before the signal went (the page never idled): the rows still say what waits, and the page stands.
const OfflineNotice = lazy<ComponentType>(() => loadNotice().catch(() => ({ default: () => null })))

/**
 * The changes kept on this phone while offline (decision 080). Sends them when the page has loaded and whenever
 * the signal returns, then reloads the page's data so that the rows show what was saved. The queue's code and
 * its notice are fetched once the page is idle, while there is a signal, so that both are at hand offline; the
 * notice shows from the first change kept.
 */
export function OfflineChanges({ userId }: { userId: string }) {
  const { waiting, refused } = useOfflineChanges()
  const { revalidate } = useRevalidator()
  const [active, setActive] = useState(false)
  if (!active && (waiting.length > 0 || refused.length > 0)) setActive(true)

  useEffect(() => {
    setOfflineUser(userId)
    const send = () => void sendKeptChanges(() => void revalidate()).catch(() => undefined)
    const start = () => {
      void loadNotice().catch(() => undefined)
      void showKeptChanges().then(send, () => undefined)
    }
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 500)
    window.addEventListener('online', send)
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      window.removeEventListener('online', send)
      setOfflineUser(null)
    }
  }, [userId, revalidate])

  // A change kept for a weak signal (decision 082): the browser never went offline, so no 'online' event will
  // say the signal is back; while any waits, it is tried again now and then.
  const hasWaiting = waiting.length > 0
  useEffect(() => {
    if (!hasWaiting) return
    const timer = window.setInterval(
      () => void sendKeptChanges(() => void revalidate()).catch(() => undefined),
      RETRY_EVERY_MS,
    )
    return () => window.clearInterval(timer)
  }, [hasWaiting, revalidate])

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  )
}
