import type { CatalogueOrganisation, OrganisationCatalogue, OrganisationKind } from './schema'
import { BANK_NEEDS, REVIEWED, checked, socialMediaFor } from './shared'

/**
 * Canada: organisations people commonly tell after a death. Whether a province's vital statistics office tells
 * Service Canada for you could not be confirmed on an official page, so there is no one-stop service; the catalogue
 * points to the federal page instead (docs/content.md, 'Organisations catalogue'). In Québec, the Directeur de l'état
 * civil's simplified forwarding tells several government bodies in one step; it is listed as an organisation, as the
 * bodies it tells are not named on its page. Entries added on 2026-11-27 were checked that day against `source`.
 */
const SRC = {
  federalDeath: 'https://www.canada.ca/en/employment-social-development/services/benefits/family/death.html',
  /** British Columbia's 'who to notify' page: Service Canada, the CRA (1-800-959-8281) and the Passport Program. */
  bcWhoToNotify: 'https://www2.gov.bc.ca/gov/content/life-events/death/after-death/who-to-notify',
  bmo: 'https://www.bmo.com/en-ca/main/personal/estate-settlement',
  equifax:
    'https://www.consumer.equifax.ca/en/personal/education/credit-report/credit-steps-to-take-after-relative-death/',
  nationalBank: 'https://nbc.ca/personal/savings-investments/inheritance.html',
  desjardins: 'https://www.desjardins.com/ca/personal/goals-life-events/family/settling-estate/index.jsp',
  equitableBank: 'https://www.equitablebank.ca/invest-and-save/estate-services',
  sunLife: 'https://www.sunlife.ca/en/support/submit-or-track-a-claim/life-insurance-claim/',
  manulife: 'https://manulife.ca/personal/support/claims-centre.html',
  /** Rogers's power of attorney page, which links the form to use when the account holder has died. */
  rogers: 'https://rogers.com/customer/support/article/power-of-attorney-information',
  /** Canada Post's 'what to bring to the post office' for Mail Forwarding, on the host the stored copy was read at. */
  canadaPost:
    'https://prd11.canadapost-postescanada.ca/cpc/en/support/articles/mail-forwarding/what-to-bring-to-the-post-office.page',
  /** The Last Post Fund runs Veterans Affairs Canada's Funeral and Burial Program; its own page, read at http. */
  lastPostFund: 'https://www.lastpostfund.ca/EN/funeral.php',
  pensionCentre:
    'https://www.tpsgc-pwgsc.gc.ca/remuneration-compensation/collectivite-community/employeur-employer/pvac-sb-eng.html',
  qcSimplifiedForwarding: 'https://etatcivil.gouv.qc.ca/en/death/forwarding_death.html',
  ramq: 'https://www.ramq.gouv.qc.ca/en/citizens/death-loved-one',
  saaqCancelLicence:
    'https://saaq.gouv.qc.ca/en/drivers-licences/cancelling-drivers-licence?token=530&cHash=60cc9821b474fe28407b644702753d5e',
  retraiteQuebec: 'https://www.retraitequebec.gouv.qc.ca/en/deces/rentes-prestations/Pages/rentes-prestations.aspx',
  onDeathCertificate: 'https://ontario.ca/page/get-or-replace-an-ontario-death-certificate',
  abDeathCertificate: 'https://www.alberta.ca/order-death-certificate',
  bcDeathCertificates: 'https://www2.gov.bc.ca/gov/content/life-events/death/death-certificates',
  skRegisterDeath: 'https://www.ehealthsask.ca/residents/deaths/Pages/Registering-a-Death.aspx',
  tdCreditorLife: 'https://www.tdinsurance.com/claims/scenarios/life-health/life-mortgage.jsp',
  canadaLifeGroup: 'https://www.canadalife.com/support/claims/group-life-insurance-claims-process.html',
  iscEstates: 'https://www.sac-isc.gc.ca/eng/1100100032357/1581866877231',
  /** The Northwest Territories' death registration page; the stored copy was read at the http address. */
  ntDeathRegistration: 'https://www.hss.gov.nt.ca/en/services/death/death-registration',
  onWhatToDo: 'https://www.ontario.ca/page/what-do-when-someone-dies',
  /** Equitable Life's death claim requirements, on its site for advisors. */
  equitableLife: 'https://advisor.equitable.ca/advisor/en/individual-insurance/claims',
  /** Nova Scotia's guide from Vital Statistics (Service Nova Scotia), on the host the stored copy was read at. */
  nsAfterDeathGuide:
    'https://beta.novascotia.ca/documents/what-do-when-someone-passes-away-obtaining-benefits-and-closing-accounts',
  /** OMERS's page for a member who dies after retirement; its page for a death before retirement says the employer tells OMERS. */
  omers:
    'https://omers.com/Members/See-How-Life-and-Career-Events-Affect-Your-Pension/Planning-for-Loved-Ones/When-an-OMERS-Member-Dies-After-Retirement',
  bcPspp: 'https://pspp.pensionsbc.ca/reporting-the-death-of-a-member',
  bcMpp: 'https://mpp.pensionsbc.ca/claim-a-death-benefit',
  /** The College Pension Plan's page on a retired member's death (English text, on the path the stored copy was read at). */
  bcCollegePension: 'https://college.pensionsbc.ca/ja/tell-us-if-a-retired-plan-member-dies',
  /** Ontario Teachers' page on a member's death before retirement. */
  otpp: 'https://otpp.com/en-ca/members/life-events/planning-for-loved-ones/if-you-die-before-you-retire',
  /** The plan's page on reporting a death (written for employers; it says who else contacts Alberta Pensions Services). */
  albertaPspp: 'https://pspp.ca/employers/administering-the-plan/death',
  /** The Board's page on the death of a member who had not yet retired. */
  mbCssb: 'https://cssb.mb.ca/employees/death-as-an-employee/',
  entegrus: 'https://www.entegrus.com/bills-accounts/bereavement-support',
} as const

