import { describe, expect, it } from 'vitest'
import { HELP_ARTICLES } from '~/features/help'
import { readSupportQuery, supportResourceCards, visitorCountry } from './support-resources.server'
import { SUPPORT_CATEGORY_LABELS } from './support.schema'

describe('visitorCountry', () => {
  it('prefers the country in the address, then the signed-in person’s, then the browser’s languages', () => {
    expect(visitorCountry('nz', 'UK', 'en-US')).toBe('NZ')
    expect(visitorCountry(null, 'IE', 'en-US')).toBe('IE')
    expect(visitorCountry(null, null, 'fr-FR, en-GB;q=0.8')).toBe('UK')
    expect(visitorCountry(null, null, 'fr-CA')).toBe('CA')
    expect(visitorCountry(null, null, 'ga')).toBe('IE')
  })

  it('is null when nothing names one of our countries, so every country’s lines are shown', () => {
    expect(visitorCountry('xx', null, 'de-DE, en;q=0.5')).toBeNull()
    expect(visitorCountry(null, null, null)).toBeNull()
  })
})

describe('supportResourceCards', () => {
  it('counts providers from the regional content, never the earlier version’s made-up 24, 12, 8 and 3', () => {
    const cards = supportResourceCards()
    expect(cards).toHaveLength(4)
    for (const card of cards) expect(card.providers).toBeGreaterThan(0)
    expect(cards.map((card) => card.providers)).not.toEqual([24, 12, 8, 3])
    expect(cards.find((card) => card.title === 'Grief Support Services')?.href).toBe('/help')
  })
})

describe('readSupportQuery', () => {
  const query = (search: string) => readSupportQuery(new URLSearchParams(search))

  it('searches the help articles for ?search=, best matches first', () => {
    const result = query('search=%20death%20certificate%20')
    expect(result.search).toBe('death certificate')
    expect(result.faq.length).toBeGreaterThan(0)
    expect(result.faq[0]?.title.toLowerCase()).toContain('death certificate')
  })

  it('filters the FAQ to a help category and preselects a contact category that matches', () => {
    const legal = query('category=Legal%20Guidance')
    expect(legal.helpCategory?.slug).toBe('legal-guidance')
    expect(legal.formCategory).toBe('Legal Guidance')
    expect(legal.faq).toHaveLength(HELP_ARTICLES.filter((article) => article.category === 'legal-guidance').length)

    const started = query('category=Getting%20Started')
    expect(started.helpCategory?.slug).toBe('getting-started')
    expect(started.formCategory).toBeUndefined()
  })

  it('opens the article ?article= names, by title in any case or by slug', () => {
    const first = HELP_ARTICLES[0]
    if (!first) throw new Error('no articles')
    expect(query(`article=${encodeURIComponent(first.title.toUpperCase())}`).article?.href).toBe(
      `/help/${first.category}/${first.slug}`,
    )
    expect(query(`article=${first.slug}`).article?.title).toBe(first.title)
  })

  it('knows when ?article= names no article', () => {
    const result = query('article=No%20such%20thing')
    expect(result.articleTitle).toBe('No such thing')
    expect(result.article).toBeUndefined()
  })

  it('shows the frequently asked questions when nothing is asked', () => {
    const result = query('')
    expect(result.faq.length).toBeGreaterThanOrEqual(5)
    expect(result.search).toBe('')
  })
})

describe('the contact form’s topics', () => {
  it('read the same in every country’s English: Grief Support, never the American Counseling', () => {
    expect(SUPPORT_CATEGORY_LABELS['Grief Counseling']).toBe('Grief Support')
    for (const label of Object.values(SUPPORT_CATEGORY_LABELS)) expect(label).not.toMatch(/counsel/i)
    expect(supportResourceCards().map((card) => card.title)).not.toContain('Grief Counseling Services')
  })
})
