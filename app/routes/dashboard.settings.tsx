import { useLoaderData } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { requireViewer } from '~/features/accounts/session.server'
import type { Route } from './+types/dashboard.settings'

export const meta: Route.MetaFunction = () => [{ title: 'Settings — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request, servicesFrom(context))
  return {
    username: viewer.username,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    hasPremiumAccess: viewer.hasPremiumAccess,
  }
}

/** The account part of settings; the rest (country, region, priorities) comes with onboarding. */
export default function SettingsPage() {
  const account = useLoaderData<typeof loader>()
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl font-semibold">Settings</h1>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle as="h2">Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Username</dt>
            <dd>{account.username}</dd>
            <dt className="font-medium">E-mail address</dt>
            <dd className="break-all">
              {account.email} {account.emailVerified ? '(confirmed)' : '(not confirmed yet)'}
            </dd>
            <dt className="font-medium">Premium</dt>
            <dd>{account.hasPremiumAccess ? 'You have Premium Access' : 'Not yet'}</dd>
          </dl>
        </CardContent>
      </Card>
    </Container>
  )
}
