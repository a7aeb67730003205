import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * Canada: organisations people commonly tell after a death. Whether a province's vital statistics office tells
 * Service Canada for you could not be confirmed on an official page, so there is no one-stop service; the catalogue
 * points to the federal page instead (docs/content.md, 'Organisations catalogue').
 */
const SRC = {
  federalDeath: 'https://www.canada.ca/en/employment-social-development/services/benefits/family/death.html',
  /** British Columbia's 'who to notify' page: Service Canada, the CRA (1-800-959-8281) and the Passport Program. */
  bcWhoToNotify: 'https://www2.gov.bc.ca/gov/content/life-events/death/after-death/who-to-notify',
  bmo: 'https://www.bmo.com/en-ca/main/personal/estate-settlement',
} as const

export const CANADA_ORGANISATIONS: OrganisationCatalogue = {
  country: 'CA',
  oneStopServices: [],
  organisations: [
    {
      ...checked(SRC.federalDeath),
      id: 'ca-service-canada',
      name: 'Service Canada (Canada Pension Plan, Old Age Security, Employment Insurance)',
      kind: 'social-security',
      bereavementUrl: SRC.federalDeath,
      usuallyNeeds: [
        'The funeral home’s statement of death or the death certificate',
        'Their social insurance number (SIN)',
      ],
    },
    {
      ...checked(SRC.bcWhoToNotify),
      id: 'ca-cra',
      name: 'Canada Revenue Agency (CRA)',
      kind: 'tax',
      bereavementUrl: SRC.federalDeath,
      usuallyNeeds: [
        'The date of death',
        'Their social insurance number (SIN)',
        'Their last tax return or notice of assessment',
      ],
    },
    {
      ...checked(SRC.bcWhoToNotify),
      id: 'ca-passport-program',
      name: 'Passport Program (cancel a Canadian passport)',
      kind: 'passport',
      bereavementUrl: SRC.bcWhoToNotify,
      usuallyNeeds: [
        'The passport, if it is still valid',
        'A copy of the death certificate',
        'A letter saying whether the cancelled passport should be returned or destroyed',
      ],
    },
    {
      ...checked(SRC.bmo),
      id: 'ca-bmo',
      name: 'BMO Bank of Montreal',
      kind: 'bank',
      bereavementUrl: SRC.bmo,
      usuallyNeeds: BANK_NEEDS,
    },
    ...socialMediaFor('ca'),
  ],
  fallbackGuide: {
    title: 'Inform the federal government of a death (canada.ca)',
    url: SRC.federalDeath,
    reviewed: REVIEWED,
  },
}
