import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, checked, socialMediaFor } from './shared'
import { PHONES_CHECKED } from './entry'

/**
 * Australia: organisations people commonly tell after a death, and the Australian Death Notification Service.
 * The first ten were checked on 2026-11-25, the rest on 2026-11-27 (docs/content.md, 'Organisations catalogue').
 */
const REVIEWED_2026_11_27 = '2026-11-27'

/** Like `checked`, for the entries added in the 2026-11-27 review. */
function checkedOn27(source: string) {
  return { source, reviewed: REVIEWED_2026_11_27 }
}

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
  macquarie:
    'https://macquarie.com.au/help/personal/account-info-and-profile/unclaimed-money-and-deceased-estates/deceased-estates.html',
  bendigo: 'https://bendigobank.com.au/support/deceased-estates',
  boq: 'https://boq.com.au/help-and-support/deceased-estates',
  bankwest: 'https://www.bankwest.com.au/personal/payments-services/deceased-estates',
  hsbc: 'https://hsbc.com.au/help/deceased-estates',
  meBank: 'https://www.mebank.com.au/support/deceased-estates/',
  virginMoney: 'https://www.virginmoney.com.au/help-and-support/assistance/deceased-estates',
  bankOfMelbourne: 'https://www.bankofmelbourne.com.au/help/deceased-estates/before-you-notify-us',
  bankSa: 'https://www.banksa.com.au/help/deceased-estates/before-you-notify-us',
  bankAustralia: 'https://www.bankaust.com.au/support/deceased-estates',
  teachersMutual: 'https://tmbank.com.au/faq/Accounts/Where-can-I-find-information-on-Deceased-Estates',
  auswide: 'https://auswidebank.com.au/help/support/deceased-estates/',
  queenslandCountry: 'https://www.queenslandcountry.bank/help-info/deceased-estates/',
  greatSouthern: 'https://greatsouthernbank.com.au/tools-and-services/unexpected-events/losing-a-loved-one',
  newcastlePermanent: 'https://www.newcastlepermanent.com.au/tools-and-services/help-and-support/deceased-estates-faqs',
  ampBank: 'https://amp.com.au/help-and-support/customer-care-faqs/deceased-estates',
  pnBank: 'https://pnbank.com.au/help-and-support/deceased-estate',
  australianRetirementTrust: 'https://australianretirementtrust.com.au/insurance/claim/death',
  awareSuper: 'https://aware.com.au/member/learn/how-to/make-a-death-claim',
  /** Aware Super's page saying it has partnered with the Australian Death Notification Service. */
  awareSuperAdns:
    'https://aware.com.au/member/superannuation-and-insurance/what-is-superannuation/beneficiaries-in-superannuation/beneficiaries-claim',
  uniSuper: 'https://unisuper.com.au/insurance/make-a-claim',
  hesta: 'https://www.hesta.com.au/members/insurance/make-a-claim/death-benefit-claim',
  cbus: 'https://www.cbussuper.com.au/super/my-insurance-options/make-a-claim/death-cover-claim',
  rest: 'https://rest.com.au/insurance/claims/death-claims',
  hbf: 'https://www.hbf.com.au/members/member-assistance/death-in-the-family',
  nrmaLife: 'https://www.nrma.com.au/claims/life-insurance',
  /** Telstra's own answer 'How do I transfer or cancel an account in the event of a death?' (its help pages). */
  telstra:
    'https://www.telstra.com.au/small-business/online-support/category/account-billing/billing/how-do-i-transfer-or-cancel-an-account-in-the-event-of-a-death',
  australiaPost:
    'https://auspost.com.au/parcels-mail/manage-your-mail/redirect-hold-mail/redirect-mail/free-mail-redirection',
  sydneyWater: 'https://www.sydneywater.com.au/accounts-billing/managing-your-account/deceased-estates.html',
  transportNsw:
    'https://www.nsw.gov.au/driving-boating-and-transport/vehicle-registration/transferring-or-cancelling-registration/deceased-estates-and-transferring-vehicle-registration',
  vicRoads:
    'https://www.vicroads.vic.gov.au/registration/buy-sell-or-transfer-a-vehicle/other-types-of-transfers/deceased-estates/a-guide-to-deceased-estates',
  transportQld: 'https://www.qld.gov.au/transport/registration/transfer/deceased-estate',
  transportWa: 'https://transport.wa.gov.au/aboutus/deceased-estates-refunds.asp',
  serviceSa:
    'https://www.sa.gov.au/topics/driving-and-transport/registration/vehicle-registration/transfers/transferring-vehicle-registration-for-a-deceased-estate',
} as const

