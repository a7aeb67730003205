import { useKeptChange } from '~/lib/offline-changes'

/**
 * Beside a task (or a service) with a change kept on the phone: that it waits for the signal, or why the server
 * refused it (decision 080). Not a live region: the page's notice above says it aloud once.
 */
export function KeptChangeNote({ target }: { target: string }) {
  const { waiting, refused } = useKeptChange(target)
  if (waiting) {
    return <p className="basis-full text-sm">Saved on this phone, will be sent when you are back online.</p>
  }
  if (refused) return <p className="basis-full text-sm font-medium text-destructive">Not saved: {refused.message}</p>
  return null
}

/**
 * In an edit dialog: that its change was kept on the phone (offline, or its request failed for want of signal),
 * and that the dialog may be closed. A live region from the start, so that the words are announced when they come.
 */
export function KeptEditNote({ target }: { target: string }) {
  const { waiting } = useKeptChange(target)
  const kept = waiting?.fields.some(([name, value]) => name === 'intent' && value === 'update') ?? false
  return (
    <p role="status" className={kept ? 'font-medium' : 'sr-only'}>
      {kept ? 'Saved on this phone, will be sent when you are back online. You can close this now.' : ''}
    </p>
  )
}
