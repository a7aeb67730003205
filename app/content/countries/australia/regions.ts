import type { Office, RegionProfile } from '../../schema'
import { REVIEWED, REVIEWED_2026_11_22, REVIEWED_2026_11_25, SRC } from './sources'

/**
 * The eight states and territories. Each fact carries the page it was checked against; the review file
 * (docs/content/australia-review.md) lists what changed from the earlier version and what could not be verified.
 *
 * Convention used by the checklist templates: `otherOffices[0]` is always the state's public trustee.
 */

const reviewed = REVIEWED

/** Shared wording for the small-estate threshold where the law sets no figure and banks decide. */
const BANKS_DECIDE =
  'Banks and other asset holders set their own limits. Many will release a modest amount without a grant of probate, but there is no single figure: ask each bank what it needs.'

const nsw: RegionProfile = {
  code: 'au-nsw',
  name: 'New South Wales',
  abbreviation: 'NSW',
  registry: {
    name: 'NSW Registry of Births, Deaths and Marriages',
    description: 'Registers every death in NSW and issues death certificates.',
    phone: '13 77 88',
    phoneNote: 'Service NSW; ask for a death registration form if no funeral director is involved',
    website: SRC.nswBdmDeathRegistration,
    address: 'GPO Box 30, Sydney NSW 2001 (postal)',
    source: SRC.nswRegisterDeath,
    reviewed,
  },
  registrationDeadline: {
    amount: 7,
    unit: 'days',
    from: 'burial-or-cremation',
    text: 'The death must be registered within 7 days of the burial or cremation.',
    source: SRC.nswRegisterDeath,
    reviewed,
  },
  registeredBy:
    'the funeral director (a next of kin or relative can register it instead, using a form from the Registry)',
  probateCourt: {
    name: 'Supreme Court of NSW – Probate',
    description:
      'Grants probate and letters of administration. Since 1 August 2023 most uncontested applications are made online.',
    website: SRC.nswSupremeCourtProbate,
    source: SRC.nswSupremeCourtProbate,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `NSW law does not require probate in every case and sets no dollar limit. ${BANKS_DECIDE} Real estate in the person's sole name (or held as tenants in common) always needs a grant.`,
    source: SRC.nswSupremeCourtProbateFaq,
    reviewed,
  },
  otherOffices: [
    {
      name: 'NSW Trustee and Guardian',
      description:
        "NSW's public trustee. It may hold the person's will, and can act as executor or administrator if no one else can.",
      phone: '1300 360 466',
      phoneNote: 'From outside Sydney; in Sydney call (02) 8688 2600',
      website: 'https://www.tag.nsw.gov.au',
      source: SRC.nswTrusteeContact,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Check with the bank before applying for probate',
      body: [
        'If the person owned no property in their own name and had only a small amount of money, you may not need a probate order. Ask the bank or other institution holding the money first.',
        'If probate is needed, the first step is to publish a Notice of Intended Application online with the Supreme Court, then wait 14 days before applying.',
      ],
      source: SRC.nswProbateNotices,
      reviewed,
    },
  ],
}

const vic: RegionProfile = {
  code: 'au-vic',
  name: 'Victoria',
  abbreviation: 'VIC',
  registry: {
    name: 'Births, Deaths and Marriages Victoria',
    description:
      'Registers every death in Victoria and issues death certificates (with or without the cause of death).',
    website: SRC.vicBdmDeaths,
    source: SRC.vicBdmFuneralDirectors,
    reviewed,
  },
  registrationDeadline: {
    amount: 7,
    unit: 'days',
    from: 'burial-or-cremation',
    text: 'The funeral director must notify the Registry within 7 days of the burial or cremation.',
    source: SRC.vicBdmFuneralDirectors,
    reviewed,
  },
  registeredBy: 'the funeral director, who shares the duty with the doctor who certifies the cause of death',
  probateCourt: {
    name: 'Supreme Court of Victoria – Probate Office',
    description:
      'Deals with all applications for probate and letters of administration. Applications are filed online through RedCrest-Probate.',
    website: SRC.vicSupremeCourtApplying,
    source: SRC.vicSupremeCourtApplying,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `It is not always necessary to apply for probate: it depends on what the person owned and on what the institutions holding those assets require. ${BANKS_DECIDE}`,
    source: SRC.vicSupremeCourtApplying,
    reviewed,
  },
  otherOffices: [
    {
      name: 'State Trustees (Victoria)',
      description:
        "Victoria's public trustee, owned by the State. It can act as executor or administrator and apply for probate for you, for a fee.",
      website: SRC.vicStateTrustees,
      source: SRC.vicStateTrustees,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Small estates service at the Probate Office',
      body: [
        'If the estate is small and you are the executor or next of kin, the Probate Office small estates optional service may prepare the application for you, if you are eligible.',
        'An application can only be made to the Supreme Court of Victoria if there are assets in Victoria.',
      ],
      source: SRC.vicSupremeCourtApplying,
      reviewed,
    },
  ],
}

