/**
 * Every page the Australian content was checked against, in one place, so a source is spelt once.
 * See docs/content/australia-review.md for what each page confirmed and any caveats (old pages, mirrors).
 */

/** The day these facts were checked against their sources. */
export const REVIEWED = '2026-11-21'

/** The day of the follow-up search for registry phone numbers (see the review file, "Search of 2026-11-22"). */
export const REVIEWED_2026_11_22 = '2026-11-22'

/** The day of the issue-34 pass (Victoria's small estates service, bereavement payments; see the review file). */
export const REVIEWED_2026_11_27 = '2026-11-27'

/** The day of the key-figures and official-sources pass (see the review file, "Key figures, 2026-11-25"). */
export const REVIEWED_2026_11_25 = '2026-11-25'

export const SRC = {
  // New South Wales
  nswRegisterDeath: 'https://www.service.nsw.gov.au/transaction/register-death',
  nswBdmDeathRegistration: 'https://www.bdm.nsw.gov.au/Pages/deaths/death-registration.aspx',
  nswProbateNotices: 'https://onlineregistry.lawlink.nsw.gov.au/content/probate-notices',
  nswSupremeCourtProbate:
    'https://supremecourt.nsw.gov.au/content/dcj/ctsd/supreme-court/supreme-court-home/wills-probate.html',
  nswSupremeCourtProbateFaq: 'https://www.lawlink.nsw.gov.au/lawlink/Supreme_Court/ll_sc.nsf/pages/SCO_probatefs',
  nswTrusteeContact: 'https://www.tag.nsw.gov.au/feedback-and-complaints.html',
  nswWillAndEstate: 'https://nsw.gov.au/family-and-relationships/deaths/after-a-death/will-and-deceased-estate',

  // Victoria
  vicBdmFuneralDirectors: 'https://www.bdm.vic.gov.au/legal-requirements-funeral-directors',
  vicBdmDeaths: 'https://www.bdm.vic.gov.au/deaths',
  vicSupremeCourtApplying:
    'https://www.supremecourt.vic.gov.au/wills-and-probate/applying-for-a-grant-of-probate-or-administration',
  /** The small estates optional service: the limit for each financial year of death. */
  vicSmallEstatesService: 'https://www.supremecourt.vic.gov.au/wills-and-probate/small-estates-optional-service',
  vicRedCrestHelp: 'https://www.redcrest.com.au/probate/help.aspx',
  vicStateTrustees: 'https://www.statetrustees.com.au/executor-services/information-and-resources/what-is-probate/',

  // Queensland
  qldRegisteringDeath:
    'https://www.qld.gov.au/law/births-deaths-marriages-and-divorces/deaths-wills-and-probate/registering-a-death',
  qldCourtsApplyForGrant:
    'https://www.courts.qld.gov.au/services-and-online-actions/applications-and-appeals/wills-and-probate/apply-for-a-grant-of-administration',
  qldCourtsCommonQuestions: 'https://courts.qld.gov.au/courts/supreme-court/wills-and-estates-probate/common-questions',
  qldPublicTrustee: 'https://www.pt.qld.gov.au/customer-information/deceased-estate-services',

  // Western Australia
  waRegisterDeath:
    'https://www.wa.gov.au/government/multi-step-guides/what-do-when-someone-dies-alpha-stage/register-the-death',
  waBdmRegisterDeathContact: 'https://bdm.dotag.wa.gov.au/R/register_a_death_print.aspx',
  waSupremeCourtProbateFaq: 'https://www.supremecourt.wa.gov.au/P/probate_faqs.aspx',
  waManageDeceasedEstate: 'https://www.wa.gov.au/service/justice/civil-law/manage-deceased-estate',
  /** WA Government 'End of life' guide, 'Paying for a funeral' (insurance, prepaid funerals, bonds, super). */
  waPayingForFuneral:
    'https://www.wa.gov.au/government/multi-step-guides/what-do-when-someone-dies-alpha-stage/organise-funeral-or-memorial-service/paying-funeral',

  // South Australia
  saRegisterDeath: 'https://www.cbs.sa.gov.au/births-deaths-marriages/register-a-death',
  /** CBS's Births, Deaths and Marriages page with the Registry's contact box (phone 131 882); read over http. */
  saBdmContact: 'https://www.cbs.sa.gov.au/births-deaths-marriages/births/',
  saSupremeCourtRegistry:
    'https://www.courts.sa.gov.au/going-to-court/court-locations/supreme-court/registry-and-support-sc/',
  saLawHandbookBanks: 'https://lawhandbook.sa.gov.au/ch36s02s07s01.php',
  saLawHandbookEstates: 'https://lawhandbook.sa.gov.au/print/ch36s02.php',
  saLawHandbookSuper: 'https://lsc.sa.gov.au/handbook/ch25s04s01s04.php',
  saPublicTrustee: 'https://www.publictrustee.sa.gov.au/',

  // Tasmania
  tasRegisterDeath: 'https://www.justice.tas.gov.au/bdm/register-death',
  tasPublicTrusteeWhatToDo: 'https://www.publictrustee.tas.gov.au/blog/what-to-do-when-someone-dies.html',
  tasPublicTrusteeProcess:
    'https://www.publictrustee.tas.gov.au/estate-administration/our-estate-administration-process/',
  tasSupremeCourtProbate: 'https://www.supremecourt.tas.gov.au/probate_and_administration',

  // Australian Capital Territory
  actDeathRegistration:
    'https://www.accesscanberra.act.gov.au/births-relationships-and-deaths/deaths/death-registration',
  actBdmActS37: 'https://classic.austlii.edu.au/au/legis/act/consol_act/bdamra1997383/s37.html',
  actSupremeCourtProbate: 'https://www.courts.act.gov.au/supreme/law-and-practice/wills-and-probate',
  actSupremeCourtProbateContact:
    'https://www.courts.act.gov.au/supreme/services/probate_administration_and_foreign_grants',
  actPublicTrusteeContact: 'https://ombudsman.act.gov.au/complaints/public-trustee-and-guardian',
  actPublicTrustee: 'https://ptg.act.gov.au',
  actPublicTrusteeElection: 'https://classic.austlii.edu.au/au/legis/act/consol_act/aapa1929259/s87c.html',

  // Northern Territory
  ntRegisterDeath: 'https://nt.gov.au/law/bdm/register-a-death',
  ntWhatToDo: 'https://nt.gov.au/law/bdm/what-to-do-if-someone-dies/secure-properties-and-valuables',
  ntSupremeCourtProbate: 'https://www.supremecourt.nt.gov.au/about/registry/probate.htm',

  // National
  servicesAustraliaWhoToTell:
    'https://www.servicesaustralia.gov.au/individuals/subjects/death-and-bereavement/who-tell-when-someone-dies',
  servicesAustraliaFinancialHelp:
    'https://operational.servicesaustralia.gov.au/public/Pages/bereavement/099-01020000-01.html',
  /** 'What help there is when an adult dies': bereavement payments and exemptions, each up to 14 weeks. */
  servicesAustraliaAdultDies:
    'https://www.servicesaustralia.gov.au/individuals/subjects/death-and-bereavement/what-help-there-when-adult-dies',
  deathNotificationService:
    'https://www.service.nsw.gov.au/transaction/use-the-australian-death-notification-service-adns',
  deathNotificationServiceSite: 'https://www.deathnotification.gov.au',
  atoNotification: 'https://www.ato.gov.au/Forms/Notification-of-a-deceased-person/',
  atoChecklist: 'https://www.ato.gov.au/individuals/deceased-estates/checklist--what-to-do-when-someone-dies/',
  /** 'If you are a beneficiary of a deceased estate': "There are no inheritance or estate taxes in Australia." */
  atoBeneficiary: 'https://ato.gov.au/individuals/deceased-estates/if-you-are-a-beneficiary-of-a-deceased-estate',
  /** The 'date of death' return: when one is needed and who lodges it (checked 2026-11-27, issue 33). */
  atoFinalReturn:
    'https://www.ato.gov.au/Individuals/Deceased-estates/Doing-a-final-tax-return-for-the-deceased-person/',
  atoDeceasedEstateChecklist: 'https://www.ato.gov.au/Individuals/Deceased-estates/Deceased-estate-checklist/',
  dvaWhenSomeoneDies:
    'https://www.dva.gov.au/benefits-and-payments/income-support/managing-your-pension/chapter-8-what-do-when-someone-dies',
  dvaBereavementPayments:
    'https://dva.gov.au/get-support/families/bereavement-payments/bereavement-payments-funeral-benefits-and-other-assistance-under-vea',
  tisImmediatePhone:
    'https://www.tisnational.gov.au/en/Our-services/Interpreting-services/Immediate-phone-interpreting',
  sorryBusiness: 'https://everyonesbusiness.psc.nsw.gov.au/node/183',
  namesAndImagesProtocol: 'https://apps.indigenous.gov.au/cultural_protocol.htm',
  tombstoneUnveiling:
    'https://cspm.csyw.qld.gov.au/practice-kits/safe-care-and-connection/working-with-aboriginal-and-torres-strait-islander/seeing-and-understanding/respect-for-cultural-protocols-and-practices',
  bankingCodeDeceasedEstates: 'https://bankingcode.org.au/bccc-launches-deceased-estates-inquiry/',
  qsuperDeathAndSuper: 'https://qsuper.qld.gov.au/super/other-considerations/death-and-superannuation',
} as const
