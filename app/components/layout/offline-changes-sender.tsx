import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { sendKeptChanges, showKeptChanges, useOfflineChanges } from '~/lib/offline-changes'
import OfflineNotice from './offline-notice'

const RETRY_EVERY_MS = 20_000

/**
 * Loaded by `OfflineChanges` once the page is idle (decision 084). Shows the changes kept on this phone earlier and
 * sends them, then sends again whenever the signal returns, and reloads the page's data so that the rows show
 * what was saved (decision 080). The notice shows from the first change kept.
 */
export default function OfflineChangesSender() {
  const { waiting, refused } = useOfflineChanges()
  const { revalidate } = useRevalidator()
  const [active, setActive] = useState(false)
  if (!active && (waiting.length > 0 || refused.length > 0)) setActive(true)

  useEffect(() => {
    const send = () => void sendKeptChanges(() => void revalidate()).catch(() => undefined)
    void showKeptChanges().then(send, () => undefined)
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [revalidate])

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

  return active ? <OfflineNotice /> : null
}
