import type { z } from 'zod'
import { withOfficialFromHost } from '../official-sources'
import type { CountryCode } from '../schema'
import { AUSTRALIA_ORGANISATIONS } from './australia'
import { CANADA_ORGANISATIONS } from './canada'
import { IRELAND_ORGANISATIONS } from './ireland'
import { NEW_ZEALAND_ORGANISATIONS } from './new-zealand'
import { OrganisationCatalogueSchema, type OrganisationCatalogue } from './schema'
import { UK_ORGANISATIONS } from './uk'
import { USA_ORGANISATIONS } from './usa'

/** A catalogue as the pages receive it: parsed, with `official` read from each source's host. */
export type CatalogueData = z.output<typeof OrganisationCatalogueSchema>
export type CatalogueOrganisationData = CatalogueData['organisations'][number]
export type OneStopServiceData = CatalogueData['oneStopServices'][number]

/** The written catalogues, by country, before parsing (the content tests check these). */
export const ORGANISATION_CATALOGUE_SOURCES: Record<CountryCode, OrganisationCatalogue> = {
  AU: AUSTRALIA_ORGANISATIONS,
  CA: CANADA_ORGANISATIONS,
  IE: IRELAND_ORGANISATIONS,
  NZ: NEW_ZEALAND_ORGANISATIONS,
  UK: UK_ORGANISATIONS,
  US: USA_ORGANISATIONS,
}

function parse(catalogue: OrganisationCatalogue): CatalogueData {
  return OrganisationCatalogueSchema.parse(withOfficialFromHost(catalogue))
}

/** Every country's catalogue, validated when the module loads (an invalid catalogue fails loudly, not on a page). */
export const ORGANISATION_CATALOGUES: Record<CountryCode, CatalogueData> = {
  AU: parse(AUSTRALIA_ORGANISATIONS),
  CA: parse(CANADA_ORGANISATIONS),
  IE: parse(IRELAND_ORGANISATIONS),
  NZ: parse(NEW_ZEALAND_ORGANISATIONS),
  UK: parse(UK_ORGANISATIONS),
  US: parse(USA_ORGANISATIONS),
}

export function catalogueFor(country: CountryCode): CatalogueData {
  return ORGANISATION_CATALOGUES[country]
}

export function findCatalogueOrganisation(country: CountryCode, id: string): CatalogueOrganisationData | undefined {
  return ORGANISATION_CATALOGUES[country].organisations.find((organisation) => organisation.id === id)
}
