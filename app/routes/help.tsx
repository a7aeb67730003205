import { Link } from 'react-router'
import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { countByCategory, HELP_CATEGORIES } from '~/features/help/help-articles'
import { HELP_ARTICLES } from '~/features/help/help-content'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = () => [{ title: 'Help centre — Afterword' }]

export const handle = STATIC_PAGE

export function loader() {
  const counts = countByCategory(HELP_ARTICLES)
  return {
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
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {loaderData.categories.map((category) => (
          <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
            <h2 id={`category-${category.slug}`} className="text-2xl font-semibold">
              {category.title}
            </h2>
            <p className="text-muted-foreground">
              {category.count} {category.count === 1 ? 'article' : 'articles'}
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
