import { Link, useActionData, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { servicesFrom } from '~/load-context'
import { loadDigestStopPage, stopDigest, type DigestStopPage } from '~/features/reminders/index.server'
import type { Route } from './+types/email.digest.$token'

export const meta: Route.MetaFunction = () => [
  { title: 'Digest e-mails — Afterword' },
  // As the reminders' page: the token stays on this site, and the button's post keeps its Origin.
  { name: 'referrer', content: 'same-origin' },
  { name: 'robots', content: 'noindex' },
]

/** A plain form that works without scripts, as most people arrive from a mail program. */
export const handle = STATIC_PAGE

/**
 * /email/digest/:token — the link in every digest e-mail (docs/decisions/070-estate-from-documents-and-digest.md).
 * Opening it changes nothing; the button, or a mail program's one-click POST (RFC 8058), turns that family's
 * digest off. No sign-in: the signed token is the permission.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = servicesFrom(context)
  return loadDigestStopPage({ db: services.db, secret: services.linkSecret }, params.token)
}

export async function action({ params, context }: Route.ActionArgs) {
  const services = servicesFrom(context)
  return stopDigest({ db: services.db, secret: services.linkSecret }, params.token)
}

const SETTINGS_LINK = (
  <Link to="/dashboard/settings" className="self-start font-medium text-primary underline underline-offset-4">
    Go to Settings
  </Link>
)

function PageText({ page }: { page: DigestStopPage }) {
  switch (page.state) {
    case 'invalid':
      return (
        <>
          <h1 className="text-3xl font-semibold">This link is not valid</h1>
          <p>
            It may have been copied incompletely. Nothing has been changed. If you are signed in, you can choose the
            digest in Settings.
          </p>
          {SETTINGS_LINK}
        </>
      )
    case 'stopped':
      return (
        <>
          <h1 className="text-3xl font-semibold">The digest e-mails are off</h1>
          <p role="status">We will not send you the digest of what moved for {page.family} any more.</p>
          <p>You can choose it again at any time in Settings, under E-mails.</p>
          {SETTINGS_LINK}
        </>
      )
    case 'ask':
      return page.on ? (
        <>
          <h1 className="text-3xl font-semibold">Stop the digest e-mails?</h1>
          <p>
            We send a short summary of what moved for {page.family}: tasks done, organisations told, what the estate
            collected and paid out. Reminders and e-mails about your account are not affected.
          </p>
          <form method="post" className="flex flex-col gap-3">
            <Button type="submit" className="self-start">
              Stop the digest e-mails
            </Button>
          </form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold">The digest e-mails are already off</h1>
          <p>There is nothing more to do. You can choose them again at any time in Settings, under E-mails.</p>
        </>
      )
  }
}

export default function DigestStopRoute() {
  const loaded = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  return (
    <Container width="2xl" className="flex flex-col gap-4 py-16">
      <PageText page={done ?? loaded} />
    </Container>
  )
}
