import { ownPage } from './entry'
import type { CatalogueOrganisation } from './schema'
import { BANK_NEEDS } from './shared'

/**
 * More United Kingdom organisations, each checked on 2026-11-27 against its own bereavement or contact page in the
 * stored copies (docs/content.md, 'Organisations catalogue'). Where the stored copy was read at an http address, or
 * with search parameters, the link is the same page on the same host over https without them; those are marked.
 * Phone numbers are not stored: the catalogue has no field for them, and the family follows the page.
 */
const SRC = {
  // Banks and building societies.
  monzo: 'https://monzo.com/blog/bereavments-how-we-can-help-if-someone-with-a-monzo-account-dies/',
  starling: 'https://www.starlingbank.com/faq/customer-support/bereavement/',
  tsb: 'https://www.tsb.co.uk/help-and-support/bereavement-and-coping-with-loss/',
  metro: 'https://www.metrobankonline.co.uk/about-us/bereavement/',
  coop: 'https://www.co-operativebank.co.uk/help-and-support/financial-support/major-life-events/bereavement/',
  /** Read with search parameters added by the bank's own site search. */
  rbs: 'https://rbs.co.uk/life-moments/bereavement.html',
  /** Read at the http address. */
  bankOfScotland: 'https://www.bankofscotland.co.uk/helpcentre/bereavement-power-of-attorney/bereavement/',
  virginMoney: 'https://uk.virginmoney.com/service/bereavement',
  marksAndSpencer: 'https://bank.marksandspencer.com/explore/bereavement-support/overview/',
  tescoBank: 'https://www.tescobank.com/help/bereavement-support/',
  /** Read at the http address. */
  sainsburysBank: 'https://www.sainsburysbank.co.uk/bereavement',
  postOffice: 'https://www.postoffice.co.uk/my-money/help-with-bereavement',
  marcus: 'https://www.marcus.co.uk/uk/en/public-site/help/bereavement',
  /** Read at the http address. */
  aldermore: 'https://aldermore.co.uk/help-and-support/bereavement/',
  triodos:
    'https://www.triodos.co.uk/faq/i-am-managing-the-estate-of-a-customer-who-has-died-how-do-i-close-their-accounts?id=c6c5235b5ecd',
  kroo: 'https://help.kroo.com/hc/en-gb/articles/23482334397969-A-family-member-who-held-a-Kroo-account-has-passed-away-What-do-I-need-to-do',
  zempler: 'https://zemplerbank.com/help/life-events/bereavement/let-us-know',
  charterSavings: 'https://chartersavingsbank.co.uk/help/bereavement',
  aibNi: 'https://aibni.co.uk/help-and-guidance/frequently-asked-questions/bereavement-frequently-asked-questions',
  bankOfIrelandUk: 'https://www.bankofirelanduk.com/help-and-support/help-and-guidance/bereavement/',
  oakNorth: 'https://oaknorth.co.uk/questions/what-would-happen-to-my-money-in-the-event-of-my-death',
  /** Read at the http address; the AA's savings and loans are provided by Bank of Ireland UK. */
  aaFinance: 'https://www.theaa.com/finance/bereavement',
  /** Read at the http address. */
  yorkshireBs: 'https://www.ybs.co.uk/help/bereavement/savings.html',
  chelseaBs: 'https://www.thechelsea.co.uk/help/bereavement/savings.html',
  coventryBs: 'https://coventrybuildingsociety.co.uk/consumer/help/bereavement/bereavement-FAQs.html',
  leedsBs: 'https://www.leedsbuildingsociety.co.uk/contact-us/bereavement/',
  hinckleyRugbyBs: 'https://www.hrbs.co.uk/savings/existing-customers/bereavement/',
  furnessBs: 'https://furnessbs.co.uk/bereavement-support',
  darlingtonBs: 'https://www.darlington.co.uk/bereavement/',
  suffolkBs: 'https://www.suffolkbuildingsociety.co.uk/members/bereavement/when-an-investment-account-holder-dies/',
  // Credit cards and investments.
  americanExpress: 'https://www.americanexpress.com/uk/bereavement-support/index.html',
  mbna: 'https://www.mbna.co.uk/support/extra-help-with-your-finances/bereavement.html',
  hargreavesLansdown: 'https://hl.co.uk/support/what-to-do-when-someone-dies',
  fidelity: 'https://help.fidelity.co.uk/site/let-us-support-you/account-holders-death',
  abrdn: 'https://www.abrdn.com/en-gb/trusts/bereavement-process',
  // Insurers and pensions.
  legalAndGeneral: 'https://www.legalandgeneral.com/insurance/life-insurance/guides/life-insurance-claims-information/',
  royalLondon: 'https://www.royallondon.com/contact/make-a-claim/let-us-know-someone-has-passed-away/',
  zurich: 'https://www.zurich.co.uk/life-insurance/life-insurance-claim/bereavement-claim',
  canadaLife: 'https://www.canadalife.co.uk/customer/help-and-support/bereavement-support',
  directLineLife: 'https://www.directline.com/life-insurance/claims/other',
  churchillOver50s: 'https://www.churchill.com/life-insurance/over-50s/claim',
  prudential: 'https://www.mandg.com/pru/customer/en-gb/existing-customers/bereavement-support/what-happens-next',
  rothesay: 'https://www.rothesay.com/policyholders/bereavement/',
  reassure: 'https://www.reassure.co.uk/pensions/making-a-claim-pensions/',
  just: 'https://www.wearejust.co.uk/definedbenefit/policyholders/bereavement/',
  nest: 'https://www.nestpensions.org.uk/schemeweb/nest/what-to-do-after-someone-dies.html',
  nhsPensions: 'https://www.nhsbsa.nhs.uk/pensioner-hub/bereavement',
  teachersPensions:
    'https://www.teacherspensions.co.uk/members/faqs/bereavement-and-family-benefits/informing-teachers-pensions-when-someone-passes-away.aspx',
  /** The Ministry of Defence's page for its civil servants, on the Civil Service Pension Scheme. */
  civilServicePensions: 'https://discovermybenefits.mod.gov.uk/civilian/financial/death-in-service-benefit/',
  armedForcesPension: 'https://www.gov.uk/guidance/death-of-an-armed-forces-pension-scheme-member',
  veterans: 'https://www.gov.uk/guidance/what-to-do-when-a-veteran-dies',
  northEastScotlandPensionFund: 'https://nespf.org.uk/pensioner/life-events/death',
  // Government.
  /** Its decision-making guide; the preview parameter of the stored copy is left off. */
  socialSecurityScotland:
    'https://www.socialsecurity.gov.scot/publications/2017/03/pension-age-disability-payment-decision-making-guide/pages/death-of-an-individual/verification-of-death',
  tvLicensing: 'https://www.tvlicensing.co.uk/check-if-you-need-one/topics/what-to-do-if-the-licence-holder-dies-top4',
  // Energy, water and phones.
  goodEnergy: 'https://www.goodenergy.co.uk/support/articles/updating-account-holder-information/',
  ecotricity: 'https://www.ecotricity.co.uk/support/extra-support',
  yorkshireWater: 'https://www.yorkshirewater.com/bill-account/frequently-asked-questions/',
  bt: 'https://www.bt.com/help/here-for-you/managing-your-account',
  cuckoo: 'https://www.cuckoo.co/legal/bereavement-policy',
} as const

