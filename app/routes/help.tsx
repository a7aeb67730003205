import { Link } from 'react-router'
import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { countByCategory, HELP_CATEGORIES } from '~/features/help/help-articles'
import { HELP_ARTICLES } from '~/features/help/help-content'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = () => [{ title: 'Help centre — Afterword' }]

export const handle = STATIC_PAGE

/** What people in the first weeks look for most; each opens on the support page. */
const POPULAR_SLUGS = ['first-things-to-do', 'registering-a-death', 'probate-explained', 'set-up-your-plan']

export function loader() {
  const counts = countByCategory(HELP_ARTICLES)
  return {
    popular: POPULAR_SLUGS.flatMap((slug) => HELP_ARTICLES.filter((article) => article.slug === slug)).map(
      (article) => article.title,
    ),
    categories: HELP_CATEGORIES.map((category) => ({
      ...category,
      count: counts[category.slug],
      articles: HELP_ARTICLES.filter((article) => article.category === category.slug).map(
        ({ slug, title, summary }) => ({ slug, title, summary }),
      ),
    })),
  }
}

export default function Help({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Help centre</h1>
      <p className="mt-3 max-w-3xl text-lg">
        Plain answers about using Afterword and about what to do after a death. Where the law is involved, each article
        links to the official sources for your country.
      </p>
      <form method="get" action="/support" role="search" className="mt-8 flex max-w-xl flex-wrap gap-2">
        <label htmlFor="help-search" className="sr-only">
          Search help articles
        </label>
        <input
          id="help-search"
          name="search"
          type="search"
          required
          pattern=".*\S.*"
          placeholder="Search help articles"
          className="min-h-11 flex-1 rounded-md border border-input bg-background px-3 text-base"
        />
        <button type="submit" className="min-h-11 rounded-md bg-primary px-4 font-medium text-primary-foreground">
          Search
        </button>
      </form>
      <section aria-labelledby="popular-heading" className="mt-10">
        <h2 id="popular-heading" className="text-2xl font-semibold">
          Popular articles
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {loaderData.popular.map((title) => (
            <li key={title}>
              <Link
                to={`/support?article=${encodeURIComponent(title)}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="quick-heading" className="mt-10">
        <h2 id="quick-heading" className="text-2xl font-semibold">
          Quick resources
        </h2>
        <ul className="mt-3 flex flex-wrap gap-4">
          <li>
            <a
              href="/user-guide.pdf"
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-4"
            >
              User Guide (PDF, opens in a new tab)
            </a>
          </li>
          <li>
            <Link to="/support" className="font-medium text-primary underline underline-offset-4">
              Submit Feedback
            </Link>
          </li>
        </ul>
      </section>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {loaderData.categories.map((category) => (
          <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
            <h2 id={`category-${category.slug}`} className="text-2xl font-semibold">
              {category.title}
            </h2>
            <p className="text-muted-foreground">
              {category.count} {category.count === 1 ? 'article' : 'articles'} ·{' '}
              <Link
                to={`/support?category=${encodeURIComponent(category.title)}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                Ask about {category.title.toLowerCase()}
              </Link>
            </p>
            <ul className="mt-3 space-y-3">
              {category.articles.map((article) => (
                <li key={article.slug}>
                  <Link
                    to={`/help/${category.slug}/${article.slug}`}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {article.title}
                  </Link>
                  <p className="text-muted-foreground">{article.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Container>
  )
}
