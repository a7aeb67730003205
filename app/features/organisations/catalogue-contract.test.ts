import { describe, expect, it } from 'vitest'
import { catalogueFor, findCatalogueOrganisation, ORGANISATION_CATALOGUES } from '~/content/organisations'
import { OrganisationCatalogueSchema } from '~/content/organisations/schema'
import { COUNTRY_CODES } from '~/content/schema'

// What this feature relies on in the catalogue (app/content/organisations): the shape, services that cover
// organisations it lists, and the ids the tests use.
describe('the organisation catalogue, as the organisations feature uses it', () => {
  it.each(COUNTRY_CODES)('%s: valid, its own country, services cover organisations it lists', (country) => {
    const catalogue = catalogueFor(country)
    expect(OrganisationCatalogueSchema.safeParse(catalogue).error).toBeUndefined()
    expect(catalogue.country).toBe(country)
    expect(ORGANISATION_CATALOGUES[country]).toBe(catalogue)
    const ids = catalogue.organisations.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const service of catalogue.oneStopServices) {
      for (const id of service.covers) expect(findCatalogueOrganisation(country, id)?.id, service.id).toBe(id)
    }
  })

  it('has the ids the tests use', () => {
    const tellUsOnce = catalogueFor('UK').oneStopServices.find((service) => service.id === 'uk-tell-us-once')
    expect(tellUsOnce?.covers).toEqual(expect.arrayContaining(['uk-hmrc', 'uk-dwp', 'uk-council']))
    expect(tellUsOnce?.covers).not.toContain('uk-barclays')
    expect(findCatalogueOrganisation('UK', 'uk-barclays')).toBeDefined()
    const australia = catalogueFor('AU').oneStopServices.find((s) => s.id === 'au-death-notification-service')
    expect(australia?.covers.length).toBeGreaterThan(0)
    expect(findCatalogueOrganisation('UK', 'au-iinet')).toBeUndefined()
  })
})
