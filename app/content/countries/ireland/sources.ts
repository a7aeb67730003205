/**
 * Every page the Irish content was checked against, in one place. See docs/content/ireland-review.md for what
 * each page was used for and how current it is.
 */

/** The day these facts were checked against their sources. */
export const REVIEWED = '2026-11-21'

/** The day of the second review (key figures, docs/content/ireland-review.md). */
export const REVIEWED_KEY_FIGURES = '2026-11-25'

export const SRC = {
  // Registering a death
  hseRegisterDeath: 'https://www.hse.ie/eng/services/list/1/bdm/registeradeath/',
  govRegisterDeath: 'https://www.gov.ie/en/service/49c66f-registering-a-death-in-ireland/',
  govBereavement: 'https://www.gov.ie/en/department-of-social-protection/publications/bereavement/',
  /** Civil Registration (Electronic Registration) Act 2024, s. 11 (amends s. 37 of the 2004 Act: 28 days). */
  act2024s11: 'https://www.irishstatutebook.ie/2024/en/act/pub/0027/sec0011.html',
  /** Civil Registration Act 2004, s. 40 (registration after 12 months needs consent). */
  act2004s40: 'https://www.irishstatutebook.ie/eli/2004/act/3/section/40/enacted/en/html',
  ciCertificates: 'https://www.citizensinformation.ie/en/birth_family_relationships/registrar_birth_marr_death.html',
  ciCertificatesIrish:
    'https://www.citizensinformation.ie/ga/birth_family_relationships/registrar_birth_marr_death.html',
  groAbout: 'https://www.irishgenealogy.ie/en/civil-records/help/what-are-the-civil-records',
  coronerFaq: 'https://kildarecoco.ie/AllServices/CountyCoroner/FrequentlyAskedQuestions',
  /** HSE statement on Donegal, Sligo and Leitrim offices, quoted in full by the Derry Journal (2025). */
  hseNorthWestOffices:
    'https://www.derryjournal.com/news/national/inishowens-civil-registration-office-to-close-in-march-4979478',

  // Probate
  courtsWhatIsProbate: 'https://services.courts.ie/taking-action/probate/what-is-probate',
  courtsProbateOffices:
    'https://www.courts.ie/courts.ie/library3.nsf/PageCurrentWebLookUpTopNav/Probate?opendocument&l=en',
  /** Law firm summary: the online Statement of Affairs (Probate) SA.2 replaced the paper CA24 in September 2020. */
  sa2ReplacedCa24:
    'https://www.mondaq.com/ireland/wills-intestacy-estate-planning/1059582/time-for-change-a-review-of-recent-changes-to-probate-practice-and-procedures',
  successionActPartIX: 'https://achtanna.oireachtas.ie/en.act.1965.0027.10.html',
  section117TimeLimit: 'https://www.probate-ireland.com/lawbytes/succession-rights-children/',
  tailteTransmission:
    'https://www.tailte.ie/en/registration/legal-practices/practice-directions/devolution-and-transmission/',
  registrationOfTitleS61: 'https://revisedacts.lawreform.ie/eli/1964/act/16/section/61/revised/en/html',

  // Tax
  revenueCatThresholds:
    'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-thresholds-rates-and-aggregation-rules/cat-thresholds.aspx',
  revenueCatExempt:
    'https://www.revenue.ie/en/gains-gifts-and-inheritance/gift-and-inheritance-tax-cat/what-do-you-not-pay-cat-on.aspx',
  revenueSmallGift:
    'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-exemptions/small-gift-exemption/index.aspx',
  revenueCatPayFile:
    'https://www.revenue.ie/en/gains-gifts-and-inheritance/gift-and-inheritance-tax-cat/how-and-when-do-you-pay-and-file.aspx',
  revenuePersonalRep:
    'https://www.revenue.ie/en/life-events-and-personal-circumstances/death-and-bereavement/information-on-tax-after-a-bereavement/duties-of-a-personal-representative.aspx',
  budget2025CatResolution: 'https://www.oireachtas.ie/en/debates/debate/dail/2024-10-01/16/',
  /** Written answer (Minister for Social Protection, 2024) stating the 33% CAT rate. */
  catRate: 'https://www.oireachtas.ie/en/debates/question/2024-05-22/53/',

  // Social protection
  ciWidowedGrant:
    'https://www.citizensinformation.ie/en/social-welfare/social-welfare-payments/death-related-benefits/widowed-parents-bereavement-grant',
  govWidowedGrantGuidelines:
    'https://www.gov.ie/en/publication/b54fee-operational-guidelines-widowed-or-surviving-civil-partner-grant/',
  /** Written answer on Exceptional Needs Payments for funeral costs (mirror of the Oireachtas record). */
  funeralEnp: 'https://www.kildarestreet.com/wrans/?id=2015-04-22a.100',

  // Banks and insurance
  banksCommitment: 'https://www.irishexaminer.com/breakingnews/business/irish-banks-commit-to-the-bereaved-958525.html',
  bankOfIrelandBereavement: 'https://www.bankofireland.com/bereavement-support/',
  ciUnclaimedLifePolicies:
    'https://www.citizensinformation.ie/en/money_and_tax/personal_finance/insurance/unclaimed_life_insurance_policies.html',

  // Language, advice and support
  ciPhoneService: 'https://www.citizensinformationboard.ie/en/news/2025/news20250708.html',
  irishInCourts: 'https://www.coimisineir.ie/an-ghaeilge-sna-cuirteanna?lang=EN',
  courtsIrishStrategy:
    'https://www.lawsociety.ie/gazette/top-stories/2025/july/courts-service-aims-to-be-genuinely-bilingual',
  ihfSupportLine:
    'https://hospicefoundation.ie/bereavement-news/the-bereavement-support-line-service-is-here-for-you-this-christmas/',
  samaritansIreland: 'https://www.samaritans.org/news/samaritans-ireland-responds-one-call-help-every-minute-last-year',
} as const
