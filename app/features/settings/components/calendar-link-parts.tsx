import { Form, Link, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { webcalUrl } from '~/features/calendar'
import type { CalendarConfirm } from './calendar-confirm'
import { CalendarSubmitButton } from './calendar-submit-button'
import { CopyLinkField } from './copy-link-field'
import { SETTINGS_PATH } from './settings-form-state'

/**
 * The calendar card's parts drawn only now and then: the new link, once, after it is made, and the dialog that asks
 * before the link is made again or turned off (opened by the address). Loaded when one is drawn
 * (calendar-subscription.tsx).
 */

export function NewLink({ url }: { url: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-md border border-primary bg-accent/40 p-4">
      <CopyLinkField id="calendar-feed-url" label="Your private calendar link" value={url} />
      <p>
        <strong>Copy it now.</strong> It is shown only this once and we do not keep it. Anyone who has the link can see
        your tasks, so share it only with your own calendar.
      </p>
      <p>
        <a href={webcalUrl(url)} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
          Open it in this device’s calendar app
        </a>
      </p>
      <div>
        <h3 className="font-semibold">Adding it to your calendar</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          <li>
            <strong>Google Calendar</strong> (on a computer): next to “Other calendars”, choose +, then “From URL”.
            Paste the link and choose “Add calendar”.
          </li>
          <li>
            <strong>Apple Calendar</strong>: File, then “New Calendar Subscription…”. Paste the link and choose
            “Subscribe”. On an iPhone: Settings, Calendar, Accounts, Add Account, Other, “Add Subscribed Calendar”.
          </li>
          <li>
            <strong>Outlook</strong>: Add calendar, then “Subscribe from web”. Paste the link and choose “Import”.
          </li>
        </ul>
        <p className="mt-2 text-sm text-muted-foreground">
          Calendar apps check for changes on their own schedule, from about once an hour to once a day.
        </p>
      </div>
    </div>
  )
}

export function ConfirmDialog({ confirm }: { confirm: CalendarConfirm }) {
  const navigate = useNavigate()
  const regenerate = confirm === 'regenerate'
  return (
    <Dialog
      title={regenerate ? 'Make a new calendar link?' : 'Turn off the calendar link?'}
      description={
        regenerate
          ? 'The current link stops working at once. Calendars that use it stop updating until you add the new link.'
          : 'The link stops working at once. Calendars that use it stop updating; some keep the last copy until you remove the subscription there.'
      }
      closeHref={SETTINGS_PATH}
      onClose={() => void navigate(SETTINGS_PATH, { replace: true, preventScrollReset: true })}
    >
      <Form method="post" action={SETTINGS_PATH} className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to={SETTINGS_PATH} replace preventScrollReset>
            Keep the current link
          </Link>
        </Button>
        {regenerate ? (
          <CalendarSubmitButton intent="calendar-regenerate" label="Make a new link" busyLabel="Making a new link…" />
        ) : (
          <CalendarSubmitButton
            intent="calendar-revoke"
            label="Turn off the link"
            busyLabel="Turning it off…"
            variant="destructive"
          />
        )}
      </Form>
    </Dialog>
  )
}
