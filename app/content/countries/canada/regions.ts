import type { RegionProfile } from '../../schema'
import { REVIEWED, REVIEWED_2026_11_25, SRC } from './sources'

const r = REVIEWED

/** Facts the checklist templates need that the shared RegionProfile shape has no field for. */
export interface CanadaRegionExtras {
  /** What the court document that gives an executor authority is called there, in plain words. */
  grantName: string
  /** Territories must tell Service Canada of a death themselves; provinces notify it for you. */
  territory: boolean
  /** Which federal department handles estates of First Nations people ordinarily resident on a reserve. */
  firstNationsEstates: 'ISC' | 'CIRNAC' | null
}

export const REGION_EXTRAS: Record<string, CanadaRegionExtras> = {
  'ca-on': {
    grantName: 'a Certificate of Appointment of Estate Trustee or a Small Estate Certificate',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-qc': {
    grantName: 'a probated (verified) will; a notarial will needs no probate',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-bc': {
    grantName: 'a grant of probate (with a will) or a grant of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-ab': {
    grantName: 'a grant of probate (with a will) or a grant of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-mb': {
    grantName: 'a grant of probate (with a will) or a grant of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-sk': {
    grantName: 'letters probate (with a will) or letters of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-ns': {
    grantName: 'a grant of probate (with a will) or a grant of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-nb': {
    grantName: 'letters probate (with a will) or letters of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-nl': {
    grantName: 'letters of probate (with a will) or letters of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-pe': {
    grantName: 'letters probate (with a will) or letters of administration (without one)',
    territory: false,
    firstNationsEstates: 'ISC',
  },
  'ca-nt': {
    grantName: 'a grant of probate or administration, or a small-estate order',
    territory: true,
    firstNationsEstates: 'CIRNAC',
  },
  'ca-nu': {
    grantName: 'a grant of probate (with a will) or letters of administration (without one)',
    territory: true,
    firstNationsEstates: null,
  },
  'ca-yt': {
    grantName: 'a grant of probate (with a will) or letters of administration (without one)',
    territory: true,
    firstNationsEstates: 'CIRNAC',
  },
}

export const regions: RegionProfile[] = [
  {
    code: 'ca-on',
    name: 'Ontario',
    abbreviation: 'ON',
    registry: {
      name: 'ServiceOntario – Office of the Registrar General',
      description: 'Registers deaths that happen in Ontario and issues death certificates.',
      phone: '1-800-461-2156',
      phoneNote: 'From outside Toronto. In Toronto call 416-325-8305.',
      website: SRC.onDeathCertificate,
      source: SRC.onDeathCertificate,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'the funeral director, with a family member, who files the Statement of Death and the Medical Certificate of Death with the local municipal clerk',
    probateCourt: {
      name: 'Ontario Superior Court of Justice',
      description:
        'Issues the Certificate of Appointment of Estate Trustee ("probate") and, for estates of $150,000 or less, the Small Estate Certificate.',
      website: SRC.onSmallEstate,
      source: SRC.onSmallEstate,
      reviewed: r,
    },
    smallEstate: {
      amount: 150000,
      currency: 'CAD',
      text: 'Estates valued at $150,000 or less can use a simpler court process and get a Small Estate Certificate. This is a simpler procedure, not an exemption: estate administration tax still applies above the first $50,000.',
      isPolicy: false,
      source: SRC.onSmallEstate,
      reviewed: r,
    },
    otherOffices: [
      {
        name: 'Estate administration tax calculator (Ministry of the Attorney General)',
        description: 'Works out the estate administration tax ("probate fee") on an estate value you enter.',
        website: SRC.onEstateTaxCalculator,
        source: SRC.onEstateTaxCalculator,
        reviewed: r,
      },
    ],
    notes: [
      {
        title: 'Estate administration tax',
        body: [
          'There is no estate administration tax on the first $50,000 of an estate. Above that it is $15 for each $1,000 (or part of $1,000).',
        ],
        source: SRC.onEstateTaxAndReturn,
        reviewed: r,
        official: false,
      },
      {
        title: 'Estate Information Return within 180 days',
        body: [
          'After the court issues the estate certificate, the estate trustee must give an Estate Information Return to the Ontario Ministry of Finance no later than 180 days after the certificate was issued.',
        ],
        source: SRC.onEstateInformationReturn,
        reviewed: REVIEWED_2026_11_25,
      },
      {
        title: 'Registration can take a while',
        body: [
          'It may take up to 12 weeks for a death to be registered in Ontario. The funeral director can give you proof-of-death copies to use in the meantime; some organizations will still ask for the official certificate.',
        ],
        source: SRC.onDeathCertificate,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-qc',
    name: 'Québec',
    abbreviation: 'QC',
    registry: {
      name: "Directeur de l'état civil",
      description:
        'Enters deaths in the Québec register of civil status and issues death certificates and copies of acts of death.',
      phone: '1 877 644-4545',
      phoneNote: 'Services Québec, toll-free elsewhere in Québec. Montréal: 514 644-4545. Québec City: 418 644-4545.',
      website: SRC.qcDeclareDeath,
      source: SRC.qcDecContact,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      "the funeral service business, which sends the Declaration of Death (completed with a person close to the deceased) and the physician's attestation of death to the Directeur de l'état civil",
    probateCourt: {
      name: 'Superior Court of Québec (or a notary)',
      description:
        'A notarial will needs no probate. A holograph will or a will made before witnesses must be probated (verified) by the Superior Court or by a notary.',
      website: SRC.qcProbate,
      source: SRC.qcProbate,
      reviewed: r,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'Québec has no small-estate threshold and no probate tax based on the estate value. Whether a will must be probated depends on its form, not on the size of the estate; a fee applies to probate by the court or a notary.',
      isPolicy: false,
      source: SRC.qcProbate,
      reviewed: r,
    },
    otherOffices: [
      {
        name: 'Chambre des notaires du Québec and Barreau du Québec – will searches',
        description: 'The liquidator asks both for a will search certificate to find the last will.',
        source: SRC.qcMainSteps,
        reviewed: r,
      },
    ],
    notes: [
      {
        title: 'One declaration can inform several governments',
        body: [
          "With the declaration of death you can fill in the Application for the simplified forwarding of information relative to death. Once the death is registered, the Directeur de l'état civil passes the information to bodies such as the Régie de l'assurance maladie du Québec, Retraite Québec, the Canada Revenue Agency and Service Canada.",
        ],
        source: SRC.qcSimplifiedForwarding,
        reviewed: r,
      },
      {
        title: 'Settling a succession in Québec',
        body: [
          'In Québec the estate is called the succession and the executor the liquidator. The liquidator files tax returns with both Revenu Québec and the Canada Revenue Agency and gets a certificate from each before distributing property.',
        ],
        source: SRC.qcMainSteps,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-bc',
    name: 'British Columbia',
    abbreviation: 'BC',
    registry: {
      name: 'BC Vital Statistics Agency',
      description:
        'Registers deaths in British Columbia and issues death certificates (online, by mail or at select Service BC locations).',
      website: SRC.bcDeathCertificates,
      address: 'PO Box 9657 Stn Prov Govt, Victoria, BC V8W 9P3',
      source: SRC.bcDeathCertificates,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'the funeral director, once a doctor, nurse practitioner or coroner has signed the Medical Certification of Death (within 48 hours of the death) and a relative or other informant has given the details',
    probateCourt: {
      name: 'Supreme Court of British Columbia (probate registry)',
      description:
        'Issues grants of probate and administration. The probate fee must be paid before the grant is issued.',
      source: SRC.bcProbateFeeAct,
      reviewed: r,
    },
    smallEstate: {
      amount: 25000,
      currency: 'CAD',
      text: 'This is a fee threshold: no probate fee is payable if the estate is worth $25,000 or less (Probate Fee Act). Above that, a fee based on the estate value applies. It does not by itself mean you can skip probate.',
      isPolicy: false,
      source: SRC.bcProbateFeeAct,
      reviewed: r,
    },
    otherOffices: [],
    notes: [
      {
        title: 'Wills notice search',
        body: [
          'British Columbia keeps an index of wills notices. A certificate of search of that index is filed with an application for a grant, so the executor or lawyer usually orders one early.',
        ],
        source: SRC.bcWesaRegulation,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-ab',
    name: 'Alberta',
    abbreviation: 'AB',
    registry: {
      name: 'Alberta Vital Statistics (Service Alberta)',
      description: 'Keeps the record of deaths in Alberta. Death certificates are ordered through a registry agent.',
      phone: '780-427-7013',
      phoneNote:
        'Service Alberta contact centre, Edmonton and area, Mon–Fri 8:15am–4:30pm. Elsewhere in Alberta dial 310-0000 first.',
      website: SRC.abDeathCertificate,
      source: SRC.abDeathCertificate,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'a person who knew the deceased (often the spouse), who completes the Registration of Death form at the funeral home; the funeral home then registers the death',
    probateCourt: {
      name: "Court of King's Bench of Alberta (surrogate matters)",
      description: 'Issues grants of probate (with a will) and administration (without one).',
      source: SRC.abProbateFees,
      reviewed: r,
      official: false,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'Alberta has no value under which the court fee is waived. The court fee is tiered by the net value of the estate, from $35 (estates of $10,000 or less) up to a maximum of $525 (over $250,000). Whether a grant is needed at all is usually decided by the banks and others holding the assets.',
      isPolicy: false,
      source: SRC.abProbateFees,
      noOfficialPage: 'https://www.alberta.ca/court-fees.aspx',
      reviewed: r,
      official: false,
    },
    otherOffices: [],
    notes: [
      {
        title: 'Registering the death',
        body: [
          'A death can be registered at no cost for one year from the date of death; after that a delayed registration with extra evidence and fees applies. In practice the funeral home registers it within days.',
        ],
        source: SRC.abDeathCertificate,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-mb',
    name: 'Manitoba',
    abbreviation: 'MB',
    registry: {
      name: 'Manitoba Vital Statistics',
      description: 'Registers deaths under The Vital Statistics Act and issues death certificates.',
      source: SRC.mbVitalStatisticsAct,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy: 'usually the funeral director, with details from the family and the medical certificate',
    probateCourt: {
      name: "Court of King's Bench of Manitoba (probate)",
      description: 'Issues grants of probate and administration.',
      source: SRC.mbProbateFees,
      reviewed: r,
      official: false,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'Manitoba eliminated probate fees on 6 November 2020, so there is no fee threshold. Whether you need a grant usually depends on what the banks and others holding the assets ask for.',
      isPolicy: false,
      source: SRC.mbProbateFees,
      noOfficialPage: 'https://web2.gov.mb.ca/laws/statutes/ccsm/l080e.php',
      reviewed: r,
      official: false,
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-sk',
    name: 'Saskatchewan',
    abbreviation: 'SK',
    registry: {
      name: 'eHealth Saskatchewan – Vital Statistics',
      description: 'Registers every death in Saskatchewan and issues death certificates.',
      phone: '1-800-667-7551',
      phoneNote: 'Toll-free in Canada and the US, Mon–Fri 8am–5pm. Regina: 306-787-3251.',
      website: SRC.skRegisterDeath,
      source: SRC.skRegisterDeath,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'the funeral director, who completes the registration with the next of kin and sends it with the Medical Certificate of Death to eHealth Saskatchewan',
    probateCourt: {
      name: "Court of King's Bench for Saskatchewan (local registrar)",
      description:
        'Issues letters probate and letters of administration. Court fee: $7 for each $1,000 of estate assets listed.',
      source: SRC.skCourtFees,
      reviewed: r,
    },
    smallEstate: {
      amount: 25000,
      currency: 'CAD',
      text: 'A simpler route: letters of administration may not be needed if the estate is worth $25,000 or less and includes no land or buildings. Any real estate needs a grant.',
      isPolicy: false,
      source: SRC.skNoWill,
      reviewed: r,
    },
    otherOffices: [],
    notes: [
      {
        title: 'Help from court staff for estates of $15,000 or less',
        body: [
          "If the estate is worth $15,000 or less and you are handling it yourself, staff at the Court of King's Bench will help you prepare the application for a grant.",
        ],
        source: SRC.skUnder15000,
        reviewed: r,
      },
      {
        title: 'Death certificates take time',
        body: [
          'Once a death is registered, eHealth usually processes a death certificate in six to eight weeks, plus mailing time.',
        ],
        source: SRC.skRegisterDeath,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-ns',
    name: 'Nova Scotia',
    abbreviation: 'NS',
    registry: {
      name: 'Service Nova Scotia – Vital Statistics',
      description: 'Registers deaths in Nova Scotia and issues death certificates.',
      phone: '902-424-4381',
      phoneNote: 'Toll-free within Nova Scotia: 1-877-848-2578. Mon–Fri 8:30am–4:30pm.',
      website: SRC.nsDeathCertificate,
      address: '300 Horseshoe Lake Drive, Halifax, NS B3S 0B7',
      source: SRC.nsDeathCertificate,
      reviewed: r,
    },
    registrationDeadline: {
      amount: 48,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director must send the Registration of Death and Medical Certificate of Death to Vital Statistics within 48 hours of the death',
      source: SRC.nsRegisterDeath,
      reviewed: r,
    },
    registeredBy: 'the funeral director, who acts as division registrar of deaths',
    probateCourt: {
      name: 'Probate Court of Nova Scotia',
      description: 'Grants probate and administration. A probate tax is charged on every grant.',
      source: SRC.nsProbateTaxLaw,
      reviewed: r,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'Nova Scotia has no value below which the probate tax is waived. The tax is tiered: $85.60 for an estate of $10,000 or less, rising in steps to $1,002.65 at $100,000, plus $16.95 for each $1,000 above $100,000.',
      isPolicy: false,
      source: SRC.nsProbateFees,
      noOfficialPage: 'https://nslegislature.ca/sites/default/files/legc/statutes/probate.pdf',
      reviewed: r,
      official: false,
    },
    otherOffices: [
      {
        name: 'Service Nova Scotia call centre',
        phone: '902-424-5851',
        phoneNote: 'Outside metro Halifax: 1-800-670-4357 (toll-free in Nova Scotia only).',
        source: SRC.nsDeathCertificate,
        reviewed: r,
      },
    ],
    notes: [
      {
        title: 'Registration time',
        body: [
          'It usually takes 4 to 6 weeks for Vital Statistics to register a death, longer if more information is needed.',
        ],
        source: SRC.nsRegisterDeath,
        reviewed: r,
      },
    ],
  },
  {
    code: 'ca-nb',
    name: 'New Brunswick',
    abbreviation: 'NB',
    registry: {
      name: 'Service New Brunswick – Vital Statistics',
      description: 'Registers deaths in New Brunswick and issues death certificates.',
      phone: '506-453-2385',
      phoneNote: 'Mon–Fri 8:15am–4:30pm. Choose option 4 after choosing your language.',
      website: SRC.nbDeathRegistration,
      source: SRC.nbDeathRegistration,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'the funeral director, using Service New Brunswick’s electronic registration (open only to funeral homes, coroners and medical or nurse practitioners)',
    probateCourt: {
      name: 'The Probate Court of New Brunswick',
      description: "Grants letters probate and administration; a judge of the Court of King's Bench presides.",
      website: SRC.nbProbateCourt,
      source: SRC.nbProbateCourt,
      reviewed: r,
    },
    smallEstate: {
      amount: 20000,
      currency: 'CAD',
      text: 'This is a tax step, not an exemption: up to $20,000 the probate tax is a flat amount ($25 to $100); above $20,000 it is $5 for each $1,000 (Probate Court Act, Schedule A). A non-government site reports a 2026 change to these amounts that we could not confirm, so check the current amount with the Probate Court.',
      isPolicy: false,
      source: SRC.nbProbateTaxSchedule,
      reviewed: r,
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-nl',
    name: 'Newfoundland and Labrador',
    abbreviation: 'NL',
    registry: {
      name: 'Vital Statistics Division (Digital Government and Service NL)',
      description:
        'Holds birth, marriage and death records and issues certificates. Office: 149 Smallwood Drive, Mount Pearl.',
      phone: '(709) 729-3308',
      website: SRC.nlVitalStatistics,
      source: SRC.nlVitalStatistics,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy: 'usually the funeral director, with details from the family',
    probateCourt: {
      name: 'Supreme Court of Newfoundland and Labrador',
      description:
        'Issues letters of probate and administration under the Judicature Act and Rule 56 of the Rules of the Supreme Court.',
      website: SRC.nlSupremeCourtFaq,
      source: SRC.nlSupremeCourtFaq,
      reviewed: r,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'We found no value below which a grant is not needed or the probate charge is waived: even an estate of $1,000 or less pays $60 (the key figures give the whole rule, from the Services Charges Act).',
      isPolicy: false,
      source: SRC.nlServicesChargesAct,
      reviewed: '2026-11-27',
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-pe',
    name: 'Prince Edward Island',
    abbreviation: 'PE',
    registry: {
      name: 'PEI Vital Statistics',
      description: 'Registers deaths and issues death certificates. Main office: 126 Douses Road, Montague.',
      phone: '1-877-320-1253',
      source: SRC.peVitalStatistics,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy: 'the funeral director, who also issues the burial permit, with help from a family member',
    probateCourt: {
      name: 'Supreme Court of Prince Edward Island – Estates Section',
      description: 'Grants letters probate and administration under the Probate Act.',
      source: SRC.peProbateAct,
      reviewed: r,
      official: false,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'We found no small-estate exemption in PEI. Probate fees are tiered by value, from $50 for an estate of $10,000 or less up to $400 at $100,000, plus 0.4% of the value above $100,000. Check the current fee with the Estates Section.',
      isPolicy: false,
      source: SRC.insurerProbateChart,
      noOfficialPage: 'https://www.princeedwardisland.ca/',
      reviewed: r,
      official: false,
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-nt',
    name: 'Northwest Territories',
    abbreviation: 'NT',
    registry: {
      name: 'Registrar General of Vital Statistics (Health and Social Services)',
      description:
        'Every death in the Northwest Territories must be registered here before a death certificate can be issued.',
      website: SRC.ntDeathRegistration,
      source: SRC.ntDeathRegistration,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy:
      'the funeral director, who completes the Registration of Death with a relative and delivers it to a district or sub-registrar (municipal clerk) or to Vital Statistics',
    probateCourt: {
      name: 'Supreme Court of the Northwest Territories',
      description:
        'Issues grants of probate and administration, and small-estate orders under the Estate Administration Rules.',
      source: SRC.ntSmallEstates,
      reviewed: r,
      official: false,
    },
    smallEstate: {
      amount: 35000,
      currency: 'CAD',
      text: 'A simpler court procedure: if the net value of the assets that need probate is under $35,000, you can apply for a declaration of small estate (Estate Administration Rules, rule 10) instead of a full grant.',
      isPolicy: false,
      source: SRC.ntSmallEstates,
      noOfficialPage: 'https://www.justice.gov.nt.ca/',
      reviewed: r,
      official: false,
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-nu',
    name: 'Nunavut',
    abbreviation: 'NU',
    registry: {
      name: 'Nunavut Vital Statistics (Department of Health)',
      description:
        'The Registrar General of Vital Statistics registers deaths and issues certificates. Local health centres can help with the forms.',
      website: SRC.nuVitalStatistics,
      source: SRC.nuVitalStatistics,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy: 'usually the funeral director (or the person acting as one), with the Medical Certificate of Death',
    probateCourt: {
      name: 'Nunavut Court of Justice',
      description: 'Handles probate and administration; the court registry can explain forms and fees.',
      source: SRC.nuCourtRules,
      reviewed: r,
    },
    smallEstate: {
      amount: null,
      currency: 'CAD',
      text: 'We could not confirm Nunavut’s current probate fees or any small-estate limit from an official page. Ask the Nunavut Court of Justice registry before you apply.',
      isPolicy: false,
      source: SRC.nuCourtRules,
      reviewed: r,
    },
    otherOffices: [],
    notes: [],
  },
  {
    code: 'ca-yt',
    name: 'Yukon',
    abbreviation: 'YT',
    registry: {
      name: 'Yukon Vital Statistics (Health and Social Services)',
      description: 'Registers deaths in Yukon and issues death certificates.',
      phone: '867-667-5207',
      phoneNote: 'Toll-free in Yukon: 1-800-661-0408, extension 5207.',
      source: SRC.ytVitalStatistics,
      reviewed: r,
    },
    registrationDeadline: null,
    registeredBy: 'usually the funeral director, with details from the family',
    probateCourt: {
      name: 'Supreme Court of Yukon',
      description: 'Issues grants of probate and appoints administrators when there is no will or no executor.',
      website: SRC.ytEstateTerms,
      source: SRC.ytEstateTerms,
      reviewed: r,
    },
    smallEstate: {
      amount: 25000,
      currency: 'CAD',
      text: 'Reported as a fee threshold: no court fee for estates of $25,000 or less and a flat $140 above that. We could not confirm this on a Yukon government page, so check with the Supreme Court of Yukon registry.',
      isPolicy: false,
      source: SRC.insurerProbateChart,
      noOfficialPage: 'https://laws.yukon.ca/',
      reviewed: r,
      official: false,
    },
    otherOffices: [],
    notes: [],
  },
]
