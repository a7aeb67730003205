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
  keyBank: 'https://key.com/personal/services/branch/account-settlement.html',
  dcu: 'https://dcu.org/membership/faq/deceased-member.html',
  educationLoans: 'https://myeddebt.ed.gov/borrower/deathInfo.action',
  dfasRetireeDeath: 'https://www.dfas.mil/retiredmilitary/survivors/Retiree-death/',
  rrbSurvivors: 'https://rrb.gov/node/2529',
  lincoln: 'https://www.lfg.com/public/individual/contactformsclaims/lifeinsurance/lifeclaimlearningcenter/faqs',
  johnHancock: 'https://johnhancock.com/help-center/life-insurance/claims/death-claims.html',
  massMutual: 'https://www.massmutual.com/claims',
  nationwideLostPolicy: 'https://www.nationwide.com/personal/insurance/claims/life/lost-policy/',
  genworthAnnuity: 'https://www.genworth.com/tools-and-forms/claims/annuity-claims/annuity-claims-faq.html',
  corebridge: 'https://www.corebridgefinancial.com/support/common-beneficiary-situations',
  /** Edward Jones's guide for families, on its .ca host under the US-English path, as stored. */
  edwardJones:
    'https://www.edwardjones.ca/us-en/market-news-insights/guidance-perspective/when-a-loved-one-passes-away',
  tiaa: 'https://www.tiaa.org/public/learn/life-milestones/what-to-do-after-a-death',
  ameriprise: 'https://www.ameriprise.com/customer-service/estate-settlement-guide/',
  tRowePrice: 'https://www.troweprice.com/personal-investing/resources/planning/life-events/inherited-account.html',
  robinhood: 'https://robinhood.com/us/en/support/articles/beneficiaries/',
  /** Cox's 'assuming a telephone number or equipment' article (death of the account holder); read at http. */
  cox: 'https://www.cox.com/residential/support/internet/article.cox?articleId=%7Bde8d3f80-02e5-11e0-7ab7-000000000000%7D',
  /** Guardian's forms and claims page for individual life insurance, which gives the claims line. */
  guardianLife: 'https://www.guardianlife.com/forms-and-claims/individuals-families/life-insurance',
  /** Principal's forms page for individuals, with the life claim steps for group and individual policies. */
  principal: 'https://www.principal.com/help/help-individuals/find-form',
  foresters:
    'https://www.foresters.com/en/customer-care/foresters-life-insurance-and-annuities-customer-care?t=life-insurance-and-annuity-faq',
  colonialPenn: 'https://www.mycolonialpenn.com/customerservice/claims-faqs/',
  globeLife: 'https://www.globelifeinsurance.com/claims/life-claims-filing-instructions',
  protective: 'https://www.protective.com/claims',
  /** Thrivent's own guide to claiming a life insurance death benefit, which links its claims page. */
  thrivent: 'https://www.thrivent.com/insights/life-insurance/how-to-claim-a-life-insurance-death-benefit',
  mrCooper: 'https://www.mrcooper.com/contact_us/deceased',
  voya: 'https://www.voya.com/articles/life-insurance-claims',
  becu: 'https://www.becu.org/support/handling-the-finances-of-a-deceased-person',
  cashApp: 'https://cash.app/help/US/EN-US/6496-deceased-customer-estate',
  calpers: 'https://www.calpers.ca.gov/page/active-members/death-benefits/application-process',
  calstrs: 'https://calstrs.com/general-information/reporting-death',
  nystrs: 'https://nystrs.org/Retirees/Report-a-Death',
  ncRetirement:
    'https://help.myncretirement.com/retiree-resources/retiree-death-benefits/benefits-available-your-beneficiaries-upon-your-death',
  kyTrs: 'https://trs.ky.gov/retired-members/plan/death-and-survivor-benefits',
  /** The Public Employee Retirement Administration Commission's guide to reporting a death to any of the state's systems. */
  maPensionDeath: 'https://www.mass.gov/guides/reporting-a-death',
  strsOhio: 'https://www.strsoh.org/retirees/life-events/death-member.html',
  allianzLife: 'https://www.allianzlife.com/customer-service/claims-information',
  /** Equitable's life insurance questions for beneficiaries, on the host the stored copy was read at. */
  equitable: 'https://www1.equitable.com/customer-service/beneficiary/life-insurance-common-questions',
  americanEquity: 'https://www.american-equity.com/resources/customer-service/death-claim-faq',
  psers: 'https://www.psers.pa.gov/About/Pages/ReportingaDeath.aspx',
  trsTexas: 'https://www.trs.texas.gov/pension-benefits/beneficiary-resources/death-benefits-claims',
  oregonPers: 'https://www.oregon.gov/pers/mem/pages/when-a-member-dies.aspx',
  trsGeorgia: 'https://www.trsga.com/retiree/death-of-a-retiree/',
  /** NYSLRS's own blog post on reporting a member's or retiree's death; the stored copy was read at the http address. */
  nyslrs: 'https://nysretirementnews.com/tag/death/',
  /** INPRS's own article on death benefits; its survivor benefits page lists who it may speak to. */
  inprs:
    'https://www.in.gov/inprs/destinationretirement/posts/what-all-inprs-survivors-and-beneficiaries-should-know-about-death-benefits',
  /** MSRS's notification of death page (in its State Patrol plan section). */
  msrs: 'https://www.msrs.state.mn.us/notification-of-death-patrol',
  /** The Division's death benefits page (in its manual for employers), which says how a family reports a death; read at http. */
  njPensions: 'https://www.state.nj.us/treasury/pensions/epbam/pensions/claims/death.htm',
  opers: 'https://www.opers.org/retirees/programs/death-benefit.shtml',
  prosperityLife: 'https://www.prosperitylife.com/start-life-claim',
  wsecu: 'https://wsecu.org/resources/decedent-account-guide',
  unfcu: 'https://www.unfcu.org/help/deceased-member',
  /** The bank's own article on handling a banking relationship after a loss. */
  middlesexSavings: 'https://www.middlesexbank.com/About/What-s-New/Blog/April-2021/handling-a-banking-relationship',
  /** TMRS's page on reporting a death, written for city correspondents; it lists what TMRS asks for. */
  tmrs: 'https://www.tmrs.com/how_city_death.php',
  /** The Division's page on a death after retirement; the stored copy was read at the http address. */
  alaskaTrs: 'https://doa.alaska.gov/drb/trs/retiree/lifeChanges/deathAfterRetirement.html',
  sjcera: 'https://sjcera.org/active-members/death-active-member',
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
  entry(
    'dfas',
    'Defense Finance and Accounting Service (DFAS): military retired pay',
    'pension',
    SRC.dfasRetireeDeath,
    [
      'Their full name, Social Security number and date of death',
      'The cause of death and their marital status',
      'The names and addresses of their beneficiaries or next of kin',
      'A copy of the death certificate showing the cause of death, with form SF 1174',
    ],
  ),
  entry('railroad-retirement', 'Railroad Retirement Board (railroad pensions)', 'pension', SRC.rrbSurvivors, [
    'Their railroad retirement claim number or Social Security number',
    'The date of death',
    'Details of their years of railroad work, for survivor benefits',
  ]),
  entry(
    'education-student-loans',
    'U.S. Department of Education (federal student loans)',
    'other',
    SRC.educationLoans,
    [
      'An original, certified copy or clear photocopy of the death certificate (not a fax)',
      'The loan details from a recent bill or letter, to send it to the right holder',
    ],
  ),
  {
    ...entry('calpers', 'CalPERS (California public employees’ retirement)', 'pension', SRC.calpers, [
      'Their name, Social Security number or CalPERS ID, and date of death',
      'The surviving spouse’s or partner’s details, or the next of kin’s',
      'A copy of the death certificate listing the cause of death, with the application CalPERS mails you',
    ]),
    regions: ['us-ca'],
  },
  {
    ...entry('calstrs', 'CalSTRS (California teachers’ retirement)', 'pension', SRC.calstrs, [
      'Their name and Social Security number or CalSTRS Client ID, and date of death',
      'A contact person’s name, address and phone number',
      'A copy of the death certificate',
    ]),
    regions: ['us-ca'],
  },
  {
    ...entry('nystrs', 'New York State Teachers’ Retirement System (NYSTRS)', 'pension', SRC.nystrs, [
      'Their name, EmplID or Social Security number, and date of death',
      'A contact person’s name, address and phone number',
      'An original or certified copy of the death certificate, which is returned to you',
    ]),
    regions: ['us-ny'],
  },
  {
    ...entry('nc-retirement', 'North Carolina Retirement Systems Division', 'pension', SRC.ncRetirement, [
      'A certificate of death',
      'A survivor’s address, phone number and Social Security number before payment',
      'Letters testamentary or papers of administration if the estate is the beneficiary',
    ]),
    regions: ['us-nc'],
  },
  {
    ...entry('ky-trs', 'Teachers’ Retirement System of Kentucky', 'pension', SRC.kyTrs, [
      'A call or letter from the funeral home or a relative',
      'The forms TRS sends the executor or beneficiary, including for the life insurance benefit',
    ]),
    regions: ['us-ky'],
  },
  {
    ...entry(
      'ma-public-pensions',
      'Massachusetts public retirement systems (guide from PERAC)',
      'pension',
      SRC.maPensionDeath,
      ['The name of their retirement system: the guide lists all of them', 'A copy of the death certificate'],
    ),
    regions: ['us-ma'],
  },
  {
    ...entry('strs-ohio', 'State Teachers Retirement System of Ohio (STRS Ohio)', 'pension', SRC.strsOhio, [
      'A call to the Member Services Center, or the online death notification',
    ]),
    regions: ['us-oh'],
  },
  {
    ...entry('pa-psers', 'Pennsylvania Public School Employees’ Retirement System (PSERS)', 'pension', SRC.psers, [
      'For someone still working: their school employer tells PSERS',
      'For a retiree: their name, Social Security number and date of death, and the estate contact’s details',
      'A copy of the death certificate, and any payments made after the death returned',
    ]),
    regions: ['us-pa'],
  },
  {
    ...entry('trs-texas', 'Teacher Retirement System of Texas (TRS)', 'pension', SRC.trsTexas, [
      'A contact person’s name, address and phone number, and their date of death',
      'A copy of the death certificate when it is available',
      'The claim forms TRS mails to each beneficiary, filed within a year of the death',
    ]),
    regions: ['us-tx'],
  },
  {
    ...entry('oregon-pers', 'Oregon Public Employees Retirement System (PERS)', 'pension', SRC.oregonPers, [
      'The date of death and the city and state where it happened',
      'A photocopy of the death certificate, and your contact details',
      'Separate notice to the PERS Health Insurance Program or Oregon Savings Growth Plan, if they used them',
    ]),
    regions: ['us-or'],
  },
  {
    ...entry('trs-georgia', 'Teachers Retirement System of Georgia (TRS)', 'pension', SRC.trsGeorgia, [
      'Their name, Social Security number and date of death',
      'Your name, address, phone number and relationship to them',
      'Details of whom TRS should contact, usually the spouse or executor',
    ]),
    regions: ['us-ga'],
  },
  {
    ...entry('nyslrs', 'New York State and Local Retirement System (NYSLRS)', 'pension', SRC.nyslrs, [
      'Their retirement, registration or Social Security number, and date of death',
      'An original certified copy of the death certificate, however you report the death',
      'Your address and daytime phone number',
    ]),
    regions: ['us-ny'],
  },
  {
    ...entry('inprs', 'Indiana Public Retirement System (INPRS)', 'pension', SRC.inprs, [
      'A call from anyone to report the death',
      'The death certificate and the paperwork in the checklist for their plan',
      'Letters testamentary, letters of administration or a small estate affidavit if you act for the estate',
    ]),
    regions: ['us-in'],
  },
  {
    ...entry('msrs', 'Minnesota State Retirement System (MSRS)', 'pension', SRC.msrs, [
      'Their name, address, Social Security number, date of birth and date of death',
      'Your relationship to them, and contact details for the survivor or beneficiary',
    ]),
    regions: ['us-mn'],
  },
  {
    ...entry('nj-pensions', 'New Jersey Division of Pensions and Benefits', 'pension', SRC.njPensions, [
      'Their name, address, Social Security or retirement number, and date of death',
      'The name, address and phone number of the beneficiary or of whoever handles their affairs',
    ]),
    regions: ['us-nj'],
  },
  {
    ...entry('ohio-opers', 'Ohio Public Employees Retirement System (OPERS)', 'pension', SRC.opers, [
      'Their years of service, which set the lump sum death benefit',
      'The death benefit beneficiary they named, if any: otherwise the order set by Ohio law applies',
    ]),
    regions: ['us-oh'],
  },
  {
    ...entry('tmrs', 'Texas Municipal Retirement System (TMRS)', 'pension', SRC.tmrs, [
      'Their name, Social Security number, date of death and marital status',
      'Family contact details: name, relationship, address and phone number',
    ]),
    regions: ['us-tx'],
  },
  {
    ...entry(
      'alaska-trs',
      'Alaska Teachers’ Retirement System (Division of Retirement and Benefits)',
      'pension',
      SRC.alaskaTrs,
      [
        'An email or call to the Death Benefits Unit',
        'The joint and survivor option they chose at retirement, which decides the spouse’s benefit',
      ],
    ),
    regions: ['us-ak'],
  },
  {
    ...entry('sjcera', 'San Joaquin County Employees’ Retirement Association (SJCERA)', 'pension', SRC.sjcera, [
      'A call to a retiree counselor with their name, Social Security number and date of death',
      'An original death certificate',
      'For a spouse or partner: copies of the marriage or partnership certificate, birth certificate and Social Security number',
    ]),
    regions: ['us-ca'],
  },
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
  entry('keybank', 'KeyBank', 'bank', SRC.keyBank, [
    'An original or certified copy of the death certificate',
    'An affidavit, letters testamentary or a court order, depending on the state',
    'Trust papers, if the account was held in a trust',
  ]),
  entry('dcu', 'Digital Federal Credit Union (DCU)', 'bank', SRC.dcu, [
    'A certified copy of the death certificate, from the funeral home or the registry',
    'Papers the state asks for, which DCU explains when you call',
  ]),
  entry('discover', 'Discover (credit cards)', 'bank', SRC.discover, [
    'Their name and card account number',
    'No death certificate is usually needed: Discover checks the details itself',
    'The executor’s details, to settle any balance from the estate',
  ]),
  entry('mr-cooper', 'Mr. Cooper (mortgage servicer)', 'bank', SRC.mrCooper, [
    'The death certificate',
    'Evidence of your relationship to them, such as a marriage or birth certificate',
    'The will, probate order or letters testamentary, if there are any, and the deed',
  ]),
  entry('becu', 'BECU (credit union)', 'bank', SRC.becu, [
    'A call to BECU or a visit to a BECU location',
    'A certified copy of the death certificate',
    'Letters testamentary or letters of administration, if you are the personal representative',
  ]),
  entry('cash-app', 'Cash App (Block)', 'bank', SRC.cashApp, [
    'The death certificate',
    'Their full legal name, and their $Cashtag, phone numbers or email addresses',
    'Your U.S.-issued photo ID, and a small estate affidavit or equivalent document',
  ]),
  {
    ...entry('wsecu', 'WSECU (credit union)', 'bank', SRC.wsecu, [
      'Their full name, Social Security number, account numbers, and dates of birth and death',
      'A copy of the death certificate',
      'Court papers naming you personal representative, unless you are a joint account holder',
    ]),
    regions: ['us-wa'],
  },
  entry('unfcu', 'UNFCU (United Nations Federal Credit Union)', 'bank', SRC.unfcu, [
    'A certified copy of the death certificate with a raised seal',
    'A copy of your government-issued ID',
    'Documents in English, with a certified translation if needed',
  ]),
  {
    ...entry('middlesex-savings', 'Middlesex Savings Bank', 'bank', SRC.middlesexSavings, [
      'Your ID, such as a driver’s license or U.S. passport',
      'An original or certified copy of the death certificate',
      'Probate court letters of authority dated within 60 days; a will alone is not accepted',
    ]),
    regions: ['us-ma'],
  },
]

