import type { ReactNode } from 'react'
import type { CountryInfo } from '~/content/schema'
import type { CountryPageView, OfficeView, RegionView } from '../view-types'
import { NoteCard } from './note-card'
import { OfficeDetails } from './office-details'

/** The parts of a country's resource page (`/resources/{country}`). */

/** A titled part of the page, with an id for links to it. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
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

/** Offices as cards, two abreast on wide screens. */
export function OfficeGrid({ offices }: { offices: OfficeView[] }) {
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

/** Notes as cards, two abreast on wide screens. */
export function NoteGrid({ notes }: { notes: CountryPageView['requirements'] }) {
  return (
    <div className="grid grid-cols-1 gap-4 *:min-w-0 md:grid-cols-2">
      {notes.map((note) => (
        <NoteCard key={note.title} note={note} />
      ))}
    </div>
  )
}

/** The first steps, and how soon and by whom the death is registered in each region. */
export function FirstSteps({ page }: { page: CountryPageView }) {
  const { country, regions } = page
  const several = regions.length > 1
  return (
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
  )
}

/** Links to each region's card, for countries with several. */
export function JumpList({ country, regions }: { country: CountryInfo; regions: RegionView[] }) {
  return (
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
            <a className="inline-block py-1 underline underline-offset-4 hover:no-underline" href={`#${region.code}`}>
              {region.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Offices that differ by region, grouped under each; nothing for countries without them. */
export function LocalOffices({ page }: { page: CountryPageView }) {
  if (page.localOffices.length === 0) return null
  return (
    <Section id="local-offices" title={`Local offices by ${page.country.regionNoun}`}>
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
  )
}
