import { COUNTRY_LIST } from './catalogue'
import australia from './countries/australia'
import canada from './countries/canada'
import ireland from './countries/ireland'
import newZealand from './countries/new-zealand'
import uk from './countries/uk'
import usa from './countries/usa'
import { withOfficialFromHost } from './official-sources'
import type { CountryCode, CountryModule, RegionProfile } from './schema'

/**
 * All regional content, by country. Server-only: the data is large and pages receive only what they show,
 * through their loaders.
 */
export const COUNTRY_MODULES: Record<CountryCode, CountryModule> = {
  AU: officialFromHost(australia),
  CA: officialFromHost(canada),
  IE: officialFromHost(ireland),
  NZ: officialFromHost(newZealand),
  UK: officialFromHost(uk),
  US: officialFromHost(usa),
}

/** Which sources are official is decided by their host, in one place (docs/content.md, rule 2). */
function officialFromHost(module: CountryModule): CountryModule {
  return { ...module, content: withOfficialFromHost(module.content) }
}

/** In the catalogue's display order. */
export const ORDERED_COUNTRY_MODULES: CountryModule[] = COUNTRY_LIST.map((country) => COUNTRY_MODULES[country.code])

export function countryBySlug(slug: string): CountryModule | undefined {
  return ORDERED_COUNTRY_MODULES.find((module) => module.content.country.slug === slug)
}

export function findRegion(code: string): { module: CountryModule; region: RegionProfile } | undefined {
  for (const module of ORDERED_COUNTRY_MODULES) {
    const region = module.content.regions.find((candidate) => candidate.code === code)
    if (region) return { module, region }
  }
  return undefined
}

export interface RegionOption {
  code: string
  name: string
}

const REGION_OPTIONS = Object.fromEntries(
  ORDERED_COUNTRY_MODULES.map((module) => [
    module.content.country.code,
    module.content.regions.map(({ code, name }) => ({ code, name })),
  ]),
) as Record<CountryCode, RegionOption[]>

/** Each country's regions as a form lists them: small enough to send to the page. Built once; the content is fixed. */
export function regionOptions(): Record<CountryCode, RegionOption[]> {
  return REGION_OPTIONS
}

export function regionBelongsTo(country: CountryCode, regionCode: string): boolean {
  return COUNTRY_MODULES[country].content.regions.some((region) => region.code === regionCode)
}
