import { Container } from '~/components/ui/container'
import { STATIC_PAGE } from '~/lib/route-handle'
import { countByCategory, HELP_CATEGORIES } from '~/features/help/help-articles'
import { HELP_ARTICLES } from '~/features/help/help-content'
import { HelpCategories, HelpSearch, PopularArticles, QuickResources } from '~/features/help/components/help-centre'
import type { Route } from './+types/help'

export const meta: Route.MetaFunction = () => [{ title: 'Help — Afterword' }]

export const handle = STATIC_PAGE

/** What people in the first weeks look for most; each opens at its one address, /help/:category/:slug. */
const POPULAR_SLUGS = ['first-things-to-do', 'registering-a-death', 'probate-explained', 'set-up-your-plan']

export function loader() {
  const counts = countByCategory(HELP_ARTICLES)
  return {
    popular: POPULAR_SLUGS.flatMap((slug) => HELP_ARTICLES.filter((article) => article.slug === slug)).map(
      (article) => ({ title: article.title, href: `/help/${article.category}/${article.slug}` }),
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
      <h1 className="text-3xl font-semibold sm:text-4xl">Help and answers</h1>
      <p className="mt-3 max-w-3xl text-lg">
        Plain answers about using Afterword and about what to do after a death. Where the law is involved, each article
        links to the official sources for your country.
      </p>
      <HelpSearch />
      <PopularArticles articles={loaderData.popular} />
      <QuickResources />
      <HelpCategories categories={loaderData.categories} />
    </Container>
  )
}
