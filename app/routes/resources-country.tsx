import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, data } from 'react-router'
import { Flag } from '~/components/flag'
import { Container } from '~/components/ui/container'
import { countryBySlug } from '~/content/countries.server'
import { NoteCard, OfficeDetails, RegionCard, capitalise, pluralRegionNoun } from '~/features/regions'
import { countryPageView } from '~/features/regions/resource-pages.server'
import { STATIC_PAGE } from '~/lib/route-handle'
import type { Route } from './+types/resources-country'

export const handle = STATIC_PAGE

export function loader({ params }: Route.LoaderArgs) {
  const module = countryBySlug(params.country)
  if (!module) throw data(null, { status: 404 })
  return countryPageView(module)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.country.name}: what to do after a death — Afterword` },
        { name: 'description', content: loaderData.country.description },
      ]
    : [{ title: 'Page not found — Afterword' }]

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-14 scroll-mt-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}

function OfficeGrid({ offices }: { offices: Route.ComponentProps['loaderData']['nationalContacts'] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
      {offices.map((office) => (
        <li key={office.name} className="rounded-lg border bg-card p-5">
          <OfficeDetails office={office} headingLevel={3} />
        </li>
      ))}
    </ul>
  )
}

function NoteGrid({ notes }: { notes: Route.ComponentProps['loaderData']['requirements'] }) {
  return (
    <div className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
      {notes.map((note) => (
        <NoteCard key={note.title} note={note} />
      ))}
    </div>
  )
}

export default function CountryResources({ loaderData: page }: Route.ComponentProps) {
  const { country, regions } = page
  const several = regions.length > 1
  const plural = pluralRegionNoun(country.regionNoun)
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
          <Flag code={country.code} decorative className="h-9 w-12" />
          {country.name}
        </h1>
        <p className="mt-3 max-w-3xl text-lg">{country.description}</p>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          Each fact below names its source and the date we last checked it. Rules change: before you act on something
          with legal or money consequences, confirm it on that page.
        </p>
      </header>

      <Section id="first-steps" title="First steps">
        <ol className="max-w-3xl list-decimal space-y-3 pl-6">
          {page.firstSteps.map((step) => (
            <li key={step.title}>
              <span className="font-semibold">{step.title}.</span>
              {step.description && <> {step.description}</>}
            </li>
          ))}
        </ol>
        <h3 className="mt-8 text-xl font-semibold">
          Registering the death{several ? ` in each ${country.regionNoun}` : ''}
        </h3>
        <dl className="mt-3 grid max-w-4xl grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {regions.map((region) => (
            <div key={region.code} className="contents">
              <dt className="font-semibold">
                {several ? (
                  <a className="underline underline-offset-4 hover:no-underline" href={`#${region.code}`}>
                    {region.name}
                  </a>
                ) : (
                  region.name
                )}
              </dt>
              <dd>
                {region.registrationDeadline?.text ?? 'Ask the registry how soon the death must be registered.'} Usually
                done by {region.registeredBy}.
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      {several && (
        <nav
          id="jump-list"
          aria-labelledby="jump-list-title"
          className="mt-14 scroll-mt-4 rounded-xl border bg-muted/50 p-5"
        >
          <h2 id="jump-list-title" className="text-xl font-semibold">
            Find your {country.regionNoun}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
            {regions.map((region) => (
              <li key={region.code}>
                <a
                  className="inline-block py-1 underline underline-offset-4 hover:no-underline"
                  href={`#${region.code}`}
                >
                  {region.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <Section
        id="regions"
        title={several ? capitalise(plural) : 'Registration and probate'}
        intro={several ? `What differs from one ${country.regionNoun} to another.` : undefined}
      >
        <div className="space-y-6">
          {regions.map((region) => (
            <RegionCard
              key={region.code}
              region={region}
              backTo={several ? { href: '#jump-list', label: `Back to the list of ${plural}` } : undefined}
            />
          ))}
        </div>
      </Section>

      {page.localOffices.length > 0 && (
        <Section id="local-offices" title={`Local offices by ${country.regionNoun}`}>
          <ul className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
            {page.localOffices.map((card) => (
              <li key={card.name} className="rounded-lg border bg-card p-5">
                <h3 className="text-lg font-semibold">{card.name}</h3>
                <div className="mt-3 space-y-4">
                  {card.offices.map((office) => (
                    <OfficeDetails key={office.name} office={office} />
                  ))}
                </div>
              </li>
            ))}
          </ul>
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
