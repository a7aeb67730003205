import { describe, expect, it } from 'vitest'
import { countByCategory, HELP_CATEGORIES } from './help-articles'
import { HELP_ARTICLES } from './help-content'
import { HELP_ARTICLE_PATHS } from './help-paths'

describe('the help articles in app/content/help', () => {
  it('are all prerendered: the path list matches the files', () => {
    const fromFiles = HELP_ARTICLES.map((article) => `/help/${article.category}/${article.slug}`).sort()
    expect([...HELP_ARTICLE_PATHS].sort()).toEqual(fromFiles)
  })

  it('give every category at least five articles', () => {
    const counts = countByCategory(HELP_ARTICLES)
    for (const category of HELP_CATEGORIES) expect(counts[category.slug], category.title).toBeGreaterThanOrEqual(5)
  })

  it('link only to pages that exist on the site or to resource pages by country', () => {
    const links = HELP_ARTICLES.flatMap((article) => [...article.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]))
    for (const link of links)
      expect(link).toMatch(/^\/(privacy|resources\/(australia|canada|ireland|new-zealand|uk|usa))$/)
  })

  it('say truly what is free: Premium features are never listed as free, and nothing is promised as to come', () => {
    const article = (slug: string) => HELP_ARTICLES.find((candidate) => candidate.slug === slug)?.html ?? ''
    const overview = article('what-afterword-does')
    const freePart = overview.slice(overview.indexOf('Free for every family'), overview.indexOf('With Premium'))
    expect(freePart).not.toBe('')
    expect(freePart).not.toMatch(/timeline|calendar|print|checklist|PDF|invite|documents/i)
    for (const { html, slug } of HELP_ARTICLES) expect(html, slug).not.toMatch(/until invitations are built/i)
    expect(article('roles-explained')).toMatch(/Viewer.*documents.*organisations/s)
  })
})
