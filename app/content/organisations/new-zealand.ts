import type { OrganisationCatalogue } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * New Zealand: organisations people commonly tell after a death. No official one-stop service could be confirmed
 * (myTrove is run on a non-government host), so the catalogue points to govt.nz instead (docs/content.md).
 * The first nine were checked on 2026-11-25, the rest on 2026-11-27.
 */
const REVIEWED_2026_11_27 = '2026-11-27'

/** Like `checked`, for the entries added in the 2026-11-27 review. */
function checkedOn27(source: string) {
  return { source, reviewed: REVIEWED_2026_11_27 }
}
const SRC = {
  govtWhatToDo: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/what-to-do-someone-dies/',
  ird: 'https://www.classic.ird.govt.nz/forms-guides/number/forms-600-699/ir625-form-refund-deceased-person.html',
  workAndIncome: 'https://workandincome.govt.nz/on-a-benefit/payments/stop-your-payment.html',
  anz: 'https://anz.co.nz/comms/deceased-estates',
  asb: 'https://www.asb.co.nz/banking-with-asb/deceased-estates.html',
  bnz: 'https://bnz.co.nz/support/everyday-accounts/managing-accounts/managing-a-deceased-estate',
  kiwibank: 'https://kiwibank.co.nz/personal-banking/accounts/help-your-account/deceased-estates',
  westpac: 'https://www.westpac.co.nz/personal/life-money/navigating-trying-times/loss-of-a-loved-one/',
  sbs: 'https://www.sbsbank.co.nz/everyday/deceased-estates',
  tsb: 'https://tsb.co.nz/deceased-estates',
  cooperativeBank:
    'https://www.co-operativebank.co.nz/help/managing-your-account-everyday-banking/managing-deceased-estates',
  twoDegrees: 'https://www.2degrees.nz/help/account-and-billing/managing-the-mobile-account-of-a-deceased-person',
  oneNz: 'https://one.nz/help/my-one-nz/changes-in-the-event-of-a-death/',
  /** govt.nz's page on registering a death, which links the form below. */
  registeringDeath: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/registering-a-death/',
  /** The accessible text of the BDM28 'Notification of death for registration' form, on govt.nz. */
  bdm28:
    'https://www.govt.nz/assets/Documents/Family-and-whanau/BDM28-Notification-of-death-for-registration-accessible-txt-file.txt',
  /** Electoral Act 1993, s 92: the Registrar-General tells the Electoral Commission of each registered death. */
  electoralAct92: 'https://www.legislation.govt.nz/act/public/1993/0087/latest/DLM308887.html',
  accSurvivorsGrant: 'https://www.acc.co.nz/making-a-claim/what-support-can-i-get/ECI0040',
  publicTrust:
    'https://www.publictrust.co.nz/products-and-services/when-someone-has-died/guidance-when-a-loved-one-passes',
  nzta: 'https://www.nzta.govt.nz/vehicles/how-the-motor-vehicle-register-affects-you/vehicle-owner-has-passed-away/',
  veteransAffairs: 'https://veteransaffairs.mil.nz/support/family-support/sspp/',
  firearms:
    'https://firearmssafetyauthority.govt.nz/manage-and-apply/health-and-wellbeing/when-firearms-licence-holder-dies',
  linzTransmission: 'https://www.linz.govt.nz/kb/659',
  christchurchRates:
    'https://www.ccc.govt.nz/services/rates-and-valuations/refunds-and-transfers/change-of-property-ownership',
  watercare: 'https://www.watercare.co.nz/residents/help-and-support/loss-of-a-loved-one',
  aaLife: 'https://aa.co.nz/insurance/life-insurance/make-a-claim/',
  aia: 'https://www.aia.co.nz/en/claims/life-insurance-claims.html',
  asteron: 'https://asteronlife.co.nz/claims',
  chubbLife: 'https://chubb.com/nz-en/personal/life-insurance/life-insurance-claims.html',
  pinnacleLife: 'https://pinnaclelife.co.nz/claims',
  nzSeniors: 'https://www.nzseniors.co.nz/life-insurance/faq/claims',
  superLife: 'https://www.superlife.co.nz/payments-on-death-under-15-000',
  ampKiwiSaver: 'https://amp.co.nz/learn/what-happens-to-your-kiwisaver-when-you-die',
  kiwiWealth: 'https://www.kiwiwealth.co.nz/help/what-happens-to-my-kiwisaver-if-i-die',
  kernel:
    'https://intercom.help/kernelwealth/en/articles/11998479-what-happens-after-you-ve-notified-us-about-a-loved-one-s-passing',
  ampLife: 'https://amplife.co.nz/support/insurance-claim',
  ailNz: 'https://www.ailnz.co.nz/claims',
  /** Ministry of Justice: applying to the High Court for probate or letters of administration. */
  highCourtProbate: 'https://justice.govt.nz/courts/high-court/apply-for-probate-and-get-copy-of-will',
  kawerauRates: 'https://kaweraudc.govt.nz/residents/rates/changes-ownership-sale-property',
  kaiparaRates: 'https://www.kaipara.govt.nz/change-of-ownership',
} as const

