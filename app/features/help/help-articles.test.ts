import { describe, expect, it } from 'vitest'
import { countByCategory, parseHelpArticle, searchHelpArticles } from './help-articles'

const SOURCE = `---
title: Registering a death
category: legal-guidance
summary: Where to register.
updated: 2026-11-24
---

Take the **medical certificate**. <script>alert(1)</script>
`

describe('parseHelpArticle', () => {
  it('reads the front matter and takes the slug from the file name', () => {
    const article = parseHelpArticle('../../content/help/registering-a-death.md', SOURCE)
    expect(article).toMatchObject({
      slug: 'registering-a-death',
      category: 'legal-guidance',
      title: 'Registering a death',
      summary: 'Where to register.',
      updated: '2026-11-24',
    })
    expect(article.html).toContain('<strong>medical certificate</strong>')
  })

  it('escapes raw HTML in the Markdown instead of passing it through', () => {
    const { html } = parseHelpArticle('a.md', SOURCE)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('rejects an unknown category, a missing field and a bad date, naming the file', () => {
    expect(() => parseHelpArticle('x.md', SOURCE.replace('legal-guidance', 'gossip'))).toThrow(
      /x\.md: unknown category/,
    )
    expect(() => parseHelpArticle('x.md', SOURCE.replace('summary: Where to register.\n', ''))).toThrow(/summary/)
    expect(() => parseHelpArticle('x.md', SOURCE.replace('2026-11-24', '24/11/2026'))).toThrow(/YYYY-MM-DD/)
    expect(() => parseHelpArticle('x.md', 'no front matter')).toThrow(/missing front matter/)
  })
})

describe('countByCategory and searchHelpArticles', () => {
  const legal = parseHelpArticle('registering-a-death.md', SOURCE)
  const other = parseHelpArticle(
    'death-certificate-copies.md',
    SOURCE.replace('Registering a death', 'Death certificate copies').replace('legal-guidance', 'document-management'),
  )

  it('counts articles per category, zero for empty ones', () => {
    const counts = countByCategory([legal, other])
    expect(counts['legal-guidance']).toBe(1)
    expect(counts['document-management']).toBe(1)
    expect(counts['technical-support']).toBe(0)
  })

  it('finds articles containing every word, title matches first, nothing for blank text', () => {
    expect(searchHelpArticles([legal, other], 'death certificate').map((a) => a.slug)).toEqual([
      'death-certificate-copies',
      'registering-a-death',
    ])
    expect(searchHelpArticles([legal, other], 'probate')).toEqual([])
    expect(searchHelpArticles([legal, other], '   ')).toEqual([])
  })
})
