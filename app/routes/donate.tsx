import { Container } from '~/components/ui/container'
import { DonationPage } from '~/features/payments/components/donation-page'
import type { Route } from './+types/donate'

export const meta: Route.MetaFunction = () => [{ title: 'Donate — Afterword' }]

export default function DonatePage() {
  return (
    <Container className="py-10">
      <DonationPage />
    </Container>
  )
}
