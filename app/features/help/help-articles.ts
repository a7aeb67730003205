import { Marked, type Tokens } from 'marked'

/** The help centre's categories, in the order /help shows them. */
export const HELP_CATEGORIES = [
  { slug: 'getting-started', title: 'Getting Started' },
  { slug: 'task-management', title: 'Task Management' },
  { slug: 'family-collaboration', title: 'Family Collaboration' },
  { slug: 'document-management', title: 'Document Management' },
  { slug: 'legal-guidance', title: 'Legal Guidance' },
  { slug: 'technical-support', title: 'Technical Support' },
] as const

export type HelpCategorySlug = (typeof HELP_CATEGORIES)[number]['slug']
export type HelpCategory = (typeof HELP_CATEGORIES)[number]

export interface HelpArticle {
  slug: string
  category: HelpCategorySlug
  title: string
  summary: string
  /** ISO date the article was last checked against the product. */
  updated: string
  /** The body as safe HTML: raw HTML in the Markdown is escaped, never passed through. */
  html: string
  /** The body as plain text, for search. */
  text: string
  /** The body as written, for the printed user guide. */
  markdown: string
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)

// Articles are our own content, but no HTML from content reaches the page unescaped: a stray tag shows as text
// (docs/decisions/035-help-articles-as-content.md).
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text)
    },
  },
})

/** Front matter is a small fixed set of `key: value` lines between `---` fences. */
function splitFrontMatter(source: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source)
  const [, header, body] = match ?? []
  if (header === undefined || body === undefined) throw new Error(`${file}: missing front matter`)
  const fields: Record<string, string> = {}
  for (const line of header.split(/\r?\n/)) {
    if (!line.trim()) continue
    const separator = line.indexOf(':')
    if (separator < 1) throw new Error(`${file}: bad front matter line "${line}"`)
    fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return { fields, body }
}

function requireField(fields: Record<string, string>, name: string, file: string): string {
  const value = fields[name]
  if (!value) throw new Error(`${file}: front matter needs "${name}"`)
  return value
}

/** Parses one article file; `file` is its path, used for the slug and in error messages. */
export function parseHelpArticle(file: string, source: string): HelpArticle {
  const { fields, body } = splitFrontMatter(source, file)
  const category = requireField(fields, 'category', file)
  if (!HELP_CATEGORIES.some((known) => known.slug === category))
    throw new Error(`${file}: unknown category "${category}"`)
  const updated = requireField(fields, 'updated', file)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(updated)) throw new Error(`${file}: "updated" must be YYYY-MM-DD`)
  const slug = (file.split('/').pop() ?? file).replace(/\.md$/, '')
  const html = markdown.parse(body, { async: false })
  return {
    slug,
    category: category as HelpCategorySlug,
    title: requireField(fields, 'title', file),
    summary: requireField(fields, 'summary', file),
    updated,
    html,
    markdown: body,
    text: body
      .replace(/[#*_`>[\]]|\(\/[^)]*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }
}

/** How many articles each category has, computed from the articles themselves. */
export function countByCategory(articles: readonly HelpArticle[]): Record<HelpCategorySlug, number> {
  const counts = Object.fromEntries(HELP_CATEGORIES.map((category) => [category.slug, 0])) as Record<
    HelpCategorySlug,
    number
  >
  for (const article of articles) counts[article.category] += 1
  return counts
}

/** Articles whose title, summary or text contain every word of the query, best (title) matches first. */
export function searchHelpArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const scored = articles
    .map((article) => {
      const title = article.title.toLowerCase()
      const haystack = `${title} ${article.summary.toLowerCase()} ${article.text.toLowerCase()}`
      if (!words.every((word) => haystack.includes(word))) return null
      return { article, score: words.filter((word) => title.includes(word)).length }
    })
    .filter((entry): entry is { article: HelpArticle; score: number } => entry !== null)
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.article)
}
