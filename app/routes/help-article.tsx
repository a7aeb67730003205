import { data, Link } from 'react-router'
import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { HELP_CATEGORIES } from '~/features/help/help-articles'
import { findHelpArticle } from '~/features/help/help-content'
import type { Route } from './+types/help-article'

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `${loaded.title} — Afterword help` : 'Article not found — Afterword help' },
]

export const handle = STATIC_PAGE

export function loader({ params }: Route.LoaderArgs) {
  const article = findHelpArticle(params.category, params.slug)
  if (!article) throw data('Article not found', { status: 404 })
  const category = HELP_CATEGORIES.find((known) => known.slug === article.category)
  return { title: article.title, html: article.html, updated: article.updated, categoryTitle: category?.title ?? '' }
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export default function HelpArticlePage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14">
      <article className="max-w-3xl">
        <p>
          <Link to="/help" className="font-medium text-primary underline underline-offset-4">
            All help
          </Link>{' '}
          · {loaderData.categoryTitle}
        </p>
        <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{loaderData.title}</h1>
        <p className="mt-2 text-muted-foreground">
          Last updated <time dateTime={loaderData.updated}>{LONG_DATE.format(new Date(loaderData.updated))}</time>
        </p>
        {/* Safe: help-articles.ts escapes any raw HTML in the Markdown; only Markdown's own tags are produced. */}
        <div className="help-article mt-8 text-lg" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </article>
    </Container>
  )
}
