/**
 * Every page the Canadian content was checked against on REVIEWED. Each constant is used as a `source`;
 * docs/content/canada-review.md lists what each page confirmed.
 */
export const REVIEWED = '2026-11-21'

/** The date of the second review (key figures and official sources); facts checked then carry it instead. */
export const REVIEWED_2026_11_25 = '2026-11-25'

/** The day of the issue-34 pass (Newfoundland and Labrador's probate charge; docs/content/canada-review.md). */
export const REVIEWED_2026_11_27 = '2026-11-27'

export const SRC = {
  // Federal
  serviceCanadaAfterDeath: 'https://www.canada.ca/en/employment-social-development/services/benefits/family/death.html',
  cppAmounts2025:
    'https://www.canada.ca/en/employment-social-development/programs/pensions/pension/statistics/2025-quarterly-january-march.html',
  craFinalReturnDue:
    'https://www.canada.ca/en/revenue-agency/services/tax/individuals/life-events/what-when-someone-died/final-return/date-final-return.html',
  craClearance: 'https://www.cra-arc.gc.ca/tx/ndvdls/lf-vnts/dth/clrnc-eng.html',
  craDeemedDisposition:
    'https://canada.ca/en/revenue-agency/services/tax/individuals/life-events/what-when-someone-died/deemed-disposition-property/capital-property-other-than-depreciable-property.html',
  bcWhoToNotify: 'https://www2.gov.bc.ca/gov/content/life-events/death/after-death/who-to-notify',
  iscEstates: 'https://www.sac-isc.gc.ca/eng/1100100032357/1581866877231',
  vacFuneralBurial: 'https://www.veterans.gc.ca/eng/family-caregiver/death-and-bereavement/funeral-burial-assistance',
  officialLanguages: 'https://www.clo-ocol.gc.ca/en/language-rights/services-communications-federal-institutions',
  indigenousEndOfLife:
    'https://www.partnershipagainstcancer.ca/topics/indigenous-palliative-care-approaches/culture-as-medicine/',
  banksPolicy: 'https://treadstonelaw.ca/answers/what-is-certificate-of-appointment-estate-trustee.html',
  lostLifeInsurance:
    'https://www.quebec.ca/en/family-and-support-for-individuals/death/what-to-do-in-the-event-of-death/claiming-an-amount-following-a-death/claiming-life-insurance',
  myGrief: 'https://healthenews.mcgill.ca/mygrief-ca-understanding-grief-and-loss/',
  /** The page /support cites for 9-1-1 and 9-8-8 (crisis-lines.ts), confirmed there on 2026-11-25. */
  helpline988: 'https://www.canada.ca/en/public-health/services/suicide-prevention/about-suicide.html',

  // Ontario
  onDeathCertificate: 'https://ontario.ca/page/get-or-replace-an-ontario-death-certificate',
  onSmallEstate: 'https://www.ontario.ca/page/probate-small-estate/',
  onEstateTaxAndReturn:
    'https://stepstojustice.ca/steps/wills-and-powers-of-attorney/5-get-the-certificate-and-fill-out-the-estate-information-return/',
  onEstateInformationReturn: 'https://www.ontario.ca/laws/regulation/140310',
  onEstateTaxCalculator: 'https://www.attorneygeneral.jus.gov.on.ca/english/estates/calculate.php',
  onSeniorsGuide: 'https://www.ontario.ca/document/guide-programs-and-services-seniors/end-life',

  // Québec
  qcDeclareDeath: 'https://etatcivil.gouv.qc.ca/en/death/death.html',
  qcDecContact: 'https://etatcivil.gouv.qc.ca/fr/attestation.html',
  qcSimplifiedForwarding:
    'https://www4.gouv.qc.ca/en/Portail/Citoyens/Evenements/deces/Pages/declarer-deces-proche.aspx',
  qcProbate:
    'https://www.quebec.ca/en/justice-et-etat-civil/testament-succession/succession/settlement/succession-will/probating',
  qcMainSteps: 'https://www.quebec.ca/en/family-and-support-for-individuals/death/main-steps-in-settling-a-succession/',
  juridiqc:
    'https://juridiqc.gouv.qc.ca/en/seniors-experiencing-a-loss-of-autonomy/end-of-life/after-death/main-steps-in-settling-a-succession',
  educaloi: 'https://educaloi.qc.ca/en/capsules/settling-estate',

  // British Columbia
  bcDeathRegistration: 'https://www2.gov.bc.ca/gov/content/life-events/death/death-registration',
  bcDeathCertificates: 'https://www2.gov.bc.ca/gov/content/life-events/death/death-certificates',
  bcProbateFeeAct: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/00_99004_01',
  bcWesaRegulation: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/148_2013',

  // Alberta
  abDeathCertificate: 'https://www.alberta.ca/order-death-certificate',
  abProbateFees: 'https://www.macphailharding.com/services/estates-law/',

  // Manitoba
  mbVitalStatisticsAct: 'https://web2.gov.mb.ca/laws/statutes/archive/v060(2022-11-02)ei.php',
  mbProbateFees: 'https://mltaikins.com/estate-planning/mb-eliminates-probate-fees-considerations-future-planning',

  // Saskatchewan
  skRegisterDeath: 'https://www.ehealthsask.ca/residents/deaths/Pages/Registering-a-Death.aspx',
  skNoWill:
    'https://saskatchewan.ca/residents/births-deaths-marriages-and-divorces/dealing-with-death/administering-the-estate-of-someone-whos-died/when-the-deceased-does-not-have-last-will-and-testament',
  skUnder15000:
    'https://www.saskatchewan.ca/residents/births-deaths-marriages-and-divorces/dealing-with-death/administering-the-estate-of-someone-whos-died/estates-not-exceeding-15000',
  /** Also states the court fee for letters probate ($7 per $1,000 of Part 1 assets). */
  skCourtFees:
    'https://saskatchewan.ca/residents/births-deaths-marriages-and-divorces/dealing-with-death/administering-the-estate-of-someone-whos-died/assets-outside-of-saskatchewan',

  // Nova Scotia
  nsRegisterDeath: 'https://novascotia.ca/sns/paal/vstat/paal313.asp',
  nsDeathCertificate: 'https://novascotia.ca/sns/paal/vstat/paal581.asp',
  nsProbateTaxLaw: 'https://nslegislature.ca/legc/bills/58th_1st/1st_read/b002.htm',
  nsProbateFees: 'https://clearestate.com/blog/probate-fees-nova-scotia',

  // New Brunswick
  nbDeathRegistration: 'https://www.gnb.ca/en/topic/family-home-community/vital-statistics/death-registration.html',
  nbProbateCourt: 'https://www.courtsnb-coursnb.ca/content/cour/en/probate-court.html',
  nbProbateTaxSchedule: 'https://laws.gnb.ca/en/version/cs/P-17.1?code=sc-nb:1&history=20170505',

  // Newfoundland and Labrador
  nlVitalStatistics: 'https://www.gov.nl.ca/dgsnl/birth/birth-certificate/',
  nlSupremeCourtFaq: 'https://supreme.efile.court.nl.ca/?page=faq_sup',
  nlProbateFees: 'https://www.mondaq.com/article.asp?article_id=775138&type=mondaqai',
  /** Services Charges Act, s. 4: the charge on an estate for a grant (the House of Assembly's official version). */
  nlServicesChargesAct: 'https://www.assembly.nl.ca/legislation/sr/statutes/s13-2.htm',

  // Prince Edward Island
  peVitalStatistics: 'https://archivenews.princeedwardisland.ca/node/8819',
  peProbateAct: 'https://paperzz.com/doc/7935745/probate-act---princeedwardisland.ca',
  insurerProbateChart:
    'https://repsourcepublic.manulife.com/wps/portal/Repsource/SalesResources/Insurance/TaxEstatePlanning/TEPresources/tep%20resources/ins_tepg_resourcesprobate/',

  // Territories
  ntDeathRegistration: 'https://www.hss.gov.nt.ca/en/services/death/death-registration',
  ntSmallEstates: 'https://www.estateexec.com/ca/Docs/settling-small-estates/NT',
  nuVitalStatistics: 'https://gov.nu.ca/health/information/birth-certificate',
  nuCourtRules: 'https://ftp.nunavutcourts.ca/index.php/court-policies-nucj/rules',
  ytVitalStatistics: 'https://www.hss.gov.yk.ca/birthregister.php',
  ytEstateTerms: 'https://yukon.ca/en/legal-and-social-supports/wills-and-estates/learn-terms-used-wills-and-estates',
} as const