const qld: RegionProfile = {
  code: 'au-qld',
  name: 'Queensland',
  abbreviation: 'QLD',
  registry: {
    name: 'Queensland Registry of Births, Deaths and Marriages',
    description: 'Registers every death in Queensland and issues death certificates.',
    phone: '1300 366 430',
    phoneNote: 'Monday to Friday, 8.30am to 4.30pm',
    website: SRC.qldRegisteringDeath,
    source: SRC.qldRegisteringDeath,
    reviewed,
  },
  registrationDeadline: {
    amount: 14,
    unit: 'days',
    from: 'death',
    text: 'A death must be registered within 14 days from the date of death.',
    source: SRC.qldRegisteringDeath,
    reviewed: REVIEWED_2026_11_25,
  },
  registeredBy:
    'the funeral director, who lodges it online for the family (by law a spouse or relative must apply, and the funeral director does this for you)',
  probateCourt: {
    name: 'Supreme Court of Queensland – registry',
    description:
      'Grants probate and letters of administration. People without a lawyer can file in person or by post at the Supreme Court registry in Brisbane, Cairns, Rockhampton or Townsville.',
    website: SRC.qldCourtsApplyForGrant,
    source: SRC.qldCourtsApplyForGrant,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `It is not always necessary to apply for probate in Queensland, and the law sets no dollar limit. ${BANKS_DECIDE}`,
    source: SRC.qldCourtsCommonQuestions,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Queensland Public Trustee',
      description:
        "Queensland's public trustee. Anyone applying for probate must send it a copy of their notice of intention first. It can also administer an estate for you.",
      phone: '1300 360 044',
      website: SRC.qldPublicTrustee,
      source: SRC.qldCourtsApplyForGrant,
      reviewed,
    },
    {
      name: 'Queensland Law Reporter (ICLRQ)',
      description: 'Where you advertise your intention to apply for a grant of probate or administration.',
      phone: '(07) 3236 1855',
      source: SRC.qldCourtsApplyForGrant,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Who must register a death in Queensland',
      body: [
        'Queensland law puts the duty to apply for registration on a spouse or relative. You do not usually have to do anything yourself: the funeral director registers the death online or by post.',
        'If you are arranging the funeral without a funeral director, contact the Registry about how to register the death.',
      ],
      source: SRC.qldRegisteringDeath,
      reviewed,
    },
  ],
}

const wa: RegionProfile = {
  code: 'au-wa',
  name: 'Western Australia',
  abbreviation: 'WA',
  registry: {
    name: 'Registry of Births, Deaths and Marriages (WA)',
    description: 'Registers every death in Western Australia and issues death certificates.',
    phone: '1300 305 021',
    phoneNote: 'Monday to Friday, 8.30am to 4.30pm (as listed on the Registry page)',
    website: SRC.waRegisterDeath,
    source: SRC.waBdmRegisterDeathContact,
    reviewed,
  },
  registrationDeadline: {
    amount: 14,
    unit: 'days',
    from: 'death',
    text: 'The death must be notified to the Registry within 14 days. The WA Government counts this from the date of death.',
    source: SRC.waRegisterDeath,
    reviewed,
  },
  registeredBy: 'the funeral director, after the funeral',
  probateCourt: {
    name: 'Supreme Court of Western Australia – Probate Registry',
    description:
      'Grants probate and letters of administration. An application may be made at any time after 14 days from the death.',
    website: SRC.waSupremeCourtProbateFaq,
    source: SRC.waSupremeCourtProbateFaq,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `If the estate is small it may be possible to deal with it informally: for example, if the only asset is a small bank account, the bank may agree to pay for the funeral and release the rest to the beneficiaries. ${BANKS_DECIDE}`,
    source: SRC.waManageDeceasedEstate,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Public Trustee (Western Australia)',
      description:
        "WA's public trustee. It may be named as executor in the will, or act as administrator if there is no will or no executor able to act.",
      website: SRC.waManageDeceasedEstate,
      source: SRC.waManageDeceasedEstate,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'If the Coroner is involved',
      body: [
        'If the death was sudden or the cause is unknown, the State Coroner investigates. The death can be registered without a cause of death, and a complete certificate can be ordered once the Coroner has finished.',
      ],
      source: SRC.waRegisterDeath,
      reviewed,
    },
  ],
}

