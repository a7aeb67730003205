import { data, useLoaderData } from 'react-router'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { listOutbox } from '~/lib/mail.server'
import type { Route } from './+types/dev.outbox'

export const meta: Route.MetaFunction = () => [{ title: 'Outbox — Afterword' }, { name: 'robots', content: 'noindex' }]

/**
 * The e-mails this installation kept instead of sending (no SMTP_URL). Its links sign people in, so it exists
 * only where settings allow it: see OUTBOX_PAGE in the README and docs/decisions/008-outbox.md.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, settings } = servicesFrom(context)
  if (!settings.outboxPageEnabled || (!settings.proxyTrusted && cameThroughUndeclaredProxy(request))) {
    throw data('Not found', 404)
  }
  const messages = await listOutbox(db)
  return data(
    { messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}

/**
 * A proxy the operator did not declare with TRUST_PROXY means people on other machines may reach this page
 * through it, although the server listens on loopback (docs/security.md).
 */
function cameThroughUndeclaredProxy(request: Request): boolean {
  for (const name of request.headers.keys()) if (name === 'forwarded' || name.startsWith('x-forwarded-')) return true
  return false
}

const LINK = /(https?:\/\/[^\s]+)/g

function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all font-medium text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  )
}

export default function OutboxPage() {
  const { messages } = useLoaderData<typeof loader>()
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl font-semibold">Outbox</h1>
      <p className="max-w-prose text-muted-foreground">
        E-mail is not set up on this installation, so messages are kept here instead of being sent. Newest first.
      </p>
      {messages.length === 0 ? (
        <p>There are no messages yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article className="rounded-xl border bg-card p-5" aria-labelledby={`message-${message.id}`}>
                <h2 id={`message-${message.id}`} className="text-xl font-semibold">
                  {message.subject}
                </h2>
                <p className="text-sm text-muted-foreground">
                  To {message.to} ·{' '}
                  <time dateTime={message.createdAt}>{message.createdAt.replace('T', ' ').slice(0, 16)} UTC</time>
                </p>
                <div className="mt-3 whitespace-pre-line">
                  <TextWithLinks text={message.text} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Container>
  )
}
