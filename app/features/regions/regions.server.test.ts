import { describe, expect, it } from 'vitest'
import { COUNTRY_MODULES, ORDERED_COUNTRY_MODULES, findRegion } from '~/content/countries.server'
import { deadlineInBrief, regionFigures, regionFiguresInBrief } from './figures.server'
import { pageSlug } from './page-slug'
import { allRegionPagePaths, findRegionPage, pathForRegionCode, regionPagesOf } from './region-pages.server'
import { countryPageView, regionPageView, regionsOverview } from './resource-pages.server'

describe('region pages', () => {
  it('make addresses people can type from region names', () => {
    expect(pageSlug('New South Wales')).toBe('new-south-wales')
    expect(pageSlug('Hawke’s Bay')).toBe('hawkes-bay')
    expect(pageSlug('Manawatū-Whanganui')).toBe('manawatu-whanganui')
    expect(pageSlug('District of Columbia')).toBe('district-of-columbia')
  })

  it('give every state, province, territory and nation a page, and every Irish county and New Zealand region', () => {
    const paths = allRegionPagePaths()
    expect(paths).toHaveLength(8 + 13 + 26 + 16 + 4 + 51)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toContain('/resources/usa/california')
    expect(paths).toContain('/resources/ireland/cork')
    expect(paths).toContain('/resources/new-zealand/hawkes-bay')
    expect(paths).toContain('/resources/uk/northern-ireland')
  })

  it('find a page by its country and slug, and nothing for an unknown one', () => {
    expect(findRegionPage('usa', 'texas')?.page.name).toBe('Texas')
    expect(findRegionPage('usa', 'atlantis')).toBeUndefined()
    expect(findRegionPage('atlantis', 'texas')).toBeUndefined()
    // A region of the catalogue in a one-region country has the country page.
    expect(pathForRegionCode(COUNTRY_MODULES.IE, 'ie')).toBe('/resources/ireland')
    expect(pathForRegionCode(COUNTRY_MODULES.US, 'us-tx')).toBe('/resources/usa/texas')
  })

  it('link back to the entry for the region on the country page, whose anchor older links used', () => {
    const found = findRegionPage('usa', 'texas')!
    expect(regionPageView(found.module, found.page).backHref).toBe('/resources/usa#us-tx')
    const anchors = countryPageView(COUNTRY_MODULES.US).regionSummaries.map((summary) => summary.anchor)
    expect(anchors).toEqual(COUNTRY_MODULES.US.content.regions.map((region) => region.code))
  })

  it('the country page lists each of its region pages', () => {
    for (const module of ORDERED_COUNTRY_MODULES) {
      expect(countryPageView(module).regionSummaries).toHaveLength(regionPagesOf(module).length)
    }
  })
})

describe('key figures of a region', () => {
  it('come in the order people look for them: registering, small estates, the region’s own, then the country’s', () => {
    const { module, region } = findRegion('us-ma')!
    const labels = regionFigures(module, region).map((figure) => figure.label)
    expect(labels.slice(0, 2)).toEqual(['Registering the death', 'Small estates'])
    expect(labels.indexOf('Massachusetts estate tax threshold')).toBeLessThan(
      labels.indexOf('Federal estate tax basic exclusion amount, deaths in 2026'),
    )
  })

  it('say plainly when a limit is the banks’ and not the law’s', () => {
    const { module, region } = findRegion('ie')!
    const smallEstate = regionFigures(module, region).find((figure) => figure.label === 'Small estates')!
    expect(smallEstate.caution).toBe('This limit is set by banks and other institutions, not by law.')
    expect(regionFiguresInBrief(module, region)).toContainEqual({
      label: 'Small estates',
      value: '€20,000 (banks’ policy)',
    })
  })

  it('give a deadline in brief', () => {
    const base = {
      from: 'death',
      text: 'Register the death',
      source: 'https://www.gov.uk',
      reviewed: '2026-11-25',
    } as const
    expect(deadlineInBrief({ ...base, amount: 5, unit: 'days' })).toBe('Within 5 days')
    expect(deadlineInBrief({ ...base, amount: 1, unit: 'weeks' })).toBe('Within 1 week')
    expect(deadlineInBrief({ ...base, amount: 3, unit: 'working-days' })).toBe('Within 3 working days')
  })

  it('show a changed figure with the date it changed and its earlier value', () => {
    const { module, region } = findRegion('ie')!
    const groupA = regionFigures(module, region).find((figure) => figure.value === '€400,000 (Group A)')!
    expect(groupA.effectiveFrom).toBe('2024-10-02')
    expect(groupA.previously).toBeDefined()
  })
})

describe('the regions overview', () => {
  const overview = (code: string) => {
    const country = regionsOverview().find((entry) => entry.country.code === code)
    if (!country) throw new Error(`no ${code}`)
    return country
  }

  it('counts places as people name them: the District of Columbia apart, one-plan countries covered nationally', () => {
    expect(overview('US').coverage).toBe('50 states and the District of Columbia')
    expect(overview('UK').coverage).toBe('4 nations')
    expect(overview('AU').coverage).toBe('8 states and territories')
    expect(overview('CA').coverage).toBe('13 provinces and territories')
    expect(overview('IE').coverage).toMatch(
      /^Covered nationally: one plan for the whole country, with local pages for 26 counties$/,
    )
    expect(overview('NZ').coverage).toMatch(/^Covered nationally: one plan for the whole country/)
    for (const { coverage } of regionsOverview()) expect(coverage).not.toMatch(/\b(51 states|1 county|1 region)\b/)
  })

  it('gives each region the first three legal actions of its plan, and each country its practical tasks', () => {
    for (const { country, regions, genericTasks } of regionsOverview()) {
      const module = COUNTRY_MODULES[country.code]
      expect(genericTasks).toHaveLength(7)
      for (const region of regions) {
        const profile = module.content.regions.find((candidate) => candidate.code === region.code)!
        const titles = module.legalActions(profile).map((action) => action.title)
        expect(region.firstLegalActions).toEqual(titles.slice(0, 3))
        expect(region.firstLegalActions.length).toBeGreaterThanOrEqual(2)
      }
    }
    expect(overview('US').genericTasks).toContain('Gather and organize important documents')
    expect(overview('UK').genericTasks).toContain('Gather and organise important documents')
  })
})
