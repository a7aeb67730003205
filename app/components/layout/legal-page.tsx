import { Container } from '~/components/ui/container'
import { formatIsoDate } from '~/lib/format'

export interface LegalSection {
  title: string
  paragraphs: string[]
  list?: string[]
}

/** A long plain-language document (privacy, terms) with a dated heading and a contents list. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string
  /** ISO date, e.g. '2026-11-21'. */
  lastUpdated: string
  intro: string
  sections: LegalSection[]
}) {
  const anchor = (index: number) => `section-${index + 1}`
  return (
    <Container className="py-14">
      <article className="max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          Last updated <time dateTime={lastUpdated}>{formatIsoDate(lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg">{intro}</p>
        <nav aria-label="Contents" className="mt-8 rounded-lg border bg-card p-5">
          <h2 className="text-lg font-semibold">Contents</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {sections.map((section, index) => (
              <li key={section.title}>
                <a className="underline underline-offset-4 hover:no-underline" href={`#${anchor(index)}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.title} id={anchor(index)} className="mt-10 scroll-mt-6">
            <h2 className="text-2xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)} className="mt-3">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6">
                {section.list.map((item) => (
                  <li key={item.slice(0, 48)}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </Container>
  )
}
