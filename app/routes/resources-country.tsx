import { ArrowLeft } from 'lucide-react'
import { Link, data, redirect } from 'react-router'
import { Flag } from '~/components/flag'
import { Container } from '~/components/ui/container'
import { countryBySlug } from '~/content/countries.server'
import { capitalise, KeyFigureList, pluralRegionNoun, RegionDetails, RegionSummaryList } from '~/features/regions'
import { FirstSteps, NoteGrid, OfficeGrid, Section } from '~/features/regions/components/country-sections'
import { canonicalResourcePath } from '~/features/regions/region-pages.server'
import { countryPageView } from '~/features/regions/resource-pages.server'
import { STATIC_PAGE } from '~/lib/route-handle'
import type { Route } from './+types/resources-country'

export const handle = STATIC_PAGE

export function loader({ params }: Route.LoaderArgs) {
  const module = countryBySlug(params.country)
  if (!module) {
    // Another name for the country answers 301 with its page (decision 071); prerendered pages are served
    // before React Router, so only addresses that are not a page's own reach this.
    const canonical = canonicalResourcePath(params.country)
    if (canonical) throw redirect(canonical, 301)
    throw data(null, { status: 404 })
  }
  return countryPageView(module)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.country.name}: what to do after a death — Afterword` },
        { name: 'description', content: loaderData.country.description },
      ]
    : [{ title: 'Page not found — Afterword' }]

/** Ireland and New Zealand are one region each: their counties and regions differ only in local offices. */
const LOCAL_NOUNS: Record<string, string> = { IE: 'county', NZ: 'region' }

export default function CountryResources({ loaderData: page }: Route.ComponentProps) {
  const { country, regions, regionSummaries } = page
  const [onlyRegion] = regions
  const listNoun = LOCAL_NOUNS[country.code] ?? country.regionNoun
  const plural = pluralRegionNoun(listNoun)
  return (
    <Container className="py-10">
      <Link
        to="/resources"
        className="inline-flex items-center gap-2 font-medium underline underline-offset-4 hover:no-underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </Link>

      <header className="mt-6">
        <h1 className="flex items-center gap-4 text-3xl font-semibold sm:text-4xl">
          <Flag code={country.code} decorative size="lg" />
          {country.name}
        </h1>
        <p className="mt-3 max-w-3xl text-lg">{country.description}</p>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Each fact below names its source and the date we last checked it. Rules change: before you act on something
          with legal or money consequences, confirm it on that page.
        </p>
      </header>

      {regionSummaries.length > 0 && !onlyRegion && (
        <p className="mt-6 max-w-3xl rounded-lg border bg-muted/50 p-4">
          <a className="font-medium underline underline-offset-4 hover:no-underline" href="#regions">
            Find your {listNoun}
          </a>{' '}
          for its deadlines, limits, fees and offices.
        </p>
      )}

      <FirstSteps page={page} />

      {page.keyFigures.length > 0 && (
        <Section
          id="key-figures"
          title="Key figures"
          intro={onlyRegion ? undefined : `These hold in every ${country.regionNoun}.`}
        >
          <KeyFigureList figures={page.keyFigures} />
        </Section>
      )}

      {onlyRegion && <RegionDetails region={onlyRegion} title="Registration and probate" />}

      {regionSummaries.length > 0 && (
        <Section
          id="regions"
          title={capitalise(plural)}
          intro={
            onlyRegion
              ? `The local offices in each ${listNoun}.`
              : `Each ${listNoun} has its own page with its offices, figures and sources.`
          }
        >
          <RegionSummaryList summaries={regionSummaries} />
        </Section>
      )}

      <Section id="national-contacts" title="National contacts">
        <OfficeGrid offices={page.nationalContacts} />
      </Section>

      <Section id="languages" title="Help in other languages">
        <OfficeGrid offices={page.languageServices} />
      </Section>

      {page.culturalProtocols.length > 0 && (
        <Section id="cultural-protocols" title="Cultural protocols">
          <NoteGrid notes={page.culturalProtocols} />
        </Section>
      )}

      <Section id="requirements" title="Legal requirements">
        <NoteGrid notes={page.requirements} />
      </Section>

      <Section id="banks-and-insurers" title="Banks and insurers">
        <NoteGrid notes={page.banksAndInsurers} />
      </Section>

      <Section id="support" title="Support for you" intro="Grief is hard. These services are there to listen.">
        <OfficeGrid offices={page.supportServices} />
      </Section>
    </Container>
  )
}
