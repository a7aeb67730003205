import { ArrowLeft } from 'lucide-react'
import { Link, data, redirect } from 'react-router'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { KeyFigureList, OfficeDetails, RegionDetails } from '~/features/regions'
import { OfficeGrid, Section } from '~/features/regions/components/country-sections'
import { canonicalResourcePath, findRegionPage } from '~/features/regions/region-pages.server'
import { regionPageView } from '~/features/regions/resource-pages.server'
import { STATIC_PAGE } from '~/lib/route-handle'
import type { Route } from './+types/resources-region'
import { countryInSentence } from '~/lib/format'

export const handle = STATIC_PAGE

export function loader({ params }: Route.LoaderArgs) {
  const found = findRegionPage(params.country, params.region)
  if (!found) {
    const canonical = canonicalResourcePath(params.country, params.region)
    if (canonical) throw redirect(canonical, 301)
    throw data(null, { status: 404 })
  }
  return regionPageView(found.module, found.page)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.name}, ${loaderData.country.name}: what to do after a death — Afterword` },
        {
          name: 'description',
          content: `Deadlines, small-estate limits, fees and offices in ${loaderData.name}, each with its official source.`,
        },
      ]
    : [{ title: 'Page not found — Afterword' }]

export default function RegionResources({ loaderData: page }: Route.ComponentProps) {
  const { country, region } = page
  const isLocality = page.localOffices.length > 0
  return (
    <Container className="py-10">
      <Link
        to={page.backHref}
        className="inline-flex items-center gap-2 font-medium underline underline-offset-4 hover:no-underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {country.name}
      </Link>

      <header className="mt-6">
        <h1 className="text-3xl font-semibold sm:text-4xl">{page.name}</h1>
        <p className="mt-2 flex items-center gap-2 text-lg text-muted-foreground">
          <Flag code={country.code} decorative size="sm" />
          {country.name}
        </p>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          Each fact below names its source and the date we last checked it. Rules change: before you act on something
          with legal or money consequences, confirm it on that page.
        </p>
      </header>

      {isLocality && (
        <Section id="local-offices" title={`Local offices in ${page.name}`}>
          <ul className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
            {page.localOffices.map((office) => (
              <li key={office.name} className="rounded-lg border bg-card p-5">
                <OfficeDetails office={office} headingLevel={3} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section
        id="key-figures"
        title="Key figures"
        intro={isLocality ? `These hold everywhere in ${country.name}.` : undefined}
      >
        <KeyFigureList figures={page.keyFigures} />
      </Section>

      <RegionDetails region={region} title={isLocality ? `Registration and probate in ${country.name}` : 'Offices'} />

      {page.nationalServices.length > 0 && (
        <Section
          id="national-services"
          title="National services and payments"
          intro={`These serve ${isLocality ? 'everyone' : page.name} in ${countryInSentence(country.name)}.`}
        >
          <OfficeGrid offices={page.nationalServices} />
        </Section>
      )}

      <Section
        id="plan"
        title="Your plan"
        intro="A plan for this place includes these legal steps and deadlines, beside the practical tasks that apply everywhere. Give the date of death and the plan puts a date on each deadline."
      >
        <ul className="max-w-3xl list-disc space-y-2 pl-6">
          {page.plan.map((task) => (
            <li key={task.title}>
              {task.title}
              {task.deadline && <span className="block text-sm text-muted-foreground">{task.deadline}</span>}
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Button asChild size="compact" wrap>
            <Link to={`/onboarding?region=${region.code}`}>
              Start a plan for {isLocality ? country.name : page.name}
            </Link>
          </Button>
        </p>
        <p className="mt-4">
          <Link className="underline underline-offset-4 hover:no-underline" to={page.countryHref}>
            Languages, support and more for {countryInSentence(country.name)}
          </Link>
        </p>
      </Section>
    </Container>
  )
}
