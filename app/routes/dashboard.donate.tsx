import { BackLink } from '~/components/layout/back-link'
import { Container } from '~/components/ui/container'
import { servicesFrom } from '~/load-context'
import { requireSignedInUser } from '~/features/accounts/index.server'
import { DonationPage } from '~/features/payments/components/donation-page'
import type { Route } from './+types/dashboard.donate'

export const meta: Route.MetaFunction = () => [{ title: 'Donate — Afterword' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSignedInUser(request, servicesFrom(context))
  return null
}

export default function DashboardDonatePage() {
  return (
    <Container className="flex flex-col gap-6 py-10">
      <BackLink />
      <DonationPage />
    </Container>
  )
}
