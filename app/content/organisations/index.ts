// PLACEHOLDER: replaced by the researched catalogue on merge
import type { CountryCode } from '../schema'
import type { CatalogueOrganisation, OrganisationCatalogue } from './schema'

/**
 * A small stand-in for the per-country catalogue (issue 19), so the organisations feature can be built and
 * tested before the researched one lands. Only the API and a few ids (uk-tell-us-once covering uk-hmrc,
 * uk-dwp and uk-council; uk-barclays outside it; au-death-notification-service covering au-commonwealth-bank
 * and au-telstra) are relied on by tests. The addresses are home pages or official guidance pages.
 */

const REVIEWED = '2026-11-25'
const UK_GUIDE = 'https://www.gov.uk/after-a-death/organisations-you-need-to-contact-and-tell-us-once'
const AU_SERVICE = 'https://www.deathnotification.gov.au/'

function organisation(
  entry: Omit<CatalogueOrganisation, 'reviewed' | 'source' | 'usuallyNeeds'> & {
    source?: string
    usuallyNeeds?: string[]
  },
): CatalogueOrganisation {
  return {
    source: entry.source ?? entry.bereavementUrl,
    reviewed: REVIEWED,
    usuallyNeeds: entry.usuallyNeeds ?? ['A copy of the death certificate', 'The account or reference number'],
    ...entry,
  }
}

export const ORGANISATION_CATALOGUES: Record<CountryCode, OrganisationCatalogue> = {
  UK: {
    country: 'UK',
    oneStopServices: [
      {
        id: 'uk-tell-us-once',
        name: 'Tell Us Once',
        summary:
          'Reports a death to most government organisations in one go, such as HMRC, the DWP and the local council.',
        howToUse: [
          'When you register the death, the registrar gives you a Tell Us Once reference number.',
          'Use the number online or by phone within 28 days.',
        ],
        url: UK_GUIDE,
        covers: ['uk-hmrc', 'uk-dwp', 'uk-council'],
        availability: 'Offered by the registrar when you register the death',
        source: UK_GUIDE,
        reviewed: REVIEWED,
      },
    ],
    organisations: [
      organisation({ id: 'uk-hmrc', name: 'HM Revenue and Customs', kind: 'tax', bereavementUrl: UK_GUIDE }),
      organisation({
        id: 'uk-dwp',
        name: 'Department for Work and Pensions',
        kind: 'social-security',
        bereavementUrl: UK_GUIDE,
      }),
      organisation({ id: 'uk-council', name: 'The local council', kind: 'council', bereavementUrl: UK_GUIDE }),
      organisation({
        id: 'uk-barclays',
        name: 'Barclays',
        kind: 'bank',
        bereavementUrl: 'https://www.barclays.co.uk/',
      }),
    ],
  },
  AU: {
    country: 'AU',
    oneStopServices: [
      {
        id: 'au-death-notification-service',
        name: 'Australian Death Notification Service',
        summary: 'Tells several organisations, such as banks and phone companies, about a death with one online form.',
        howToUse: ['Register the death with your state or territory first.', 'Fill in the form on the service’s site.'],
        url: AU_SERVICE,
        covers: ['au-commonwealth-bank', 'au-telstra'],
        availability: 'Once the death is registered',
        source: AU_SERVICE,
        reviewed: REVIEWED,
      },
    ],
    organisations: [
      organisation({
        id: 'au-commonwealth-bank',
        name: 'Commonwealth Bank',
        kind: 'bank',
        bereavementUrl: 'https://www.commbank.com.au/',
      }),
      organisation({
        id: 'au-telstra',
        name: 'Telstra',
        kind: 'telecoms',
        bereavementUrl: 'https://www.telstra.com.au/',
      }),
      organisation({
        id: 'au-ato',
        name: 'Australian Taxation Office',
        kind: 'tax',
        bereavementUrl: 'https://www.ato.gov.au/',
      }),
    ],
  },
  CA: {
    country: 'CA',
    oneStopServices: [],
    organisations: [
      organisation({
        id: 'ca-cra',
        name: 'Canada Revenue Agency',
        kind: 'tax',
        bereavementUrl: 'https://www.canada.ca/',
      }),
      organisation({
        id: 'ca-service-canada',
        name: 'Service Canada',
        kind: 'social-security',
        bereavementUrl: 'https://www.canada.ca/',
      }),
      organisation({
        id: 'ca-rbc',
        name: 'RBC Royal Bank',
        kind: 'bank',
        bereavementUrl: 'https://www.rbcroyalbank.com/',
      }),
    ],
    fallbackGuide: { title: 'Government of Canada', url: 'https://www.canada.ca/', reviewed: REVIEWED },
  },
  IE: {
    country: 'IE',
    oneStopServices: [],
    organisations: [
      organisation({ id: 'ie-revenue', name: 'Revenue', kind: 'tax', bereavementUrl: 'https://www.revenue.ie/' }),
      organisation({
        id: 'ie-social-protection',
        name: 'Department of Social Protection',
        kind: 'social-security',
        bereavementUrl: 'https://www.gov.ie/',
      }),
      organisation({ id: 'ie-aib', name: 'AIB', kind: 'bank', bereavementUrl: 'https://aib.ie/' }),
    ],
    fallbackGuide: { title: 'Citizens Information', url: 'https://www.citizensinformation.ie/', reviewed: REVIEWED },
  },
  NZ: {
    country: 'NZ',
    oneStopServices: [],
    organisations: [
      organisation({ id: 'nz-ird', name: 'Inland Revenue', kind: 'tax', bereavementUrl: 'https://www.ird.govt.nz/' }),
      organisation({
        id: 'nz-work-and-income',
        name: 'Work and Income',
        kind: 'social-security',
        bereavementUrl: 'https://www.workandincome.govt.nz/',
      }),
      organisation({ id: 'nz-anz', name: 'ANZ', kind: 'bank', bereavementUrl: 'https://www.anz.co.nz/' }),
    ],
    fallbackGuide: { title: 'New Zealand Government', url: 'https://www.govt.nz/', reviewed: REVIEWED },
  },
  US: {
    country: 'US',
    oneStopServices: [],
    organisations: [
      organisation({
        id: 'us-ssa',
        name: 'Social Security Administration',
        kind: 'social-security',
        bereavementUrl: 'https://www.ssa.gov/',
      }),
      organisation({
        id: 'us-irs',
        name: 'Internal Revenue Service',
        kind: 'tax',
        bereavementUrl: 'https://www.irs.gov/',
      }),
      organisation({
        id: 'us-chase',
        name: 'Chase',
        kind: 'bank',
        bereavementUrl: 'https://www.chase.com/',
      }),
    ],
    fallbackGuide: { title: 'USA.gov', url: 'https://www.usa.gov/', reviewed: REVIEWED },
  },
}

export function catalogueFor(country: CountryCode): OrganisationCatalogue {
  return ORGANISATION_CATALOGUES[country]
}

export function findCatalogueOrganisation(country: CountryCode, id: string): CatalogueOrganisation | undefined {
  return ORGANISATION_CATALOGUES[country].organisations.find((entry) => entry.id === id)
}
