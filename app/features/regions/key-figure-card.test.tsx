import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { findRegion } from '~/content/countries.server'
import { regionFigures } from './figures.server'
import { KeyFigureList } from './components/key-figures'

/** The card as a page shows it, for a region's own figure with the given label. */
function cardText(regionCode: string, label: string): string {
  const { module, region } = findRegion(regionCode)!
  const figure = regionFigures(module, region).find((candidate) => candidate.label === label)!
  return renderToString(<KeyFigureList figures={[figure]} />)
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
}

describe('a deciding figure’s card (decision 072)', () => {
  it('says when no official page states the figure, and names the official site to see', () => {
    const text = cardText('us-mt', 'Small estates')
    expect(text).toContain('(not an official source)')
    expect(text).toContain('No official page we could find states this figure; see leg.mt.gov.')
  })

  it('names the official page beside an unofficial one', () => {
    const text = cardText('us-tx', 'Small estates')
    expect(text).toContain('(not an official source); official page: statutes.capitol.texas.gov ·')
    expect(text).not.toContain('No official page')
  })

  it('adds nothing to a figure cited from an official page', () => {
    const text = cardText('uk-england', 'Registering the death')
    expect(text).not.toContain('not an official source')
    expect(text).not.toContain('No official page')
  })
})