const sa: RegionProfile = {
  code: 'au-sa',
  name: 'South Australia',
  abbreviation: 'SA',
  registry: {
    name: 'Births, Deaths and Marriages SA (Consumer and Business Services)',
    description:
      'Registers every death in South Australia and issues death certificates. There is no fee to register a death.',
    phone: '131 882',
    phoneNote: 'Consumer and Business Services, which runs the Registry; from outside Australia +61 8 8204 8532',
    website: SRC.saRegisterDeath,
    source: SRC.saBdmContact,
    reviewed: REVIEWED_2026_11_22,
  },
  registrationDeadline: {
    amount: 7,
    unit: 'days',
    from: 'burial-or-cremation',
    text: 'Deaths need to be registered within 7 days of the burial or cremation.',
    source: SRC.saRegisterDeath,
    reviewed,
  },
  registeredBy: 'the funeral director, on behalf of the family',
  probateCourt: {
    name: 'Supreme Court of South Australia – Probate Registry',
    description:
      'Decides which document is the last will and who may act for the estate, and issues grants of probate and administration.',
    website: SRC.saSupremeCourtRegistry,
    source: SRC.saSupremeCourtRegistry,
    reviewed,
  },
  smallEstate: {
    amount: 15000,
    currency: 'AUD',
    isPolicy: false,
    text: "Since 1 January 2025, South Australian law (Succession Act 2023, s 100) lets a bank or other holder pay $15,000 or less of the person's money or property to a surviving spouse, domestic partner or child without a grant of probate. It permits this but does not require it. Above that, or for others, banks set their own rules: ask each one.",
    source: SRC.saLawHandbookBanks,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Public Trustee (South Australia)',
      description: "SA's public trustee. Like lawyers and trustee companies, it can administer an estate for you.",
      website: SRC.saPublicTrustee,
      source: SRC.saLawHandbookEstates,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Paying for the funeral from the account',
      body: [
        "If an account is in the person's name only, the bank may release money for funeral expenses, or pay the funeral director directly when given the tax invoice.",
        'Money in a joint account goes automatically to the surviving account holder.',
      ],
      source: SRC.saLawHandbookBanks,
      reviewed,
    },
  ],
}

const tas: RegionProfile = {
  code: 'au-tas',
  name: 'Tasmania',
  abbreviation: 'TAS',
  registry: {
    name: 'Births, Deaths and Marriages Tasmania',
    description: 'Registers every death in Tasmania and issues death certificates.',
    website: SRC.tasRegisterDeath,
    source: SRC.tasRegisterDeath,
    reviewed,
  },
  registrationDeadline: {
    amount: 14,
    unit: 'days',
    from: 'death',
    text: 'Registration is compulsory and must happen within 14 days of the death.',
    source: SRC.tasPublicTrusteeWhatToDo,
    reviewed,
  },
  registeredBy: 'the funeral director, after the funeral; the family gives them the details',
  probateCourt: {
    name: 'Supreme Court of Tasmania – Probate Registry',
    description: 'Deals with all applications for grants of probate and administration in Tasmania.',
    website: SRC.tasSupremeCourtProbate,
    source: SRC.tasSupremeCourtProbate,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `A grant "may be required" to collect money held in banks and managed funds and to sell or transfer property. We found no fixed dollar limit in Tasmanian law. ${BANKS_DECIDE}`,
    source: SRC.tasSupremeCourtProbate,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Public Trustee (Tasmania)',
      description:
        "Tasmania's public trustee. It can administer an estate, including applying to the Supreme Court when a grant is needed.",
      website: SRC.tasPublicTrusteeProcess,
      source: SRC.tasPublicTrusteeProcess,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Claims against the estate',
      body: [
        "When the Public Trustee administers an estate, anyone eligible to make a claim under the Testator's Family Maintenance Act 1912 has 3 months from the Supreme Court grant to tell the Public Trustee they intend to claim. The estate is shared out after that period.",
        'If you are the executor yourself, ask a lawyer how long to wait before sharing out the estate.',
      ],
      source: SRC.tasPublicTrusteeProcess,
      reviewed,
    },
  ],
}