const INVESTMENTS: CatalogueOrganisation[] = [
  entry('fidelity', 'Fidelity Investments', 'pension', SRC.fidelity, INVESTMENT_NEEDS),
  entry('vanguard', 'Vanguard', 'pension', SRC.vanguard, INVESTMENT_NEEDS),
  entry('schwab', 'Charles Schwab', 'pension', SRC.schwab, INVESTMENT_NEEDS),
  entry('tiaa', 'TIAA (retirement accounts)', 'pension', SRC.tiaa, [
    'Their name, address and date of death',
    'Contact details for their spouse, beneficiaries or executor',
  ]),
  entry('ameriprise', 'Ameriprise Financial', 'pension', SRC.ameriprise, [
    'Their name and account numbers',
    'The date of death',
    'Contact details for the executor and anyone who inherits',
  ]),
  entry('t-rowe-price', 'T. Rowe Price', 'pension', SRC.tRowePrice, [
    'A call to place a hold on the account',
    'The forms for the type of account, and a copy of the death certificate',
  ]),
  entry('edward-jones', 'Edward Jones', 'pension', SRC.edwardJones, [
    'Certified copies of the death certificate',
    'A talk with their Edward Jones financial advisor about what they owned',
  ]),
  entry('robinhood', 'Robinhood', 'pension', SRC.robinhood, [
    'A copy of the death certificate, sent to the Robinhood estates team',
    'Your government-issued ID, if you are the named beneficiary',
  ]),
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
  entry('lincoln-financial', 'Lincoln Financial (life insurance)', 'insurer', SRC.lincoln, [
    ...LIFE_CLAIM_NEEDS,
    'If the estate is the beneficiary: the executor’s court appointment or a small estate affidavit',
  ]),
  entry('john-hancock', 'John Hancock (life insurance)', 'insurer', SRC.johnHancock, LIFE_CLAIM_NEEDS),
  entry('massmutual', 'MassMutual (life insurance and annuities)', 'insurer', SRC.massMutual, LIFE_CLAIM_NEEDS),
  entry('nationwide', 'Nationwide (life insurance and annuities)', 'insurer', SRC.nationwideLostPolicy, [
    'Their name and details, to search for a policy you are not sure exists',
    'Proof you are a beneficiary or the executor',
  ]),
  entry('genworth', 'Genworth (annuities)', 'insurer', SRC.genworthAnnuity, [
    'A claim form for each beneficiary, signed in ink (not faxed)',
    'A copy of the death certificate',
  ]),
  entry('corebridge', 'Corebridge Financial (formerly AIG life insurance and annuities)', 'insurer', SRC.corebridge, [
    ...LIFE_CLAIM_NEEDS,
    'If the estate is the beneficiary: letters testamentary or administration, or a small estate affidavit',
  ]),
  entry('guardian-life', 'Guardian Life (individual life insurance)', 'insurer', SRC.guardianLife, [
    'A call to Guardian’s life claims line, as its forms and claims page says',
    'The policy number, if you have it',
  ]),
  entry('principal', 'Principal Financial Group (life insurance and retirement plans)', 'insurer', SRC.principal, [
    'For group life cover through work: the employer files the claim',
    'For an individual policy: the claims packet, then a call to Principal to start the claim',
  ]),
  entry('foresters', 'Foresters Financial (life insurance and annuities)', 'insurer', SRC.foresters, [
    'A claimant’s statement from the beneficiary',
    'A certified death certificate',
    'For an accident: any police, coroner’s or toxicology report',
  ]),
  entry('colonial-penn', 'Colonial Penn Life Insurance', 'insurer', SRC.colonialPenn, [
    'A claimant’s statement completed by each named beneficiary',
    'A certified death certificate: one is enough for all their policies',
    'The original policy, if you have it',
  ]),
  entry('globe-life', 'Globe Life (life insurance)', 'insurer', SRC.globeLife, [
    'The Proofs of Death – Claimant Statement',
    'A certified death certificate showing the cause or manner of death; a copy may do for smaller benefits',
    'A copy of the obituary, if there is one',
  ]),
  entry('protective', 'Protective Life (life insurance and annuities)', 'insurer', SRC.protective, [
    'Their name, policy number or Social Security number, dates of birth and death, and cause of death',
    'A certified copy of the death certificate, with the claim packet',
    'ID documents for each beneficiary',
  ]),
  entry('thrivent', 'Thrivent (life insurance)', 'insurer', SRC.thrivent, [
    'The name of the insurer and the contract number, if you have them',
    'The claim paperwork Thrivent sends, and a death certificate',
  ]),
  entry('voya', 'Voya Financial (life insurance)', 'insurer', SRC.voya, [
    'Their name, dates of birth and death, policy number, Social Security number and marital status',
    'The claims package Voya sends, completed by the beneficiary',
    'Usually a certified death certificate',
  ]),
  entry('allianz-life', 'Allianz Life (annuities and life insurance)', 'insurer', SRC.allianzLife, [
    'Their name, contract or policy numbers, date of death, and date of birth or Social Security number',
    'The claim form packet Allianz mails to the primary beneficiary',
    'Proof of death, such as a certified death certificate',
  ]),
  entry('equitable', 'Equitable (life insurance and annuities)', 'insurer', SRC.equitable, [
    'The completed death claim forms',
    'The original policy, if you have it, and a certified copy of the death certificate',
    'Certificates of appointment if you claim as executor or administrator',
  ]),
  entry('american-equity', 'American Equity (annuities)', 'insurer', SRC.americanEquity, [
    'A call to the Annuity Claims Department to report the death',
    'One photocopy of a certified death certificate, complete, legible and showing the seal',
    'The claim kit sent to each beneficiary',
  ]),
  entry('prosperity-life', 'Prosperity Life (life insurance)', 'insurer', SRC.prosperityLife, [
    'The claim form package for the beneficiary’s state, one package for each beneficiary',
    'Special forms, from the office, for a death abroad, a homicide or a policy under two years old',
  ]),
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
  entry('cox', 'Cox (internet, TV and home phone)', 'telecoms', SRC.cox, [
    'The account details and the phone number, if a spouse or close family member is taking it over',
    'The account paid up to date, at the same address',
  ]),
]

const SOCIAL: CatalogueOrganisation[] = socialMediaFor('us')

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
