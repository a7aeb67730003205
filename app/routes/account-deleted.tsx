import { Link } from 'react-router'
import { Container } from '~/components/ui/container'
import type { Route } from './+types/account-deleted'

export const meta: Route.MetaFunction = () => [{ title: 'Your account has been deleted — Afterword' }]

/** Where someone lands after erasing their account (decision 050). */
export default function AccountDeletedPage() {
  return (
    <Container width="2xl" className="flex flex-col gap-4 py-16">
      <h1 className="text-3xl font-semibold">Your account has been deleted</h1>
      <p>
        Your account and what it held are gone. We have sent a last e-mail to say so. We keep only the record of any
        payment you made, without your name or address, because the law requires it.
      </p>
      <p>We are sorry for your loss, and we wish you well.</p>
      <Link to="/" className="self-start font-medium text-primary underline underline-offset-4">
        Go to the home page
      </Link>
    </Container>
  )
}