/** What a life insurer usually asks for on a death claim, in plain words. */
const LIFE_CLAIM_NEEDS = [
  'The policy number, if you have it',
  'A copy of the death certificate',
  'The insurer’s claim form',
  'The will, probate or letters of administration, if the person owned the policy themselves',
]

/** What a KiwiSaver or super provider usually asks for; the balance is paid to the estate. */
const KIWISAVER_NEEDS = [
  'Their IRD number or member number, if you have it',
  'A copy of the death certificate',
  'Probate or letters of administration, unless the balance is small enough to be paid without',
]

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
    {
      ...checkedOn27(SRC.sbs),
      id: 'nz-sbs',
      name: 'SBS Bank',
      kind: 'bank',
      bereavementUrl: SRC.sbs,
      usuallyNeeds: [
        'A certified copy of the death certificate',
        'The bank’s Estate Claim and Instructions Form',
        'Proof that you may act for the estate, and your ID',
      ],
    },
    {
      ...checkedOn27(SRC.tsb),
      id: 'nz-tsb',
      name: 'TSB',
      kind: 'bank',
      bereavementUrl: SRC.tsb,
      usuallyNeeds: [
        'The online form telling them who has died',
        'A certified copy of the death certificate',
        'A certified copy of the will, if there is one',
        'Probate or letters of administration, for larger estates',
      ],
    },
    {
      ...checkedOn27(SRC.cooperativeBank),
      id: 'nz-co-operative-bank',
      name: 'The Co-operative Bank',
      kind: 'bank',
      bereavementUrl: SRC.cooperativeBank,
      usuallyNeeds: BANK_NEEDS,
    },
    {
      ...checkedOn27(SRC.twoDegrees),
      id: 'nz-2degrees',
      name: '2degrees (mobile)',
      kind: 'telecoms',
      bereavementUrl: SRC.twoDegrees,
      usuallyNeeds: [
        'Proof of death, such as a certified death certificate or a funeral invoice',
        'Whether to close the account, move it to prepay or transfer it to someone else',
      ],
    },
    {
      ...checkedOn27(SRC.oneNz),
      id: 'nz-one-nz',
      name: 'One NZ (mobile and broadband)',
      kind: 'telecoms',
      bereavementUrl: SRC.oneNz,
      usuallyNeeds: [
        'The date of death and death certificate number, if known',
        'Proof that you are the executor, trustee, administrator or a named contact on the account',
        'ID for the new account holder, if the account is being transferred',
      ],
    },
    {
      ...checkedOn27(SRC.accSurvivorsGrant),
      id: 'nz-acc',
      name: 'ACC (accidental death)',
      kind: 'social-security',
      bereavementUrl: SRC.accSurvivorsGrant,
      usuallyNeeds: [
        'The ACC21 Advice of accidental death form, signed by the executor or next of kin',
        'Details of the accident and of the partner, children and other dependants',
      ],
    },
    {
      ...checkedOn27(SRC.veteransAffairs),
      id: 'nz-veterans-affairs',
      name: 'Veterans’ Affairs (veteran’s family support)',
      kind: 'social-security',
      bereavementUrl: SRC.veteransAffairs,
      usuallyNeeds: [
        'The Surviving Spouse or Partner Pension application form',
        'Details of the veteran’s service and any pension they received',
      ],
    },
    {
      ...checkedOn27(SRC.nzta),
      id: 'nz-nzta',
      name: 'NZ Transport Agency Waka Kotahi (vehicle ownership)',
      kind: 'vehicle',
      bereavementUrl: SRC.nzta,
      usuallyNeeds: [
        'The vehicle’s plate number',
        'A change of registered person form (online or at an agent)',
        'Evidence of death, such as the death certificate or a newspaper notice, if a joint owner has died',
        'Your own ID',
      ],
    },
    {
      ...checkedOn27(SRC.firearms),
      id: 'nz-firearms-safety-authority',
      name: 'Te Tari Pūreke – Firearms Safety Authority (firearms licence)',
      kind: 'other',
      bereavementUrl: SRC.firearms,
      usuallyNeeds: [
        'The licence holder’s details, by phone as soon as possible',
        'What will happen to each firearm: sold, transferred to a licence holder or handed in',
      ],
    },
    {
      ...checkedOn27(SRC.publicTrust),
      id: 'nz-public-trust',
      name: 'Public Trust (wills and estates)',
      kind: 'other',
      bereavementUrl: SRC.publicTrust,
      usuallyNeeds: [
        'The will, if Public Trust holds it or is named as executor',
        'A list of what the person owned in their own name',
      ],
    },
    {
      ...checkedOn27(SRC.linzTransmission),
      id: 'nz-linz',
      name: 'Toitū Te Whenua LINZ (property title)',
      kind: 'other',
      bereavementUrl: SRC.linzTransmission,
      usuallyNeeds: [
        'A transmission of the title, usually lodged by a lawyer',
        'The death certificate, and probate or letters of administration if the house was not owned jointly',
        'A signed statutory declaration from the person applying',
      ],
    },
    {
      ...checkedOn27(SRC.christchurchRates),
      id: 'nz-christchurch-city-council',
      name: 'Christchurch City Council (rates)',
      kind: 'council',
      bereavementUrl: SRC.christchurchRates,
      usuallyNeeds: [
        'The property address or rates reference',
        'The solicitor’s details: they tell the council when the title changes',
      ],
    },
    {
      ...checkedOn27(SRC.kawerauRates),
      id: 'nz-kawerau-district-council',
      name: 'Kawerau District Council (rates)',
      kind: 'council',
      bereavementUrl: SRC.kawerauRates,
      usuallyNeeds: [
        'A notice of change of ownership, which the solicitor sends to the council when the estate is done',
      ],
    },
    {
      ...checkedOn27(SRC.kaiparaRates),
      id: 'nz-kaipara-district-council',
      name: 'Kaipara District Council (rates)',
      kind: 'council',
      bereavementUrl: SRC.kaiparaRates,
      usuallyNeeds: [
        'A notice of change of ownership showing the move to the executors or trustees, or a letter from the solicitor',
      ],
    },
    {
      ...checkedOn27(SRC.watercare),
      id: 'nz-watercare',
      name: 'Watercare (Auckland water)',
      kind: 'utility',
      bereavementUrl: SRC.watercare,
      usuallyNeeds: [
        'A copy of the death certificate',
        'The extract of the will, or a solicitor’s letter, confirming the executor',
      ],
    },
    {
      ...checkedOn27(SRC.aaLife),
      id: 'nz-aa-life',
      name: 'AA Life (life and funeral insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.aaLife,
      usuallyNeeds: [
        'The date and cause of death',
        'The estate administrator’s contact details',
        'A death certificate and a copy of the will, if there is one',
        'The claim form',
      ],
    },
    {
      ...checkedOn27(SRC.aia),
      id: 'nz-aia',
      name: 'AIA New Zealand (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.aia,
      usuallyNeeds: LIFE_CLAIM_NEEDS,
    },
    {
      ...checkedOn27(SRC.asteron),
      id: 'nz-asteron-life',
      name: 'Asteron Life (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.asteron,
      usuallyNeeds: [
        'The Life claim form',
        'A copy of the death certificate',
        'A copy of the will, letters of administration or probate, if the person was the sole owner of the policy',
      ],
    },
    {
      ...checkedOn27(SRC.chubbLife),
      id: 'nz-chubb-life',
      name: 'Chubb Life (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.chubbLife,
      usuallyNeeds: LIFE_CLAIM_NEEDS,
    },
    {
      ...checkedOn27(SRC.pinnacleLife),
      id: 'nz-pinnacle-life',
      name: 'Pinnacle Life (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.pinnacleLife,
      usuallyNeeds: [
        'A copy of the death certificate, and the coroner’s report if there is one',
        'Proof of identity, such as a birth certificate or passport',
        'A form signed by the person receiving the payout',
      ],
    },
    {
      ...checkedOn27(SRC.nzSeniors),
      id: 'nz-nz-seniors',
      name: 'NZ Seniors (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.nzSeniors,
      usuallyNeeds: [
        'The completed claim form',
        'A copy of your own ID',
        'A certified copy of evidence of death, such as the death certificate',
      ],
    },
    {
      ...checkedOn27(SRC.superLife),
      id: 'nz-superlife',
      name: 'SuperLife (KiwiSaver and super)',
      kind: 'pension',
      bereavementUrl: SRC.superLife,
      usuallyNeeds: KIWISAVER_NEEDS,
    },
    {
      ...checkedOn27(SRC.ampKiwiSaver),
      id: 'nz-amp-kiwisaver',
      name: 'AMP KiwiSaver',
      kind: 'pension',
      bereavementUrl: SRC.ampKiwiSaver,
      usuallyNeeds: KIWISAVER_NEEDS,
    },
    {
      ...checkedOn27(SRC.kiwiWealth),
      id: 'nz-kiwi-wealth',
      name: 'Kiwi Wealth KiwiSaver',
      kind: 'pension',
      bereavementUrl: SRC.kiwiWealth,
      usuallyNeeds: KIWISAVER_NEEDS,
    },
    {
      ...checkedOn27(SRC.kernel),
      id: 'nz-kernel',
      name: 'Kernel (KiwiSaver and investments)',
      kind: 'pension',
      bereavementUrl: SRC.kernel,
      usuallyNeeds: [
        'The death certificate',
        'The part of the will that names the executor, or probate or letters of administration',
        'For a small balance, proof of your relationship to the person instead of probate',
      ],
    },
    {
      ...checkedOn27(SRC.ampLife),
      id: 'nz-amp-life',
      name: 'AMP Life (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.ampLife,
      usuallyNeeds: LIFE_CLAIM_NEEDS,
    },
    {
      ...checkedOn27(SRC.ailNz),
      id: 'nz-ail',
      name: 'AIL of New Zealand (life insurance)',
      kind: 'insurer',
      bereavementUrl: SRC.ailNz,
      usuallyNeeds: [
        'The claim forms the claims team sends you',
        'A certified copy of the final death certificate, showing the cause of death',
        'Bank account details for the payment',
      ],
    },
    {
      ...checkedOn27(SRC.bdm28),
      id: 'nz-births-deaths-marriages',
      name: 'Births, Deaths and Marriages (registering the death)',
      kind: 'other',
      bereavementUrl: SRC.registeringDeath,
      usuallyNeeds: [
        'Usually nothing from you: the funeral director registers the death',
        'If you arrange the funeral yourself, the BDM28 form within 3 working days of the burial or cremation',
        'The cause of death certificate from the doctor, or the coroner’s authorisation',
      ],
    },
    {
      ...checkedOn27(SRC.electoralAct92),
      id: 'nz-electoral-commission',
      name: 'Electoral Commission (electoral roll)',
      kind: 'other',
      bereavementUrl: SRC.electoralAct92,
      usuallyNeeds: ['Usually nothing: Births, Deaths and Marriages tells the Commission once the death is registered'],
    },
    {
      ...checkedOn27(SRC.highCourtProbate),
      id: 'nz-high-court-probate',
      name: 'High Court (probate or letters of administration)',
      kind: 'other',
      bereavementUrl: SRC.highCourtProbate,
      usuallyNeeds: [
        'Usually needed if the estate includes a house or land: probate if there is a will, letters of administration if not',
        'For a small estate with no house or land, ask the banks and insurers first: you may not need to apply',
      ],
    },
    ...socialMediaFor('nz'),
  ],
  fallbackGuide: {
    title: 'What to do when someone dies (govt.nz)',
    url: SRC.govtWhatToDo,
    reviewed: REVIEWED,
  },
}
