import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * Ireland: no official service tells several organisations at once, and whether the General Register Office tells
 * the Department of Social Protection could not be confirmed; gov.ie says to tell the section that pays each
 * social welfare payment (docs/content.md, 'Organisations catalogue').
 */
const SRC = {
  recentlyBereaved: 'https://gov.ie/en/publication/847761-recently-bereaved',
  revenue:
    'https://revenue.ie/en/life-events-and-personal-circumstances/death-and-bereavement/information-on-tax-after-a-bereavement/duties-of-a-personal-representative.aspx',
  bankOfIreland: 'https://personalbanking.bankofireland.com/financial-wellbeing/extra-help/bereavement',
} as const

export const IRELAND_ORGANISATIONS: OrganisationCatalogue = {
  country: 'IE',
  oneStopServices: [],
  organisations: [
    {
      ...checked(SRC.revenue),
      id: 'ie-revenue',
      name: 'Revenue',
      kind: 'tax',
      bereavementUrl: SRC.revenue,
      usuallyNeeds: ['The date of death', 'Your name and address as personal representative'],
    },
    {
      ...checked(SRC.recentlyBereaved),
      id: 'ie-social-protection',
      name: 'Department of Social Protection (social welfare payments and State Pension)',
      kind: 'social-security',
      bereavementUrl: SRC.recentlyBereaved,
      usuallyNeeds: ['Their PPS number', 'Which social welfare payments they received', 'The date of death'],
    },
    {
      ...checked(SRC.bankOfIreland),
      id: 'ie-bank-of-ireland',
      name: 'Bank of Ireland',
      kind: 'bank',
      bereavementUrl: SRC.bankOfIreland,
      usuallyNeeds: BANK_NEEDS,
    },
    ...socialMediaFor('ie'),
  ],
  fallbackGuide: {
    title: 'Recently bereaved: steps to take after a death (gov.ie)',
    url: SRC.recentlyBereaved,
    reviewed: REVIEWED,
  },
}