/** What a super fund usually asks for when a member has died, in plain words. */
const SUPER_NEEDS = [
  'Their member number, if you have it',
  'A certified copy of the death certificate',
  'Proof of their identity and age, such as a certified copy of their driver licence or passport',
  'Your own ID and how you were related to them',
]

/** What a state transport office usually asks for to transfer or cancel a registration. */
const VEHICLE_NEEDS = [
  'The death certificate, unless the registry has already told them of the death',
  'The vehicle registration details',
  'The will, or the grant of probate or letters of administration, showing who may act for the estate',
  'Your own ID',
]

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
      covers: [
        'au-commbank',
        'au-nab',
        'au-anz',
        'au-iinet',
        'au-aware-super',
        'au-queensland-country-bank',
        'au-newcastle-permanent',
      ],
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
      phone: {
        number: '13 28 61',
        source: 'https://www.ato.gov.au/Forms/Notification-of-a-deceased-person/',
        reviewed: PHONES_CHECKED,
      },
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
    {
      ...checkedOn27(SRC.macquarie),
      id: 'au-macquarie',
      name: 'Macquarie Bank',
      kind: 'bank',
      bereavementUrl: SRC.macquarie,
      usuallyNeeds: [
        'Their full name, date of birth, date of death and most recent address',
        'Any account numbers you know',
        'Your name, contact details and how you were related to them',
        'A certified copy of the death certificate (you can tell them before you have it)',
      ],
    },
    {
      ...checkedOn27(SRC.bendigo),
      id: 'au-bendigo',
      name: 'Bendigo Bank',
      kind: 'bank',
      bereavementUrl: SRC.bendigo,
      usuallyNeeds: [
        'The death certificate (original or certified copy)',
        'The will (original or certified copy)',
        'Their account numbers, if you have them',
        'The grant of probate or letters of administration, if the bank asks for it',
      ],
    },
    {
      ...checkedOn27(SRC.boq),
      id: 'au-boq',
      name: 'Bank of Queensland (BOQ)',
      kind: 'bank',
      bereavementUrl: SRC.boq,
      usuallyNeeds: [
        'Their date of birth and date of death',
        'Your contact details and how you were related to them',
        'Any details you have of their accounts',
      ],
    },
    {
      ...checkedOn27(SRC.bankwest),
      id: 'au-bankwest',
      name: 'Bankwest',
      kind: 'bank',
      bereavementUrl: SRC.bankwest,
      usuallyNeeds: [
        'The full death certificate (a medical certificate is not enough)',
        'The will or grant of probate',
        'Your ID as executor, administrator or next of kin',
      ],
    },
    {
      ...checkedOn27(SRC.hsbc),
      id: 'au-hsbc',
      name: 'HSBC Australia',
      kind: 'bank',
      bereavementUrl: SRC.hsbc,
      usuallyNeeds: [
        'The Deceased Customer Notification Form',
        'Their name, dates of birth and death, and account details if you know them',
        'Whether there is a will, and the solicitor’s details if one is handling the estate',
      ],
    },
    {
      ...checkedOn27(SRC.meBank),
      id: 'au-me-bank',
      name: 'ME Bank',
      kind: 'bank',
      bereavementUrl: SRC.meBank,
      usuallyNeeds: [
        'Their date of birth and date of death',
        'Your contact details and how you were related to them',
        'Any details you have of their accounts',
      ],
    },
    {
      ...checkedOn27(SRC.virginMoney),
      id: 'au-virgin-money',
      name: 'Virgin Money Australia',
      kind: 'bank',
      bereavementUrl: SRC.virginMoney,
      usuallyNeeds: [
        'Their date of birth and date of death',
        'Your contact details and how you were related to them',
        'Any details you have of their accounts, including credit cards',
      ],
    },
    {
      ...checkedOn27(SRC.bankOfMelbourne),
      id: 'au-bank-of-melbourne',
      name: 'Bank of Melbourne',
      kind: 'bank',
      bereavementUrl: SRC.bankOfMelbourne,
      usuallyNeeds: [
        'A completed Notification of Death form',
        'A certified copy of the death certificate, medical report or police report',
        'A solicitor’s letter instead, if a solicitor is acting for you',
      ],
    },
    {
      ...checkedOn27(SRC.bankSa),
      id: 'au-banksa',
      name: 'BankSA',
      kind: 'bank',
      bereavementUrl: SRC.bankSa,
      usuallyNeeds: [
        'Proof of death, such as the death certificate or a funeral bill',
        'Their full name and one account number, if possible',
        'A certified copy of the will, if there is one',
        'Your ID, if you do not bank with BankSA',
      ],
    },
    {
      ...checkedOn27(SRC.bankAustralia),
      id: 'au-bank-australia',
      name: 'Bank Australia',
      kind: 'bank',
      bereavementUrl: SRC.bankAustralia,
      usuallyNeeds: [
        'Certified copies of the death certificate and the will',
        'The funeral invoice or receipt',
        'The bank’s estate forms, completed by the executors or administrators',
      ],
    },
    {
      ...checkedOn27(SRC.teachersMutual),
      id: 'au-teachers-mutual',
      name: 'Teachers Mutual Bank',
      kind: 'bank',
      bereavementUrl: SRC.teachersMutual,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checkedOn27(SRC.auswide),
      id: 'au-auswide',
      name: 'Auswide Bank',
      kind: 'bank',
      bereavementUrl: SRC.auswide,
      usuallyNeeds: [
        'The Deceased Estate notification form',
        'The death certificate',
        'The will, if there is one',
        'ID for each executor or administrator who does not bank with Auswide',
      ],
    },
    {
      ...checkedOn27(SRC.queenslandCountry),
      id: 'au-queensland-country-bank',
      name: 'Queensland Country Bank',
      kind: 'bank',
      bereavementUrl: SRC.queenslandCountry,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checkedOn27(SRC.greatSouthern),
      id: 'au-great-southern-bank',
      name: 'Great Southern Bank',
      kind: 'bank',
      bereavementUrl: SRC.greatSouthern,
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'The will, or the grant of probate or letters of administration for larger estates',
        'A Certification of Identity Form for each executor who does not bank with them',
      ],
    },
    {
      ...checkedOn27(SRC.newcastlePermanent),
      id: 'au-newcastle-permanent',
      name: 'Newcastle Permanent',
      kind: 'bank',
      bereavementUrl: SRC.newcastlePermanent,
      usuallyNeeds: [
        'A completed Deceased Estate form',
        'A certified copy of the death certificate (you can tell them before you have it)',
        'The will, letters of administration or grant of probate',
        'Certified ID for each executor',
      ],
    },
    {
      ...checkedOn27(SRC.ampBank),
      id: 'au-amp-bank',
      name: 'AMP Bank',
      kind: 'bank',
      bereavementUrl: SRC.ampBank,
      usuallyNeeds: [
        'A certified copy of the death certificate, grant of probate or letters of administration',
        'More documents to see or use the accounts, as the bank will explain',
      ],
    },
    {
      ...checkedOn27(SRC.pnBank),
      id: 'au-pn-bank',
      name: 'P&N Bank',
      kind: 'bank',
      bereavementUrl: SRC.pnBank,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checkedOn27(SRC.australianRetirementTrust),
      id: 'au-australian-retirement-trust',
      name: 'Australian Retirement Trust (super)',
      kind: 'pension',
      bereavementUrl: SRC.australianRetirementTrust,
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'A certified copy of their ID, in most cases',
        'The claims pack the fund sends you, filled in',
      ],
    },
    {
      ...checkedOn27(SRC.awareSuperAdns),
      id: 'au-aware-super',
      name: 'Aware Super',
      kind: 'pension',
      bereavementUrl: SRC.awareSuper,
      usuallyNeeds: [
        'Their name, member number (if known), last address, date of birth and date of death',
        'A certified copy of the death certificate',
        'A certified copy of the will, if there is one',
        'Your own ID',
      ],
    },
    {
      ...checkedOn27(SRC.uniSuper),
      id: 'au-unisuper',
      name: 'UniSuper',
      kind: 'pension',
      bereavementUrl: SRC.uniSuper,
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'Certified copies of their proof of identity',
        'A completed Statement of dependants form',
      ],
    },
    {
      ...checkedOn27(SRC.hesta),
      id: 'au-hesta',
      name: 'HESTA (super)',
      kind: 'pension',
      bereavementUrl: SRC.hesta,
      usuallyNeeds: SUPER_NEEDS,
    },
    {
      ...checkedOn27(SRC.cbus),
      id: 'au-cbus',
      name: 'Cbus Super',
      kind: 'pension',
      bereavementUrl: SRC.cbus,
      usuallyNeeds: SUPER_NEEDS,
    },
    {
      ...checkedOn27(SRC.rest),
      id: 'au-rest',
      name: 'Rest (super)',
      kind: 'pension',
      bereavementUrl: SRC.rest,
      usuallyNeeds: SUPER_NEEDS,
    },
    {
      ...checkedOn27(SRC.hbf),
      id: 'au-hbf',
      name: 'HBF (health insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.hbf,
      usuallyNeeds: [
        'Their membership details',
        'Authority from the executor or administrator, for claims or refunds on a single policy',
      ],
    },
    {
      ...checkedOn27(SRC.nrmaLife),
      id: 'au-nrma-life',
      name: 'NRMA Insurance (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.nrmaLife,
      usuallyNeeds: [
        'The completed life insurance claim form',
        'A certified copy of the death certificate',
        'A certified copy of their birth certificate or passport',
        'Certified proof of your identity and relationship to them',
      ],
    },
    {
      ...checkedOn27(SRC.telstra),
      id: 'au-telstra',
      name: 'Telstra (phone and internet)',
      kind: 'telecoms',
      bereavementUrl: SRC.telstra,
      usuallyNeeds: [
        'The Bereavement Support Form (a Telstra store can help you fill it in)',
        'Proof that you are the executor, next of kin, attorney or an authorised person on the account',
      ],
    },
    {
      ...checkedOn27(SRC.australiaPost),
      id: 'au-australia-post',
      name: 'Australia Post (free mail redirection for 12 months)',
      kind: 'other',
      bereavementUrl: SRC.australiaPost,
      usuallyNeeds: [
        'A completed mail redirection form, at a Post Office',
        'Your proof of identity',
        'A copy of the grant of probate or letters of administration',
      ],
    },
    {
      ...checkedOn27(SRC.sydneyWater),
      id: 'au-sydney-water',
      name: 'Sydney Water',
      kind: 'utility',
      bereavementUrl: SRC.sydneyWater,
      usuallyNeeds: [
        'A copy of the bill, to add the property to your online account',
        'The solicitor’s details, if one is handling probate',
      ],
      regions: ['au-nsw'],
    },
    {
      ...checkedOn27(SRC.transportNsw),
      id: 'au-transport-nsw',
      name: 'Transport for NSW (vehicle registration)',
      kind: 'vehicle',
      bereavementUrl: SRC.transportNsw,
      usuallyNeeds: VEHICLE_NEEDS,
      regions: ['au-nsw'],
    },
    {
      ...checkedOn27(SRC.vicRoads),
      id: 'au-vicroads',
      name: 'VicRoads (licence and registration)',
      kind: 'vehicle',
      bereavementUrl: SRC.vicRoads,
      usuallyNeeds: VEHICLE_NEEDS,
      regions: ['au-vic'],
    },
    {
      ...checkedOn27(SRC.transportQld),
      id: 'au-transport-qld',
      name: 'Queensland Transport and Main Roads (vehicle registration)',
      kind: 'vehicle',
      bereavementUrl: SRC.transportQld,
      usuallyNeeds: VEHICLE_NEEDS,
      regions: ['au-qld'],
    },
    {
      ...checkedOn27(SRC.transportWa),
      id: 'au-transport-wa',
      name: 'Department of Transport WA (licence and vehicle licence)',
      kind: 'vehicle',
      bereavementUrl: SRC.transportWa,
      usuallyNeeds: VEHICLE_NEEDS,
      regions: ['au-wa'],
    },
    {
      ...checkedOn27(SRC.serviceSa),
      id: 'au-service-sa',
      name: 'Service SA (vehicle registration)',
      kind: 'vehicle',
      bereavementUrl: SRC.serviceSa,
      usuallyNeeds: VEHICLE_NEEDS,
      regions: ['au-sa'],
    },
    ...socialMediaFor('au'),
  ],
}
