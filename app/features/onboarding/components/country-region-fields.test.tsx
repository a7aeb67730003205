import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { CountryCode } from '~/content/schema'
import { CountryRegionFields, type RegionOptions } from './country-region-fields'

const regions = { UK: [{ code: 'uk-eng', name: 'England' }] } as unknown as RegionOptions

describe('CountryRegionFields', () => {
  // A refused settings post shows back what was sent; country=__proto__ used to find Object.prototype (docs/security.md, Third round, item 5).
  it.each(['__proto__', 'constructor', 'toString'])('shows back country=%s as no country chosen', (sent) => {
    const html = renderToString(
      <CountryRegionFields regions={regions} country={sent as CountryCode} region="x" idPrefix="t" />,
    )
    expect(html).toContain('Which country did they live in?')
    expect(html).not.toContain('checked=""')
  })
})
