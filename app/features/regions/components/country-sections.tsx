import type { ReactNode } from 'react'
import type { CountryPageView, OfficeView } from '../view-types'
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

/** The first urgent and important steps, in the checklist's order. */
export function FirstSteps({ page }: { page: CountryPageView }) {
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
    </Section>
  )
}
