import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { findRegion } from '~/content/countries.server'
import { asset, records } from './estate-fixtures.test-helpers'
import { isInEstate } from './estate-rules'
import { taxToLookInto } from './estate-tax'
import { NOT_ADVICE } from './estate-rule-words'
import { probateCheck } from './probate-check'
import { EstateTaxSection } from './components/estate-tax-section'
import { InEstateBadge } from './components/in-estate-badge'
import { ProbateCheckSection } from './components/probate-check-section'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'")

describe('the estate rule sections', () => {
  it('shows the probate answer in words, the reason, the limit, the source with its date and the next step', () => {
    const region = findRegion('uk-scotland')?.region ?? null
    const check = probateCheck(records('UK', 'uk-scotland', [asset({ valueAtDeath: 3_600_001 })]), region)
    const html = renderToStaticMarkup(<ProbateCheckSection check={check} />)
    const words = text(html)
    expect(html).toMatch(/<h2 id="probate-check-heading"/)
    expect(html).toContain('aria-labelledby="probate-check-heading"')
    expect(words).toContain('A grant is probably needed')
    expect(words).toContain('£36,000')
    expect(words).toContain('£36,000.01')
    expect(words).toMatch(/Source: scotcourts\.gov\.uk \(opens in a new tab\), checked 21 November 2026/)
    expect(words).toContain('Apply for confirmation through the')
    expect(words).toContain('Next step')
  })

  it('marks a source that is not official', () => {
    const region = findRegion('us-ca')?.region ?? null
    const html = renderToStaticMarkup(
      <ProbateCheckSection check={probateCheck(records('US', 'us-ca', [asset({ valueAtDeath: 100 })]), region)} />,
    )
    expect(text(html)).toContain('(not an official source)')
  })

  it('says once that the tax section is information, not advice, and lists each item with its source', () => {
    const items = taxToLookInto(records('CA', 'ca-on', [asset({ valueAtDeath: 100 })]), 'CA', 'ca-on')
    const html = renderToStaticMarkup(<EstateTaxSection items={items} />)
    expect(html.split(NOT_ADVICE.slice(0, 40)).length - 1).toBe(1)
    expect(html.match(/<h3/g)?.length).toBe(items.length)
    expect(html.match(/Source: /g)?.length).toBe(items.length)
    expect(text(html)).toContain('Form TX19')
  })

  it('badges an asset in words with its reason, or with the reason for screen readers only', () => {
    const answer = isInEstate({ kind: 'bank-account', ownership: 'joint' }, 'UK', 'uk-england')
    const shown = text(renderToStaticMarkup(<InEstateBadge {...answer} />))
    expect(shown).toContain('Passes outside the estate')
    expect(shown).toContain('surviving owner')
    const compact = renderToStaticMarkup(<InEstateBadge {...answer} showReason={false} />)
    expect(compact).toContain('class="sr-only"')
  })
})
