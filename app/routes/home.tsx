import { CalendarClock, FileLock2, ListChecks, MapPinned, Users } from 'lucide-react'
import { Link } from 'react-router'
import { FeatureGrid } from '~/components/feature-grid'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { COUNTRY_LIST } from '~/content/catalogue'
import { PremiumPurchaseButton } from '~/features/payments'
import { STATIC_PAGE } from '~/lib/route-handle'
import { useSignedInUser } from '~/lib/signed-in-user'

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Task Management',
    text: 'A checklist made for your situation and region, with the deadlines that matter worked out from the date of death.',
  },
  {
    icon: Users,
    title: 'Family Collaboration',
    text: 'Invite family and helpers, decide who can see and change what, and see who has done each task.',
  },
  {
    icon: FileLock2,
    title: 'Document Management',
    text: 'Keep the death certificate, the will and letters from banks in one private place, searchable when you need them.',
  },
  {
    icon: MapPinned,
    title: 'Regional Guidance',
    text: 'Registries, courts, deadlines and phone numbers for your area, each with its official source and the date we checked it.',
  },
] as const

export const handle = STATIC_PAGE

/**
 * The free way in, beside Premium (docs/product.md): a visitor signs up and goes on to make the plan (the
 * dashboard sends someone without a plan to onboarding); someone signed in goes to their plan, or makes it.
 * Someone who bought Premium already has 'Go to Dashboard' beside it.
 */
function FreePlanButton() {
  const user = useSignedInUser()
  if (user?.hasPurchasedPremium) return null
  return (
    <Button asChild size="lg">
      {user ? (
        <Link to="/dashboard">Go to your plan</Link>
      ) : (
        <Link to="/auth?tab=sign-up&redirectTo=%2Fdashboard">Make a free plan</Link>
      )}
    </Button>
  )
}

export default function Home() {
  return (
    <>
      <section aria-labelledby="hero-title" className="border-b bg-accent/40">
        <Container className="flex flex-col gap-6 py-16 sm:py-24">
          <h1 id="hero-title" className="max-w-3xl text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
            Help with everything that needs doing after a death
          </h1>
          <p className="max-w-2xl text-xl text-muted-foreground">
            When someone close to you dies, there is a great deal to arrange, often in the hardest weeks of your life.
            Afterword gives you a calm, personal checklist for your country and region, and keeps the deadlines,
            documents and family in one place.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <FreePlanButton />
            <PremiumPurchaseButton size="lg" />
            <Button asChild size="lg" variant="outline">
              <Link to="/resources">Free Resources</Link>
            </Button>
          </div>
          <p className="flex items-start gap-2 text-muted-foreground">
            <CalendarClock aria-hidden="true" className="mt-1 size-5 shrink-0" />
            Take it one step at a time. Nothing here needs to be done all at once.
          </p>
        </Container>
      </section>

      <section aria-labelledby="countries-title">
        <Container className="py-14">
          <h2 id="countries-title" className="text-2xl font-semibold sm:text-3xl">
            Guidance for six countries
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            The rules after a death differ from country to country and often from region to region. Choose yours to see
            what applies.
          </p>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {COUNTRY_LIST.map((country) => (
              <li key={country.code}>
                <Link
                  to={`/resources/${country.slug}`}
                  className="flex min-h-14 items-center gap-3 rounded-lg border bg-card px-4 py-3 text-lg font-medium hover:bg-accent hover:text-accent-foreground"
                >
                  <Flag code={country.code} decorative />
                  {country.name}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="features-title" className="border-t bg-muted/50">
        <Container className="py-14">
          <h2 id="features-title" className="text-2xl font-semibold sm:text-3xl">
            What Afterword does for you
          </h2>
          <FeatureGrid features={FEATURES} />
        </Container>
      </section>
    </>
  )
}
