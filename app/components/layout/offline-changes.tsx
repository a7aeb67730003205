import { useEffect, useState } from 'react'
import { useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import {
  dismissRefused,
  sendKeptChanges,
  setOfflineUser,
  showKeptChanges,
  useOfflineChanges,
} from '~/lib/offline-changes'
import { plural } from '~/lib/words'

/**
 * The changes kept on this phone while offline (decision 080): how many wait, and those the server refused with
 * its reason. Sends them when the page has loaded and whenever the signal returns, then reloads the page's data
 * so that the rows show what was saved.
 */
export function OfflineChanges({ userId }: { userId: string }) {
  const { waiting, refused } = useOfflineChanges()
  const { revalidate } = useRevalidator()

  useEffect(() => {
    setOfflineUser(userId)
    const send = () => void sendKeptChanges(() => void revalidate()).catch(() => undefined)
    // Fetched once the page is idle, while there is a signal: the queue's code is then at hand offline.
    const start = () => void showKeptChanges().then(send, () => undefined)
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start) : window.setTimeout(start, 500)
    window.addEventListener('online', send)
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      window.removeEventListener('online', send)
      setOfflineUser(null)
    }
  }, [userId, revalidate])

  const shown = waiting.length > 0 || refused.length > 0
  // Once anything was kept, the two regions stay (empty when there is nothing to say), so that what appears in
  // them later is read out; pages that never kept a change carry no extra live regions.
  const [active, setActive] = useState(false)
  if (shown && !active) setActive(true)
  if (!active) return null
  return (
    <Container className={shown ? 'mt-4 flex flex-col gap-3' : undefined}>
      <div role="status">
        {waiting.length > 0 && (
          <p className="rounded-md border border-border bg-card p-3">
            {plural(waiting.length, 'change')} saved on this phone, will be sent when you are back online.
          </p>
        )}
      </div>
      <div role="alert">
        {refused.length > 0 && (
          <div className="flex flex-col gap-2 rounded-md border-2 border-destructive bg-card p-3">
            {refused.map((change) => (
              <p key={change.key}>
                <strong>Not saved: {change.label}.</strong> {change.message}
              </p>
            ))}
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={dismissRefused}>
              I have read this
            </Button>
          </div>
        )}
      </div>
    </Container>
  )
}
