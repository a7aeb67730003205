import { Link } from 'react-router'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { regionsOverview } from '~/features/regions/resource-pages.server'
import { STATIC_PAGE } from '~/lib/route-handle'
import type { Route } from './+types/regions'

export const handle = STATIC_PAGE

export const meta: Route.MetaFunction = () => [
  { title: 'Regions we cover — Afterword' },
  {
    name: 'description',
    content: 'Every state, province, territory and nation Afterword covers, and what its plan includes.',
  },
]

export function loader() {
  return { countries: regionsOverview() }
}

export default function Regions({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Regions we cover</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Your plan is made for the place where the person lived. Choose it when you begin, and your plan will include its
        legal steps alongside the practical tasks that apply everywhere. Each place has a page with its deadlines,
        limits, fees and offices.
      </p>
      <p className="mt-4">
        <Button asChild variant="outline">
          <Link to="/support">Request New Region</Link>
        </Button>
      </p>
      <nav aria-label="Countries on this page" className="mt-8">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {loaderData.countries.map(({ country }) => (
            <li key={country.code}>
              <a className="underline underline-offset-4 hover:no-underline" href={`#${country.slug}`}>
                {country.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.countries.map(({ country, coverage, genericTasks, regions }) => (
        <section
          key={country.code}
          id={country.slug}
          aria-labelledby={`${country.slug}-title`}
          className="mt-12 scroll-mt-4"
        >
          <h2 id={`${country.slug}-title`} className="flex items-center gap-3 text-2xl font-semibold sm:text-3xl">
            <Flag code={country.code} decorative />
            {country.name}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {coverage} · Currency {country.currency}
          </p>
          <details className="mt-3">
            <summary className="cursor-pointer">The {genericTasks.length} practical tasks every plan holds</summary>
            <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{genericTasks.join(' · ')}</p>
          </details>
          <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {regions.map((region) => (
              <li key={region.code} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b py-2">
                <span>
                  <a className="font-medium underline underline-offset-4 hover:no-underline" href={region.href}>
                    {region.name}
                  </a>{' '}
                  <code className="text-sm text-muted-foreground">{region.code}</code>
                </span>
                <Link
                  className="text-sm underline underline-offset-4 hover:no-underline"
                  to={`/onboarding?region=${region.code}`}
                  aria-label={`Select ${region.name}`}
                >
                  Select
                </Link>
                <p className="w-full text-sm text-muted-foreground">
                  First legal steps: {region.firstLegalActions.join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}