const CERTIFICATE_AND_POLICY = ['The policy number, if you have it', 'A copy of the death certificate']
const PENSION_NEEDS = [
  'Their National Insurance number or scheme reference, if you have it',
  'The date of death',
  'A copy of the death certificate',
]

const BANKS: CatalogueOrganisation[] = [
  ownPage(SRC.monzo, {
    id: 'uk-monzo',
    name: 'Monzo',
    kind: 'bank',
    usuallyNeeds: [
      'Their account number, or the phone number or email address on the account',
      'A scan or clear photo of the death certificate',
      'Your ID as next of kin',
      'A copy of the will or probate if the balance is more than £5,000',
    ],
  }),
  ownPage(SRC.starling, {
    id: 'uk-starling',
    name: 'Starling Bank',
    kind: 'bank',
    usuallyNeeds: [
      'A copy of the death certificate or coroner’s certificate',
      'A copy of the will, if there is one',
      'A certified copy of your photocard driving licence or passport',
      'The grant of probate or letters of administration if the balance is more than £10,000',
    ],
  }),
  ownPage(SRC.tsb, { id: 'uk-tsb', name: 'TSB', kind: 'bank', usuallyNeeds: BANK_NEEDS }),
  ownPage(SRC.metro, { id: 'uk-metro-bank', name: 'Metro Bank', kind: 'bank', usuallyNeeds: BANK_NEEDS }),
  ownPage(SRC.coop, {
    id: 'uk-co-operative-bank',
    name: 'The Co-operative Bank (also smile and Britannia)',
    kind: 'bank',
    usuallyNeeds: [
      'The bank’s bereavement instruction form',
      'A copy of the death certificate',
      'Proof of your ID and address',
      'The will, or letters of administration where there is no will and more than £30,000',
    ],
  }),
  ownPage(SRC.rbs, { id: 'uk-rbs', name: 'Royal Bank of Scotland', kind: 'bank', usuallyNeeds: BANK_NEEDS }),
  ownPage(SRC.bankOfScotland, {
    id: 'uk-bank-of-scotland',
    name: 'Bank of Scotland',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.virginMoney, {
    id: 'uk-virgin-money',
    name: 'Virgin Money',
    kind: 'bank',
    usuallyNeeds: [
      'Their name, date of birth and date of death',
      'An original or certified copy of the death certificate, and of the will if there is one',
      'The grant of probate, letters of administration or confirmation if the balance is £35,000 or more',
      'Your ID',
    ],
  }),
  ownPage(SRC.marksAndSpencer, { id: 'uk-ms-bank', name: 'M&S Bank', kind: 'bank', usuallyNeeds: BANK_NEEDS }),
  ownPage(SRC.tescoBank, {
    id: 'uk-tesco-bank',
    name: 'Tesco Bank (banking and insurance)',
    kind: 'bank',
    usuallyNeeds: [
      'The original death certificate or coroner’s interim certificate',
      'The bank’s authority to close form, signed by the executors or next of kin',
      'A copy of the will',
      'The grant of probate if the accounts come to more than £25,000',
    ],
  }),
  ownPage(SRC.sainsburysBank, {
    id: 'uk-sainsburys-bank',
    name: 'Sainsbury’s Bank',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.postOffice, {
    id: 'uk-post-office-money',
    name: 'Post Office (savings, current accounts, credit cards and mortgages)',
    kind: 'bank',
    usuallyNeeds: [
      'A certified copy of the death certificate',
      'A certified extract of the will naming the executors, if there is one',
      'Your proof of identity, or your account number if you bank with the Post Office',
    ],
  }),
  ownPage(SRC.marcus, {
    id: 'uk-marcus',
    name: 'Marcus by Goldman Sachs (savings)',
    kind: 'bank',
    usuallyNeeds: [
      'A copy of the death certificate',
      'The will, if there is one',
      'The grant of probate or letters of administration if the balance is £20,000 or more',
    ],
  }),
  ownPage(SRC.aldermore, { id: 'uk-aldermore', name: 'Aldermore (savings)', kind: 'bank', usuallyNeeds: BANK_NEEDS }),
  ownPage(SRC.triodos, {
    id: 'uk-triodos',
    name: 'Triodos Bank',
    kind: 'bank',
    usuallyNeeds: [
      'The bank’s bereavement notification form',
      'A copy of the death certificate',
      'The grant of representation or the will',
      'Proof of identity and address for the personal representatives',
    ],
  }),
  ownPage(SRC.kroo, {
    id: 'uk-kroo',
    name: 'Kroo',
    kind: 'bank',
    usuallyNeeds: [
      'A copy of the death certificate',
      'ID for the next of kin, such as a passport or driving licence',
      'The grant of probate or letters of administration if the balance is £5,000 or more',
    ],
  }),
  ownPage(SRC.zempler, {
    id: 'uk-zempler',
    name: 'Zempler Bank',
    kind: 'bank',
    usuallyNeeds: [
      'The death certificate or coroner’s certificate',
      'Proof of your identity and of your home address',
      'The will, if there is one',
      'The grant of probate or confirmation if the account holds more than £5,000',
    ],
  }),
  ownPage(SRC.charterSavings, {
    id: 'uk-charter-savings-bank',
    name: 'Charter Savings Bank',
    kind: 'bank',
    usuallyNeeds: [
      'The date of death',
      'The death certificate (original or certified copy) or coroner’s interim certificate',
      'Your full name and address',
    ],
  }),
  ownPage(SRC.aibNi, {
    id: 'uk-aib-ni',
    name: 'AIB (NI)',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
    regions: ['uk-northern-ireland'],
  }),
  ownPage(SRC.bankOfIrelandUk, {
    id: 'uk-bank-of-ireland-uk',
    name: 'Bank of Ireland UK',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.aaFinance, {
    id: 'uk-aa-finance',
    name: 'AA loans, savings and credit cards',
    kind: 'bank',
    usuallyNeeds: [
      'Their name, address, date of birth and date of death',
      'Copies of their passport or driving licence',
    ],
  }),
  ownPage(SRC.oakNorth, {
    id: 'uk-oaknorth',
    name: 'OakNorth (savings)',
    kind: 'bank',
    usuallyNeeds: [
      'A letter from the personal representatives',
      'The death certificate',
      'The grant of probate and other documents the bank asks for',
    ],
  }),
]

const BUILDING_SOCIETIES: CatalogueOrganisation[] = [
  ownPage(SRC.yorkshireBs, {
    id: 'uk-yorkshire-building-society',
    name: 'Yorkshire Building Society',
    kind: 'bank',
    usuallyNeeds: [
      'An original or certified copy of the death certificate',
      'Proof of your identity',
      'The society’s authority to close form, signed by all the executors',
    ],
  }),
  ownPage(SRC.chelseaBs, {
    id: 'uk-chelsea-building-society',
    name: 'Chelsea Building Society',
    kind: 'bank',
    usuallyNeeds: [
      'A copy of the death certificate',
      'Proof of your identity',
      'The society’s authority to close form, signed by all the executors',
    ],
  }),
  ownPage(SRC.coventryBs, {
    id: 'uk-coventry-building-society',
    name: 'Coventry Building Society',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.leedsBs, {
    id: 'uk-leeds-building-society',
    name: 'Leeds Building Society',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.hinckleyRugbyBs, {
    id: 'uk-hinckley-rugby-building-society',
    name: 'Hinckley & Rugby Building Society',
    kind: 'bank',
    usuallyNeeds: [
      'The death certificate, a coroner’s certificate or a solicitor’s verification form',
      'Their date of birth, date of death and address',
      'Your ID',
    ],
  }),
  ownPage(SRC.furnessBs, {
    id: 'uk-furness-building-society',
    name: 'Furness Building Society',
    kind: 'bank',
    usuallyNeeds: [
      'The death certificate (original or copy)',
      'ID for each executor or next of kin',
      'The grant of probate or letters of administration above £30,000',
    ],
  }),
  ownPage(SRC.darlingtonBs, {
    id: 'uk-darlington-building-society',
    name: 'Darlington Building Society',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
  ownPage(SRC.suffolkBs, {
    id: 'uk-suffolk-building-society',
    name: 'Suffolk Building Society',
    kind: 'bank',
    usuallyNeeds: BANK_NEEDS,
  }),
]

const CARDS_AND_INVESTMENTS: CatalogueOrganisation[] = [
  ownPage(SRC.americanExpress, {
    id: 'uk-american-express',
    name: 'American Express',
    kind: 'bank',
    usuallyNeeds: [
      'The original or a certified copy of the death certificate',
      'The company’s bereavement notification form',
    ],
  }),
  ownPage(SRC.mbna, {
    id: 'uk-mbna',
    name: 'MBNA (credit cards)',
    kind: 'bank',
    usuallyNeeds: ['Their account details', 'Proof of death', 'Proof of your identity'],
  }),
  ownPage(SRC.hargreavesLansdown, {
    id: 'uk-hargreaves-lansdown',
    name: 'Hargreaves Lansdown (investments and pensions)',
    kind: 'other',
    usuallyNeeds: [
      'The original or a certified copy of the death certificate',
      'A covering letter with your full name, date of birth and address',
    ],
  }),
  ownPage(SRC.fidelity, {
    id: 'uk-fidelity',
    name: 'Fidelity (investments)',
    kind: 'other',
    usuallyNeeds: ['The original death certificate'],
  }),
  ownPage(SRC.abrdn, {
    id: 'uk-abrdn-investment-trusts',
    name: 'abrdn investment trusts',
    kind: 'other',
    usuallyNeeds: [
      'A letter (not a phone call or email) with their name, address, date of birth and date of death',
      'The original death certificate',
      'Their account number and National Insurance number, if you have them',
    ],
  }),
]

const INSURERS_AND_PENSIONS: CatalogueOrganisation[] = [
  ownPage(SRC.legalAndGeneral, {
    id: 'uk-legal-and-general',
    name: 'Legal & General (life insurance)',
    kind: 'insurer',
    usuallyNeeds: ['The policyholder’s name and policy number', 'The cause of death', 'Your relationship to them'],
  }),
  ownPage(SRC.royalLondon, {
    id: 'uk-royal-london',
    name: 'Royal London',
    kind: 'insurer',
    usuallyNeeds: [
      'Their name, last address and date of birth',
      'The plan numbers, if you have them',
      'The date of death and the death certificate',
      'The executor’s name, if there is a will',
    ],
  }),
  ownPage(SRC.zurich, {
    id: 'uk-zurich',
    name: 'Zurich (life insurance)',
    kind: 'insurer',
    usuallyNeeds: [
      'The policy number',
      'The original death certificate or coroner’s interim report',
      'Details of the will, beneficiaries and surviving family',
    ],
  }),
  ownPage(SRC.canadaLife, {
    id: 'uk-canada-life',
    name: 'Canada Life (UK)',
    kind: 'insurer',
    usuallyNeeds: CERTIFICATE_AND_POLICY,
  }),
  ownPage(SRC.directLineLife, {
    id: 'uk-direct-line-life',
    name: 'Direct Line (life insurance)',
    kind: 'insurer',
    usuallyNeeds: ['The name of the person who died', 'A death certificate', 'The date of death'],
  }),
  ownPage(SRC.churchillOver50s, {
    id: 'uk-churchill-over-50s',
    name: 'Churchill (over 50s life insurance)',
    kind: 'insurer',
    usuallyNeeds: ['A death certificate', 'The original policy document', 'The date of death'],
  }),
  ownPage(SRC.prudential, {
    id: 'uk-prudential',
    name: 'Prudential (M&G)',
    kind: 'pension',
    usuallyNeeds: [
      'The plan or policy numbers, if you have them',
      'A copy of the death certificate',
      'Possibly a marriage or birth certificate and the grant of probate',
    ],
  }),
  ownPage(SRC.rothesay, {
    id: 'uk-rothesay',
    name: 'Rothesay (pensions and annuities)',
    kind: 'pension',
    usuallyNeeds: [
      'A copy of the death certificate',
      'Details of any husband, wife, civil partner or dependants',
      'The will and the grant of probate, if asked',
    ],
  }),
  ownPage(SRC.reassure, {
    id: 'uk-reassure',
    name: 'ReAssure (pensions and life policies)',
    kind: 'pension',
    usuallyNeeds: [
      'The policy number',
      'The cause and date of death',
      'Who is dealing with the estate',
      'The original death certificate',
    ],
  }),
  ownPage(SRC.just, {
    id: 'uk-just',
    name: 'Just (annuities)',
    kind: 'pension',
    usuallyNeeds: ['Details of any husband, wife, civil partner or children', 'A copy of the death certificate'],
  }),
  ownPage(SRC.nest, {
    id: 'uk-nest',
    name: 'Nest (workplace pension)',
    kind: 'pension',
    usuallyNeeds: [
      'Their Nest ID, or their National Insurance number',
      'The date of death',
      'Details of the next of kin or the person dealing with their affairs',
      'The original death certificate',
    ],
  }),
  ownPage(SRC.nhsPensions, {
    id: 'uk-nhs-pensions',
    name: 'NHS Pensions',
    kind: 'pension',
    usuallyNeeds: ['Their National Insurance number', 'Their NHS pension membership number, if you know it'],
  }),
  ownPage(SRC.teachersPensions, {
    id: 'uk-teachers-pensions',
    name: 'Teachers’ Pensions',
    kind: 'pension',
    usuallyNeeds: [
      'The scheme’s application for death benefits form, even if you think nothing is due',
      'A copy of the death certificate',
    ],
  }),
  ownPage(SRC.civilServicePensions, {
    id: 'uk-civil-service-pensions',
    name: 'Civil Service Pensions',
    kind: 'pension',
    usuallyNeeds: ['The scheme’s death benefit claim form', 'The original death certificate'],
  }),
  ownPage(SRC.armedForcesPension, {
    id: 'uk-armed-forces-pension',
    name: 'Armed Forces Pension Scheme',
    kind: 'pension',
    usuallyNeeds: PENSION_NEEDS,
  }),
  ownPage(SRC.veterans, {
    id: 'uk-veterans-uk',
    name: 'Ministry of Defence: war pensions and armed forces compensation',
    kind: 'social-security',
    usuallyNeeds: ['Whether they had a war pension or armed forces compensation', 'The date of death'],
  }),
  ownPage(SRC.northEastScotlandPensionFund, {
    id: 'uk-north-east-scotland-pension-fund',
    name: 'North East Scotland Pension Fund (council pensions)',
    kind: 'pension',
    usuallyNeeds: [
      'Their name, date of birth and National Insurance number',
      'The next of kin’s details',
      'A copy of any certificates the fund asks for',
    ],
    regions: ['uk-scotland'],
  }),
]

const GOVERNMENT_AND_HOME: CatalogueOrganisation[] = [
  ownPage(SRC.socialSecurityScotland, {
    id: 'uk-social-security-scotland',
    name: 'Social Security Scotland (Scottish benefits)',
    kind: 'social-security',
    usuallyNeeds: ['The date of death', 'The death certificate signed by the registrar, if you tell them yourself'],
    regions: ['uk-scotland'],
  }),
  ownPage(SRC.tvLicensing, {
    id: 'uk-tv-licensing',
    name: 'TV Licensing',
    kind: 'other',
    usuallyNeeds: [
      'A short letter saying the licence holder has died (no death certificate is needed)',
      'The name of anyone still living at the address',
      'A request for a refund of any full unused months, if the licence is no longer needed',
    ],
  }),
  ownPage(SRC.goodEnergy, {
    id: 'uk-good-energy',
    name: 'Good Energy (energy)',
    kind: 'utility',
    usuallyNeeds: [
      'Their name, address and date of death',
      'Meter readings, if you can',
      'The executor’s name and contact details',
    ],
  }),
  ownPage(SRC.ecotricity, {
    id: 'uk-ecotricity',
    name: 'Ecotricity (energy)',
    kind: 'utility',
    usuallyNeeds: [
      'Their name, address and account number, if you have it',
      'Who is dealing with the estate',
      'A recent meter reading, if you can',
    ],
  }),
  ownPage(SRC.yorkshireWater, {
    id: 'uk-yorkshire-water',
    name: 'Yorkshire Water (water, Yorkshire)',
    kind: 'utility',
    usuallyNeeds: ['The executors’ details', 'Whether the property is now empty'],
    regions: ['uk-england'],
  }),
  ownPage(SRC.bt, {
    id: 'uk-bt',
    name: 'BT (phone and broadband)',
    kind: 'telecoms',
    usuallyNeeds: ['The account or phone number', 'What you would like to happen to the account'],
  }),
  ownPage(SRC.cuckoo, {
    id: 'uk-cuckoo',
    name: 'Cuckoo (broadband)',
    kind: 'telecoms',
    usuallyNeeds: [
      'The account details',
      'Whether to close the account (no early release fee) or move it to someone living there',
    ],
  }),
]

export const UK_MORE_ORGANISATIONS: CatalogueOrganisation[] = [
  ...BANKS,
  ...BUILDING_SOCIETIES,
  ...CARDS_AND_INVESTMENTS,
  ...INSURERS_AND_PENSIONS,
  ...GOVERNMENT_AND_HOME,
]
