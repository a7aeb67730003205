import type { RegionProfile } from '../../schema'
import { CDC_WHERE_TO_WRITE, REVIEWED_2026_11_22, SRC, state } from './common'

/** Facts moved to an official source, or re-checked, in the review of 2026-11-25 (docs/content/usa-review.md). */
const REVIEWED_2026_11_25 = '2026-11-25'

const ASK_CLERK = 'Ask the court clerk in the county where the person lived which forms to use and what it costs.'

/** Alabama to Kansas (alphabetical by name, including the District of Columbia). */
export const regionsA: RegionProfile[] = [
  state({
    abbr: 'al',
    name: 'Alabama',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local vital records office within 5 days of the death (Code of Alabama 22-9A-14)',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-alabama.html',
      noOfficialPage: 'https://alison.legislature.state.al.us/code-of-alabama?section=22-9A-14',
      official: false,
    },

    registry: {
      name: 'Alabama Department of Public Health – Center for Health Statistics',
      description:
        'Runs Alabama vital records. You can get a certified copy of a death certificate while you wait at any ' +
        'county health department in Alabama, wherever in the state the death happened, or by mail. For 25 years ' +
        'after a death, copies are restricted and you need valid ID.',
      address: 'Center for Health Statistics, P.O. Box 5625, Montgomery, AL 36103-5625',
      website: 'https://www.alabamapublichealth.gov/healthstats/',
      source: 'https://www.alabamapublichealth.gov/blog/2023/09/sho-september.html',
    },
    court: {
      name: 'Probate Court (Judge of Probate) in the county where the person lived',
      description: `Alabama's county probate courts admit wills and handle estates. ${ASK_CLERK}`,
      source: 'https://jeffcoprobatecourt.com/judicial/summary-distribution/',
    },
    smallEstate: {
      amount: null,
      text:
        'Alabama has no small-estate affidavit for banks. If the estate is personal property only (no real estate), ' +
        "the surviving spouse, or if there is none the heirs, can ask the county probate court for a 'summary " +
        "distribution'. The value limit is adjusted every year for inflation by the State Finance Director (it was " +
        "$34,611 for March 2023 to February 2024). Ask the probate court for this year's figure.",
      source: 'https://jeffcoprobatecourt.com/judicial/summary-distribution/',
      noOfficialPage: 'https://alison.legislature.state.al.us/code-of-alabama?section=43-8-111',
    },
  }),
  state({
    abbr: 'ak',
    name: 'Alaska',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 3 days of the death and before burial or cremation (Alaska Statutes 18.50.230)',
      source: 'https://www.nolo.com/legal-encyclopedia/burial-cremation-laws-alaska.html',
      noOfficialPage: 'https://www.akleg.gov/basis/statutes.asp#18.50.230',
      official: false,
    },
    court: {
      name: 'Alaska Superior Court (probate) for the area where the person lived',
      description: `Probate cases in Alaska are handled by the state court system. ${ASK_CLERK}`,
      source: SRC.nolo('alaska-probate-shortcuts-31952.html'),
      official: false,
    },
    smallEstate: {
      amount: 50000,
      text:
        'Thirty days after the death, an heir can collect property with a signed affidavit if the whole estate, less ' +
        'liens, is only personal property worth $50,000 or less (not counting vehicles) and registered vehicles worth ' +
        '$100,000 or less in total, and no one has applied to be appointed personal representative (Alaska Statutes ' +
        '13.16.680). The affidavit is shown to the bank or other holder; it is not filed with a court.',
      source: SRC.ssaPoms('0202315037'),
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'az',
    name: 'Arizona',

    registry: {
      name: 'Arizona vital records offices (state and county)',
      description:
        'Certified copies of any Arizona death certificate can be ordered from a county vital records office. ' +
        'Maricopa County Public Health, for example, issues them for deaths anywhere in Arizona, in person at one of ' +
        'its offices or by mail. Only eligible people, such as close family, can order certified copies.',
      phone: '602-506-6805',
      phoneNote: 'Maricopa County Public Health Vital Records, Monday to Friday 8 am to 4:30 pm',
      website: 'https://www.maricopa.gov/1012/Death-Certificates',
      source: 'https://pets.maricopa.gov/1012/Death-Certificates',
    },
    registrationDeadline: {
      amount: 7,
      unit: 'days',
      from: 'death',
      text:
        'The funeral home files the death certificate for registration within 7 days (the rule in early 2026; a 2026 ' +
        'bill proposed allowing up to 21 days, so ask the funeral home)',
      source: 'https://www.azleg.gov/legtext/57leg/2R/summary/H.HB2181_012826_COM.DOCX.htm',
    },
    court: {
      name: 'Superior Court of Arizona (probate) in the county where the person lived',
      description: `Arizona's county superior courts handle probate. ${ASK_CLERK}`,
      source: 'https://wlfaz.com/arizona-small-estate-affidavits-maricopa-county',
      official: false,
    },
    smallEstate: {
      amount: 200000,
      text:
        'Personal property: 30 days after the death, an heir can use an affidavit if the personal property, less ' +
        'debts secured on it, is worth $200,000 or less. Real estate: a separate affidavit can be used six months after ' +
        'the death if the assessed value, less liens, is $300,000 or less; it is filed with the Superior Court and then ' +
        'recorded (Arizona Revised Statutes 14-3971). Older guides show lower limits that no longer apply.',
      source: 'https://wlfaz.com/arizona-small-estate-affidavits-maricopa-county',
      noOfficialPage: 'https://www.azleg.gov/ars/14/03971.htm',
      official: false,
    },
  }),
  state({
    abbr: 'ar',
    name: 'Arkansas',
    registrationDeadline: {
      amount: 10,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files a short "fact of death" record within 3 days and the full death certificate within 10 days of the death (Arkansas Code 20-18-601)',
      source: 'https://instalawyer.io/laws/arkansas-code/20-18-601-registration-generally',
      noOfficialPage: 'https://arkleg.state.ar.us/',
      official: false,
    },
    registry: {
      name: 'Arkansas Department of Health – Vital Records',
      description:
        'Issues certified copies of Arkansas death certificates at the central office in Little Rock (4815 West Markham Street), online, by mail, and in person at local health units, which can usually handle same-day requests.',
      website: 'https://www.healthy.arkansas.gov/programs-services/program/certificates-and-records',
      source: 'https://www.pulaskinews.net/news/20180403/adh-to-expand-vital-records-services-statewide',
      official: false,
    },
    court: {
      name: 'Circuit Court (probate division) in the county where the person lived',
      description: `In Arkansas, probate papers are filed with the probate clerk of the circuit court. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315040'),
      reviewed: REVIEWED_2026_11_25,
    },
    smallEstate: {
      amount: 100000,
      text:
        "If everything the person owned, less debts secured on it and not counting the person's home and the " +
        'allowances for a spouse and minor children, is worth $100,000 or less, there are no unpaid claims against ' +
        'the estate, no personal representative has been appointed, and 45 days have passed, an heir can file an ' +
        'Affidavit for Collection of Small Estate with the probate clerk of the circuit court in the county where ' +
        'the person lived (Arkansas Code 28-41-101). A copy certified by the clerk is then shown to the bank or ' +
        'other holder.',
      source: SRC.ssaPoms('0202315040'),
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'ca',
    name: 'California',
    registrationDeadline: {
      amount: 8,
      unit: 'days',
      from: 'death',
      text: 'The death must be registered with the local registrar within 8 calendar days of the death and before burial or cremation',
      source: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=HSC&sectionNum=102775',
      reviewed: REVIEWED_2026_11_25,
    },
    registry: {
      name: 'California Department of Public Health – Vital Records',
      description:
        'Issues certified copies of California death certificates by mail. You can also order from the County ' +
        'Recorder in the county where the death happened, which is often faster.',
      phone: '(916) 445-2684',
      phoneNote: 'Recorded message, with an option to talk to a customer service representative',
      address: 'CDPH – Vital Records, MS 5103, P.O. Box 997410, Sacramento, CA 95899-7410',
      website: 'https://www.cdc.gov/nchs/w2w/california.htm',
      source: 'https://www.cdc.gov/nchs/w2w/california.htm',
    },
    court: {
      name: 'Superior Court of California (probate) in the county where the person lived',
      description:
        'The California Courts self-help site explains probate and the simpler ways to transfer property without it.',
      website: 'https://selfhelp.courts.ca.gov/simple-procedures-transfer-estate',
      source: 'https://selfhelp.courts.ca.gov/simple-procedures-transfer-estate',
    },
    smallEstate: {
      amount: 208850,
      text:
        'For deaths on or after 1 April 2025 the limit is $208,850 (it was $184,500 for deaths from 1 April 2022). If ' +
        'the property that would go through probate is worth no more than that and 40 days have passed, heirs can ' +
        'collect it with a signed declaration under Probate Code 13100, without a court case. A main home worth up to ' +
        '$750,000 can pass by a simpler court petition. The limit changes every few years, so check the California ' +
        'Courts self-help page for the figure that applies to the date of death.',
      source:
        'https://www.hamabelaw.com/blog/california-raises-the-small-estate-affidavit-limit-for-primary-residences-to-750000',
      noOfficialPage: 'https://selfhelp.courts.ca.gov/simple-procedures-transfer-estate',
      official: false,
    },
  }),
  state({
    abbr: 'co',
    name: 'Colorado',
    registrationDeadline: {
      amount: 72,
      unit: 'hours',
      from: 'death',
      text: 'The funeral director files the death certificate with the state registrar within 72 hours of taking custody of the body, and before burial or cremation (Colorado Revised Statutes 25-2-110)',
      source:
        'https://casetext.com/statute/colorado-revised-statutes/title-25-public-health-and-environment/vital-statistics/article-2-vital-statistics/section-25-2-110-effective-until-712025-certificates-of-death-definition',
      noOfficialPage: 'https://leg.colorado.gov/',
      official: false,
      reviewed: REVIEWED_2026_11_22,
    },
    registry: {
      name: 'Colorado Department of Public Health and Environment – Vital Records Section',
      description:
        "Issues certified copies of Colorado death certificates; every request must include a copy of the requester's photo ID. Many county vital records offices also issue copies of death records. CDC's directory lists the current fees and phone number.",
      address: '4300 Cherry Creek Drive South, Denver, CO 80246-1530',
      website: CDC_WHERE_TO_WRITE,
      source: SRC.ssaPoms('0200308014'),
      reviewed: REVIEWED_2026_11_22,
    },
    court: {
      name: 'District Court in the county where the person lived (in Denver, the Denver Probate Court)',
      description: `Colorado's district courts handle probate; Denver has its own probate court. ${ASK_CLERK}`,
      source: 'https://eforms.com/small-estate/colorado-small-estate-affidavit/',
      official: false,
    },
    smallEstate: {
      amount: null,
      text:
        "Colorado's small-estate affidavit (form JDF 999) can be used 10 days after the death, for personal property " +
        'only. The value limit depends on the year of death and is adjusted for inflation ($82,000 for deaths in ' +
        '2024). Check the current figure on the form or with the court.',
      source: 'https://eforms.com/small-estate/colorado-small-estate-affidavit/',
      noOfficialPage: 'https://www.coloradojudicial.gov/',
      official: false,
    },
  }),
  state({
    abbr: 'ct',
    name: 'Connecticut',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the registrar of the town where the death happened within 3 days of the death when filing electronically (5 business days on paper), before burial or cremation (Connecticut General Statutes 7-62b)',
      source:
        'https://casetext.com/statute/general-statutes-of-connecticut/title-7-municipalities/chapter-93-registrars-of-vital-statistics/section-7-62b-death-certificates-filing-and-registration-responsibilities-of-funeral-directors-and-licensed-embalmers-medical-certification-burial-of-person-who-died-from-communicable-disease-presumptive-death-certificates-regulations',
      officialSource: 'https://www.cga.ct.gov/current/pub/chap_093.htm#sec_7-62b',
      official: false,
    },
    registry: {
      name: 'Connecticut Department of Public Health – State Vital Records Office',
      description:
        'Anyone aged 18 or over can buy a certified copy of a Connecticut death certificate; only the spouse or next of kin can get one that shows the Social Security number. The town vital records office (town clerk) where the death happened also issues copies.',
      website: 'https://portal.ct.gov/DPH/Vital-Records/Death-Certificates',
      source: 'https://portal.ct.gov/DPH/Vital-Records/Death-Certificates',
    },
    court: {
      name: 'Connecticut Probate Court for the district where the person lived',
      description: `Connecticut has local probate courts, one for each probate district. ${ASK_CLERK}`,
      source: SRC.nolo('connecticut-probate-shortcuts-32128.html'),
      official: false,
    },
    smallEstate: {
      amount: 40000,
      text:
        'If the person left personal property worth $40,000 or less, the surviving spouse, or if there is none the ' +
        'next of kin, can file an affidavit with the Probate Court for the district where the person lived instead ' +
        'of a full probate, and the court authorizes payment of the property (Connecticut General Statutes 45a-273). ' +
        'Ask the court whether the estate qualifies, for example if the person owned real estate.',
      source: SRC.ssaPoms('0202315043'),
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'de',
    name: 'Delaware',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the Office of Vital Statistics within 3 days of the death and before burial or cremation (16 Delaware Code 3123)',
      source: 'https://www.lawserver.com/law/state/delaware/de-code/delaware_code_title_16_3123',
      officialSource: 'https://delcode.delaware.gov/title16/c031/index.html',
      official: false,
    },
    registry: {
      name: 'Delaware Division of Public Health – Office of Vital Statistics',
      description:
        'Issues certified copies of Delaware death certificates at offices in Dover, Newark and Georgetown (Monday to Friday, 8 am to 4 pm; every office can issue any Delaware record), by mail, or online through GoCertificates or VitalChek. Copies go only to the next of kin or their representative.',
      website: 'https://dhss.delaware.gov/dph/ss/vitalstats/',
      source:
        'https://eu.delawareonline.com/story/news/2024/01/23/delaware-office-of-vital-statistics-dover-for-birth-and-death-certificates-closed-temporarily/72272527007/',
      official: false,
    },
    court: {
      name: 'Register of Wills in the county where the person lived',
      description: `In Delaware, wills are proved and estates opened through the county Register of Wills. ${ASK_CLERK}`,
      source: SRC.nolo('delaware-probate-shortcuts-32150.html'),
      official: false,
    },
    smallEstate: {
      amount: 30000,
      text:
        'If the person owned no real estate in their sole name and the personal estate (not counting exempt and ' +
        'jointly owned property) is worth $30,000 or less, the spouse, a close relative, the executor named in the ' +
        'will or a licensed funeral director can collect and distribute it with an affidavit, 30 days after the ' +
        'death, once known debts are paid or provided for (Delaware Code title 12, sections 2306-2307). No court ' +
        'case is needed; the county Register of Wills can help with the form.',
      source: SRC.ssaPoms('0202315044'),
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'dc',
    name: 'District of Columbia',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate within 5 days of the death and before burial or cremation (29 DCMR 2810)',
      source:
        'https://casetext.com/regulation/district-of-columbia-administrative-code/title-29-public-welfare/chapter-29-28-vital-records/rule-29-2810-death-registration',
      noOfficialPage: 'https://dcregs.dc.gov/',
      official: false,
    },
    registry: {
      name: 'DC Health – Vital Records Division',
      description:
        'Issues certified copies of death certificates for deaths in the District. Walk-up service at 2201 Shannon Place SE (Monday, Tuesday, Thursday and Friday 9 am to 1 pm; Wednesday 9 am to 3:30 pm), or make an appointment.',
      phone: '(202) 442-9303',
      phoneNote: 'Appointments: option 1, then option 9',
      address: '2201 Shannon Place SE, Washington, DC 20020',
      website: 'https://dchealth.dc.gov/service/death-certificates',
      source: 'https://dchealth.dc.gov/service/registering-record',
    },
    court: {
      name: 'Superior Court of the District of Columbia, Probate Division',
      description:
        'Small estate specialists in the Probate Division can help with the petition. Filing in person is recommended.',
      phone: '202-879-9460',
      phoneNote: 'Small estates questions',
      address: '515 5th Street NW, 3rd Floor, Washington, DC 20001',
      website: 'https://www.dccourts.gov/services/probate-matters/small-estate-proceeding-seb',
      source: 'https://www.dccourts.gov/services/probate-matters/small-estate-proceeding-seb',
    },
    smallEstate: {
      amount: 40000,
      text:
        "For deaths after 26 April 2001, if the person's assets were worth $40,000 or less, a small estate " +
        'proceeding can be opened at the Probate Division of the D.C. Superior Court to appoint a personal ' +
        'representative, pay claims and distribute what is left. It usually takes no more than 120 days.',
      source: 'https://www.dccourts.gov/services/probate-matters/small-estate-proceeding-seb',
    },
  }),
  state({
    abbr: 'fl',
    name: 'Florida',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate within 5 days of the death and before burial or cremation',
      source: 'https://flsenate.gov/Laws/Statutes/2019/382.008',
    },
    registry: {
      name: 'Florida Department of Health, Bureau of Vital Statistics',
      description:
        'Order by mail or in person in Jacksonville, online through VitalChek (the only vendor the state contracts ' +
        'with), or from a county health department for deaths from 2009 on.',
      phone: '(904) 359-6900',
      phoneNote: 'Extension 9000',
      website: 'https://www.floridahealth.gov/certificates/certificates/death/index.html',
      source: 'https://www.floridahealth.gov/certificates/certificates/death/index.html',
    },
    court: {
      name: 'Circuit Court (probate division) in the county where the person lived',
      description: `Florida's circuit courts handle probate. ${ASK_CLERK}`,
      source: 'https://dtmiamilaw.com/practice/probate-administration/',
      official: false,
    },
    smallEstate: {
      amount: 75000,
      text:
        "Summary administration is a shorter court process when the person's estate subject to administration in " +
        'Florida, less property exempt from creditors, is worth $75,000 or less, or when the person died more than ' +
        'two years ago, and any will does not require full administration (Florida Statutes 735.201). A petition is ' +
        'filed with the probate court.',
      source:
        'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0700-0799/0735/Sections/0735.201.html',
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'ga',
    name: 'Georgia',

    registry: {
      name: 'Georgia Department of Public Health – State Office of Vital Records',
      description:
        'Issues certified copies of Georgia death certificates (records from 1919 on). Order online through the ' +
        "state's ROVER service or an approved vendor, by mail, or in person at any of Georgia's 159 county vital " +
        'records offices, which is often quickest. Only close family or a legal representative can order a copy, with ' +
        'photo ID.',
      phone: '404-679-4702',
      phoneNote: 'Questions about services and fees; Monday to Friday 8 am to 4:30 pm',
      address: '1680 Phoenix Boulevard, Suite 100, Atlanta, GA 30349',
      website: 'https://georgia.gov/popular-topic/vital-records',
      source: 'https://dph.georgia.gov/VitalRecords',
    },
    registrationDeadline: {
      amount: 10,
      unit: 'days',
      from: 'death',
      text:
        'The funeral director who takes charge of the body files the death certificate within 72 hours; by law it  (Georgia Code 31-10-15)' +
        'must be filed with the local registrar within 10 days of the death',
      source: 'https://legalfix.com/statutes/state-codes/georgia/title-31/chapter-10/section-31-10-15',
      noOfficialPage: 'https://www.legis.ga.gov/',
      official: false,
    },
    court: {
      name: 'Probate Court in the county where the person lived',
      description: `Each Georgia county has a probate court. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315047'),
    },
    smallEstate: {
      amount: null,
      text:
        'Georgia has no general small-estate affidavit. If there is no will, the heirs agree how to divide everything, ' +
        'and there are no debts (or the creditors agree), an heir can ask the county Probate Court for an order that ' +
        'no administration is necessary; there is no size limit (Georgia Code 53-2-40). Separately, a bank may pay up ' +
        'to $15,000 held for the person to close family without a court order (Georgia Code 7-1-239).',
      source: SRC.ssaPoms('0202315047'),
    },
  }),
  state({
    abbr: 'hi',
    name: 'Hawaii',
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The person in charge of the burial or cremation (usually the funeral director) files the death certificate with the Department of Health within 3 days of the death (Hawaii Revised Statutes 338-9)',
      source: 'https://lawserver.com/law/state/hawaii/hi-statutes/hawaii_statutes_338-9',
      officialSource: 'https://www.capitol.hawaii.gov/hrscurrent/Vol06_Ch0321-0344/HRS0338/HRS_0338-0009.htm',
      official: false,
    },
    registry: {
      name: 'Hawaii State Department of Health – Office of Health Status Monitoring (Vital Records)',
      description:
        "Handles Hawaii death certificates. Order online or by mail; the office is on Oahu, and the Department of Health's District Health Offices on the other islands can help with information. CDC's directory lists the current address, fees and phone number.",
      website: CDC_WHERE_TO_WRITE,
      source: 'https://www.capitol.hawaii.gov/session2021/bills/SR24_.HTM',
    },
    court: {
      name: 'Circuit Court (probate) for the circuit where the person lived',
      description: `Hawaii's circuit courts handle probate. ${ASK_CLERK}`,
      source: SRC.nolo('hawaii-probate-shortcuts-31956.html'),
      official: false,
    },
    smallEstate: {
      amount: 100000,
      text:
        "If the gross value of the person's property in Hawaii is $100,000 or less (cars are not counted and can be " +
        'transferred whatever their value) and no personal representative has been appointed, heirs can collect ' +
        'personal property with an affidavit (Hawaii Revised Statutes 560:3-1201). It cannot be used for real estate.',
      source: SRC.nolo('hawaii-probate-shortcuts-31956.html'),
      officialSource: 'https://www.capitol.hawaii.gov/hrscurrent/Vol12_Ch0501-0588/HRS0560/HRS_0560-0003-1201.htm',
      official: false,
    },
  }),
  state({
    abbr: 'id',
    name: 'Idaho',
    registrationDeadline: {
      amount: 5,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 5 days of the death (Idaho Code 39-260)',
      source: 'https://legalfix.com/statutes/state-codes/idaho/title-39/chapter-2/section-39-260',
      officialSource: 'https://legislature.idaho.gov/statutesrules/idstat/Title39/T39CH2/SECT39-260/',
      official: false,
    },
    registry: {
      name: 'Idaho Department of Health and Welfare – Vital Records',
      description:
        'Issues certified copies of Idaho death certificates (records from July 1911). Death certificates are confidential for 50 years, so only close family or the official representative of the estate can get a certified copy.',
      website:
        'https://healthandwelfare.idaho.gov/services-programs/birth-marriage-death-records/about-death-stillbirth-and-miscarriage-records',
      source:
        'https://healthandwelfare.idaho.gov/services-programs/birth-marriage-death-records/about-death-stillbirth-and-miscarriage-records',
    },
    court: {
      name: 'District Court (Magistrate Division) in the county where the person lived',
      description: `Idaho probate cases are filed with the district court clerk. ${ASK_CLERK}`,
      source: SRC.nolo('idaho-probate-shortcuts-32018.html'),
      official: false,
    },
    smallEstate: {
      amount: 100000,
      text:
        'Thirty days after the death, an heir can collect personal property with an affidavit if all the personal ' +
        'property is worth $100,000 or less and no personal representative has been appointed (Idaho Code ' +
        '15-3-1201). It cannot be used to transfer real estate.',
      source: SRC.nolo('idaho-probate-shortcuts-32018.html'),
      noOfficialPage: 'https://legislature.idaho.gov/statutesrules/idstat/Title15/T15CH3/SECT15-3-1201/',
      official: false,
    },
  }),
  state({
    abbr: 'il',
    name: 'Illinois',
    registrationDeadline: {
      amount: 7,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the local registrar within 7 days of the death and before cremation or removal from Illinois',
      source: 'https://beta.ilga.gov/ftp/Public%20Acts/93/093-0454.htm',
    },
    registry: {
      name: 'Illinois Department of Public Health, Division of Vital Records',
      description:
        'Issues certified copies of Illinois death certificates to people with a personal or property interest. You ' +
        'can also order from the county clerk in the county where the death happened.',
      website: 'https://www.cdc.gov/nchs/w2w.htm',
      source: 'https://www.idph.state.il.us/vitalrecords/death_faq.htm',
    },
    court: {
      name: 'Circuit Court of the county where the person lived (probate)',
      description: `Illinois circuit courts handle probate. ${ASK_CLERK}`,
      source: 'https://www.lavellelaw.com/new-illinois-small-estate-affidavit-law-key-updates-for-2025',
      official: false,
    },
    smallEstate: {
      amount: 150000,
      text:
        'A small estate affidavit can transfer personal property if no executor or administrator has been appointed ' +
        'or applied for, and the personal estate is worth $150,000 or less, not counting vehicles registered with the ' +
        'Illinois Secretary of State (755 ILCS 5/25-1, as amended by Public Act 104-0346 in 2025; the limit was ' +
        '$100,000 before). Ask the circuit court clerk which limit applies if the death was in 2025. It does not ' +
        'transfer real estate.',
      source: 'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
      reviewed: REVIEWED_2026_11_25,
    },
  }),
  state({
    abbr: 'in',
    name: 'Indiana',

    registry: {
      name: 'Indiana Department of Health – Vital Records',
      description:
        'Issues certified copies of Indiana death certificates (state records begin in 1900). You must have a ' +
        '"direct interest", for example as close family or because you need it to protect property rights, and ' +
        'show ID. The fee pays for the search and includes one copy if the record is found.',
      website: 'https://www.in.gov/health/vital-records/death-information/death-information/',
      source: 'https://www.in.gov/health/vital-records/death-information/death-information/',
    },
    court: {
      name: 'Circuit or Superior Court (probate) in the county where the person lived',
      description: `Indiana's county courts handle probate. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315052'),
    },
    smallEstate: {
      amount: 100000,
      text:
        'For deaths after 30 June 2022, an affidavit can be used 45 days after the death if the gross probate ' +
        'estate, less liens, encumbrances and reasonable funeral costs, is $100,000 or less and no personal ' +
        'representative has been appointed. The person using it must first tell the other heirs (Indiana Code 29-1-8-1).',
      source: SRC.ssaPoms('0202315052'),
    },
  }),
  state({
    abbr: 'ia',
    name: 'Iowa',
    registry: {
      name: 'Iowa vital records office (state Bureau of Health Statistics or county recorder)',
      description:
        'In Iowa the county recorder is the local registrar and can issue certified copies of death certificates; the state office in Des Moines keeps all records. Only close family (spouse, children, parents, grandparents, grandchildren, siblings) or a legal representative can get a certified copy, with ID and a signed application.',
      website: CDC_WHERE_TO_WRITE,
      source: 'https://montgomerycountyiowa.com/index.php/vital-records',
    },
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'Iowa death certificates are to be filed within 3 days of the death and before burial or cremation; the funeral director usually does this (Iowa Code 144.26)',
      source: 'https://www.amestrib.com/story/opinion/2013/09/25/recorders-do-good-deeds-vital/24366818007/',
      officialSource: 'https://www.legis.iowa.gov/docs/code/144.26.pdf',
      official: false,
    },
    court: {
      name: 'Iowa District Court (probate) in the county where the person lived',
      description: `Iowa probate cases are filed with the clerk of the district court. ${ASK_CLERK}`,
      source: SRC.ssaPoms('0202315053'),
    },
    smallEstate: {
      amount: 50000,
      text:
        'Forty days after the death, a successor can collect personal property with an affidavit if the gross value ' +
        "of the person's personal property is $50,000 or less and there is no real estate (or it passed to a joint " +
        "owner) (Iowa Code 633.356). Estates with probate assets under $200,000 can use the simpler 'small estate " +
        "administration' through the court clerk.",
      source: SRC.ssaPoms('0202315053'),
    },
  }),
  state({
    abbr: 'ks',
    name: 'Kansas',
    registry: {
      name: 'Kansas Department of Health and Environment – Vital Statistics',
      description:
        "The state health department registers all Kansas deaths and issues certified copies; Kansas has no city or county registrars. CDC's directory lists the current address, fees and phone number.",
      website: CDC_WHERE_TO_WRITE,
      source:
        'https://www.cjonline.com/news/20180914/topcity-what-doctors-must-sign-off-on-state-mandated-death-certificates',
      official: false,
    },
    registrationDeadline: {
      amount: 3,
      unit: 'days',
      from: 'death',
      text: 'The funeral director files the death certificate with the state registrar within 3 days of the death and before the body is taken out of Kansas (Kansas Statutes 65-2412)',
      source: 'https://lawserver.com/law/state/kansas/ks-statutes/kansas_statutes_65-2412',
      officialSource: 'https://www.ksrevisor.gov/statutes/chapters/ch65/065_024_0012.html',
      official: false,
    },
    court: {
      name: 'District Court in the county where the person lived (probate)',
      description: `Kansas district courts handle probate. ${ASK_CLERK}`,
      source: 'https://esign.com/small-estate-affidavit/ks',
      official: false,
    },
    smallEstate: {
      amount: 75000,
      text:
        'An heir can use a small estate affidavit to collect personal property if the estate is worth $75,000 or ' +
        'less and no executor or administrator has been appointed (Kansas Statutes 59-1507b). It cannot transfer real ' +
        'estate.',
      source: 'https://esign.com/small-estate-affidavit/ks',
      noOfficialPage: 'https://www.ksrevisor.gov/statutes/chapters/ch59/059_015_0007b.html',
      official: false,
    },
  }),
]
