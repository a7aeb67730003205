import type { CatalogueOrganisation, OrganisationCatalogue, OrganisationKind } from './schema'
import { BANK_NEEDS, checked, socialMediaFor } from './shared'

/**
 * United States: no official service tells several organizations at once (the funeral director usually reports the
 * death to Social Security, which is one agency). Entries other than Chase were checked on 2026-11-27 against the page
 * in `source`, each the organization's own page or an official one (docs/content.md, 'Organisations catalogue').
 * Phone numbers are left out: the catalogue has no field for them, and the pages say how to get in touch.
 */
const SRC = {
  /** USAGov's 'report a death' page in Spanish, checked in the first review of the US content (2026-11-21). */
  usaGovReportDeath: 'https://www.usa.gov/es/reportar-una-muerte',
  chase: 'https://www.chase.com/personal/personal-account/faqs/beneficiary',
  irsFinalReturn: 'https://www.irs.gov/individuals/file-the-final-income-tax-returns-of-a-deceased-person',
  equifax: 'https://www.equifax.com/personal/education/mobile-articles/-/learn/mobile-faq-reporting-death/',
  /** Experian's own answer on a deceased person's credit file; the stored copy was read at the http address. */
  experian: 'https://www.experian.com/blogs/ask-experian/2013/08/16/what-happens-to-your-credit-file-when-you-die/',
  /** Bank of America's estate services page; the stored copy was read at the http address on the same host. */
  bankOfAmerica: 'https://bankofamerica.com/life-services/estate-services/',
  wellsFargo: 'https://www.wellsfargo.com/help/estate-care-center/',
  usBank: 'https://www.usbank.com/about-us-bank/customer-service/when-a-customer-passes-away.html',
  pnc: 'https://www.pnc.com/en/personal-banking/banking/services/document-and-signature-services.html',
  capitalOne: 'https://www.capitalone.com/help-center/contact-us/deceased-customer/',
  hsbcUs: 'https://www.us.hsbc.com/help/bereavement',
  navyFederal: 'https://www.navyfcu.org/resources/family-finances/estate-planning.html',
  discover: 'https://www.discover.com/credit-cards/help-center/faqs/deceased.html',
  fidelity: 'https://www.fidelity.com/life-events/inheritance/start-inheritance-process',
  vanguard: 'https://investor.vanguard.com/inherit/',
  schwab: 'https://www.schwab.com/life-events/losing-a-loved-one',
  stateFarmLife: 'https://www.statefarm.com/claims/claims-help/health-life/life',
  allstateLife: 'https://www.allstate.com/claims/life',
  /** Prudential's life insurance questions, 'How do I file a death claim?'; read at the http address. */
  prudential: 'https://www.prudential.com/view/page/public/13182',
  newYorkLife: 'https://newyorklife.com/claims/start-a-claim',
  northwesternMutual: 'https://www.northwesternmutual.com/faq',
  usaaLife: 'https://www.usaa.com/support/insurance/claims/life-annuity/',
  att: 'https://www.att.com/support/article/wireless/KM1113355/',
  xfinity: 'https://www.xfinity.com/support/articles/account-holder-passed-away',
  instagram: 'https://help.instagram.com/264154560391256/',
} as const

/** The day the entries below were checked against their sources. */
const CHECKED_ON = '2026-11-27'

/** An entry checked on CHECKED_ON against its own bereavement page (or `source`, when that is another page). */
function entry(
  id: string,
  name: string,
  kind: OrganisationKind,
  bereavementUrl: string,
  usuallyNeeds: string[],
  source: string = bereavementUrl,
): CatalogueOrganisation {
  return { source, reviewed: CHECKED_ON, id: `us-${id}`, name, kind, bereavementUrl, usuallyNeeds }
}

const CREDIT_BUREAU_NEEDS = [
  'A copy of the death certificate',
  'Their full legal name, Social Security number, date of birth and date of death',
  'A copy of your ID, and court papers naming you if you are not their spouse',
]
const LIFE_CLAIM_NEEDS = [
  'The policy number, if you have it',
  'Their full name, date of birth and date of death',
  'A certified copy of the death certificate',
  'A claim form completed by each beneficiary',
]
const INVESTMENT_NEEDS = [
  'Their full name, Social Security number, date of birth and date of death',
  'A copy of the death certificate',
  'Court papers naming the executor, if there is no named beneficiary',
]

const GOVERNMENT: CatalogueOrganisation[] = [
  entry('irs', 'Internal Revenue Service (IRS): final tax return', 'tax', SRC.irsFinalReturn, [
    'Their income records for the year they died',
    'Form 1040 for the final return; Form 1310 to claim a refund',
    'Form 4506-T to check earlier years, if you are unsure they filed',
  ]),
]

const CREDIT_BUREAUS: CatalogueOrganisation[] = [
  entry('equifax', 'Equifax (credit bureau)', 'other', SRC.equifax, CREDIT_BUREAU_NEEDS),
  entry('experian', 'Experian (credit bureau)', 'other', SRC.experian, [
    'A copy of the death certificate',
    'Proof you can act for them, if you are the executor rather than their spouse',
  ]),
]

