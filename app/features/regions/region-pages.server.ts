// Imported by react-router.config.ts (the prerender list), whose loader does not resolve the '~' alias.

import { ORDERED_COUNTRY_MODULES, countryBySlug } from '../../content/countries.server'
import type { CountryModule, LocalOfficeCard, RegionProfile } from '../../content/schema'
import { canonicalCountrySlug, normaliseSegment, PLACE_ALIASES } from './page-aliases'
import { pageSlug } from './page-slug'

/**
 * Every state, province, territory and nation has its own page, /resources/{country}/{region}; where a country
 * is one region in the catalogue (Ireland, New Zealand), its counties and regions, which differ only in their
 * local offices, have the pages instead (decision 046).
 */
export type RegionPage =
  | { kind: 'region'; slug: string; name: string; region: RegionProfile }
  | { kind: 'locality'; slug: string; name: string; locality: LocalOfficeCard; region: RegionProfile }

export function regionPagesOf(module: CountryModule): RegionPage[] {
  const { regions, localOffices } = module.content
  if (regions.length > 1) {
    return regions.map((region) => ({ kind: 'region', slug: pageSlug(region.name), name: region.name, region }))
  }
  const [region] = regions
  if (!region) return []
  return localOffices.map((locality) => ({
    kind: 'locality',
    slug: pageSlug(locality.name),
    name: locality.name,
    locality,
    region,
  }))
}

export function regionPagePath(module: CountryModule, page: RegionPage): string {
  return `/resources/${module.content.country.slug}/${page.slug}`
}

/** The page for a catalogue region, or the country page where the country is one region. */
export function pathForRegionCode(module: CountryModule, code: string): string {
  const page = regionPagesOf(module).find((candidate) => candidate.kind === 'region' && candidate.region.code === code)
  return page ? regionPagePath(module, page) : `/resources/${module.content.country.slug}`
}

export function findRegionPage(
  countrySlug: string,
  slug: string,
): { module: CountryModule; page: RegionPage } | undefined {
  const module = countryBySlug(countrySlug)
  const page = module && regionPagesOf(module).find((candidate) => candidate.slug === slug)
  return module && page ? { module, page } : undefined
}

/** Every region page, for the prerender list. */
export function allRegionPagePaths(): string[] {
  return ORDERED_COUNTRY_MODULES.flatMap((module) => regionPagesOf(module).map((page) => regionPagePath(module, page)))
}

/**
 * Where a /resources address that is not a page's own should answer 301 (decision 071): another name for the
 * country (/resources/united-kingdom, /resources/us/texas), a nation or state typed as a country
 * (/resources/england), a state's abbreviation or code (/resources/usa/ca), or other letter case. Null when the
 * address names no page, which is then 'not found'.
 */
export function canonicalResourcePath(countrySegment: string, regionSegment?: string): string | null {
  const slugs = ORDERED_COUNTRY_MODULES.map((module) => module.content.country.slug)
  const country = canonicalCountrySlug(countrySegment, slugs)
  const asTyped =
    regionSegment === undefined ? `/resources/${countrySegment}` : `/resources/${countrySegment}/${regionSegment}`
  if (regionSegment === undefined) {
    const target = country ? `/resources/${country}` : (PLACE_ALIASES[normaliseSegment(countrySegment)] ?? null)
    return target === asTyped ? null : target
  }
  const module = country ? countryBySlug(country) : undefined
  if (!module) return null
  const typed = normaliseSegment(regionSegment)
  const pages = regionPagesOf(module)
  const page =
    pages.find((candidate) => candidate.slug === typed || candidate.slug === pageSlug(typed)) ??
    pages.find(
      (candidate) =>
        candidate.kind === 'region' &&
        (candidate.region.abbreviation?.toLowerCase() === typed ||
          candidate.region.code.split('-').slice(1).join('-') === typed),
    )
  const target = page ? regionPagePath(module, page) : null
  return target === asTyped ? null : target
}
