import { data, Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { FieldShell } from '~/components/ui/field-shell'
import { FormError } from '~/components/ui/form-error'
import { servicesFrom } from '~/load-context'
import { requireSupportAdmin } from '~/features/support/support-admin.server'
import {
  isRequestId,
  listSupportRequests,
  markSupportRequestAnswered,
  replyToSupportRequest,
  type SupportInboxEntry,
} from '~/features/support/support-requests.server'
import { supportReference } from '~/features/support/support-emails'
import { ReplySchema } from '~/features/support/support.schema'
import { parseForm } from '~/lib/forms'
import type { Route } from './+types/support.inbox'
import { readForm } from '~/lib/forms.server'

export const meta: Route.MetaFunction = () => [{ title: 'Support inbox — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  await requireSupportAdmin(request, services)
  const status = new URL(request.url).searchParams.get('status') === 'answered' ? 'answered' : 'open'
  return { status, requests: await listSupportRequests(services.db, status) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  const admin = await requireSupportAdmin(request, services)
  const form = await readForm(request)
  const id = form.get('id')
  if (!isRequestId(id)) return data({ id: null, error: 'That request is not in the inbox.', done: null }, 404)
  const intent = form.get('intent')
  if (intent === 'answered') {
    const result = await markSupportRequestAnswered(services.db, id, admin.email)
    return result.ok
      ? { id, error: null, done: 'Marked as answered.' }
      : data({ id, error: result.message, done: null }, result.status)
  }
  if (intent === 'reply') {
    const parsed = parseForm(ReplySchema, form)
    if (!parsed.success)
      return data({ id, error: parsed.fieldErrors.reply ?? 'Please write your reply', done: null }, 400)
    const result = await replyToSupportRequest(
      { db: services.db, mailer: services.mailer, logger: context.logger },
      id,
      admin.email,
      parsed.data.reply,
    )
    return result.ok
      ? { id, error: null, done: 'Your reply was sent and the request is marked as answered.' }
      : data({ id, error: result.message, done: null }, result.status)
  }
  return data({ id, error: 'Unknown action.', done: null }, 400)
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })

export default function SupportInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { status, requests } = loaderData
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Support inbox</h1>
      <nav aria-label="Requests" className="mt-6 flex gap-4">
        <Link
          to="/support/inbox"
          aria-current={status === 'open' ? 'page' : undefined}
          className="font-medium text-primary underline-offset-4 aria-[current=page]:underline"
        >
          Waiting for an answer
        </Link>
        <Link
          to="/support/inbox?status=answered"
          aria-current={status === 'answered' ? 'page' : undefined}
          className="font-medium text-primary underline-offset-4 aria-[current=page]:underline"
        >
          Answered
        </Link>
      </nav>
      {actionData?.done && (
        <p role="status" className="mt-6 rounded-md border bg-card px-3 py-2 font-medium">
          {actionData.done}
        </p>
      )}
      {actionData?.error && actionData.id === null && <FormError message={actionData.error} />}
      <p className="mt-6 text-muted-foreground">
        {requests.length === 0
          ? status === 'open'
            ? 'No requests are waiting. Thank you.'
            : 'No requests have been answered yet.'
          : `${requests.length} ${requests.length === 1 ? 'request' : 'requests'}`}
      </p>
      <ol className="mt-4 space-y-6">
        {requests.map((entry) => (
          <InboxEntry key={entry.id} entry={entry} error={actionData?.id === entry.id ? actionData.error : null} />
        ))}
      </ol>
    </Container>
  )
}

function InboxEntry({ entry, error }: { entry: SupportInboxEntry; error: string | null }) {
  const submitting = useNavigation().formData?.get('id') === entry.id
  const headingId = `request-${entry.id}`
  return (
    <li aria-labelledby={headingId} className="rounded-lg border bg-card p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {entry.category} · {entry.name} &lt;{entry.email}&gt;
      </h2>
      <p className="text-sm text-muted-foreground">
        Reference {supportReference(entry.id)} · received {WHEN.format(new Date(entry.createdAt))} UTC
        {entry.confirmation === 'waiting' && ' · the confirmation e-mail has not been sent yet'}
        {entry.confirmation === 'none' &&
          ' · sent without a confirmed account, so no confirmation e-mail: the address is unconfirmed'}
      </p>
      {/* Plain text in a <p> with pre-wrap: what people type is shown, never interpreted. */}
      <p className="mt-3 whitespace-pre-wrap">{entry.message}</p>
      {entry.status === 'answered' ? (
        <div className="mt-4 border-t pt-3">
          <p className="text-sm text-muted-foreground">
            Answered by {entry.answeredBy} on {entry.answeredAt ? WHEN.format(new Date(entry.answeredAt)) : ''} UTC
          </p>
          {entry.reply && <p className="mt-2 whitespace-pre-wrap">{entry.reply}</p>}
        </div>
      ) : (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <FormError message={error ?? undefined} />
          <input type="hidden" name="id" value={entry.id} />
          <FieldShell id={`reply-${entry.id}`} label={`Reply to ${entry.name}`}>
            {(control) => <textarea name="reply" rows={5} {...control} />}
          </FieldShell>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="reply" disabled={submitting}>
              Send reply
            </Button>
            <Button type="submit" name="intent" value="answered" variant="outline" disabled={submitting}>
              Mark as answered without replying
            </Button>
          </div>
        </Form>
      )}
    </li>
  )
}
