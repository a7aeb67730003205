import { CalendarPlus, Download } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { ChoiceGroup } from '~/components/ui/choice-group'
import { FormError } from '~/components/ui/form-error'
import { formatIsoDate } from '~/lib/format'
import type { FeedStatusView } from '~/features/calendar'
import { CALENDAR_CONFIRM_PARAM, type CalendarConfirm } from './calendar-confirm'
import { splitPart } from '~/lib/split-part'
import { CalendarSubmitButton } from './calendar-submit-button'
import { errorsFor, SETTINGS_PATH, type SettingsActionData } from './settings-form-state'

// The new link (with its copy button) and the confirming dialog are drawn only now and then: the browser loads their
// code when one is drawn (decision 066). The server has it loaded before it draws a page (the route awaits it), so
// either is in the HTML, also without JavaScript, and hydration keeps it on screen until the script arrives.
const newLink = splitPart(() => import('./calendar-link-parts').then((part) => part.NewLink))
const confirmDialog = splitPart(() => import('./calendar-link-parts').then((part) => part.ConfirmDialog))
const NewLink = newLink.Part
const ConfirmDialog = confirmDialog.Part
export const loadCalendarLinkParts = () => Promise.all([newLink.load(), confirmDialog.load()])

function CompletedChoice({ includeCompleted, result }: { includeCompleted: boolean; result?: SettingsActionData }) {
  const errors = errorsFor(result, 'calendar-completed')
  return (
    <Form method="post" action={SETTINGS_PATH} className="flex flex-col gap-4" noValidate>
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
      <CalendarSubmitButton
        intent="calendar-completed"
        label="Save choice"
        busyLabel="Saving…"
        className="self-start"
      />
    </Form>
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
          <Form method="post" action={SETTINGS_PATH}>
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
