import { Link } from 'react-router'

/** A help category as the help centre lists it: its articles, and how many there are. */
export interface HelpCentreCategory {
  slug: string
  title: string
  count: number
  articles: { slug: string; title: string; summary: string }[]
}

/** Searching help sends the question to the support page, which searches the articles. */
export function HelpSearch() {
  return (
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
  )
}

/** The articles people look for most; each opens at its one address, as it does from its category. */
export function PopularArticles({ articles }: { articles: { title: string; href: string }[] }) {
  return (
    <section aria-labelledby="popular-heading" className="mt-10">
      <h2 id="popular-heading" className="text-2xl font-semibold">
        Popular articles
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {articles.map(({ title, href }) => (
          <li key={href}>
            <Link to={href} className="font-medium text-primary underline underline-offset-4">
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function QuickResources() {
  return (
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
  )
}

/** Every category with its articles, and a way to ask about it. */
export function HelpCategories({ categories }: { categories: HelpCentreCategory[] }) {
  return (
    <div className="mt-10 grid gap-8 md:grid-cols-2">
      {categories.map((category) => (
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
  )
}
