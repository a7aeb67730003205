import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, checked, socialMediaFor } from './shared'

/**
 * United States: no official service tells several organisations at once (the funeral director usually reports the
 * death to Social Security, which is one agency). The Social Security, IRS and State Department pages themselves could
 * not be read in the stored copies on 2026-11-25, so those agencies are left out and listed in docs/content.md.
 */
const SRC = {
  /** USAGov's 'report a death' page in Spanish, checked in the first review of the US content (2026-11-21). */
  usaGovReportDeath: 'https://www.usa.gov/es/reportar-una-muerte',
  chase: 'https://www.chase.com/personal/personal-account/faqs/beneficiary',
} as const

export const USA_ORGANISATIONS: OrganisationCatalogue = {
  country: 'US',
  oneStopServices: [],
  organisations: [
    {
      ...checked(SRC.chase),
      id: 'us-chase',
      name: 'Chase (JPMorgan Chase Bank)',
      kind: 'bank',
      bereavementUrl: SRC.chase,
      usuallyNeeds: BANK_NEEDS,
    },
    ...socialMediaFor('us'),
  ],
  fallbackGuide: {
    title: 'USAGov: report a death (Spanish-language page)',
    url: SRC.usaGovReportDeath,
    reviewed: '2026-11-21',
  },
}
