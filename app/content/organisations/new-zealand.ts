import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * New Zealand: organisations people commonly tell after a death. No official one-stop service could be confirmed
 * (myTrove is run on a non-government host), so the catalogue points to govt.nz instead (docs/content.md).
 */
const SRC = {
  govtWhatToDo: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/what-to-do-someone-dies/',
  ird: 'https://www.classic.ird.govt.nz/forms-guides/number/forms-600-699/ir625-form-refund-deceased-person.html',
  workAndIncome: 'https://workandincome.govt.nz/on-a-benefit/payments/stop-your-payment.html',
  anz: 'https://anz.co.nz/comms/deceased-estates',
  asb: 'https://www.asb.co.nz/banking-with-asb/deceased-estates.html',
  bnz: 'https://bnz.co.nz/support/everyday-accounts/managing-accounts/managing-a-deceased-estate',
  kiwibank: 'https://kiwibank.co.nz/personal-banking/accounts/help-your-account/deceased-estates',
  westpac: 'https://www.westpac.co.nz/personal/life-money/navigating-trying-times/loss-of-a-loved-one/',
} as const

export const NEW_ZEALAND_ORGANISATIONS: OrganisationCatalogue = {
  country: 'NZ',
  oneStopServices: [],
  organisations: [
    {
      ...checked(SRC.ird),
      id: 'nz-ird',
      name: 'Inland Revenue (IRD)',
      kind: 'tax',
      bereavementUrl: SRC.ird,
      usuallyNeeds: ['Their IRD number', 'A copy of the death certificate', 'The date and place of death'],
    },
    {
      ...checked(SRC.workAndIncome),
      id: 'nz-work-and-income',
      name: 'Work and Income (benefits, NZ Super and Veteran’s Pension)',
      kind: 'social-security',
      bereavementUrl: SRC.workAndIncome,
      usuallyNeeds: ['Their full name and client number, if you have it', 'The date of death'],
    },
    {
      ...checked(SRC.anz),
      id: 'nz-anz',
      name: 'ANZ New Zealand',
      kind: 'bank',
      bereavementUrl: SRC.anz,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.asb),
      id: 'nz-asb',
      name: 'ASB',
      kind: 'bank',
      bereavementUrl: SRC.asb,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.bnz),
      id: 'nz-bnz',
      name: 'BNZ',
      kind: 'bank',
      bereavementUrl: SRC.bnz,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.kiwibank),
      id: 'nz-kiwibank',
      name: 'Kiwibank',
      kind: 'bank',
      bereavementUrl: SRC.kiwibank,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.westpac),
      id: 'nz-westpac',
      name: 'Westpac New Zealand',
      kind: 'bank',
      bereavementUrl: SRC.westpac,
      usuallyNeeds: BANK_NEEDS,
    },
    ...socialMediaFor('nz'),
  ],
  fallbackGuide: {
    title: 'What to do when someone dies (govt.nz)',
    url: SRC.govtWhatToDo,
    reviewed: REVIEWED,
  },
}