const act: RegionProfile = {
  code: 'au-act',
  name: 'Australian Capital Territory',
  abbreviation: 'ACT',
  registry: {
    name: 'Access Canberra – Births, Deaths and Marriages',
    description: 'Registers every death in the ACT and issues death certificates. There is no fee to register a death.',
    phone: '13 22 81',
    phoneNote: 'Access Canberra',
    website: SRC.actDeathRegistration,
    source: SRC.actDeathRegistration,
    reviewed,
  },
  registrationDeadline: {
    amount: 7,
    unit: 'days',
    from: 'burial-or-cremation',
    text: 'The death registration statement must be lodged within 7 days after the burial or cremation.',
    source: SRC.actBdmActS37,
    officialSource: 'https://www.legislation.act.gov.au/a/1997-112/',
    reviewed,
    official: false,
  },
  registeredBy: 'the funeral director, or whoever arranged the burial or cremation',
  probateCourt: {
    name: 'ACT Supreme Court – Probate',
    description: 'The Registrar grants probate and letters of administration on the papers.',
    phone: '(02) 6205 0000',
    phoneNote: 'Ask for the Probate Officer',
    website: SRC.actSupremeCourtProbate,
    source: SRC.actSupremeCourtProbateContact,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `It "may be necessary" to apply for a grant when a person dies leaving assets in the ACT; it is not always needed. ${BANKS_DECIDE}`,
    source: SRC.actSupremeCourtProbate,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Public Trustee and Guardian (ACT)',
      description:
        "The ACT's public trustee. It administers estates and may hold the person's will. For estates up to $150,000 it can elect to administer without a court grant.",
      phone: '(02) 6207 9800',
      website: SRC.actPublicTrustee,
      source: SRC.actPublicTrusteeContact,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'Public Trustee and Guardian election for smaller estates',
      body: [
        "If the person left property in the ACT worth no more than $150,000 (in the Public Trustee and Guardian's opinion) and no grant has been made, the Public Trustee and Guardian may file an election to administer the estate instead of a grant.",
      ],
      source: SRC.actPublicTrusteeElection,
      reviewed,
      official: false,
    },
  ],
}

const nt: RegionProfile = {
  code: 'au-nt',
  name: 'Northern Territory',
  abbreviation: 'NT',
  registry: {
    name: 'Births, Deaths and Marriages NT',
    description:
      'Registers every death in the Northern Territory (offices in Darwin and Alice Springs). There is no fee to register a death; certificates are applied for separately.',
    website: SRC.ntRegisterDeath,
    source: SRC.ntRegisterDeath,
    reviewed,
  },
  registrationDeadline: {
    amount: 7,
    unit: 'working-days',
    from: 'burial-or-cremation',
    text: 'All deaths in the NT must be registered within 7 working days after the burial or cremation.',
    source: SRC.ntRegisterDeath,
    reviewed,
  },
  registeredBy: 'the funeral director, the person who arranges the burial or cremation, or a local health worker',
  probateCourt: {
    name: 'Supreme Court of the Northern Territory – Probate',
    description: 'The Registrar grants probate and letters of administration for estates with property in the NT.',
    website: SRC.ntSupremeCourtProbate,
    source: SRC.ntSupremeCourtProbate,
    reviewed,
  },
  smallEstate: {
    amount: null,
    currency: 'AUD',
    isPolicy: true,
    text: `Whether a grant is needed depends on what the person owned and how. We found no official NT page setting a dollar limit. ${BANKS_DECIDE}`,
    source: SRC.ntWhatToDo,
    reviewed,
  },
  otherOffices: [
    {
      name: 'Public Trustee (Northern Territory)',
      description:
        'By law you must contact the Public Trustee to check whether it holds a will. It can also administer an estate.',
      website: SRC.ntWhatToDo,
      source: SRC.ntWhatToDo,
      reviewed,
    },
  ],
  notes: [
    {
      title: 'In the first few days',
      body: [
        'Make sure a medical certificate from a doctor or the coroner reaches Births, Deaths and Marriages, secure the home and valuables, and arrange the funeral.',
        'Collect a death registration statement from a Births, Deaths and Marriages office, the funeral director or a remote health centre, and return it to the office.',
      ],
      source: SRC.ntWhatToDo,
      reviewed,
    },
  ],
}

