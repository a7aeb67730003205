import { Link, useActionData, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { servicesFrom } from '~/load-context'
import { loadUnsubscribePage, unsubscribe, type UnsubscribePage } from '~/features/reminders/index.server'
import type { Route } from './+types/email.unsubscribe.$token'

export const meta: Route.MetaFunction = () => [
  { title: 'Reminder e-mails — Afterword' },
  // The token is in the address: no other site is told it. Not 'no-referrer', with which the browser sends
  // `Origin: null` on the button's post and the site's cross-site check refuses it.
  { name: 'referrer', content: 'same-origin' },
  { name: 'robots', content: 'noindex' },
]

/** A plain form that works without scripts, as most people arrive from a mail program. */
export const handle = STATIC_PAGE

/**
 * /email/unsubscribe/:token — the link in every reminder e-mail (docs/decisions/051-deadline-reminders.md).
 * Opening it changes nothing (mail scanners open links); the button, or a mail program's one-click POST
 * (RFC 8058, no session and no Origin), turns reminders off. No sign-in: the signed token is the permission.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  return loadUnsubscribePage({ db: services.db, secret: services.linkSecret }, params.token)
}

export async function action({ params, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  return unsubscribe({ db: services.db, secret: services.linkSecret }, params.token)
}

function PageText({ page }: { page: UnsubscribePage }) {
  switch (page.state) {
    case 'invalid':
      return (
        <>
          <h1 className="text-3xl font-semibold">This link is not valid</h1>
          <p>
            It may have been copied incompletely. Nothing has been changed. If you are signed in, you can turn reminder
            e-mails off in Settings.
          </p>
          <Link to="/dashboard/settings" className="self-start font-medium text-primary underline underline-offset-4">
            Go to Settings
          </Link>
        </>
      )
    case 'stopped':
      return (
        <>
          <h1 className="text-3xl font-semibold">Reminder e-mails are off</h1>
          <p role="status">We will not send you reminders about deadlines any more.</p>
          <p>You can turn them back on at any time in Settings, under E-mails.</p>
          <Link to="/dashboard/settings" className="self-start font-medium text-primary underline underline-offset-4">
            Go to Settings
          </Link>
        </>
      )
    case 'ask':
      return page.remindersOn ? (
        <>
          <h1 className="text-3xl font-semibold">Stop reminder e-mails?</h1>
          <p>
            We send a short e-mail on the mornings when a task’s date is a week away, tomorrow, or has passed. Other
            e-mails, such as those about your account, are not affected.
          </p>
          <form method="post" className="flex flex-col gap-3">
            <Button type="submit" className="self-start">
              Stop reminder e-mails
            </Button>
          </form>
          <p className="text-muted-foreground">You can turn them back on at any time in Settings, under E-mails.</p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold">Reminder e-mails are already off</h1>
          <p>There is nothing more to do. You can turn them back on at any time in Settings, under E-mails.</p>
        </>
      )
  }
}

export default function UnsubscribeRoute() {
  const loaded = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  return (
    <Container width="2xl" className="flex flex-col gap-4 py-16">
      <PageText page={done ?? loaded} />
    </Container>
  )
}
