import { CalendarPlus, Download } from 'lucide-react'
import { Form, Link, useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { Dialog } from '~/components/ui/dialog'
import { FormError } from '~/components/ui/form-error'
import { formatIsoDate } from '~/lib/format'
import { webcalUrl, type FeedStatusView } from '~/features/calendar'
import type { CalendarIntent } from '../settings-words'
import { CopyLinkField } from './copy-link-field'
import { CALENDAR_CONFIRM_PARAM, type CalendarConfirm } from './calendar-confirm'
import { errorsFor, useBusy, type SettingsActionData } from './settings-form-state'

const SETTINGS = '/dashboard/settings'
function SubmitButton(props: {
  intent: CalendarIntent
  label: string
  busyLabel: string
  className?: string
  variant?: 'destructive'
}) {
  const busy = useBusy(props.intent)
  return (
    <Button
      type="submit"
      name="intent"
      value={props.intent}
      disabled={busy}
      variant={props.variant}
      className={props.className}
    >
      {busy ? props.busyLabel : props.label}
    </Button>
  )
}

function NewLink({ url }: { url: string }) {
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

function CompletedChoice({ includeCompleted, result }: { includeCompleted: boolean; result?: SettingsActionData }) {
  const errors = errorsFor(result, 'calendar-completed')
  return (
    <Form method="post" action={SETTINGS} className="flex flex-col gap-4" noValidate>
      <ChoiceGroup
        type="radio"
        name="completed"
        legend="Completed tasks"
        error={errors.completed}
        idPrefix="calendar"
        defaultValues={[includeCompleted ? 'show' : 'hide']}
        choices={[
          { value: 'show', label: 'Show them, marked as done' },
          { value: 'hide', label: 'Leave them out' },
        ]}
      />
      <SubmitButton intent="calendar-completed" label="Save choice" busyLabel="Saving…" className="self-start" />
    </Form>
  )
}

function ConfirmDialog({ confirm }: { confirm: CalendarConfirm }) {
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
      closeHref={SETTINGS}
      onClose={() => void navigate(SETTINGS, { replace: true, preventScrollReset: true })}
    >
      <Form method="post" action={SETTINGS} className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to={SETTINGS} replace preventScrollReset>
            Keep the current link
          </Link>
        </Button>
        {regenerate ? (
          <SubmitButton intent="calendar-regenerate" label="Make a new link" busyLabel="Making a new link…" />
        ) : (
          <SubmitButton
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

export function CalendarSubscription(props: {
  status: FeedStatusView
  confirm: CalendarConfirm | null
  result?: SettingsActionData
}) {
  const { status, confirm, result } = props
  const newUrl = result?.ok && result.feedUrl ? result.feedUrl : null
  const formError = result?.intent.startsWith('calendar-') && !result.ok ? result.fieldErrors?.form : undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Calendar subscription</CardTitle>
        <CardDescription>
          See your plan’s due dates in the calendar you already use. A private link lets Google Calendar, Apple Calendar
          or Outlook show each dated task on its day, with its steps and a link back here, and keep up as dates change
          or tasks are done.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <FormError message={formError} />
        {newUrl && <NewLink url={newUrl} />}
        {!status.exists && !status.premium && (
          <p>
            The calendar link is part of Premium.{' '}
            <Link
              to="/upgrade?feature=calendar"
              className="text-primary underline underline-offset-4 hover:no-underline"
            >
              See what Premium includes
            </Link>
          </p>
        )}
        {!status.exists && status.premium && (
          <Form method="post" action={SETTINGS}>
            <Button type="submit" name="intent" value="calendar-create">
              <CalendarPlus aria-hidden />
              Create subscription link
            </Button>
          </Form>
        )}
        {status.exists && (
          <>
            {!newUrl && status.createdOn && (
              <p>
                You have a calendar link, made on {formatIsoDate(status.createdOn)}
                {status.lastUsedOn ? `; a calendar app last fetched it on ${formatIsoDate(status.lastUsedOn)}` : ''}. It
                is shown only when it is made: if you need it again, make a new one.
              </p>
            )}
            <CompletedChoice includeCompleted={status.includeCompleted} result={result} />
            <LinkActions />
            {confirm && <ConfirmDialog confirm={confirm} />}
          </>
        )}
        <CalendarDownload />
      </CardContent>
    </Card>
  )
}

/** Each asks first, in a dialog opened by the link's query. */
function LinkActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild variant="outline">
        <Link to={`?${CALENDAR_CONFIRM_PARAM}=regenerate`} preventScrollReset>
          Make a new link
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`?${CALENDAR_CONFIRM_PARAM}=revoke`} preventScrollReset>
          Turn off the link
        </Link>
      </Button>
    </div>
  )
}

/** A one-off calendar file, for those who would rather not subscribe. */
function CalendarDownload() {
  return (
    <p>
      <a
        href="/dashboard/calendar.ics"
        download
        className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        <Download aria-hidden className="size-5" />
        Download the dated tasks as a calendar file (.ics)
      </a>
      <span className="block text-sm text-muted-foreground">
        A copy of today’s tasks to import once; it does not update.
      </span>
    </p>
  )
}
