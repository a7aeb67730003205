import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { dismissRefused, useOfflineChanges } from '~/lib/offline-changes'
import { plural } from '~/lib/words'

/**
 * How many changes wait on this phone, and those the server refused with its reason (decision 080). Loaded with
 * the queue once the page is idle (`OfflineChanges`); once shown, its two regions stay in the page, empty when
 * there is nothing to say, so that what appears in them later is read out.
 */
export default function OfflineNotice() {
  const { waiting, refused } = useOfflineChanges()
  const shown = waiting.length > 0 || refused.length > 0
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