const BANKS: CatalogueOrganisation[] = [
  {
    ...checked(SRC.chase),
    id: 'us-chase',
    name: 'Chase (JPMorgan Chase Bank)',
    kind: 'bank',
    bereavementUrl: SRC.chase,
    usuallyNeeds: BANK_NEEDS,
  },
  entry('bank-of-america', 'Bank of America', 'bank', SRC.bankOfAmerica, [
    'Their full legal name and Social Security number',
    'A copy of the death certificate',
    'A small estate affidavit, or letters testamentary or of administration, depending on the state',
  ]),
  entry('wells-fargo', 'Wells Fargo', 'bank', SRC.wellsFargo, [
    'A certified copy of the death certificate',
    'Their full legal name and Social Security number',
    'Court papers or a small estate affidavit, if there is no beneficiary on the account',
  ]),
  entry('us-bank', 'U.S. Bank', 'bank', SRC.usBank, [
    'Original or certified copies of the death certificate',
    'Any bills, statements or letters from the bank',
    'Papers showing you can act for the estate, such as letters testamentary or a small estate affidavit',
    'Your own photo ID',
  ]),
  entry('pnc', 'PNC Bank', 'bank', SRC.pnc, [
    'Your own photo ID',
    'Their name and account numbers',
    'The original death certificate or a certified copy',
    'Letters of administration or testamentary, a court order or a short certificate',
  ]),
  entry('capital-one', 'Capital One (bank accounts, cards and loans)', 'bank', SRC.capitalOne, [
    'Their name, Social Security number, date of birth and account number',
    'The date of death, if you have it',
    'Tell each department separately: cards, bank accounts and auto loans',
  ]),
  entry('hsbc', 'HSBC Bank USA', 'bank', SRC.hsbcUs, [
    'Their full legal name and Social Security number',
    'Proof of who the personal representative is',
    'A copy of the death certificate',
  ]),
  entry('navy-federal', 'Navy Federal Credit Union', 'bank', SRC.navyFederal, BANK_NEEDS),
  entry('discover', 'Discover (credit cards)', 'bank', SRC.discover, [
    'Their name and card account number',
    'No death certificate is usually needed: Discover checks the details itself',
    'The executor’s details, to settle any balance from the estate',
  ]),
]

const INVESTMENTS: CatalogueOrganisation[] = [
  entry('fidelity', 'Fidelity Investments', 'pension', SRC.fidelity, INVESTMENT_NEEDS),
  entry('vanguard', 'Vanguard', 'pension', SRC.vanguard, INVESTMENT_NEEDS),
  entry('schwab', 'Charles Schwab', 'pension', SRC.schwab, INVESTMENT_NEEDS),
]

const INSURERS: CatalogueOrganisation[] = [
  entry('state-farm', 'State Farm (life insurance)', 'insurer', SRC.stateFarmLife, [
    'Their full name, date of birth and state of residence',
    'The policy number, if you have it',
    'The date and cause of death',
    'Your name and how you are related to them',
  ]),
  entry('allstate', 'Allstate (life insurance)', 'insurer', SRC.allstateLife, [
    'The policy number, if you have it',
    'Their full name, Social Security number, date of birth, and date and place of death',
    'An original certified copy of the death certificate',
  ]),
  entry('prudential', 'Prudential (life insurance)', 'insurer', SRC.prudential, LIFE_CLAIM_NEEDS),
  entry('new-york-life', 'New York Life', 'insurer', SRC.newYorkLife, [
    'Their name and Social Security number, date of birth or policy number',
    'The date and cause of death',
    'Your phone number, email and mailing address',
  ]),
  entry('northwestern-mutual', 'Northwestern Mutual', 'insurer', SRC.northwesternMutual, LIFE_CLAIM_NEEDS),
  entry('usaa-life', 'USAA (life insurance and annuities)', 'insurer', SRC.usaaLife, LIFE_CLAIM_NEEDS),
]

const TELECOMS: CatalogueOrganisation[] = [
  entry('att', 'AT&T (wireless)', 'telecoms', SRC.att, [
    'The account number and the phone number of their line',
    'A copy of the death certificate',
    'Any phones still being paid for by installments, which go back to AT&T',
  ]),
  entry('xfinity', 'Xfinity (Comcast internet, TV and phone)', 'telecoms', SRC.xfinity, [
    'A copy of the death certificate, uploaded with the online form',
    'The account details and the date to disconnect',
    'An address for the final statement, and any equipment to return',
  ]),
]

const SOCIAL: CatalogueOrganisation[] = [
  entry('instagram', 'Instagram (Meta): memorialize or remove the account', 'social-media', SRC.instagram, [
    'Proof of death, such as a link to an obituary, to memorialize it',
    'To remove it: proof you are immediate family, such as their death certificate',
  ]),
  ...socialMediaFor('us'),
]

export const USA_ORGANISATIONS: OrganisationCatalogue = {
  country: 'US',
  oneStopServices: [],
  organisations: [...GOVERNMENT, ...CREDIT_BUREAUS, ...BANKS, ...INVESTMENTS, ...INSURERS, ...TELECOMS, ...SOCIAL],
  fallbackGuide: {
    title: 'USAGov: report a death (Spanish-language page)',
    url: SRC.usaGovReportDeath,
    reviewed: '2026-11-21',
  },
}
