import { ownPage } from './entry'
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
  // Checked on 2026-11-27.
  ptsb: 'https://www.permanenttsb.ie/help-and-support/life-changes/bereavement-support/frequently-asked-questions/',
  /** Citizens Information on changing a vehicle's owner, with what to send when the owner has died. */
  vehicleOwnership:
    'https://www.citizensinformation.ie/en/travel_and_recreation/motoring_1/buying_or_selling_a_vehicle/change_of_ownership.html',
  royalLondonIreland: 'https://www.royallondon.ie/customer-support/life-insurance-customers/make-a-claim',
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
    ownPage(SRC.ptsb, {
      id: 'ie-ptsb',
      name: 'PTSB (permanent tsb)',
      kind: 'bank',
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'A small balance claim form if the estate is under €25,000, or the grant of representation',
      ],
    }),
    ownPage(SRC.vehicleOwnership, {
      id: 'ie-department-of-transport-vehicles',
      name: 'Department of Transport (vehicle registration)',
      kind: 'vehicle',
      usuallyNeeds: [
        'The Vehicle Registration Certificate',
        'A letter from the executor or the solicitor dealing with the will, if the car is sold or passed on',
      ],
    }),
    ownPage(SRC.royalLondonIreland, {
      id: 'ie-royal-london',
      name: 'Royal London Ireland (life insurance)',
      kind: 'insurer',
      usuallyNeeds: [
        'The insurer’s claim form, from the financial broker or its claims team',
        'The documents listed with the claim form',
      ],
    }),
    ...socialMediaFor('ie'),
  ],
  fallbackGuide: {
    title: 'Recently bereaved: steps to take after a death (gov.ie)',
    url: SRC.recentlyBereaved,
    reviewed: REVIEWED,
  },
}
