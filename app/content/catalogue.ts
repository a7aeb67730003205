import type { CountryCode, CountryInfo } from './schema'

/**
 * The six countries Afterword covers, in the order pages list them. Light enough for any page to import;
 * the full content of each country is in ./countries/.
 */
export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  AU: {
    code: 'AU',
    slug: 'australia',
    name: 'Australia',
    flag: '🇦🇺',
    currency: 'AUD',
    regionNoun: 'state or territory',
    description: 'All eight states and territories: registries, probate, public trustees and support.',
  },
  CA: {
    code: 'CA',
    slug: 'canada',
    name: 'Canada',
    flag: '🇨🇦',
    currency: 'CAD',
    regionNoun: 'province or territory',
    description: 'All thirteen provinces and territories, with French-language services and Indigenous protocols.',
  },
  IE: {
    code: 'IE',
    slug: 'ireland',
    name: 'Ireland',
    flag: '🇮🇪',
    currency: 'EUR',
    regionNoun: 'county',
    description: 'Civil registration offices in every county, probate, Revenue and Irish-language services.',
  },
  NZ: {
    code: 'NZ',
    slug: 'new-zealand',
    name: 'New Zealand',
    flag: '🇳🇿',
    currency: 'NZD',
    regionNoun: 'region',
    description: 'Registration, High Court probate, Māori protocols and Pacific language services.',
  },
  UK: {
    code: 'UK',
    slug: 'uk',
    name: 'United Kingdom',
    flag: '🇬🇧',
    currency: 'GBP',
    regionNoun: 'nation',
    description: 'England, Wales, Scotland and Northern Ireland: registration, probate and Tell Us Once.',
  },
  US: {
    code: 'US',
    slug: 'usa',
    name: 'United States',
    flag: '🇺🇸',
    currency: 'USD',
    regionNoun: 'state',
    description: 'All fifty states and DC: vital records, small-estate rules and probate courts.',
  },
}

/** Display order: alphabetical by name, as people scan for their own country. */
export const COUNTRY_LIST: CountryInfo[] = [
  COUNTRIES.AU,
  COUNTRIES.CA,
  COUNTRIES.IE,
  COUNTRIES.NZ,
  COUNTRIES.UK,
  COUNTRIES.US,
]
