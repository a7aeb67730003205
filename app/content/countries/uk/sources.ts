/**
 * Every page the United Kingdom content was checked against, with the date it was checked.
 * See docs/content/uk-review.md for what each page confirmed.
 */
export const REVIEWED = '2026-11-21'

export const SRC = {
  // Registering a death
  registerEW: 'https://www.gov.uk/register-a-death/y/england_wales/at_home_hospital/yes',
  registerEWStart: 'https://www.gov.uk/register-a-death',
  denbighshireRegister: 'https://denbighshire.gov.uk/en/births-marriages-and-deaths/register-a-death.aspx',
  gwyneddRegister:
    'https://www.gwynedd.llyw.cymru/en/Residents/Births-marriages-deaths/Deaths-cemeteries-crematorium/Register-a-death.aspx',
  /** Written answer, HC Deb 22 November 1974: deaths in Wales may be registered in Welsh as well as English. */
  welshRegistrationHansard:
    'https://api.parliament.uk/historic-hansard/written_answers/1974/nov/22/births-deaths-and-marriages-registration',
  scotRegisterNhs: 'https://www.sad.scot.nhs.uk/atafter-death/registration-and-advance-registration-of-death',
  highlandRegister: 'https://highland.gov.uk/info/640/birth_marriage_and_death/308/registering_a_birth_or_death/3',
  nrsRegister: 'https://www.nrscotland.gov.uk/registration/registering-a-death',
  bordersRegister: 'https://scotborders.gov.uk/a-to-z/service/77/death',
  dumgalRegister: 'https://dumgal.gov.uk/article/15176/Registering-a-death',
  niRegister: 'https://nidirect.gov.uk/articles/registering-death-district-registrar',
  ardsRegister: 'https://ardsandnorthdown.gov.uk/article/1898/Deaths',
  shetlandRegister: 'https://www.shetland.gov.uk/births-marriages-deaths/registering-death',

  // Probate, confirmation and grants
  probateEW: 'https://www.gov.uk/applying-for-probate',
  smallPaymentsActEW: 'https://www.legislation.gov.uk/ukpga/1965/32/section/1',
  probateApplyEW: 'https://www.gov.uk/applying-for-probate/apply-for-probate',
  probateFeesEW: 'https://www.gov.uk/applying-for-probate/fees',
  shropshireProbate:
    'https://directory.shropshire.gov.uk/service/20c6023f-e8ea-48c9-9ca6-7ae6bee50216/wills-and-probate',
  sctsSmallEstates:
    'https://www.scotcourts.gov.uk/taking-action/dealing-with-a-deceased%27s-estate-in-scotland/small-estates',
  scotGovSmallEstates:
    'https://www.gov.scot/publications/death-scotland-practical-advice-times-bereavement-revised-11th-edition-2016-9781786522726/pages/13/',
  niProbate: 'https://www.nidirect.gov.uk/articles/applying-probate',
  niApplyProbate: 'https://www.nidirect.gov.uk/services/apply-probate',
  niProbateRegistry: 'https://www.justice-ni.gov.uk/articles/probate',
  niRcjPhone: 'https://www.courtsni.gov.uk/en-GB/Pages/contact-RCJ-out-of-hrs.aspx',

  // Telling government
  tellUsOnce: 'https://www.gov.uk/after-a-death/organisations-you-need-to-contact-and-tell-us-once',
  litrgNotify: 'https://www.litrg.org.uk/tax-guides/bereavement/how-do-i-notify-death',
  hmrcReturns: 'https://www.gov.uk/self-assessment-tax-returns/returns-for-someone-who-has-died',

  // Benefits and help with costs
  bspClaim: 'https://www.gov.uk/bereavement-support-payment/how-to-claim',
  bspAmounts: 'https://www.gov.uk/bereavement-support-payment/what-youll-get',
  niBsp: 'https://www.nidirect.gov.uk/articles/bereavement-support-payment',
  turn2usFuneralClaim:
    'https://www.turn2us.org.uk/get-support/information-for-your-situation/funeral-payment/how-do-i-claim-a-funeral-payment',
  bspEligibility: 'https://www.gov.uk/bereavement-support-payment/eligibility',
  lancsFuneralPayment:
    'https://lancashire.gov.uk/health-and-social-care/benefits-and-financial-help/benefits-for-people-who-are-state-pension-age/help-with-health-costs/?page=9',
  falkirkFuneralSupport: 'https://www.falkirk.gov.uk/services/benefits-support/funeral-support-payment.aspx',
  niFuneralPayment: 'https://www.nidirect.gov.uk/articles/funeral-expenses-payment',

  // Inheritance Tax
  ihtThresholds:
    'https://www.gov.uk/government/publications/inheritance-tax-nil-rate-band-and-residence-nil-rate-bands-from-6-april-2028/inheritance-tax-nil-rate-band-residence-nil-rate-band-from-6-april-2028',
  ihtPensionsNote:
    'https://www.gov.uk/government/publications/inheritance-tax-on-pensions-technical-note/technical-note-inheritance-tax-on-pensions',
  ihtPensionsPolicy:
    'https://www.gov.uk/government/publications/inheritance-tax-unused-pension-funds-and-death-benefits',
  ihtPay: 'https://www.gov.uk/paying-inheritance-tax',
  ihtOverview: 'https://www.gov.uk/inheritance-tax',

  // Banks, insurers, support (non-government pages are marked official: false where used)
  deathNotificationService: 'https://www.deathnotificationservice.co.uk/faq.ofml',
  abiLifeClaims: 'https://publications.parliament.uk/pa/cm201012/cmselect/cmjust/1663/1663we14.htm',
  cruse: 'https://www.cruse.org.uk/cruse-receives-funding-boost-government',
  samaritans: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
  /** An NHS trust's crisis page: Samaritans free on 116 123, 24 hours a day, 365 days a year (also used on /support). */
  samaritansNhs: 'https://www.nwbh.nhs.uk/contactus/Pages/Help-in-a-crisis.aspx',
} as const

/** The day of the second review (key figures and official sources, docs/content/uk-review.md). */
export const REVIEWED_KEY_FIGURES = '2026-11-25'

/** Shorthand for a fact checked on the second review day against an official page. */
export function checked(source: string) {
  return { source, reviewed: REVIEWED_KEY_FIGURES }
}

/** Shorthand for a fact checked today against an official page. */
export function official(source: string) {
  return { source, reviewed: REVIEWED, official: true }
}

/** Shorthand for a fact checked today against a reputable non-government page (no official page found). */
export function unofficial(source: string) {
  return { source, reviewed: REVIEWED, official: false }
}
