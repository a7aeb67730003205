import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { onSenderWanted, senderWanted, setOfflineUser } from '~/lib/offline-user'

// Not fetched before the signal went (the page never idled): the rows still say what waits, and the page stands.
const OfflineChangesSender = lazy<ComponentType>(() =>
  import('./offline-changes-sender').catch(() => ({ default: () => null })),
)

/**
 * The changes kept on this phone while offline (decision 080). Every signed-in page names whose changes they
 * are at once. The code that shows and sends them (the queue's state, its notice) is fetched once the page is
 * idle, while there is a signal, so that it is at hand offline and no page waits for it (decision 084), and only
 * where it can be needed (decision 089): on a page whose forms can keep a change, or while this person has
 * changes waiting on this phone.
 */
export function OfflineChanges({ userId }: { userId: string }) {
  const [load, setLoad] = useState(false)

  useEffect(() => {
    setOfflineUser(userId)
    let idle = false
    const loadWhenWanted = () => {
      if (idle && senderWanted(userId)) setLoad(true)
    }
    const stopListening = onSenderWanted(loadWhenWanted)
    const start = () => {
      idle = true
      loadWhenWanted()
    }
    const handle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 500)
    return () => {
      stopListening()
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      setOfflineUser(null)
    }
  }, [userId])

  if (!load) return null
  return (
    <Suspense fallback={null}>
      <OfflineChangesSender key={userId} />
    </Suspense>
  )
}
