import { describe, expect, it } from 'vitest'
import { COUNTRY_MODULES } from '~/content/countries.server'
import { PRERENDERED_PATHS } from '~/prerendered-paths.server'
import { COUNTRY_ALIASES, PLACE_ALIASES, normaliseSegment } from './page-aliases'
import { canonicalResourcePath, findRegionPage } from './region-pages.server'
import { nationalServicesIn, planInBrief, regionPageView } from './resource-pages.server'

describe('other names for a country or place (decision 071)', () => {
  it('lead each country’s other names to its page', () => {
    const cases: Array<[string, string]> = [
      ['united-kingdom', '/resources/uk'],
      ['great-britain', '/resources/uk'],
      ['britain', '/resources/uk'],
      ['gb', '/resources/uk'],
      ['united-states', '/resources/usa'],
      ['us', '/resources/usa'],
      ['america', '/resources/usa'],
      ['nz', '/resources/new-zealand'],
      ['aotearoa', '/resources/new-zealand'],
      ['au', '/resources/australia'],
      ['ca', '/resources/canada'],
      ['ie', '/resources/ireland'],
      ['eire', '/resources/ireland'],
      ['éire', '/resources/ireland'],
      ['republic-of-ireland', '/resources/ireland'],
      ['USA', '/resources/usa'],
      ['United Kingdom', '/resources/uk'],
      ['england', '/resources/uk/england'],
      ['Scotland', '/resources/uk/scotland'],
    ]
    for (const [typed, expected] of cases) expect(canonicalResourcePath(typed), typed).toBe(expected)
  })

  it('lead a place under another name of its country, or by its abbreviation, to its page', () => {
    expect(canonicalResourcePath('united-kingdom', 'england')).toBe('/resources/uk/england')
    expect(canonicalResourcePath('us', 'texas')).toBe('/resources/usa/texas')
    expect(canonicalResourcePath('usa', 'ca')).toBe('/resources/usa/california')
    expect(canonicalResourcePath('usa', 'TX')).toBe('/resources/usa/texas')
    expect(canonicalResourcePath('australia', 'nsw')).toBe('/resources/australia/new-south-wales')
    expect(canonicalResourcePath('aotearoa', 'hawkes-bay')).toBe('/resources/new-zealand/hawkes-bay')
    expect(canonicalResourcePath('usa', 'New York')).toBe('/resources/usa/new-york')
  })

  it('leave a page’s own address and unknown names alone, so they are served or not found', () => {
    expect(canonicalResourcePath('usa')).toBeNull()
    expect(canonicalResourcePath('usa', 'texas')).toBeNull()
    expect(canonicalResourcePath('atlantis')).toBeNull()
    expect(canonicalResourcePath('usa', 'atlantis')).toBeNull()
    expect(canonicalResourcePath('atlantis', 'texas')).toBeNull()
    expect(canonicalResourcePath('%E0%A4%A')).toBeNull()
  })

  it('point only at pages that exist, and never shadow a country’s own slug', () => {
    const pages = new Set(PRERENDERED_PATHS)
    for (const [alias, slug] of Object.entries(COUNTRY_ALIASES)) {
      expect(pages.has(`/resources/${slug}`), alias).toBe(true)
      expect(pages.has(`/resources/${alias}`), alias).toBe(false)
    }
    for (const [alias, path] of Object.entries(PLACE_ALIASES)) expect(pages.has(path), alias).toBe(true)
    expect(normaliseSegment('New_Zealand')).toBe('new-zealand')
  })
})

describe('a region page', () => {
  it('shows the national services that serve the region, and not those of another part of the country', () => {
    const names = (code: string) => nationalServicesIn(COUNTRY_MODULES.UK, code).map((office) => office.name)
    expect(names('uk-england')).toEqual(expect.arrayContaining(['Tell Us Once', 'Bereavement Support Payment']))
    expect(names('uk-northern-ireland')).not.toContain('Tell Us Once')
    expect(names('uk-northern-ireland')).toContain('Bereavement Support Payment')
    const california = findRegionPage('usa', 'california')!
    const services = regionPageView(california.module, california.page).nationalServices
    expect(services.map((office) => office.description).join(' ')).toContain('$255')
  })

  it('gives each deadline of its plan in the plan’s own words', () => {
    const plan = planInBrief('uk-england')
    const register = plan.find((task) => task.deadline?.includes('5 days'))
    expect(register?.deadline).toMatch(/^Legal deadline: /)
    expect(plan.some((task) => task.deadline === null)).toBe(true)
    const titles = COUNTRY_MODULES.UK.legalActions(COUNTRY_MODULES.UK.content.regions[0]!).map((t) => t.title)
    expect(plan.map((task) => task.title)).toEqual(expect.arrayContaining(titles))
  })
})

describe('the figures issue 34 asked for, where a family reads them', () => {
  const figuresOf = (country: string, slug: string) => {
    const found = findRegionPage(country, slug)!
    return regionPageView(found.module, found.page).keyFigures
  }

  it('England gives the Inheritance Tax payment deadline', () => {
    const deadline = figuresOf('uk', 'england').find((figure) => figure.label === 'When Inheritance Tax must be paid')
    expect(deadline?.value).toBe('By the end of the 6th month after the death')
    expect(deadline?.source).toBe('https://www.gov.uk/paying-inheritance-tax')
  })

  it('Newfoundland and Labrador gives the whole probate charge, with its base, from the statute', () => {
    const charge = figuresOf('canada', 'newfoundland-and-labrador').find((figure) => figure.label.startsWith('Probate'))
    expect(charge?.value).toBe('$60, plus $0.60 per $100 over $1,000')
    expect(charge?.official).toBe(true)
  })

  it('Victoria gives the small estates service limit with the year it holds for', () => {
    const limit = figuresOf('australia', 'victoria').find((figure) => figure.label.startsWith('Small estates optional'))
    expect(limit?.value).toBe('Under $133,090')
    expect(limit?.previously).toBe('$129,850')
  })

  it('every Australian region page gives the bereavement payments and how long they last', () => {
    const found = findRegionPage('australia', 'tasmania')!
    const payments = regionPageView(found.module, found.page).nationalServices.find((office) =>
      office.name.startsWith('Bereavement payments'),
    )
    expect(payments?.description).toContain('14 weeks')
  })
})
