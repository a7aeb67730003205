import { Link, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { MESSAGES } from '~/features/accounts/messages'
import type { Route } from './+types/auth.email-confirmed'

export const meta: Route.MetaFunction = () => [{ title: 'E-mail address — Afterword' }]

/** Where the confirmation link lands: Better Auth has checked the token and adds ?error=… when it failed. */
export function loader({ request }: Route.LoaderArgs) {
  return { confirmed: !new URL(request.url).searchParams.get('error') }
}

export default function EmailConfirmedPage() {
  const { confirmed } = useLoaderData<typeof loader>()
  return (
    <Container className="flex flex-col items-start gap-6 py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {confirmed ? 'Thank you, your e-mail address is confirmed' : 'We could not confirm your e-mail address'}
      </h1>
      <p className="max-w-prose text-lg text-muted-foreground">
        {confirmed ? 'You are signed in. You can carry on whenever you are ready.' : MESSAGES.invalidLink}
      </p>
      <Button asChild size="lg">
        {confirmed ? (
          <Link to="/" reloadDocument>
            Continue
          </Link>
        ) : (
          <Link to="/auth">Sign In</Link>
        )}
      </Button>
    </Container>
  )
}
