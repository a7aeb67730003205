import type { RegionProfile } from '../../schema'
import { CDC_WHERE_TO_WRITE, SRC, state } from './common'

/** Facts checked against their (official) source in the search of 2026-11-25. */
const CHECKED = '2026-11-25'

const ASK_CLERK = 'Ask the court clerk in the county where the person lived which forms to use and what it costs.'

/** North Dakota to Wyoming (alphabetical by name). */
export const regionsC: RegionProfile[] = [
  state({
    abbr: 'nd',
    name: 'North Dakota',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the facts of death electronically within 3 days of taking charge of the body; the doctor adds the cause of death within 10 days (North Dakota Century Code 23-02.1-19)',
      source: 'https://lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_23_02-1_19',
      officialSource: 'https://www.ndlegis.gov/cencode/t23c02-1.pdf',
      official: false,
    },
    registry: {
      name: 'North Dakota Division of Vital Records',
      description:
        'Issues certified copies of North Dakota death certificates. A full copy (with cause of death) goes to close relatives (spouse, parent or guardian, child, grandparent, grandchild), an authorized representative or the funeral director; others can get a copy without the cause of death. Photo ID is required.',
      website: 'https://www.health.nd.gov/vital/certified-copies-death-records/death-records-mail',
      source: 'https://www.health.nd.gov/vital/certified-copies-death-records/death-records-mail',
    },
    court: {
      name: 'District Court in the county where the person lived',
      description:
        'North Dakota district courts handle probate. Under the Uniform Probate Code a will can be probated and a ' +
        'personal representative appointed informally, without a court hearing, if the right forms are filed; the ' +
        `state courts' guide explains the steps. ${ASK_CLERK}`,
      website: 'https://www.ndcourts.gov/court/forms/probate/Guidebook.htm',
      source: 'https://www.ndcourts.gov/court/forms/probate/Guidebook.htm',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: null,
      text:
        'North Dakota allows collection of personal property by affidavit 30 days after the death (North Dakota ' +
        'Century Code 30.1-23-01). The limit was $50,000; a 2025 law (House Bill 1224) is reported to have raised it ' +
        'to $100,000. Check with the district court clerk before relying on either figure.',
      source: 'https://bereavementstartguide.com/blog/best-resource-north-dakota-small-estate-under-100k',
      noOfficialPage: 'https://www.ndlegis.gov/cencode/t30-1c23.pdf',
      official: false,
    },
  }),
  state({
    abbr: 'oh',
    name: 'Ohio',
    registry: {
      name: 'Ohio Department of Health – Vital Statistics',
      description:
        "Registers Ohio deaths. Certified copies come from the state office or from the vital statistics office of a local (city or county) health department. CDC's directory lists the current address, fees and phone number.",
      website: CDC_WHERE_TO_WRITE,
      source: 'https://www.odh.ohio.gov/vitalstatistics/lhd/Local%20Health%20Department%20Guidance%20Page.aspx',
    },

    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text:
        "The funeral director files the death certificate with the local registrar; Ohio's rules expect a complete " +
        'certificate within 5 days of the death',
      source: 'https://codes.ohio.gov/oac/3701-5-08',
    },
    court: {
      name: 'Probate Court (Court of Common Pleas, Probate Division) in the county where the person lived',
      description: `Each Ohio county has a probate court. ${ASK_CLERK}`,
      source: 'https://probate.franklincountyohio.gov/Departments/Release-From-Administration',
    },
    smallEstate: {
      amount: 35000,
      text:
        'Release from administration: if the probate estate is worth $35,000 or less, or $100,000 or less when the ' +
        'surviving spouse inherits everything, the county Probate Court can release it from full administration (Ohio ' +
        "Revised Code 2113.03). An even simpler 'summary release' exists for very small estates when a spouse, or the " +
        'person who paid the funeral bill, applies.',
      source: 'https://probate.franklincountyohio.gov/Departments/Release-From-Administration',
    },
  }),
  state({
    abbr: 'ok',
    name: 'Oklahoma',
    registrationDeadline: {
      amount: 10,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the State Department of Health within 10 days of the death (63 Oklahoma Statutes 1-317; the limit was 3 days until November 2024)',
      source:
        'https://casetext.com/statute/oklahoma-statutes/title-63-public-health-and-safety/chapter-1-oklahoma-public-health-code/article-3-vital-statistics/section-1-317-effective-1112024-multiple-versions-death-certificate-filing-contents',
      noOfficialPage: 'https://oklegislature.gov/',
      official: false,
    },
    registry: {
      name: 'Oklahoma State Department of Health – Division of Vital Records',
      description:
        'Issues certified copies of Oklahoma death certificates. Order online or by phone and pick up at a "Will Call" location in Oklahoma City, Tulsa or McAlester, or order by mail (up to about 6 weeks). Walk-in lobbies are closed. A spouse, parent, child, grandparent, sibling, legal guardian or the legal representative of the estate can apply.',
      website: 'https://oklahoma.gov/health/services/birth-and-death-certificates/death-certificates.html',
      source: 'https://oklahoma.gov/health/services/birth-and-death-certificates/death-certificates.html',
    },
    court: {
      name: 'District Court in the county where the person lived',
      description: `Oklahoma district courts handle probate. ${ASK_CLERK}`,
      source: SRC.nolo('oklahoma-probate-shortcuts-32012.html'),
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        'Small estate affidavit: 10 or more days after the death, a successor can collect money owed to the person ' +
        "with an affidavit stating that the person's property in Oklahoma, less liens, is worth $50,000 or less, that " +
        'no personal representative has been requested or appointed, and that all taxes and debts of the estate have ' +
        'been paid (Oklahoma Statutes title 58, section 393).',
      source: SRC.ssaPoms('0202315074'),
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'or',
    name: 'Oregon',
    registry: {
      name: 'Oregon Health Authority – Center for Health Statistics (Oregon Vital Records)',
      description:
        'Registers Oregon deaths and issues certified copies of death certificates. Order from the state office, from ' +
        "a county health department, or online through VitalChek, the state's contracted vendor; the state warns " +
        'that other websites selling certificates charge high fees.',
      website: 'https://www.oregon.gov/oha/PH/BIRTHDEATHCERTIFICATES/Pages/VitalRecordsFees.aspx',
      source: 'https://www.oregon.gov/oha/PH/BIRTHDEATHCERTIFICATES/Pages/VitalRecordsFees.aspx',
      reviewed: CHECKED,
    },
    court: {
      name: 'Circuit Court (probate) in the county where the person lived',
      description: `Oregon circuit courts handle probate; simple estate affidavits are filed with the probate clerk. ${ASK_CLERK}`,
      source: 'https://courts.oregon.gov/courts/lincoln/help/pages/probate.aspx',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: null,
      text:
        'A simple estate affidavit (formerly called a small estate affidavit) can be filed with the probate clerk of ' +
        'the circuit court 30 days or more after the death, when the estate is worth $275,000 or less, of which no ' +
        'more than $75,000 is personal property and no more than $200,000 is real estate. A certified copy of the ' +
        'death certificate, and the original will if there is one, are attached (Oregon Revised Statutes 114.510 and ' +
        '114.515).',
      source: 'https://courts.oregon.gov/courts/lincoln/help/pages/probate.aspx',
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'pa',
    name: 'Pennsylvania',
    registrationDeadline: {
      amount: 96,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 96 hours (4 days) of the death (35 P.S. 450.504)',
      source:
        'https://e.casetext.com/statute/pennsylvania-statutes/statutes-unconsolidated/title-35-ps-health-and-safety/chapter-2-registration-of-vital-statistics/vital-statistics-law-of-1953/article-v-death-and-fetal-death-registration/section-450504-death-and-fetal-death-registration-permits-concerning-dead-bodies-and-fetal-remains',
      noOfficialPage: 'https://www.legis.state.pa.us/',
      official: false,
    },
    registry: {
      name: 'Pennsylvania Department of Health, Division of Vital Records',
      description:
        'Keeps Pennsylvania death records from 1906 on. Certified copies can be ordered online, by telephone, by mail ' +
        'or in person; the funeral home usually orders the first copies.',
      phone: '(724) 656-3100',
      address: 'P.O. Box 1528, New Castle, PA 16103',
      website: 'https://www.health.pa.gov/topics/certificates/Pages/Death-Certificates.aspx',
      source: 'https://www.health.pa.gov/topics/certificates/Pages/Death-Certificates.aspx',
    },
    court: {
      name: "Register of Wills and the Orphans' Court Division of the Court of Common Pleas in the county",
      description:
        'In Pennsylvania, the county Register of Wills probates the will and grants Letters, the authority to take ' +
        `charge of the estate, before anyone may act for it. ${ASK_CLERK}`,
      source: 'https://cumberlandcountypa.gov/4493/Register-of-Wills-FAQ',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: 50000,
      text:
        "If the person's personal property (not counting real estate or certain small payments that family can " +
        "collect directly) is worth $50,000 or less, any interested person can petition the Orphans' Court for a " +
        'decree to distribute it (20 Pa.C.S. 3102). The decree can be revoked within a year if the distribution was wrong.',
      source: 'https://lawyermarc.com/estate-planning/small-estate-petitions-20-pa-c-s-3102-the-family-exemption',
      noOfficialPage: 'https://www.legis.state.pa.us/',
      official: false,
    },
  }),
  state({
    abbr: 'ri',
    name: 'Rhode Island',
    registrationDeadline: {
      amount: 7,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director who takes charge of the body files the death certificate with the state registrar ' +
        'within 7 calendar days of the death, and before the body is taken out of the state',
      source: 'https://webserver.rilegislature.gov/PublicLaws/law18/law18085.htm',
      reviewed: CHECKED,
    },
    registry: {
      name: 'Rhode Island Department of Health – Center for Vital Records',
      description:
        'For deaths from 2022 on, any city or town hall in Rhode Island can issue a certified copy; for earlier deaths, go to the city or town where the person lived or died. You can also order online through VitalChek or from the state office in Cranston (appointments recommended). Bring valid photo ID.',
      address: 'Simpson Hall, Pastore Campus, 6 Harrington Rd., Cranston, RI',
      website: 'https://health.ri.gov/vital-records',
      source: 'https://health.ri.gov/vital-records',
    },
    court: {
      name: 'Probate Court of the city or town where the person lived',
      description: `Rhode Island's probate courts are run by each city and town. ${ASK_CLERK}`,
      source: 'https://webserver.rilin.state.ri.us/Statutes/TITLE33/33-24/33-24-1.htm',
    },
    smallEstate: {
      amount: 15000,
      text:
        'If the estate is only personal property and, not counting tangible items like furniture or a car, is worth ' +
        "$15,000 or less, a close relative or other interested person living in Rhode Island can act as 'voluntary " +
        "administrator' by filing a statement with the probate court of the city or town, 30 days after the death " +
        '(Rhode Island General Laws 33-24-1). The filing fee is $30.',
      source: 'https://webserver.rilin.state.ri.us/Statutes/TITLE33/33-24/33-24-1.htm',
    },
  }),
  state({
    abbr: 'sc',
    name: 'South Carolina',

    registry: {
      name: 'South Carolina Department of Public Health – Vital Records',
      description:
        'Issues certified copies of South Carolina death certificates online, by phone through VitalChek, by mail, ' +
        'or in person. Only immediate family members or their legal representative can get a certified copy; others ' +
        'can get a statement that the death occurred.',
      phone: '1-877-284-1008',
      phoneNote:
        "Phone orders through VitalChek, the state's vendor, 24 hours a day (immediate family only; extra fee)",
      website: 'https://scdhec.gov/vital-records/death-certificates',
      source: 'https://scdhec.gov/vital-records/death-certificates',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate electronically within 5 days of the death',
      source: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/894.htm',
    },
    court: {
      name: 'Probate Court in the county where the person lived',
      description: `Each South Carolina county has a probate court; many require an appointment. ${ASK_CLERK}`,
      source: 'https://www.unioncountyprobate.net/probate-court-services/small-estate-affidavit',
    },
    smallEstate: {
      amount: null,
      text:
        "South Carolina's small estate affidavit must be approved by the county probate judge. County probate court " +
        'pages give the limit as $25,000 for the whole probate estate, less liens, 30 days after the death (South ' +
        'Carolina Code 62-3-1201); one newer summary gives a higher figure, so confirm with the county Probate Court.',
      source: 'https://www.unioncountyprobate.net/probate-court-services/small-estate-affidavit',
      noOfficialPage: 'https://www.scstatehouse.gov/code/t62c003.php',
    },
  }),
  state({
    abbr: 'sd',
    name: 'South Dakota',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death record with the Department of Health within 5 days of the death (South Dakota Codified Laws 34-25-25)',
      source: 'https://www.lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_34-25-25',
      officialSource: 'https://sdlegislature.gov/Statutes/34-25-25',
      official: false,
    },
    registry: {
      name: 'South Dakota Department of Health – Vital Records',
      description:
        "The Department of Health is in charge of registering deaths; the register of deeds in each county acts as the local registrar. CDC's directory lists the current address, fees and phone number.",
      website: CDC_WHERE_TO_WRITE,
      source: 'https://sdlegislature.gov/Statutes/34-25',
    },
    court: {
      name: 'Circuit Court in the county where the person lived',
      description: `South Dakota circuit courts handle probate. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315080'),
    },
    smallEstate: {
      amount: null,
      text:
        'South Dakota allows collection by affidavit 30 days after the death (SDCL 29A-3-1201), if the person did not ' +
        'owe the Department of Social Services for nursing home or other institutional care. The limit was $50,000 in ' +
        'the law as summarized by Social Security in 2014; a newer guide says $100,000. Check with the circuit court ' +
        'clerk.',
      source: SRC.ssaPoms('0202315080'),
    },
  }),
  state({
    abbr: 'tn',
    name: 'Tennessee',

    registry: {
      name: 'Tennessee Department of Health – Office of Vital Records',
      description:
        'Issues certified copies of Tennessee death certificates. You can get them at any county health department ' +
        'in Tennessee, in person at the Office of Vital Records in Nashville, online, or by mail.',
      website: 'https://www.tn.gov/health',
      source: 'https://tn.gov/health/news/2015/6/30/fees-for-birth-death-certificates-to-increase-july-1-2015.html',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director files the death certificate with the Office of Vital Records within 5 days of the  (Tennessee Code 68-3-502)' +
        'death and before burial or cremation',
      source: 'https://law.justia.com/codes/tennessee/2018/title-68/health/chapter-3/part-5/section-68-3-502/',
      noOfficialPage: 'https://www.capitol.tn.gov/',
      official: false,
    },
    court: {
      name: 'Probate Court or Chancery Court (the court that handles probate) in the county',
      description:
        'In Tennessee, the court with probate jurisdiction differs by county: in Coffee County, for example, the ' +
        `Chancery Court's Clerk and Master handles probate, by appointment. ${ASK_CLERK}`,
      source: 'https://www.coffeecountytn.gov/162/Probate-of-Decedents-Estates',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: 50000,
      text:
        "If the person's property is worth $50,000 or less, then 45 days after the death (the court can shorten this " +
        'for good cause), if no personal representative has been requested, an heir, a beneficiary or executor named ' +
        'in the will, or a creditor can file a small estate affidavit with the clerk of the court that handles probate ' +
        'in the county, listing the debts, the property and who inherits (Tennessee Code 30-4-102 and 30-4-103).',
      source: SRC.ssaPoms('0202315081'),
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'tx',
    name: 'Texas',
    registry: {
      name: 'Texas Department of State Health Services – Vital Statistics Section',
      description:
        'Issues certified copies of Texas death certificates. Order online at Texas.gov, by mail, in person, or ' +
        'from a local registrar or county clerk. Orders are not taken by telephone.',
      phone: '888-963-7111',
      phoneNote: 'Monday to Friday, 8 am to 4 pm (questions only)',
      website: 'https://www.dshs.texas.gov/vs/faq/death.aspx',
      source: 'https://www.dshs.texas.gov/vs/faq/death.aspx',
    },
    registrationDeadline: {
      amount: 10,
      unit: 'days',
      from: 'death',
      text:
        'The death certificate must be filed with the local registrar within 10 days of the death; the person in  (Texas Health and Safety Code 193.003)' +
        'charge of the burial or cremation (usually the funeral director) files it',
      source: 'https://law.justia.com/codes/texas/2005/hs/003.00.000193.00.html',
      officialSource: 'https://statutes.capitol.texas.gov/Docs/HS/htm/HS.193.htm',
      official: false,
    },
    registeredBy: 'the funeral director (the person in charge of the burial or cremation)',
    court: {
      name: 'Probate court of the county where the person lived (county court or statutory probate court)',
      description: `In Texas, the small estate affidavit must be approved by a judge. ${ASK_CLERK}`,
      source: 'https://www.doehringlaw.com/blog/2025/11/how-can-small-estates-qualify-for-simplified-probate-in-texas/',
      official: false,
    },
    smallEstate: {
      amount: 75000,
      text:
        'Only where there is no will: if the estate, not counting the home and other exempt property, is worth ' +
        '$75,000 or less and more than its debts, the heirs can file a small estate affidavit 30 days after the death. ' +
        'All heirs and two disinterested witnesses sign it, and a judge must approve it (Texas Estates Code 205). It ' +
        'cannot be used for real estate other than the home.',
      source: 'https://www.doehringlaw.com/blog/2025/11/how-can-small-estates-qualify-for-simplified-probate-in-texas/',
      officialSource: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm',
      official: false,
    },
  }),
  state({
    abbr: 'ut',
    name: 'Utah',
    registry: {
      name: 'Utah Department of Health – Office of Vital Records and Statistics',
      description:
        'Issues certified copies of Utah death certificates (records from 1905). Local health departments also issue copies. Only immediate family, a guardian or a designated legal representative can get a certified copy.',
      address: 'Office of Vital Records and Statistics, P.O. Box 141012, Salt Lake City, UT 84114-1012',
      website: 'https://vitalrecords.health.utah.gov/death',
      source: 'https://vitalrecords.health.utah.gov/death',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The death certificate must be filed within 5 days of the death and before burial or cremation; the funeral director usually does this',
      source: 'https://vitalrecords.health.utah.gov/death',
    },
    court: {
      name: 'District Court in the county where the person lived',
      description: `Utah district courts handle probate; the Utah courts website has self-help pages. ${ASK_CLERK}`,
      source: 'https://connorlegal.com/practice-areas/probate',
      official: false,
    },
    smallEstate: {
      amount: 100000,
      text:
        'Thirty days after the death, anyone who owes the person money must pay it to a successor who presents an ' +
        'affidavit stating that the whole estate, less liens, is worth no more than $100,000 and that no personal ' +
        'representative has been requested or appointed (Utah Code 75-3-1201).',
      source: SRC.ssaPoms('0202315083'),
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'vt',
    name: 'Vermont',
    registrationDeadline: {
      amount: 24,
      unit: 'hours',
      from: 'death',
      text: 'The doctor or other health professional who last attended the person reports the death within 24 hours; the funeral director usually completes the non-medical part',
      source: 'https://legislature.vermont.gov/statutes/fullchapter/18/107',
      reviewed: CHECKED,
    },
    registry: {
      name: 'Vermont Department of Health – Vital Records Office',
      description:
        'Certified copies of Vermont death certificates can be ordered from any town clerk, or from the Health Department online, by mail or in person. Only family members, legal guardians, certain court-appointed parties, their legal representatives or the funeral home can apply, with ID.',
      phone: '802-863-7275',
      phoneNote: 'Toll-free within Vermont: 800-439-5008',
      website: 'https://www.healthvermont.gov/health-statistics-vital-records/vital-records-population-data/death',
      source: 'https://www.healthvermont.gov/health-statistics-vital-records/vital-records-population-data/death',
    },
    court: {
      name: 'Vermont Superior Court, Probate Division, for the county where the person lived',
      description: `Vermont's probate cases are handled by the Probate Division of the Superior Court. ${ASK_CLERK}`,
      source: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
    },
    smallEstate: {
      amount: 45000,
      text:
        'If the estate is worth $45,000 or less and is only personal property (a time-share is allowed), it can be ' +
        'opened as a small estate in the Probate Division with a short petition, an inventory and a bond (14 V.S.A. ' +
        '1901). Anyone who did not agree has 14 days to object.',
      source: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
    },
  }),
  state({
    abbr: 'va',
    name: 'Virginia',

    registry: {
      name: 'Virginia Department of Health – Office of Vital Records',
      description:
        'Issues certified copies of Virginia death certificates online, by mail, or in person at 2001 Maywill Street, ' +
        'Suite 101, Richmond (Monday to Friday, 7 am to 4:30 pm).',
      phone: '(804) 662-6200',
      phoneNote: 'Call Center, Monday to Friday 8 am to 4:30 pm',
      address: 'Office of Vital Records, P.O. Box 1000, Richmond, VA 23218-1000',
      website: 'https://www.vdh.virginia.gov/vital-records/',
      source: 'https://vdh.virginia.gov/vital-records/frequently-asked-questions',
    },
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text:
        'The death certificate must be filed with the registrar within 3 days of the death and before burial or ' +
        'cremation; the funeral director usually does this',
      source: 'https://law.lis.virginia.gov/vacodefull/title32.1/chapter7',
    },
    court: {
      name: "Circuit Court clerk's office (probate) in the county or city where the person lived",
      description: `In Virginia, wills are probated and executors qualify before the circuit court clerk. ${ASK_CLERK}`,
      source: 'https://dinwiddieva.us/869/Small-Estates',
    },
    smallEstate: {
      amount: null,
      text:
        "Virginia's Small Estate Act lets heirs or beneficiaries collect assets with an affidavit 60 days after the " +
        'death, when the personal estate (not real estate) is under the limit and no executor has been appointed. If ' +
        'there is a will, it must be probated first. County court pages give the limit as $50,000; some 2026 guides ' +
        'say $75,000, so check with the circuit court clerk.',
      source: 'https://dinwiddieva.us/869/Small-Estates',
    },
  }),
  state({
    abbr: 'wa',
    name: 'Washington',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death and before burial or cremation (Revised Code of Washington 70.58A)',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-washington.html',
      noOfficialPage: 'https://app.leg.wa.gov/RCW/default.aspx?cite=70.58A',
      official: false,
    },

    registry: {
      name: 'Washington State Department of Health – Center for Health Statistics',
      description:
        'Issues certified copies of Washington death certificates. Only people who can show they are eligible, such ' +
        'as close family or a legal representative, can order a certified copy.',
      phone: '(360) 236-4313',
      phoneNote: 'Death certificate ordering information, as listed by the Washington Attorney General',
      address: 'Center for Health Statistics, P.O. Box 9709, Olympia, WA 98507-9709',
      website: 'https://www.atg.wa.gov/dealing-death',
      source: 'https://www.atg.wa.gov/dealing-death',
    },
    court: {
      name: 'Superior Court in the county where the person lived',
      description: `Washington superior courts handle probate. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315087'),
    },
    smallEstate: {
      amount: 100000,
      text:
        "Forty days after the death, if the estate subject to probate (not counting the surviving spouse's or " +
        "partner's half of community property), less liens, is worth $100,000 or less and all debts including funeral " +
        'costs are paid or provided for, a successor can collect property with an affidavit (Revised Code of ' +
        'Washington 11.62.010). The other heirs must be told first.',
      source: SRC.ssaPoms('0202315087'),
    },
  }),
  state({
    abbr: 'wv',
    name: 'West Virginia',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The death certificate must be filed with the state vital statistics office within 5 days of the death and before burial or cremation; the funeral director who takes charge of the body files it',
      source: 'https://code.wvlegislature.gov/email/16-5',
      reviewed: CHECKED,
    },
    registry: {
      name: 'West Virginia Health Statistics Center – Vital Registration Office',
      description:
        "The state's official keeper of death records; issues certified copies of West Virginia death certificates for a fee.",
      phone: '(304) 558-9100',
      phoneNote: 'Health Statistics Center, as listed in the state agency directory',
      address: 'Health Statistics Center, 350 Capitol Street, Room 165, Charleston, WV 25301',
      website: 'https://dhhr.wv.gov/HSC/VR/Pages/default.aspx',
      source: 'https://dhhr.wv.gov/HSC/VR/Pages/default.aspx',
    },
    court: {
      name: 'County Commission (through the county clerk) in the county where the person lived',
      description: `In West Virginia, estates are opened with the county clerk for the County Commission. ${ASK_CLERK}`,
      source: 'https://code.wvlegislature.gov/email/44-1',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: 50000,
      text:
        "Under the West Virginia Small Estate Act, when the person's probate personal property (bank accounts, " +
        'vehicles and the like) is worth no more than $50,000, a successor can file an affidavit with the clerk of the ' +
        "county commission and, once certified as the 'authorized successor', collect and hand it on without a " +
        'personal representative being appointed (West Virginia Code 44-1A). Ask the county clerk what to do about ' +
        'any real estate.',
      source: 'https://code.wvlegislature.gov/email/44-1A',
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'wi',
    name: 'Wisconsin',

    registry: {
      name: 'Wisconsin Department of Health Services – Vital Records Office',
      description:
        'Issues certified copies of Wisconsin death certificates by mail (P.O. Box 309, Madison, WI 53701; usually ' +
        'ready about five days after your request arrives) or in person at 1 West Wilson Street, Room 160, Madison ' +
        '(Monday to Friday, 8 am to 4:15 pm). Requests cannot be made by phone or email.',
      website: 'https://www.dhs.wisconsin.gov/vitalrecords/death.htm',
      source: 'https://www.dhs.wisconsin.gov/vitalrecords/death.htm',
    },
    registrationDeadline: {
      amount: 9,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director (or the family, if no funeral director is involved) files the death certificate with  (Wisconsin Administrative Code DHS 135.03)' +
        'the local registrar within 9 days of the death',
      source:
        'https://casetext.com/regulation/wisconsin-administrative-code/agency-department-of-health-services/health/chapter-dhs-135-human-corpses-and-stillbirths/section-dhs-13503-responsibility-for-notification-of-death',
      officialSource: 'https://docs.legis.wisconsin.gov/code/admin_code/dhs/110/135/03',
      official: false,
    },
    court: {
      name: 'Circuit Court (probate / Register in Probate) in the county where the person lived',
      description: `Wisconsin circuit courts handle probate through the Register in Probate. ${ASK_CLERK}`,
      source: 'https://dunncountywi.gov/index.asp?SEC=%7B251D82A3-B5AE-4E30-A7BE-950BE602155A%7D',
      reviewed: CHECKED,
    },
    smallEstate: {
      amount: 50000,
      text:
        "Transfer by affidavit: if the person's property that needs administration in Wisconsin is worth $50,000 or " +
        'less, an interested person can use the Transfer by Affidavit form (a non-court form from the State Bar of ' +
        'Wisconsin). It is not filed with the probate court (Wisconsin Statutes 867.03).',
      source: 'https://dunncountywi.gov/index.asp?SEC=%7B251D82A3-B5AE-4E30-A7BE-950BE602155A%7D',
      reviewed: CHECKED,
    },
  }),
  state({
    abbr: 'wy',
    name: 'Wyoming',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 3 days of the death (Wyoming Statutes 35-1-418)',
      source: 'https://getpocketlaw.com/law/state_wyoming/section-35-1-418-death-registration_20f071ffa402',
      officialSource: 'https://wyoleg.gov/statutes/compress/title35.pdf',
      official: false,
    },
    registry: {
      name: 'Wyoming Department of Health – Vital Statistics Services',
      description:
        "Registers Wyoming deaths and issues certified copies of death certificates from the Hathaway Building in Cheyenne. CDC's directory lists the current fees and phone number.",
      address: 'Vital Statistics Services, Hathaway Building, Cheyenne, WY 82002',
      website: CDC_WHERE_TO_WRITE,
      source: 'https://legisweb.state.wy.us/ARULES/2008/AR08-016Vital.htm',
    },
    court: {
      name: 'District Court in the county where the person lived',
      description: `Wyoming district courts handle probate. ${ASK_CLERK}`,
      source: 'https://www.estateexec.com/Docs/settling-small-estates/WY',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        'Thirty days after the death, the people who inherit can collect personal property (not real estate) with a ' +
        'sworn affidavit of distribution (Wyoming Statutes 2-1-201). The limit was $200,000, less liens; Nolo reports ' +
        'that it rose to $400,000 on 1 July 2025. No official page confirming the new limit was found, so check with ' +
        'the county clerk or the district court before relying on either figure.',
      source: SRC.nolo('wyoming-probate-shortcuts-31692.html'),
      noOfficialPage: 'https://wyoleg.gov/',
      official: false,
      reviewed: CHECKED,
    },
  }),
]
