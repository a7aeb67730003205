import type { RegionProfile } from '../../schema'
import { CDC_WHERE_TO_WRITE, SRC, state } from './common'

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
      text: 'The funeral director files the facts of death electronically within 3 days of taking charge of the body; the doctor adds the cause of death within 10 days',
      source: 'https://lawserver.com/law/state/north-dakota/nd-code/north_dakota_code_23_02-1_19',
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
      description: `North Dakota district courts handle probate. ${ASK_CLERK}`,
      source: 'https://bereavementstartguide.com/blog/best-resource-north-dakota-small-estate-under-100k',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        'North Dakota allows collection of personal property by affidavit 30 days after the death (North Dakota ' +
        'Century Code 30.1-23-01). The limit was $50,000; a 2025 law (House Bill 1224) is reported to have raised it ' +
        'to $100,000. Check with the district court clerk before relying on either figure.',
      source: 'https://bereavementstartguide.com/blog/best-resource-north-dakota-small-estate-under-100k',
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
      text: 'The funeral director files the death certificate with the State Department of Health within 10 days of the death (the limit was 3 days until November 2024)',
      source:
        'https://casetext.com/statute/oklahoma-statutes/title-63-public-health-and-safety/chapter-1-oklahoma-public-health-code/article-3-vital-statistics/section-1-317-effective-1112024-multiple-versions-death-certificate-filing-contents',
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
        'Small estate affidavit for personal property: the Oklahoma probate property must be worth $50,000 or less, ' +
        'all debts and taxes paid, and at least 10 days must have passed since the death (Oklahoma Statutes title 58, ' +
        'section 393). Estates up to $200,000 can use a faster summary administration in District Court.',
      source: SRC.nolo('oklahoma-probate-shortcuts-32012.html'),
      official: false,
    },
  }),
  state({
    abbr: 'or',
    name: 'Oregon',
    registry: {
      name: 'Oregon Health Authority – Center for Health Statistics (Oregon Vital Records)',
      description:
        "Registers Oregon deaths and issues certified copies of death certificates; county vital records offices can also help. CDC's directory lists the current address, fees and phone number.",
      website: CDC_WHERE_TO_WRITE,
      source: 'https://content.govdelivery.com/accounts/ORDHS/bulletins/3743358',
    },
    court: {
      name: 'Circuit Court (probate) in the county where the person lived',
      description: `Oregon circuit courts handle probate and small estate affidavits. ${ASK_CLERK}`,
      source: 'https://oregon.public.law/statutes/ors_114.510',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        'A small estate affidavit can be filed with the circuit court, 30 days or more after the death, when the ' +
        'personal property is worth $75,000 or less and any real estate is worth $200,000 or less, measured without ' +
        'subtracting mortgages or other debts (Oregon Revised Statutes 114.510 and 114.515).',
      source: 'https://oregon.public.law/statutes/ors_114.510',
      official: false,
    },
  }),
  state({
    abbr: 'pa',
    name: 'Pennsylvania',
    registrationDeadline: {
      amount: 96,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 96 hours (4 days) of the death',
      source:
        'https://e.casetext.com/statute/pennsylvania-statutes/statutes-unconsolidated/title-35-ps-health-and-safety/chapter-2-registration-of-vital-statistics/vital-statistics-law-of-1953/article-v-death-and-fetal-death-registration/section-450504-death-and-fetal-death-registration-permits-concerning-dead-bodies-and-fetal-remains',
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
      description: `In Pennsylvania, wills are probated by the county Register of Wills. ${ASK_CLERK}`,
      source: 'https://lawyermarc.com/estate-planning/small-estate-petitions-20-pa-c-s-3102-the-family-exemption',
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        "If the person's personal property (not counting real estate or certain small payments that family can " +
        "collect directly) is worth $50,000 or less, any interested person can petition the Orphans' Court for a " +
        'decree to distribute it (20 Pa.C.S. 3102). The decree can be revoked within a year if the distribution was wrong.',
      source: 'https://lawyermarc.com/estate-planning/small-estate-petitions-20-pa-c-s-3102-the-family-exemption',
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
      text: 'The funeral director files the death certificate with the state registrar within 7 days of the death',
      source: 'https://instalawyer.io/laws/rhode-island-general-laws/section-23-3-16-death-registration',
      official: false,
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
    },
  }),
  state({
    abbr: 'sd',
    name: 'South Dakota',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death record with the Department of Health within 5 days of the death',
      source: 'https://www.lawserver.com/law/state/south-dakota/sd-laws/south_dakota_laws_34-25-25',
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
        'The funeral director files the death certificate with the Office of Vital Records within 5 days of the ' +
        'death and before burial or cremation',
      source: 'https://law.justia.com/codes/tennessee/2018/title-68/health/chapter-3/part-5/section-68-3-502/',
      official: false,
    },
    court: {
      name: 'Probate Court or Chancery Court (the court that handles probate) in the county',
      description: `In Tennessee, the court with probate jurisdiction differs by county. ${ASK_CLERK}`,
      source: 'https://eforms.com/small-estate/tennessee-small-estate-affidavit/',
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        'If the personal property is worth $50,000 or less, 45 days after the death an heir, beneficiary or creditor ' +
        'can file a small estate affidavit with the clerk of the court that handles probate in the county ' +
        '(Tennessee Code 30-4-103). It does not cover real estate, and a bond may be required.',
      source: 'https://eforms.com/small-estate/tennessee-small-estate-affidavit/',
      official: false,
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
        'The death certificate must be filed with the local registrar within 10 days of the death; the person in ' +
        'charge of the burial or cremation (usually the funeral director) files it',
      source: 'https://law.justia.com/codes/texas/2005/hs/003.00.000193.00.html',
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
        'Thirty days after the death, a successor can collect property with a signed, notarized affidavit if the ' +
        'estate is worth less than $100,000 (cars are not counted), there is no real estate, and no personal ' +
        'representative has been requested (Utah Code 75-3-1201). The affidavit is not filed with the court.',
      source: 'https://connorlegal.com/practice-areas/probate',
      official: false,
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
      source: 'https://instalawyer.io/laws/vermont-statutes/5202-report-of-death',
      official: false,
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
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death and before burial or cremation',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-washington.html',
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
      text: 'The funeral director files the death certificate with the state vital statistics office within 5 days of the death and before burial or cremation',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-west-virginia.html',
      official: false,
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
      source: 'https://instalawyer.io/laws/west-virginia-code/44-2-1-reference-of-decedents-estates',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        'West Virginia has no small-estate affidavit. When the probate estate is worth $200,000 or less (not ' +
        'counting real estate left to someone specifically in the will), or there is only one beneficiary, the ' +
        'estate is usually settled without being sent to a fiduciary commissioner (West Virginia Code 44-2-1).',
      source: 'https://instalawyer.io/laws/west-virginia-code/44-2-1-reference-of-decedents-estates',
      official: false,
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
        'The funeral director (or the family, if no funeral director is involved) files the death certificate with ' +
        'the local registrar within 9 days of the death',
      source:
        'https://casetext.com/regulation/wisconsin-administrative-code/agency-department-of-health-services/health/chapter-dhs-135-human-corpses-and-stillbirths/section-dhs-13503-responsibility-for-notification-of-death',
      official: false,
    },
    court: {
      name: 'Circuit Court (probate / Register in Probate) in the county where the person lived',
      description: `Wisconsin circuit courts handle probate through the Register in Probate. ${ASK_CLERK}`,
      source: 'https://www.lippowlaw.com/probate/',
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        "Transfer by affidavit (form PR-1831): if the gross value of the person's property that needs administration " +
        'in Wisconsin is $50,000 or less (mortgages and liens are not subtracted), an heir, the guardian, or the ' +
        'trustee of their revocable trust can transfer it by affidavit. Real estate can be included and is recorded ' +
        'with the Register of Deeds (Wisconsin Statutes 867.03).',
      source: 'https://www.lippowlaw.com/probate/',
      official: false,
    },
  }),
  state({
    abbr: 'wy',
    name: 'Wyoming',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 3 days of the death',
      source: 'https://getpocketlaw.com/law/state_wyoming/section-35-1-418-death-registration_20f071ffa402',
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
      amount: 200000,
      text:
        'If the Wyoming estate, less liens, is worth $200,000 or less and 30 days have passed, a successor can file ' +
        'a small estate affidavit with the county clerk and use certified copies to collect property (Wyoming ' +
        'Statutes 2-1-201). It cannot be used to collect real estate.',
      source: 'https://www.estateexec.com/Docs/settling-small-estates/WY',
      official: false,
    },
  }),
]