export const REGIONS: RegionProfile[] = [nsw, vic, qld, wa, sa, tas, act, nt]

/** How to apply for a grant in each state: the steps differ, so each carries its own source. */
export interface ProbateProcess {
  steps: string[]
  source: string
  official?: boolean
}

export const PROBATE_PROCESS: Record<string, ProbateProcess> = {
  'au-nsw': {
    steps: [
      'Check with each bank or institution whether they need a grant at all.',
      'Register an account with the NSW Online Registry and publish a Notice of Intended Application (a small fee applies).',
      'Wait 14 days after the notice is published.',
      'File the application for a grant. Since 1 August 2023 most uncontested applications must be filed online.',
      'Answer any questions (requisitions) from the Court, then give a copy of the grant to each bank and institution.',
    ],
    source: SRC.nswProbateNotices,
  },
  'au-vic': {
    steps: [
      'Create a RedCrest-Probate account with the Supreme Court of Victoria.',
      'Advertise your intention to apply through RedCrest-Probate.',
      'Wait at least 15 days after the advertisement before filing.',
      'File your application through RedCrest-Probate and pay the court fee.',
      'If the estate is small, ask whether the Probate Office small estates optional service can prepare the application for you.',
    ],
    source: SRC.vicRedCrestHelp,
  },
  'au-qld': {
    steps: [
      'Advertise your intention to apply in the Queensland Law Reporter (ICLRQ: (07) 3236 1855).',
      'Send a copy of the notice to the Queensland Public Trustee (1300 360 044).',
      'Wait at least 7 days after the Public Trustee receives the notice, and 14 days after the notice appears in the Law Reporter.',
      'File the application at a Supreme Court registry (Brisbane, Cairns, Rockhampton or Townsville) in person or by post, typed, not handwritten.',
      'The grant is emailed to you; answer any requisitions the Court sends.',
    ],
    source: SRC.qldCourtsApplyForGrant,
  },
  'au-wa': {
    steps: [
      "Check whether a grant is needed: the Court's probate FAQs explain when an executor needs one, and each bank can tell you its own rules.",
      'Wait until at least 14 days after the death; an application can be made any time after that.',
      'File the application and supporting papers with the Supreme Court Probate Registry.',
      'For letters of administration (no will, or no executor able to act) the Court suggests seeing a lawyer.',
    ],
    source: SRC.waSupremeCourtProbateFaq,
  },
  'au-sa': {
    steps: [
      'Ask each bank whether it needs a grant; small amounts can often be handled without one.',
      'Apply to the Supreme Court Probate Registry for a grant of probate (or letters of administration if there is no will or no executor).',
      'The Registry decides which document is the last will and who may act, then issues the grant.',
      'If you prefer, a lawyer, the Public Trustee or a trustee company can do this for you.',
    ],
    source: SRC.saSupremeCourtRegistry,
  },
  'au-tas': {
    steps: [
      'Work out what the person owned in Tasmania and whether each asset holder needs a grant.',
      'Apply to the Probate Registry of the Supreme Court of Tasmania for a grant of probate or letters of administration.',
      'Use the grant to collect money held in banks and managed funds, pay debts and sell or transfer property.',
      'If you prefer, the Public Trustee can apply and administer the estate for you.',
    ],
    source: SRC.tasSupremeCourtProbate,
  },
  'au-act': {
    steps: [
      'Work out which grant you need: probate, letters of administration with the will, or letters of administration (no will).',
      'Advertise your intention to apply.',
      'Complete the prescribed forms and affidavits (Court Procedures Rules forms 3.1 to 3.27).',
      'File your application with the ACT Supreme Court and pay the fee; the Registrar will tell you if anything else is needed.',
    ],
    source: SRC.actSupremeCourtProbate,
  },
  'au-nt': {
    steps: [
      'Contact the Public Trustee to check whether it holds a will (the law requires this).',
      'Get the probate kit forms from the Supreme Court Registry in Darwin or from the Court.',
      "Apply to the Registrar of the Supreme Court for probate or administration of the person's property in the NT.",
      'If the estate is complicated, consider a lawyer or ask the Court to appoint the Public Trustee.',
    ],
    source: SRC.ntSupremeCourtProbate,
  },
}

/** The public trustee of a region (by the convention above). */
export function publicTrusteeOf(region: RegionProfile): Office {
  const office = region.otherOffices[0]
  if (!office) throw new Error(`${region.name}: no public trustee in otherOffices[0]`)
  return office
}
