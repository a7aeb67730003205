import { Link } from 'react-router'
import type { SupportQuery } from '../support-view'

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** The article `?article=` names, opened on the page; or a gentle word when there is none by that name. */
export function OpenedArticle({ title, article }: { title: string; article: SupportQuery['article'] }) {
  if (!article) {
    return (
      <section aria-labelledby="article-heading" className="mt-10 rounded-lg border bg-card p-5">
        <h2 id="article-heading" className="text-2xl font-semibold">
          We could not find that article
        </h2>
        <p className="mt-2">
          There is no article called “{title}”. It may have been renamed. Try searching below, or browse the{' '}
          <Link to="/help" className="font-medium text-primary underline underline-offset-4">
            help centre
          </Link>
          .
        </p>
      </section>
    )
  }
  return (
    <article aria-labelledby="article-heading" className="mt-10 max-w-3xl rounded-lg border bg-card p-5 sm:p-6">
      <p className="text-sm text-muted-foreground">{article.categoryTitle}</p>
      <h2 id="article-heading" className="text-2xl font-semibold">
        {article.title}
      </h2>
      <p className="mt-1 text-muted-foreground">
        Last updated <time dateTime={article.updated}>{LONG_DATE.format(new Date(article.updated))}</time>
      </p>
      {/* Safe: help-articles.ts escapes any raw HTML in the Markdown; only Markdown's own tags are produced. */}
      <div className="help-article mt-4 text-lg" dangerouslySetInnerHTML={{ __html: article.html }} />
      <p className="mt-4">
        <Link to={article.href} className="font-medium text-primary underline underline-offset-4">
          Open this article on its own page
        </Link>
      </p>
    </article>
  )
}