/** The day the entries added in the second review were checked against their sources. */
const CHECKED_ON = '2026-11-27'

/** An entry checked on CHECKED_ON against its own page (or `source`, when that is another page). */
function entry(
  id: string,
  name: string,
  kind: OrganisationKind,
  bereavementUrl: string,
  usuallyNeeds: string[],
  regions?: string[],
): CatalogueOrganisation {
  return {
    source: bereavementUrl,
    reviewed: CHECKED_ON,
    id: `ca-${id}`,
    name,
    kind,
    bereavementUrl,
    usuallyNeeds,
    ...(regions ? { regions } : {}),
  }
}

const LIFE_CLAIM_NEEDS = [
  'The policy or certificate number, if you have it',
  'The original death certificate or a copy, as the insurer asks',
  'A claimant’s statement from each beneficiary',
]

const FEDERAL: CatalogueOrganisation[] = [
  {
    ...checked(SRC.federalDeath),
    id: 'ca-service-canada',
    name: 'Service Canada (Canada Pension Plan, Old Age Security, Employment Insurance)',
    kind: 'social-security',
    bereavementUrl: SRC.federalDeath,
    usuallyNeeds: [
      'The funeral home’s statement of death or the death certificate',
      'Their social insurance number (SIN)',
    ],
  },
  {
    ...checked(SRC.bcWhoToNotify),
    id: 'ca-cra',
    name: 'Canada Revenue Agency (CRA)',
    kind: 'tax',
    bereavementUrl: SRC.federalDeath,
    usuallyNeeds: [
      'The date of death',
      'Their social insurance number (SIN)',
      'Their last tax return or notice of assessment',
    ],
  },
  {
    ...checked(SRC.bcWhoToNotify),
    id: 'ca-passport-program',
    name: 'Passport Program (cancel a Canadian passport)',
    kind: 'passport',
    bereavementUrl: SRC.bcWhoToNotify,
    usuallyNeeds: [
      'The passport, if it is still valid',
      'A copy of the death certificate',
      'A letter saying whether the cancelled passport should be returned or destroyed',
    ],
  },
  entry(
    'pension-centre',
    'Government of Canada Pension Centre (federal public service pensions)',
    'pension',
    SRC.pensionCentre,
    [
      'Their date of death, which their department also reports',
      'The survivor’s or estate representative’s contact details',
    ],
  ),
  entry(
    'last-post-fund',
    'Last Post Fund (Veterans Affairs Canada Funeral and Burial Program)',
    'other',
    SRC.lastPostFund,
    [
      'Details of their military service',
      'The estate’s assets and debts, for the financial assessment',
      'Contact with the Last Post Fund before firm funeral arrangements are made, if you can',
    ],
  ),
  entry(
    'isc-estates',
    'Indigenous Services Canada: Estate Services (First Nations people living on reserve)',
    'other',
    SRC.iscEstates,
    [
      'An email to Estate Services, who ask a few questions to decide who looks after the estate',
      'Whether they usually lived on a reserve: if not, the province or territory deals with the estate',
    ],
  ),
  entry('canada-post', 'Canada Post (forward their mail)', 'other', SRC.canadaPost, [
    'Your government-issued photo ID',
    'A death certificate, or the funeral director’s or medical examiner’s certificate',
    'Proof you are the legal representative, such as probate or letters of administration',
  ]),
  entry('equifax', 'Equifax Canada (credit bureau)', 'other', SRC.equifax, [
    'Their legal name, social insurance number, date of birth and date of death',
    'A copy of the death certificate',
    'Proof you are the executor or court-appointed representative',
  ]),
]

