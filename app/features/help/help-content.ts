import { parseHelpArticle, type HelpArticle } from './help-articles'

// Bundled at build time by Vite: every Markdown file under app/content/help/ is an article.
const SOURCES = import.meta.glob<string>('../../content/help/*.md', { query: '?raw', import: 'default', eager: true })

export const HELP_ARTICLES: readonly HelpArticle[] = Object.entries(SOURCES)
  .map(([file, source]) => parseHelpArticle(file, source))
  .sort((a, b) => a.title.localeCompare(b.title))

export function findHelpArticle(category: string, slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.category === category && article.slug === slug)
}
