import { describe, expect, it } from 'vitest'
import { COUNTRY_MODULES } from '../countries.server'
import { COUNTRY_CODES } from '../schema'
import { ORGANISATION_CATALOGUE_SOURCES, catalogueFor, findCatalogueOrganisation } from './index'
import { OrganisationCatalogueSchema, type OrganisationCatalogue } from './schema'
import { findCatalogueProblems, siteOf } from './validate'

const regionsOf = (code: (typeof COUNTRY_CODES)[number]) =>
  COUNTRY_MODULES[code].content.regions.map((region) => region.code)

/**
 * How many organisations each country's catalogue must list: the average family tells about 21, so the catalogue
 * offers several choices in each kind (docs/content.md, 'Organisations catalogue'). The aim is 80 for the UK and the
 * US and 40 elsewhere. Ireland and New Zealand stand at what could be checked against each organisation's own page
 * (9 and 38 on 2026-11-27; docs/content.md lists the ones left out): raise their floors as entries are added, never
 * lower one.
 */
const MINIMUM_ORGANISATIONS: Record<(typeof COUNTRY_CODES)[number], number> = {
  UK: 80,
  US: 80,
  IE: 30,
  CA: 40,
  AU: 40,
  NZ: 40,
}

/** The latest day any catalogue was checked: the checks below run 'today' on it, so no real entry is in the future. */
const LATEST_REVIEW = Object.values(ORGANISATION_CATALOGUE_SOURCES)
  .flatMap((catalogue) => [...catalogue.organisations, ...catalogue.oneStopServices].map((entry) => entry.reviewed))
  .reduce((latest, day) => (day > latest ? day : latest))

describe('the organisation catalogues', () => {
  it.each(COUNTRY_CODES)('%s parses and passes every check', (code) => {
    const catalogue = ORGANISATION_CATALOGUE_SOURCES[code]
    expect(catalogue.country).toBe(code)
    expect(OrganisationCatalogueSchema.safeParse(catalogue).success).toBe(true)
    expect(findCatalogueProblems(catalogue, regionsOf(code))).toEqual([])
  })

  it.each(COUNTRY_CODES)('%s has a one-stop service or a fallback guide, and the same social media pages', (code) => {
    const catalogue = catalogueFor(code)
    expect(catalogue.oneStopServices.length > 0 || catalogue.fallbackGuide !== undefined).toBe(true)
    const prefix = code.toLowerCase()
    expect(findCatalogueOrganisation(code, `${prefix}-facebook`)?.bereavementUrl).toBe(
      findCatalogueOrganisation('UK', 'uk-facebook')?.bereavementUrl,
    )
    expect(findCatalogueOrganisation(code, `${prefix}-apple`)?.kind).toBe('social-media')
  })

  it.each(COUNTRY_CODES)('%s lists at least its minimum number of organisations', (code) => {
    expect(catalogueFor(code).organisations.length).toBeGreaterThanOrEqual(MINIMUM_ORGANISATIONS[code])
  })

  it('reads official from the host, never from the file', () => {
    expect(findCatalogueOrganisation('UK', 'uk-hmrc')?.official).toBe(true)
    expect(findCatalogueOrganisation('UK', 'uk-barclays')?.official).toBe(false)
    expect(catalogueFor('UK').oneStopServices[0]?.official).toBe(true)
  })

  it('finds nothing for an unknown id', () => {
    expect(findCatalogueOrganisation('IE', 'uk-hmrc')).toBeUndefined()
  })
})

describe('the catalogue checks', () => {
  const base: OrganisationCatalogue = ORGANISATION_CATALOGUE_SOURCES.UK
  const uk = regionsOf('UK')

  it('name a duplicate id and a duplicate name', () => {
    const [first] = base.organisations
    if (!first) throw new Error('the UK catalogue is empty')
    const problems = findCatalogueProblems({ ...base, organisations: [...base.organisations, { ...first }] }, uk)
    expect(problems).toContain(`UK organisations: duplicate id ${first.id}`)
    expect(problems).toContain(`UK organisations: two entries are named '${first.name}'`)
  })

  it('name a covered id that is not in the catalogue', () => {
    const [service] = base.oneStopServices
    if (!service) throw new Error('the UK catalogue has no service')
    const problems = findCatalogueProblems(
      { ...base, oneStopServices: [{ ...service, covers: [...service.covers, 'uk-nobody'] }] },
      uk,
    )
    expect(problems).toEqual([`UK organisations → ${service.id}: covers uk-nobody, which is not in the catalogue`])
  })

  it('name an unknown region, a future review date and a service on an unofficial host', () => {
    const [service] = base.oneStopServices
    const [first, ...rest] = base.organisations
    if (!service || !first) throw new Error('the UK catalogue is incomplete')
    const problems = findCatalogueProblems(
      {
        ...base,
        organisations: [{ ...first, regions: ['uk-mars'], reviewed: '2999-01-01' }, ...rest],
        oneStopServices: [{ ...service, url: 'https://www.deathnotificationservice.co.uk/' }],
      },
      uk,
      LATEST_REVIEW,
    )
    expect(problems).toEqual([
      `UK organisations → ${first.id}: reviewed 2999-01-01 is in the future`,
      `UK organisations → ${first.id}: unknown region uk-mars`,
      `UK organisations → ${service.id}: url https://www.deathnotificationservice.co.uk/ is not on an official host`,
    ])
  })

  it('name a phone number that is not valid, checked in the future or read on another site (decision 081)', () => {
    const barclays = base.organisations.find((entry) => entry.id === 'uk-barclays')
    if (!barclays) throw new Error('the UK catalogue has no Barclays')
    const others = base.organisations.filter((entry) => entry !== barclays)
    const withPhone = (phone: NonNullable<typeof barclays.phone>) =>
      findCatalogueProblems({ ...base, organisations: [...others, { ...barclays, phone }] }, uk, LATEST_REVIEW)
    const page = 'https://www.barclays.co.uk/what-to-do-when-someone-dies/notify-us/'
    expect(withPhone({ number: '0800 068 2238', source: page, reviewed: LATEST_REVIEW })).toEqual([])
    expect(withPhone({ number: '0800 068 22381', source: page, reviewed: LATEST_REVIEW })).toEqual([
      `UK organisations → uk-barclays: phone '0800 068 22381' is not a valid number for UK`,
    ])
    expect(withPhone({ number: '0800 068 2238', source: page, reviewed: '2999-01-01' })).toEqual([
      'UK organisations → uk-barclays: phone checked 2999-01-01 is in the future',
    ])
    const directory = 'https://www.phone-numbers.example.com/barclays'
    expect(withPhone({ number: '0800 068 2238', source: directory, reviewed: LATEST_REVIEW })).toEqual([
      `UK organisations → uk-barclays: phone source ${directory} is not the organisation's own site`,
    ])
  })

  it('compare sites by their registered name', () => {
    expect(siteOf('https://www.barclays.co.uk/x')).toBe('barclays.co.uk')
    expect(siteOf('https://help.barclays.co.uk/')).toBe('barclays.co.uk')
    expect(siteOf('https://www.eonnext.com/help')).toBe('eonnext.com')
    expect(siteOf('https://www.ato.gov.au/Forms/')).toBe('ato.gov.au')
    expect(siteOf('https://ato.gov.au/Individuals/')).toBe('ato.gov.au')
    expect(siteOf('https://www.gov.uk/after-a-death')).toBe('gov.uk')
  })

  it('report schema errors by path', () => {
    const problems = findCatalogueProblems({ ...base, organisations: [] }, uk)
    expect(problems[0]).toMatch(/^UK organisations → organisations:/)
  })
})