const BANKS: CatalogueOrganisation[] = [
  {
    ...checked(SRC.bmo),
    id: 'ca-bmo',
    name: 'BMO Bank of Montreal',
    kind: 'bank',
    bereavementUrl: SRC.bmo,
    usuallyNeeds: BANK_NEEDS,
  },
  entry('national-bank', 'National Bank of Canada', 'bank', SRC.nationalBank, BANK_NEEDS),
  entry('desjardins', 'Desjardins', 'bank', SRC.desjardins, BANK_NEEDS),
  entry('equitable-bank', 'Equitable Bank (EQ Bank)', 'bank', SRC.equitableBank, BANK_NEEDS),
]

const INSURERS: CatalogueOrganisation[] = [
  entry(
    'td-insurance',
    'TD Insurance (creditor life insurance on a TD mortgage or loan)',
    'insurer',
    SRC.tdCreditorLife,
    [
      'The claim forms, which a TD branch can give you',
      'A claimant’s statement',
      'An attending physician’s statement as proof of death',
    ],
  ),
  entry('equitable-life', 'Equitable Life of Canada (individual life insurance)', 'insurer', SRC.equitableLife, [
    'A claimant’s statement',
    'The original proof of death: the death certificate or the funeral director’s statement of death',
    'For larger or newer policies, a physician’s statement too',
  ]),
  entry('canada-life', 'Canada Life (group life insurance through an employer)', 'insurer', SRC.canadaLifeGroup, [
    'The claim form',
    'Details of the plan from the plan sponsor, usually their employer',
  ]),
  entry('sun-life', 'Sun Life (life insurance)', 'insurer', SRC.sunLife, [
    ...LIFE_CLAIM_NEEDS,
    'For workplace cover: the plan administrator, usually their employer, starts the claim',
  ]),
  entry('manulife', 'Manulife (insurance, banking and investments)', 'insurer', SRC.manulife, [
    'Their name and any policy or account numbers you have',
    'The online form Manulife provides to tell it of a death',
  ]),
]

const TELECOMS: CatalogueOrganisation[] = [
  entry('rogers', 'Rogers (mobile, internet and TV)', 'telecoms', SRC.rogers, [
    'The account holder’s name and account details',
    'Your name, email address and phone number',
  ]),
]

