import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, checked, socialMediaFor } from './shared'

/**
 * Australia: organisations people commonly tell after a death, and the Australian Death Notification Service.
 * Checked on 2026-11-25 (docs/content.md, 'Organisations catalogue').
 */
const SRC = {
  adns: 'https://www.deathnotification.gov.au',
  adnsServiceNsw: 'https://www.service.nsw.gov.au/transaction/use-the-australian-death-notification-service-adns',
  ato: 'https://ato.gov.au/Individuals/Deceased-estates/Notifying-us-of-a-death-and-who-will-manage-the-estate',
  servicesAustralia:
    'https://www.servicesaustralia.gov.au/individuals/subjects/death-and-bereavement/who-tell-when-someone-dies',
  commbank: 'https://www.commbank.com.au/support/deceased-estates.html',
  nab: 'https://nab.com.au/personal/life-moments/unplanned/losing-loved-ones/first-steps',
  anz: 'https://www.anz.com.au/personal/bank-accounts/your-account/deceased-estates/',
  westpac: 'https://www.westpac.com.au/help/lifemoments/managing-unplanned-moments/deceased-estates/',
  australianSuper: 'https://australiansuper.com/insurance/super-death-benefit',
  iinet: 'https://help.iinet.net.au/managing-account-following-bereavement',
} as const

export const AUSTRALIA_ORGANISATIONS: OrganisationCatalogue = {
  country: 'AU',
  oneStopServices: [
    {
      ...checked(SRC.adnsServiceNsw),
      id: 'au-death-notification-service',
      name: 'Australian Death Notification Service',
      summary:
        'A free government service that lets anyone tell several organisations about a death with one online notification. Participating banks, telcos, utilities and super funds then contact you.',
      howToUse: [
        'Wait until the state or territory registry has issued the death certificate.',
        'Enter the name, date of death, the state or territory where they died and their last address.',
        'The service checks these against the Australian Death Check.',
        'Choose the participating organisations to tell; add account or membership numbers if you have them.',
      ],
      url: SRC.adns,
      covers: ['au-commbank', 'au-nab', 'au-anz', 'au-iinet'],
      availability:
        'Anyone can use it once a death certificate has been issued by the registry of births, deaths and marriages.',
    },
  ],
  organisations: [
    {
      ...checked(SRC.ato),
      id: 'au-ato',
      name: 'Australian Taxation Office (ATO)',
      kind: 'tax',
      bereavementUrl: SRC.ato,
      usuallyNeeds: [
        'The death certificate, or the grant of probate or letters of administration',
        'Proof you are the executor or administrator, to manage the estate',
      ],
    },
    {
      ...checked(SRC.servicesAustralia),
      id: 'au-services-australia',
      name: 'Services Australia (Centrelink, Medicare, Child Support)',
      kind: 'social-security',
      bereavementUrl: SRC.servicesAustralia,
      usuallyNeeds: [
        'Their full name and date of birth',
        'The date of death',
        'The Advice of death form, if you send it',
      ],
    },
    {
      ...checked(SRC.commbank),
      id: 'au-commbank',
      name: 'Commonwealth Bank (CommBank)',
      kind: 'bank',
      bereavementUrl: SRC.commbank,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.nab),
      id: 'au-nab',
      name: 'NAB',
      kind: 'bank',
      bereavementUrl: SRC.nab,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.anz),
      id: 'au-anz',
      name: 'ANZ',
      kind: 'bank',
      bereavementUrl: SRC.anz,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checked(SRC.westpac),
      id: 'au-westpac',
      name: 'Westpac',
      kind: 'bank',
      bereavementUrl: SRC.westpac,
      usuallyNeeds: [
        'A completed Notification of Death form',
        'A certified copy of the death certificate',
        'A certified copy of the will, if there is one',
      ],
    },
    {
      ...checked(SRC.australianSuper),
      id: 'au-australiansuper',
      name: 'AustralianSuper',
      kind: 'pension',
      bereavementUrl: SRC.australianSuper,
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'The member number, if you have it',
        'Proof of your relationship to the member',
      ],
    },
    {
      ...checked(SRC.iinet),
      id: 'au-iinet',
      name: 'iiNet (phone and internet)',
      kind: 'telecoms',
      bereavementUrl: SRC.iinet,
      usuallyNeeds: [
        'Their username, mobile number or account number',
        'A copy of the death certificate or coroner’s notice',
      ],
    },
    ...socialMediaFor('au'),
  ],
}
