import { Link } from 'react-router'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { capitalise, pluralRegionNoun } from '~/features/regions'
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

const PREVIEW = 2

function Preview({ heading, items }: { heading: string; items: string[] }) {
  const more = items.length - PREVIEW
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{heading}</h4>
      <ul className="mt-1 list-disc pl-5">
        {items.slice(0, PREVIEW).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-muted-foreground">and {more} more</p>}
    </div>
  )
}

export default function Regions({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Regions we cover</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Your plan is made for the place where the person lived. Choose it when you begin, and your checklist will
        include its legal steps alongside the practical tasks that apply everywhere.
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
      {loaderData.countries.map(({ country, regions }) => (
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
            {regions.length} {regions.length === 1 ? country.regionNoun : pluralRegionNoun(country.regionNoun)} ·
            Currency {country.currency}
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
            {regions.map((region) => (
              <li key={region.code}>
                <article
                  aria-labelledby={`${region.code}-name`}
                  className="flex h-full flex-col rounded-xl border bg-card p-5"
                >
                  <h3 id={`${region.code}-name`} className="text-xl font-semibold">
                    {region.name}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {capitalise(country.regionNoun)} code <code>{region.code}</code>
                  </p>
                  <Preview heading="Legal actions" items={region.legalActions} />
                  <Preview heading="Practical tasks" items={region.genericTasks} />
                  <div className="mt-auto pt-4">
                    <Button asChild>
                      <Link to={`/onboarding?region=${region.code}`} aria-label={`Select ${region.name}`}>
                        Select
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}