const QUEBEC = ['ca-qc']
const PROVINCIAL: CatalogueOrganisation[] = [
  entry(
    'qc-etat-civil',
    'Directeur de l’état civil (Québec): simplified forwarding of the death',
    'other',
    SRC.qcSimplifiedForwarding,
    [
      'The “Application for the simplified forwarding of information relative to the death”, attached to the Declaration of Death',
      'The funeral director usually gives you the Declaration of Death to complete',
    ],
    QUEBEC,
  ),
  entry(
    'qc-ramq',
    'Régie de l’assurance maladie du Québec (RAMQ): health insurance card',
    'other',
    SRC.ramq,
    [
      'Nothing more if the death was declared in Québec: the Directeur de l’état civil tells RAMQ',
      'For a death outside Québec: a call to RAMQ, and the card sent back',
    ],
    QUEBEC,
  ),
  entry(
    'qc-saaq',
    'Société de l’assurance automobile du Québec (SAAQ): driver’s licence',
    'vehicle',
    SRC.saaqCancelLicence,
    ['A letter asking to cancel the licence, or a visit to a service outlet', 'Their driver’s licence, if you have it'],
    QUEBEC,
  ),
  entry(
    'qc-retraite-quebec',
    'Retraite Québec (Québec Pension Plan and public-sector pensions)',
    'pension',
    SRC.retraiteQuebec,
    [
      'Their social insurance number',
      'An application for the death benefit, surviving spouse’s pension or orphan’s pension',
    ],
    QUEBEC,
  ),
  entry(
    'on-death-certificate',
    'ServiceOntario: Ontario death certificate (to cancel the health card and driver’s licence)',
    'other',
    SRC.onDeathCertificate,
    ['The funeral director’s proof of death, for many purposes', 'An application online, by mail or in person'],
    ['ca-on'],
  ),
  entry(
    'ab-death-certificate',
    'Alberta Vital Statistics: death certificate',
    'other',
    SRC.abDeathCertificate,
    [
      'A death registered in Alberta: Alberta issues certificates only for those',
      'An application, which only eligible people such as the executor or next of kin may make',
    ],
    ['ca-ab'],
  ),
  entry(
    'bc-death-certificate',
    'B.C. Vital Statistics Agency: death certificate (to cancel the health card and driver’s licence)',
    'other',
    SRC.bcDeathCertificates,
    ['An application online, by mail or at a Service BC location', 'A fee for each certificate'],
    ['ca-bc'],
  ),
  entry(
    'sk-death-registration',
    'eHealth Saskatchewan: death registration and certificate',
    'other',
    SRC.skRegisterDeath,
    ['The funeral director registers the death', 'A registered death, before you can order a certificate'],
    ['ca-sk'],
  ),
  entry(
    'nt-death-registration',
    'Northwest Territories Vital Statistics: death registration and certificate',
    'other',
    SRC.ntDeathRegistration,
    ['The funeral director registers the death', 'A registered death, before you can order a certificate'],
    ['ca-nt'],
  ),
  entry(
    'on-what-to-do',
    'Ontario government: what to do when someone dies (registration, burial permit, support)',
    'other',
    SRC.onWhatToDo,
    [
      'The Medical Certificate of Death and the Statement of Death, to register the death',
      'A funeral director usually oversees the registration, though family can register it',
    ],
    ['ca-on'],
  ),
  entry(
    'ns-vital-statistics-guide',
    'Service Nova Scotia Vital Statistics: guide to benefits and closing accounts after a death',
    'other',
    SRC.nsAfterDeathGuide,
    [
      'The guide’s list of benefits to cancel or claim, and identity cards to cancel',
      'Motor vehicle permits and certificates to transfer or cancel',
    ],
    ['ca-ns'],
  ),
  entry(
    'on-omers',
    'OMERS (Ontario municipal employees’ pension plan)',
    'pension',
    SRC.omers,
    [
      'Their name, OMERS reference number or social insurance number, and date of death',
      'For someone still working: their OMERS employer tells OMERS',
    ],
    ['ca-on'],
  ),
  entry(
    'bc-public-service-pension',
    'B.C. Public Service Pension Plan (Pension Corporation)',
    'pension',
    SRC.bcPspp,
    [
      'Their name, address, date of birth and date of death, and the executor’s contact details',
      'The spouse’s contact details and, if they were still working, their employer’s name',
      'A digital copy of the death certificate, or later from the executor',
    ],
    ['ca-bc'],
  ),
  entry(
    'bc-municipal-pension',
    'B.C. Municipal Pension Plan (Pension Corporation)',
    'pension',
    SRC.bcMpp,
    [
      'A copy of the death certificate, with the forms in the package the plan sends',
      'Proof of your identity, or of your age if you are the spouse',
    ],
    ['ca-bc'],
  ),
  entry(
    'bc-college-pension',
    'B.C. College Pension Plan (Pension Corporation)',
    'pension',
    SRC.bcCollegePension,
    [
      'Their full name and two identifiers, such as Person ID, date of birth, phone number or address',
      'The executor’s contact details and a copy of the death certificate',
    ],
    ['ca-bc'],
  ),
  entry(
    'on-teachers-pension',
    'Ontario Teachers’ Pension Plan',
    'pension',
    SRC.otpp,
    [
      'Word to the plan of the death: it then sends the survivor their options',
      'Details of the eligible spouse, dependent children or named beneficiary',
    ],
    ['ca-on'],
  ),
  entry(
    'ab-public-service-pension',
    'Alberta Public Service Pension Plan (Alberta Pensions Services)',
    'pension',
    SRC.albertaPspp,
    [
      'For someone still working: their employer reports the death to Alberta Pensions Services',
      'Otherwise the surviving pension partner or the estate’s representative contacts Alberta Pensions Services',
      'A verification of death document',
    ],
    ['ca-ab'],
  ),
  entry(
    'mb-civil-service-superannuation',
    'Manitoba Civil Service Superannuation Board (provincial public service pensions)',
    'pension',
    SRC.mbCssb,
    [
      'A copy of the proof of death',
      'For a spouse: a copy of the marriage certificate and the Marital Common-Law Relationship Status form',
      'Copies of proof of age for them and for the spouse',
    ],
    ['ca-mb'],
  ),
  entry(
    'on-entegrus',
    'Entegrus (electricity and water in parts of southwestern Ontario)',
    'utility',
    SRC.entegrus,
    [
      'The executor, or next of kin if there is no will, to contact Entegrus',
      'A copy of the death certificate, their name, account number and the property address',
      'To transfer the account: the new occupant’s details and photo ID; to close it: a final meter reading',
    ],
    ['ca-on'],
  ),
]

const SOCIAL: CatalogueOrganisation[] = socialMediaFor('ca')

export const CANADA_ORGANISATIONS: OrganisationCatalogue = {
  country: 'CA',
  oneStopServices: [],
  organisations: [...FEDERAL, ...BANKS, ...INSURERS, ...TELECOMS, ...PROVINCIAL, ...SOCIAL],
  fallbackGuide: {
    title: 'Inform the federal government of a death (canada.ca)',
    url: SRC.federalDeath,
    reviewed: REVIEWED,
  },
}
