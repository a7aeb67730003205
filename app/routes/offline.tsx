import { Link } from 'react-router'
import { Container } from '~/components/ui/container'
import type { Route } from './+types/offline'
import { STATIC_PAGE } from '~/lib/route-handle'

/**
 * What the service worker shows for a page it has not saved when there is no signal (decision 079). Prerendered
 * and precached, so it is the same for everyone and names no one.
 */
export const meta: Route.MetaFunction = () => [
  { title: 'You are offline — Afterword' },
  { name: 'robots', content: 'noindex' },
]

export const handle = STATIC_PAGE

const SAVED_PAGES = [
  { href: '/dashboard', label: 'Your dashboard: what needs doing first and the deadlines' },
  { href: '/dashboard/tasks', label: 'All your tasks' },
  { href: '/dashboard/checklist/print', label: 'The printable checklist' },
  { href: '/dashboard/organisations', label: 'Who to tell, with their phone numbers' },
  { href: '/family', label: 'Your family and how to reach them' },
] as const

export default function Offline() {
  return (
    <Container className="py-14">
      <article className="max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">You are offline</h1>
        <p className="mt-4 text-lg">
          This page has not been saved on this phone, so it cannot be shown without a signal. It will open again once
          you are back online.
        </p>
        <h2 className="mt-8 text-2xl font-semibold">What you can read without a signal</h2>
        <p className="mt-3 text-lg">
          If you are signed in, the pages below are saved each time you open them, and each saved copy says when it was
          saved:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
          {SAVED_PAGES.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className="underline underline-offset-4">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-lg">
          The public pages you have read, and the <Link to="/help">help centre</Link>, are saved too. Private documents
          are never saved on this phone.
        </p>
      </article>
    </Container>
  )
}
