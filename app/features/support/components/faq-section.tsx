import { Form, Link } from 'react-router'
import type { SupportQuery } from '../support-view'

/** The FAQ: the help articles, searched (`?search=`) or filtered to a help category (`?category=`). */
export function FaqSection({ query }: { query: SupportQuery }) {
  const { search, helpCategory, faq } = query
  const heading = search
    ? `Articles matching “${search}”`
    : helpCategory
      ? `${helpCategory.title} articles`
      : 'Frequently asked questions'
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      <Form method="get" action="/support" role="search" className="mt-4 flex max-w-xl flex-wrap gap-2">
        <label htmlFor="faq-search" className="sr-only">
          Search the help articles
        </label>
        <input
          id="faq-search"
          name="search"
          type="search"
          defaultValue={search}
          placeholder="Search the help articles"
          className="min-h-11 flex-1 rounded-md border border-input bg-card px-3 text-base"
        />
        {helpCategory && <input type="hidden" name="category" value={helpCategory.title} />}
        <button type="submit" className="min-h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground">
          Search
        </button>
      </Form>
      {(search || helpCategory) && (
        <p role="status" className="mt-4 text-muted-foreground">
          {faq.length === 0
            ? `No articles match “${search}”. Try fewer or different words, or send us your question below.`
            : `${faq.length} ${faq.length === 1 ? 'article' : 'articles'} found`}
          {' · '}
          <Link to="/support" className="font-medium text-primary underline underline-offset-4">
            Show the frequently asked questions
          </Link>
        </p>
      )}
      {faq.length > 0 && (
        <ul className="mt-4 space-y-4">
          {faq.map((entry) => (
            <li key={entry.href}>
              <Link to={entry.href} className="text-lg font-medium text-primary underline underline-offset-4">
                {entry.title}
              </Link>
              <p>{entry.summary}</p>
              <p className="text-sm text-muted-foreground">{entry.categoryTitle}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
