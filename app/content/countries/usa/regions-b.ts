import type { RegionProfile } from '../../schema'
import { CDC_WHERE_TO_WRITE, REVIEWED_2026_11_22, SRC, state } from './common'

const ASK_CLERK = 'Ask the court clerk in the county where the person lived which forms to use and what it costs.'

/** Facts checked against official pages on 2026-11-25 (docs/content/usa-review.md, 'States B'). */
const REVIEWED_2026_11_25 = '2026-11-25'

/** Maine Revised Statutes 18-C §3-1201 (read on the Legislature's mainelegislature.org copy of this page). */
const ME_SMALL_ESTATE = 'https://legislature.maine.gov/statutes/18-C/title18-Csec3-1201.html'
/** Maryland Registers of Wills, 'Small Estates'. */
const MD_SMALL_ESTATES = 'https://registers.maryland.gov/main/seinfo.html'

/** Kentucky to North Carolina (alphabetical by name). */
export const regionsB: RegionProfile[] = [
  state({
    abbr: 'ky',
    name: 'Kentucky',
    registry: {
      name: 'Kentucky Cabinet for Health and Family Services – Office of Vital Statistics',
      description:
        'Issues certified copies of Kentucky death certificates by mail, online or in person in Frankfort. Orders received after 3:30 pm are handled the next business day.',
      phone: '(502) 564-4212',
      phoneNote: 'Monday to Friday, 8 am to 4:30 pm Eastern',
      address: 'Office of Vital Statistics, 275 E. Main St., 1E-A, Frankfort, KY 40621',
      website: 'https://www.chfs.ky.gov/dph/vital',
      source: 'https://www.chfs.ky.gov/dph/vital',
    },
    court: {
      name: 'District Court in the county where the person lived (probate)',
      description: `Kentucky district courts handle probate. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315055'),
    },
    smallEstate: {
      amount: null,
      text:
        'Kentucky has no small-estate affidavit. A surviving spouse, the children, or someone who paid the funeral ' +
        "or other preferred debts can ask the District Court to 'dispense with administration' when the estate is no " +
        "larger than the survivor's exemption. Guides disagree on the current limit ($15,000 or $30,000), so ask the " +
        'District Court clerk. If there is no will and no debts, the heirs can also agree in writing to dispense with ' +
        'administration (KRS 395.455 and 395.470).',
      source: SRC.ssaPoms('0202315055'),
    },
  }),
  state({
    abbr: 'la',
    name: 'Louisiana',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-louisiana.html',
      noOfficialPage: 'https://legis.la.gov/',
      official: false,
    },
    registry: {
      name: 'Louisiana Department of Health – Bureau of Vital Records and Statistics',
      description:
        'Keeps Louisiana death records and issues certified copies. By law, copies go only to close family and others the law allows. The funeral home can usually order them for you.',
      website: 'https://ldh.la.gov/page/about-vital-records',
      source: 'https://ldh.la.gov/page/about-vital-records',
    },
    court: {
      name: 'District Court (successions) for the parish where the person lived',
      description: `Louisiana calls probate a 'succession' and uses parishes instead of counties. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315056'),
    },
    smallEstate: {
      amount: 125000,
      text:
        "A 'small succession' is one where the person's property in Louisiana was worth $125,000 or less at the date " +
        'of death (or the death was at least 20 years ago). If there is no will, or in some cases with a will, the ' +
        'heirs can use an affidavit of small succession instead of opening a court succession (Code of Civil Procedure ' +
        'articles 3421 and 3431). If the affidavit covers a home or land, it is recorded with the parish clerk of court.',
      source: SRC.ssaPoms('0202315056'),
    },
    notes: [
      {
        title: 'Louisiana uses its own legal terms',
        body: [
          "Louisiana law calls probate a 'succession' and real estate 'immovable property'. Louisiana has parishes " +
            'instead of counties; ask the clerk of court in the parish where the person lived.',
        ],
        source: SRC.ssaPoms('0202315056'),
      },
    ],
  }),
  state({
    abbr: 'me',
    name: 'Maine',
    registry: {
      name: 'Maine CDC – Data, Research and Vital Statistics (DRVS)',
      description:
        'Issues certified copies of Maine death certificates in person at 220 Capitol Street, Augusta (walk-ins 9 am to 4 pm), by mail or online. The town clerk where the death happened, or where the person lived, can also issue copies. You may need to show you are eligible.',
      website: 'https://www.maine.gov/dhhs/mecdc/vital-records/request-documents',
      source: 'https://www.maine.gov/dhhs/mecdc/vital-records/request-documents',
    },

    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director files the death certificate with the clerk of the town or city where the death  (10-144 CMR ch. 146-5)' +
        'happened within 5 days of the death',
      source:
        'https://casetext.com/regulation/maine-administrative-code/department-10-department-of-health-and-human-services/division-146-office-of-data-research-and-vital-statistics/chapter-5-medical-certification-of-cause-of-death/section-146-5-5-registration-of-deaths',
      noOfficialPage: 'https://legislature.maine.gov/statutes/',
      official: false,
    },
    court: {
      name: 'Probate Court in the county where the person lived',
      description: `Each Maine county has a probate court. ${ASK_CLERK}`,
      source: ME_SMALL_ESTATE,
      reviewed: REVIEWED_2026_11_25,
    },
    smallEstate: {
      amount: null,
      text:
        "Maine's small-estate affidavit can be used 30 days after the death, if no personal representative has been " +
        'asked for or appointed, when the whole estate, less liens, is worth no more than $40,000 adjusted for ' +
        'inflation. Each county probate court must publish the adjusted figure on its website every year (18-C M.R.S. ' +
        '3-1201, as amended in 2025). The affidavit collects personal property, such as money and shares, not real ' +
        'estate.',
      source: ME_SMALL_ESTATE,
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'md',
    name: 'Maryland',
    registrationDeadline: {
      amount: 72,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director files the death certificate with the state vital records office within 72 hours of the death',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-maryland.html',
      noOfficialPage: 'https://mgaleg.maryland.gov/',
      official: false,
    },

    registry: {
      name: 'Maryland Department of Health – Division of Vital Records',
      description:
        'Issues certified copies of Maryland death certificates by mail or online; mail orders take about 3 to 4 ' +
        'weeks. Some county health departments also issue copies for deaths from 2015 on. A surviving relative, ' +
        'their authorized representative, the funeral director or someone with a proven legal need can apply.',
      phone: '410-764-3038',
      phoneNote: 'Recorded information about death certificates; toll-free 1-800-832-3277',
      website: 'https://health.maryland.gov/vsa/Pages/apps.aspx',
      source: 'https://health.maryland.gov/vsa/Pages/apps.aspx',
    },
    court: {
      name: "Register of Wills and Orphans' Court in the county where the person lived",
      description: `In Maryland, estates are opened with the county Register of Wills. ${ASK_CLERK}`,
      source: MD_SMALL_ESTATES,
      reviewed: REVIEWED_2026_11_25,
    },
    smallEstate: {
      amount: 50000,
      text:
        "If the person's probate assets (property in their name alone) are worth $50,000 or less ($100,000 or less " +
        "if the surviving spouse is the only heir or beneficiary), the estate is opened as a 'small estate' with the " +
        'Register of Wills in the county (Estates and Trusts Article 5-601). It has fewer requirements than a regular ' +
        'estate, is very rarely taken to court, and for estates opened since 1 October 2022 the Register charges no fee.',
      source: MD_SMALL_ESTATES,
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'ma',
    name: 'Massachusetts',
    registry: {
      name: 'Massachusetts Registry of Vital Records and Statistics (Department of Public Health)',
      description:
        'Keeps a central index and copies of every death record in Massachusetts. Certified copies can be ordered from the Registry in person, by mail or by phone, or from the clerk of the city or town where the death happened.',
      phone: '617-740-2600',
      phoneNote: 'Call to ask about opening hours and fees',
      address: '150 Mt. Vernon Street, 1st Floor, Dorchester, MA 02125-3105',
      website: CDC_WHERE_TO_WRITE,
      source: 'https://www.doverma.org/town-government/town-offices/town-clerk/public-records-requests/',
      reviewed: REVIEWED_2026_11_22,
    },
    court: {
      name: 'Probate and Family Court in the county where the person lived',
      description: `Massachusetts Probate and Family Courts handle estates. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315059'),
    },
    smallEstate: {
      amount: 25000,
      text:
        'Voluntary administration: 30 days after the death, if the estate is only personal property worth $25,000 or ' +
        'less (one vehicle is not counted) and no one has asked to be appointed personal representative, an ' +
        'interested person can file a Voluntary Administration Statement with the Probate and Family Court in the ' +
        'county.',
      source: SRC.ssaPoms('0202315059'),
    },
  }),
  state({
    abbr: 'mi',
    name: 'Michigan',

    registry: {
      name: 'Michigan Department of Health and Human Services – Vital Records',
      description:
        'Issues certified copies of Michigan death certificates. Michigan death records are not restricted, so any ' +
        'family member (or anyone else) can order a copy.',
      website: 'https://www.michigan.gov/mdhhs/0,5885,7-339-71551_4645_4671---,00.html',
      source: 'https://www.michigan.gov/mdhhs/0,5885,7-339-71551_4645_4671---,00.html',
    },
    registrationDeadline: {
      amount: 72,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director files the death record with the local registrar within 72 hours of the death (Michigan Compiled Laws 333.2843)',
      source: 'https://www.healthinfolaw.org/state-law/mich-comp-laws-ann-%C2%A7-3332843-report-death-funeral-director',
      officialSource: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-333-2843',
      official: false,
    },
    court: {
      name: 'Probate Court in the county where the person lived',
      description: `Each Michigan county has a probate court. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315060'),
    },
    smallEstate: {
      amount: null,
      text:
        "Michigan's small estate affidavit (form PC 598) can be used 28 days after the death if there is no real " +
        'estate and the estate, less liens, is below a limit of $15,000 adjusted every year for inflation (MCL ' +
        '700.3983); recent yearly figures have been around $27,000 to $28,000. The Michigan Department of Treasury ' +
        'publishes the figure for each year of death.',
      source: SRC.ssaPoms('0202315060'),
    },
  }),
  state({
    abbr: 'mn',
    name: 'Minnesota',

    registry: {
      name: 'Minnesota Department of Health – Office of Vital Records',
      description:
        'Certified copies of Minnesota death certificates can be bought at any Minnesota county vital records ' +
        'office, which may print them while you wait, or ordered online through VitalChek (an extra fee applies).',
      website: 'https://www.health.state.mn.us/people/vitalrecords/death.html',
      source: 'https://www.health.state.mn.us/people/vitalrecords/death.html',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death record within 5 days of the death and before burial or cremation',
      source: 'https://www.health.state.mn.us/divs/chs/osr/deathreg/statutes.html',
    },
    court: {
      name: 'District Court (probate) in the county where the person lived',
      description: `Minnesota district courts handle probate. ${ASK_CLERK}`,
      source: 'https://barrylaw.com/minnesota-small-estate-affidavit-fast-summary-probate/',
      official: false,
    },
    smallEstate: {
      amount: 75000,
      text:
        'Thirty days after the death, a successor can collect personal property with an affidavit if the whole ' +
        'probate estate, less liens, is worth $75,000 or less and no personal representative has been appointed ' +
        '(Minnesota Statutes 524.3-1201). It does not transfer real estate.',
      source: 'https://barrylaw.com/minnesota-small-estate-affidavit-fast-summary-probate/',
      noOfficialPage: 'https://www.revisor.mn.gov/statutes/cite/524.3-1201',
      official: false,
    },
  }),
  state({
    abbr: 'ms',
    name: 'Mississippi',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the state Office of Vital Records within 5 days of the death',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-mississippi.html',
      noOfficialPage: 'https://www.legislature.ms.gov/',
      official: false,
    },
    court: {
      name: 'Chancery Court in the county where the person lived',
      description: `In Mississippi, estates are handled by the chancery courts. ${ASK_CLERK}`,
      source: 'https://www.cwgibsonlaw.com/blog/2020/04/alternatives-to-probate-small-estate-affidavit/',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        "Mississippi's small estate affidavit can be used 30 days after the death when the whole probate estate, " +
        'less liens, is under the limit in Mississippi Code 91-7-322. Guides disagree on whether that limit is ' +
        '$50,000 or $75,000, so check with the chancery clerk before relying on it.',
      source: 'https://www.cwgibsonlaw.com/blog/2020/04/alternatives-to-probate-small-estate-affidavit/',
      noOfficialPage: 'https://www.legislature.ms.gov/',
      official: false,
    },
  }),
  state({
    abbr: 'mo',
    name: 'Missouri',

    registry: {
      name: 'Missouri Department of Health and Senior Services – Bureau of Vital Records',
      description:
        'Issues certified copies of Missouri death certificates. The quickest way is usually a local public health ' +
        'agency (city or county health department), which can issue death certificates from 1980 on; mail orders to ' +
        'Jefferson City take about 2 to 4 weeks. Only people with a direct and tangible interest, such as close ' +
        'family, can get a certified copy.',
      phone: '573-751-6387',
      website: 'https://health.mo.gov/data/vitalrecords/obtain-vital-record.php',
      source: 'https://health.mo.gov/data/vitalrecords/faqs.php',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director (or whoever is in charge of the burial or cremation) files the death certificate  (Missouri Revised Statutes 193.145)' +
        'within 5 days of the death',
      source:
        'https://www.global-regulation.com/law/united-states/1096723/section%253a-193.0145-death-certificate--electronic-system--contents%252c-filing%252c-locale%252c-duties-of-certain-persons%252c-time-allowed--certificate-marke.html',
      officialSource: 'https://revisor.mo.gov/main/OneSection.aspx?section=193.145',
      official: false,
    },
    court: {
      name: 'Circuit Court, Probate Division, in the county where the person lived',
      description: `Missouri's circuit courts have probate divisions. ${ASK_CLERK}`,
      source: 'https://nemolegal.com/small-estate-affidavit-missouri',
      official: false,
    },
    smallEstate: {
      amount: 40000,
      text:
        'If the whole estate, less debts and liens, is worth $40,000 or less and 30 days have passed, an heir can ' +
        'file a small estate affidavit with the probate division of the circuit court (Missouri Revised Statutes ' +
        '473.097). Unlike in most states, it can include real estate. The court may require a bond.',
      source: 'https://nemolegal.com/small-estate-affidavit-missouri',
      officialSource: 'https://revisor.mo.gov/main/OneSection.aspx?section=473.097',
      official: false,
    },
  }),
  state({
    abbr: 'mt',
    name: 'Montana',
    registrationDeadline: {
      amount: 10,
      unit: 'days',
      from: 'death',
      text: 'The funeral director (or whoever is in charge of the burial or cremation) files the death certificate with the local registrar within 10 days of the death',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-montana.html',
      noOfficialPage: 'https://leg.mt.gov/',
      official: false,
    },
    court: {
      name: 'District Court in the county where the person lived',
      description: `Montana district courts handle probate. ${ASK_CLERK}`,
      source: 'https://probatebyyou.com/articles/mt-small-estate-affidavit.html',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        'Montana allows collection of personal property by affidavit 30 days after the death (Montana Code ' +
        '72-3-1101), but guides disagree on the current limit ($50,000 or $100,000). Ask the District Court clerk ' +
        'before relying on it.',
      source: 'https://probatebyyou.com/articles/mt-small-estate-affidavit.html',
      noOfficialPage: 'https://leg.mt.gov/',
      official: false,
    },
  }),
  state({
    abbr: 'ne',
    name: 'Nebraska',
    registrationDeadline: {
      amount: 5,
      unit: 'working-days',
      from: 'death',
      text: 'The funeral director files the death certificate with the health department within 5 business days of the death',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-nebraska.html',
      noOfficialPage: 'https://nebraskalegislature.gov/',
      official: false,
    },
    registry: {
      name: 'Nebraska Department of Health and Human Services – Vital Records',
      description:
        'Issues certified copies of Nebraska death certificates. If a death is still under investigation, an "Abstract of Death" without the cause of death can be issued so that families can start settling the estate.',
      website: 'https://dhhs.ne.gov/Pages/vital-records.aspx',
      source: 'https://alliancetimes.com/?p=20784',
      official: false,
    },
    court: {
      name: 'County Court in the county where the person lived (probate)',
      description: `Nebraska county courts handle probate. ${ASK_CLERK}`,
      source: SRC.nolo('nebraska-probate-shortcuts-32147.html'),
      official: false,
    },
    smallEstate: {
      amount: 100000,
      text:
        'Thirty days after the death, an heir can collect personal property with an affidavit if it is worth ' +
        '$100,000 or less and no personal representative has been appointed (Nebraska Revised Statutes 30-24,125). ' +
        'Older guides give $50,000. A separate affidavit procedure exists for real estate.',
      source: SRC.nolo('nebraska-probate-shortcuts-32147.html'),
      noOfficialPage: 'https://nebraskalegislature.gov/laws/statutes.php?statute=30-24,125',
      official: false,
    },
  }),
  state({
    abbr: 'nv',
    name: 'Nevada',
    registrationDeadline: {
      amount: 72,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director presents the completed death certificate to the local registrar within 72 hours of the death (Nevada Revised Statutes chapter 440)',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-nevada.html',
      noOfficialPage: 'https://www.leg.state.nv.us/NRS/NRS-440.html',
      official: false,
    },
    registry: {
      name: 'Nevada Division of Public and Behavioral Health – Office of Vital Records',
      description:
        "Issues certified copies of Nevada death certificates. You must show proof of your relationship to the person who died (a direct and tangible interest). CDC's directory lists the current address, fees and phone number.",
      website: 'https://dpbh.nv.gov/Programs/BirthDeath/Birth_and_Death_Vital_Records_-_Home/',
      source: 'https://dpbh.nv.gov/Programs/BirthDeath/Birth_and_Death_Vital_Records_-_Home/',
    },
    court: {
      name: 'District Court in the county where the person lived',
      description: `Nevada district courts handle probate. ${ASK_CLERK}`,
      source: 'https://www.estateexec.com/Docs/settling-small-estates/NV',
      official: false,
    },
    smallEstate: {
      amount: 25000,
      text:
        'At least 40 days after the death, an affidavit of entitlement can be used if the person left no real estate ' +
        'and the estate, not counting vehicles, is worth less than $25,000, or less than $100,000 if the person ' +
        'claiming is the surviving spouse (Nevada Revised Statutes 146.080). Anyone with an equal or better right to ' +
        "the estate must be given 14 days' notice first. Estates up to $100,000 can also be 'set aside' by the court " +
        'without administration (NRS 146.070).',
      source:
        'https://www.civillawselfhelpcenter.org/self-help/probate/administration-of-estates/129-estates-less-than-25-000/278-affidavit-of-entitlement',
      noOfficialPage: 'https://leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-146.html',
      official: false,
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'nh',
    name: 'New Hampshire',
    registrationDeadline: {
      amount: 36,
      unit: 'hours',
      from: 'death',
      text: 'The death record is filed electronically with the state within 36 hours of the death and before burial or cremation; the funeral director usually does this',
      source: 'https://www.gencourt.state.nh.us/rsa/html/I/5-C/5-C-62.htm',
    },
    registry: {
      name: 'New Hampshire Division of Vital Records Administration (or any town or city clerk)',
      description:
        'You can request a certified copy of a New Hampshire death certificate from any town or city clerk in the state, or from the Division of Vital Records Administration. Only immediate family or someone with a direct and tangible interest (such as a probate lawyer or funeral director) can get one, with ID.',
      website: 'https://www.salemnh.gov/465/Certified-Vital-Records',
      source: 'https://www.salemnh.gov/465/Certified-Vital-Records',
    },
    court: {
      name: 'Circuit Court – Probate Division in the county where the person lived',
      description: `New Hampshire's circuit courts have a probate division. ${ASK_CLERK}`,
      source: SRC.nolo('new-hampshire-probate-shortcuts-31902.html'),
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        "New Hampshire has no dollar-based small-estate affidavit. Instead, a 'waiver of administration' can skip the " +
        'inventory, bond and accounting when there is little room for conflict: for example, when a surviving spouse ' +
        'is the only beneficiary and administrator, or all the beneficiaries agree on one administrator (RSA 553:32).',
      source: SRC.nolo('new-hampshire-probate-shortcuts-31902.html'),
      noOfficialPage: 'https://www.gencourt.state.nh.us/rsa/html/LVI/553/553-32.htm',
      official: false,
    },
  }),
  state({
    abbr: 'nj',
    name: 'New Jersey',

    registry: {
      name: 'New Jersey Department of Health – Office of Vital Statistics and Registry',
      description:
        'Certified copies of New Jersey death certificates come from the local registrar in the town where the death ' +
        'happened, or from the State office in Trenton (online, by mail or in person). Only the spouse or civil union ' +
        'partner, a child, grandchild, sibling or parent of legal age, or a legal representative can get one.',
      website: 'https://www.state.nj.us/health/vital/',
      source: 'https://surrogate.salemcountynj.gov/death-certificates/',
    },
    court: {
      name: "Surrogate's Court in the county where the person lived",
      description: `In New Jersey, the county Surrogate handles probate and small-estate affidavits. ${ASK_CLERK}`,
      source: 'https://njprobate.blogspot.com/2022/05/administration-of-small-estates-in-nj.html',
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        'Only where there is no will: a surviving spouse, civil union partner or domestic partner can use an ' +
        'affidavit instead of administration when the whole estate is worth $50,000 or less. If there is no spouse or ' +
        'partner, an heir can do so, with the other heirs’ written consent, when the estate is worth $20,000 or less. ' +
        'The affidavit is made before the county Surrogate (New Jersey Statutes 3B:10-3 and 3B:10-4).',
      source: 'https://njprobate.blogspot.com/2022/05/administration-of-small-estates-in-nj.html',
      noOfficialPage: 'https://www.njleg.state.nj.us/',
      official: false,
    },
  }),
  state({
    abbr: 'nm',
    name: 'New Mexico',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death and before burial or cremation',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-new-mexico.html',
      noOfficialPage: 'https://www.nmlegis.gov/',
      official: false,
    },
    registry: {
      name: 'New Mexico Department of Health – Bureau of Vital Records and Health Statistics',
      description:
        'Issues certified copies of New Mexico death certificates by mail, in person in Santa Fe or Albuquerque, or online (extra charges apply). Only immediate family (parent, sibling, child, current spouse, grandparent) or someone with a legal interest can get a copy.',
      website: 'https://nmhealth.org/about/erd/bvrhs/vrp/',
      source: 'https://www.gallupnm.gov/149/Birth-and-Death-Certificates',
    },
    court: {
      name: 'Probate Court or District Court in the county where the person lived',
      description: `New Mexico has county probate courts for simpler cases and district courts for others. ${ASK_CLERK}`,
      source: SRC.nolo('new-mexico-probate-shortcuts-32085.html'),
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        'Thirty days after the death, an heir can collect personal property with an affidavit if the whole estate, ' +
        'less liens, is worth $50,000 or less (New Mexico Statutes 45-3-1201). A surviving spouse can also use an ' +
        'affidavit, six months after the death, for a community-property home valued at $500,000 or less for property ' +
        'tax.',
      source: SRC.nolo('new-mexico-probate-shortcuts-32085.html'),
      noOfficialPage: 'https://www.nmlegis.gov/',
      official: false,
    },
  }),
  state({
    abbr: 'ny',
    name: 'New York',
    registrationDeadline: {
      amount: 72,
      unit: 'hours',
      from: 'death',
      text: 'By state law the death must be registered with the local registrar no later than 72 hours after the death; the funeral director does this',
      source: 'https://www.nysenate.gov/legislation/laws/PBH/4140',
    },
    registry: {
      name: 'New York State Department of Health – Vital Records (deaths outside New York City)',
      description:
        'The funeral director usually buys several certified copies for you. For deaths in the five boroughs of New ' +
        'York City, copies come from the NYC Department of Health and Mental Hygiene instead.',
      website: 'https://www.cdc.gov/nchs/w2w.htm',
      source: 'https://askalawlibrarian.nycourts.gov/legalresearch/faq/280731',
    },
    court: {
      name: "Surrogate's Court in the county where the person lived",
      description: `New York's Surrogate's Courts handle wills, estates and small estates. ${ASK_CLERK}`,
      source: 'https://www.nycourts.gov/courts/7jd/courts/surrogates/proceedings/small_estates.shtml',
    },
    smallEstate: {
      amount: 50000,
      text:
        "If the person's personal property (not real estate) is worth $50,000 or less, the Surrogate's Court in the " +
        "county where they lived can appoint a 'voluntary administrator' through a short small-estate affidavit, " +
        'whether or not there was a will. The filing fee is $1.',
      source: 'https://www.nycourts.gov/courts/7jd/courts/surrogates/proceedings/small_estates.shtml',
    },
    otherOffices: [
      {
        name: 'NYC Department of Health and Mental Hygiene – Death Certificates',
        description:
          'Issues death certificates for people who died in Brooklyn, the Bronx, Manhattan, Queens or Staten Island. ' +
          'Orders can take 3 to 4 weeks.',
        website: 'https://www.nyc.gov/site/doh/services/death-certificates.page',
        source: 'https://www.nyc.gov/site/doh/services/death-certificates.page',
      },
      {
        name: "New York County (Manhattan) Surrogate's Court – Administration / Small Estates Department",
        description: 'For people who lived in Manhattan. Other counties have their own Surrogate’s Court.',
        phone: '(646) 386-5005',
        phoneNote: 'Monday to Friday, 9 am to 5 pm',
        address: '31 Chambers Street, Room 505, New York, NY 10007',
        website: 'https://ww2.nycourts.gov/courts/1jd/surrogates/smallestates.shtml',
        source: 'https://ww2.nycourts.gov/courts/1jd/surrogates/smallestates.shtml',
      },
    ],
  }),
  state({
    abbr: 'nc',
    name: 'North Carolina',

    registry: {
      name: 'North Carolina Department of Health and Human Services – Vital Records',
      description:
        'Issues certified copies of North Carolina death certificates by mail or online, or the same day at the ' +
        'walk-in window in Raleigh (Monday to Friday, 8 am to 3 pm). Copies are also sold by the Register of Deeds in ' +
        'the county where the death happened (in Mecklenburg County, by the local health department), which is often ' +
        'quicker.',
      website: 'https://vitalrecords.nc.gov/order.htm',
      source: 'https://vitalrecords.nc.gov/order.htm',
    },
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death (North Carolina General Statutes 130A-115)',
      source: 'https://statutes.laws.com/north-carolina/Chapter_130A/GS_130A-115',
      officialSource: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_130A/GS_130A-115.html',
      official: false,
    },
    court: {
      name: 'Clerk of Superior Court (estates) in the county where the person lived',
      description: `In North Carolina, the Clerk of Superior Court handles wills and estates. ${ASK_CLERK}`,
      source: 'https://www.ncga.state.nc.us/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_25.html',
    },
    smallEstate: {
      amount: 20000,
      text:
        'If there is no will and the personal property, less liens, is worth $20,000 or less ($30,000 if the ' +
        'surviving spouse is the only heir), an heir or creditor can file an affidavit with the Clerk of Superior ' +
        'Court 30 days after the death and then collect and distribute the property (General Statutes 28A-25-1).',
      source: 'https://www.ncga.state.nc.us/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_25.html',
    },
  }),
]
